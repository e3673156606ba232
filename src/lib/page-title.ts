/**
 * The id of every page's one `<h1>`. The first paint waits until that heading is parsed (a
 * render-blocking `<link rel="expect">`, gatsby-ssr.tsx), so a reader first sees the header and
 * the page's title together, laid out in one pass: not the bar alone, then the title in a second,
 * longer layout that a tap on the menu would have to wait for (docs/PERFORMANCE.md).
 */
export const PAGE_TITLE_ID = "page-title";
