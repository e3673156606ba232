/**
 * Gatsby's scripts load after the page has painted its first frame, not with the HTML.
 *
 * Every page is complete without JavaScript (server-rendered); the scripts add the carousel,
 * the menus and the dialog. Loaded with the HTML (Gatsby's `async` tags), their 90 KB compete
 * with the fonts and the first layout on a slow phone, and run before the text is on screen.
 * The loader waits for the next frame, then adds them in their original order (async = false
 * keeps the order). In a tab opened in the background, where no frame comes, it loads at once.
 */
export function afterFirstFrameLoader(sources: readonly string[]): string {
  const list = JSON.stringify(sources).replace(/</g, "\\u003c");
  return [
    "(function(){",
    `function load(){${list}.forEach(function(src){`,
    'var s=document.createElement("script");s.src=src;s.async=false;document.body.appendChild(s);',
    "})}",
    'if(document.visibilityState==="hidden"){load()}',
    "else{requestAnimationFrame(function(){setTimeout(load,0)})}",
    "})()",
  ].join("");
}

const ASYNC_SCRIPT = /<script src="([^"<>]+\.js)" async(?:="")?><\/script>/g;

/**
 * A built page with its `<script src async>` tags replaced by one loader before `</body>`.
 * Run after the build, on the final HTML (Gatsby 5 stitches its scripts in last), and before the
 * Content-Security-Policy hashes the inline scripts. A page without such tags is left as it is.
 */
export function loadScriptsAfterFirstFrame(html: string): string {
  const sources = [...html.matchAll(ASYNC_SCRIPT)].map((match) => match[1]);
  if (sources.length === 0 || !html.includes("</body>")) return html;
  return html.replace(ASYNC_SCRIPT, "").replace("</body>", `<script>${afterFirstFrameLoader(sources)}</script></body>`);
}
