/** Every page path ends with a slash, as the host serves it (/home redirects to /home/). */
import { INTERVIEWS_IN_MENU } from "./constants";

/** The site's root: only a redirect to the landing page (src/pages/index.tsx). */
export const ROOT_PATH = "/";

/** Whether a page carries the global styles: all but the redirect at the root, which styles itself. */
export function pageCarriesGlobalStyles(pathname: string): boolean {
  return pathname !== ROOT_PATH;
}

export const HOME_PATH = "/home/";

export const INTERVIEWS_PATH = "/interviews/";

/** Whether the site has the page listing every interview: only when the menu cannot show them all. */
export function hasInterviewsPage(interviewCount: number): boolean {
  return interviewCount > INTERVIEWS_IN_MENU;
}

/** An interview's page, from its address (its host's name made a slug): "grace" → "/interview-with-grace/". */
export const interviewPathOf = (address: string) => `/interview-with-${address}/`;

export const BOOKS_PATH = "/books/";

/** A book's page, from its address: "my-book" → "/books/my-book/". */
export const bookPath = (address: string) => `${BOOKS_PATH}${address}/`;

/** Whether the site has the page listing every book: once there are two or more. */
export function hasBooksPage(bookCount: number): boolean {
  return bookCount > 1;
}

export const PRESS_PATH = "/press/";

/** Her news as one Atom feed (books, events, interviews, articles), linked from every page's head. */
export const FEED_PATH = "/feed.xml";

/** The folder of every page's share card (its og:image), drawn at build (plugins/site-content/share-cards.ts). */
export const CARDS_FOLDER = "cards";

/** A site path in the served form: "/home#about" → "/home/#about"; files and the root stay as they are. */
export function pagePath(path: string): string {
  const match = /^([^?#]*)(.*)$/.exec(path);
  const [pathname, rest] = match ? [match[1], match[2]] : [path, ""];
  if (pathname === "" || pathname.endsWith("/")) return `${pathname || "/"}${rest}`;
  const lastSegment = pathname.slice(pathname.lastIndexOf("/") + 1);
  if (lastSegment.includes(".")) return path;
  return `${pathname}/${rest}`;
}
