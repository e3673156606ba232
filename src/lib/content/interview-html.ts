import { createElement, Fragment } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { formattedTextElements, parseFormattedText } from "./formatted-text";

/**
 * An interview's body as HTML, made at build time (plugins/site-content's resolver for `Mdx.html`), under
 * the allowlist of formatted-text.ts: the body is parsed, never compiled or run, and a body holding
 * anything the allowlist refuses throws instead of rendering.
 *
 * Every interview page uses one template component: with gatsby-plugin-mdx's component per file,
 * Gatsby lists each file's chunk in every page's inline chunk map and in app.js, so every page
 * would grow with the number of interviews.
 */
export function interviewHtml(body: string): string {
  return renderToStaticMarkup(createElement(Fragment, null, formattedTextElements(parseFormattedText(body))));
}
