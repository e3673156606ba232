/** Every page inside PageRoot; Emotion's default cache takes over the server's styles (gatsby-ssr.tsx). */
import type { GatsbyBrowser } from "gatsby";
import { PageRoot } from "../../src/components/layout/root";

export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element }) => <PageRoot>{element}</PageRoot>;
