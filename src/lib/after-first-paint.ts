/**
 * Gatsby's scripts load after the page's first contentful paint, not with the HTML.
 *
 * Every page is complete without JavaScript (server-rendered); the scripts add the carousel,
 * the menus and the dialog. Loaded with the HTML (Gatsby's `async` tags), their 90 KB compete
 * with the fonts and the first layout on a slow phone, and run before the text is on screen.
 * The loader waits for the browser to report the first contentful paint (an animation frame is
 * not enough: its callbacks run before that frame is painted), then adds them in their original
 * order (async = false keeps the order). It loads at once in a tab opened in the background,
 * where nothing is painted, and after FALLBACK_MS in a browser that reports no paint.
 */
export const FALLBACK_MS = 3000;

/**
 * Inline JavaScript that calls the function named `callback` once, in the task after the first
 * contentful paint: at once in a tab opened in the background (nothing is painted there), and
 * after FALLBACK_MS in a browser that reports no paint. Shared by the script loader and the web
 * font switch (src/lib/web-fonts.ts).
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

export function afterFirstPaintLoader(sources: readonly string[]): string {
  const list = inlineJson(sources);
  return [
    `(function(){function load(){${list}.forEach(function(src){`,
    'var s=document.createElement("script");s.src=src;s.async=false;document.body.appendChild(s);',
    `})}${afterFirstPaintJs("load")}})()`,
  ].join("");
}

const ASYNC_SCRIPT = /<script src="([^"<>]+\.js)" async(?:="")?><\/script>/g;

/** The id of the loader's <script>, so a later build can find the one an earlier build wrote. */
export const LOADER_ID = "scripts-after-first-paint";

const LOADER_SCRIPT = new RegExp(`<script id="${LOADER_ID}">[^<]*</script>`, "g");

/**
 * A built page with its `<script src async>` tags replaced by one loader, where the first of them
 * stood. Run after the build, on the final HTML, and before the Content-Security-Policy hashes
 * the inline scripts. A page without such tags is left as it is.
 *
 * Gatsby 5 stitches its scripts into a marked region of the page last. On a rebuild it stitches
 * them again into the HTML of a page that did not change, which still holds the loader the last
 * build wrote: standing where the tags stood, inside that region, the old loader is replaced with
 * them, and any loader left elsewhere (as earlier builds placed it) is removed.
 */
export function loadScriptsAfterFirstPaint(html: string): string {
  const sources = [...html.matchAll(ASYNC_SCRIPT)].map((match) => match[1]);
  if (sources.length === 0) return html;
  const loader = `<script id="${LOADER_ID}">${afterFirstPaintLoader(sources)}</script>`;
  let placed = false;
  return html.replace(LOADER_SCRIPT, "").replace(ASYNC_SCRIPT, () => {
    if (placed) return "";
    placed = true;
    return loader;
  });
}
