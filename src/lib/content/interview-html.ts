import { createElement, Fragment } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { formattedTextElements, parseFormattedText } from "./formatted-text";

/** An interview's body as HTML under the allowlist; one template for all (a chunk per file grows every page). */
export function interviewHtml(body: string): string {
  return renderToStaticMarkup(createElement(Fragment, null, formattedTextElements(parseFormattedText(body))));
}
