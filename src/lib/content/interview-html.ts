import { createElement } from "react";

/**
 * An interview's MDX body as HTML, made at build time (gatsby-node's resolver for `Mdx.html`).
 * Every interview page then uses one template component: with gatsby-plugin-mdx's component per
 * file, Gatsby lists each file's chunk in every page's inline chunk map and in app.js, so every
 * page grew with the number of interviews (about 15 compressed bytes of HTML and 25 of JavaScript
 * each; the redirect page's budget was crossed at about 19 interviews).
 */
export async function interviewHtml(body: string): Promise<string> {
  const [{ evaluate }, runtime, { renderToStaticMarkup }] = await Promise.all([
    import("@mdx-js/mdx"),
    import("react/jsx-runtime"),
    import("react-dom/server"),
  ]);
  const { default: Content } = await evaluate(body, {
    Fragment: runtime.Fragment,
    jsx: runtime.jsx,
    jsxs: runtime.jsxs,
  });
  return renderToStaticMarkup(createElement(Content));
}
