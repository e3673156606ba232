/** How long the web font switch waits for a paint a browser never reports (src/lib/web-fonts.ts). */
export const FALLBACK_MS = 3000;

/**
 * Inline JavaScript that calls the function named `callback` once, in the task after the first
 * contentful paint: at once in a tab opened in the background (nothing is painted there), and
 * after FALLBACK_MS in a browser that reports no paint. An animation frame is not enough: its
 * callbacks run before that frame is painted.
 */
export function afterFirstPaintJs(callback: string): string {
  return [
    "(function(){var done=false;",
    `function run(){if(done)return;done=true;${callback}()}`,
    'if(document.visibilityState==="hidden"){run();return}',
    "try{new PerformanceObserver(function(list,observer){",
    'if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();setTimeout(run,0)}',
    '}).observe({type:"paint",buffered:true})}catch(e){}',
    `setTimeout(run,${FALLBACK_MS})`,
    "})()",
  ].join("");
}

/** A value as a JavaScript literal that is safe inside an inline <script>. */
export const inlineJson = (value: unknown): string => JSON.stringify(value).replace(/</g, "\\u003c");
