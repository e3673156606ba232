/** Behaviour constants the product relies on (docs/PRODUCT.md). */
export const CAROUSEL_INTERVAL_MS = 5000;
export const CAROUSEL_FADE_MS = 500;
export const COUNTDOWN_TICK_MS = 1000;
/** The header on /home appears once scrolled past the window's height minus this. */
export const HEADER_REVEAL_OFFSET_PX = 30;
export const HERO_TEXT_DELAY_MS = 200;
export const HERO_BUTTONS_DELAY_MS = 800;

export const headerRevealThreshold = (viewportHeight: number): number => viewportHeight - HEADER_REVEAL_OFFSET_PX;

/**
 * The interviews menu lists at most this many, newest first; with more, it ends with a link to the
 * page listing them all. The header's static query (src/hooks/use-site-settings.ts) asks for this
 * many with a literal `limit`, as static queries take no variables.
 */
export const INTERVIEWS_IN_MENU = 5;

/**
 * The Books menu lists at most this many, newest first, once there are more books than the two the
 * menu always showed; it then ends with a link to the page listing them all. The header's static
 * query asks for this many with a literal `limit`.
 */
export const BOOKS_IN_MENU = 5;
