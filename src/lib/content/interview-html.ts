import { createElement, Fragment } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { formattedTextElements, parseFormattedText } from "./formatted-text";

/**
 * An interview's body as HTML at build time, under the allowlist (a refused body throws). One
 * template for every interview: gatsby-plugin-mdx's chunk per file would grow every page.
 */
export function interviewHtml(body: string): string {
  return renderToStaticMarkup(createElement(Fragment, null, formattedTextElements(parseFormattedText(body))));
}
