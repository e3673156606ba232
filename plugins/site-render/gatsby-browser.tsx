/**
 * How the browser renders every page: inside the site's PageRoot. Emotion's default cache takes
 * over the styles the server wrote into <head> (gatsby-ssr.tsx).
 * @see https://www.gatsbyjs.com/docs/reference/config-files/gatsby-browser/
 * @see https://www.gatsbyjs.com/docs/creating-a-local-plugin/
 */
import type { GatsbyBrowser } from "gatsby";
import { PageRoot } from "../../src/components/layout/root";

export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element }) => <PageRoot>{element}</PageRoot>;
