/**
 * The URL form every page is linked and named by. A static host serves /home/index.html at
 * /home/ with a 200 and answers /home with a redirect to it (Cloudflare Pages: 308), so every
 * link, canonical URL, sitemap entry and redirect target ends its page path with a slash and
 * no visitor or crawler ever waits on a redirect. gatsby-config's `trailingSlash: "always"`
 * names the pages the same way.
 */
import { INTERVIEWS_IN_MENU } from "./constants";

/** The site's root: only a redirect to the landing page (src/pages/index.tsx). */
export const ROOT_PATH = "/";

/**
 * Whether the HTML of the page at `pathname` carries the global styles and the design tokens:
 * every page but the redirect at the root, which shows one link styled by itself and stays that
 * small. The server renders by it (plugins/site-render/gatsby-ssr.tsx).
 */
export function pageCarriesGlobalStyles(pathname: string): boolean {
  return pathname !== ROOT_PATH;
}

/** The landing page. */
export const HOME_PATH = "/home/";

/** The page listing every interview; see hasInterviewsPage. */
export const INTERVIEWS_PATH = "/interviews/";

/**
 * Whether the site has the page listing every interview: only when the menu cannot show them all,
 * so it never stands alone beside a menu that already lists the same interviews.
 */
export function hasInterviewsPage(interviewCount: number): boolean {
  return interviewCount > INTERVIEWS_IN_MENU;
}

/** An interview's page, from its address (its host's name made a slug): "grace" → "/interview-with-grace/". */
export const interviewPathOf = (address: string) => `/interview-with-${address}/`;

/** The page listing every book; see hasBooksPage. */
export const BOOKS_PATH = "/books/";

/** A book's page, from its address: "my-book" → "/books/my-book/". */
export const bookPath = (address: string) => `${BOOKS_PATH}${address}/`;

/** Whether the site has the page listing every book: once there are two or more. */
export function hasBooksPage(bookCount: number): boolean {
  return bookCount > 1;
}

/** The press kit. */
export const PRESS_PATH = "/press/";

/**
 * A site path in the served form: "/home" → "/home/", "/home#about" → "/home/#about". Paths of
 * files ("/404.html", "/sitemap-index.xml") and the root stay as they are.
 */
export function pagePath(path: string): string {
  const match = /^([^?#]*)(.*)$/.exec(path);
  const [pathname, rest] = match ? [match[1], match[2]] : [path, ""];
  if (pathname === "" || pathname.endsWith("/")) return `${pathname || "/"}${rest}`;
  const lastSegment = pathname.slice(pathname.lastIndexOf("/") + 1);
  if (lastSegment.includes(".")) return path;
  return `${pathname}/${rest}`;
}
