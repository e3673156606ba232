/** Behaviour constants the product relies on (docs/PRODUCT.md). */
export const CAROUSEL_INTERVAL_MS = 5000;
export const CAROUSEL_FADE_MS = 500;
export const COUNTDOWN_TICK_MS = 1000;
/** The header on /home appears once scrolled past the window's height minus this. */
export const HEADER_REVEAL_OFFSET_PX = 30;
export const HERO_TEXT_DELAY_MS = 200;
export const HERO_BUTTONS_DELAY_MS = 800;

export const headerRevealThreshold = (viewportHeight: number): number => viewportHeight - HEADER_REVEAL_OFFSET_PX;

/** The interviews menu lists at most this many (use-site-settings.ts's static query writes it literally). */
export const INTERVIEWS_IN_MENU = 5;

/** The Books menu lists at most this many, once there are more than BOOKS_ON_HOME (also written literally). */
export const BOOKS_IN_MENU = 5;
