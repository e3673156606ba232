/**
 * Browser APIs.
 * @see https://www.gatsbyjs.com/docs/reference/config-files/gatsby-browser/
 */
import type { GatsbyBrowser } from "gatsby";
import "@fontsource-variable/fraunces/wght.css";
import "@fontsource-variable/fraunces/wght-italic.css";
import "@fontsource-variable/inter/wght.css";
import { Root } from "./src/components/layout/root";

export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = ({ element }) => <Root>{element}</Root>;
