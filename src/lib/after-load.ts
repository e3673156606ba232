/**
 * Inline JavaScript that calls the function named `callback` once the page has loaded (its
 * scripts and first-screen images), in the task after the load event: work that must not share
 * a slow connection with the page's own scripts (src/lib/web-fonts.ts). The load event always
 * comes, also in a background tab and in a browser that reports no paints.
 */
export function afterLoadJs(callback: string): string {
  return [
    "(function(){var done=false;",
    `function run(){if(done)return;done=true;setTimeout(${callback},0)}`,
    'if(document.readyState==="complete"){run();return}',
    'addEventListener("load",run)',
    "})()",
  ].join("");
}

/** A value as a JavaScript literal that is safe inside an inline <script>. */
export const inlineJson = (value: unknown): string => JSON.stringify(value).replace(/</g, "\\u003c");
