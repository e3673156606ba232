import type { Locator, Page } from "@playwright/test";
import { carouselSlides, home, spec } from "./content";
import { expect, test } from "./fixtures";
import { aboutButton, gotoWithPausedClock, msSinceIntervalArmed } from "./helpers";

const INTERVAL = spec.carouselIntervalMs;
const FADE = spec.carouselFadeMs;
/** The checks just before and after each deadline keep this many fake ms from it. */
const MARGIN = 10;

function carousel(page: Page): Locator {
  return page.locator('#books [aria-roledescription="carousel"]');
}

/** Slides are hidden from assistive technology unless current, so they are found by attribute. */
function slides(page: Page): Locator {
  return carousel(page).locator('[role="group"][aria-roledescription="slide"]');
}

/** Index of the slide marked data-current="true" (-1 if none, which fails every expectation). */
async function currentSlide(page: Page): Promise<number> {
  return slides(page).evaluateAll((nodes) => nodes.findIndex((node) => node.getAttribute("data-current") === "true"));
}

interface Fade {
  /** The slide's opacity as painted now. */
  opacity: number;
  /** The opacity transition running on it, if any: its length and the opacity it heads for. */
  transition: { duration: number; from: number; to: number } | null;
}

/**
 * How a slide stands in its fade, from the Web Animations API, which has the transition the moment
 * the style changes (a busy headless browser may paint no frame for seconds).
 */
async function fadeOf(slide: Locator): Promise<Fade> {
  return slide.evaluate((node) => {
    const running = node
      .getAnimations()
      .find((animation): animation is CSSTransition => (animation as CSSTransition).transitionProperty === "opacity");
    const keyframes = running?.effect instanceof KeyframeEffect ? running.effect.getKeyframes() : [];
    return {
      opacity: Number(getComputedStyle(node).opacity),
      transition:
        running === undefined
          ? null
          : {
              duration: Number(running.effect?.getTiming().duration),
              from: Number(keyframes[0]?.opacity),
              to: Number(keyframes.at(-1)?.opacity),
            },
    };
  });
}

/** Plays the browser's animations (the fake clock does not drive them) ten times slower, to catch a fade running. */
async function slowAnimations(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Animation.enable");
  await cdp.send("Animation.setPlaybackRate", { playbackRate: 0.1 });
}

/** Moves the pointer away from the carousel and takes focus out of it. */
async function leaveCarousel(page: Page): Promise<void> {
  await page.mouse.move(1, 1);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

// Rotation needs two pictures or more (one picture: carousel.test.tsx). Wrapping, the pause control and
// hovering are the unit tests' (use-carousel.test.ts, carousel.test.tsx); what only a browser shows
// stays: the CSS fade as the browser runs it, a real Tab into it, and the reduced-motion query.
if (carouselSlides.length > 1) {
  test.describe("book-cover carousel", () => {
    test.beforeEach(async ({ page }) => {
      await gotoWithPausedClock(page, "/home/");
      // Its labels and alt texts are carousel.test.tsx's ("is a labelled carousel…").
      await expect(slides(page)).toHaveCount(carouselSlides.length);
      expect(await currentSlide(page)).toBe(0);
      await expect(carousel(page).locator('[data-current="true"]')).toHaveCount(1);
    });

    test("advances after 5000 ms, the outgoing slide fading 1 → 0 and the incoming 0 → 1 over 500 ms", async ({
      page,
    }) => {
      // Every slide's own computed style, as the browser resolved the site's CSS.
      const transitions = await slides(page).evaluateAll((nodes) =>
        nodes.map((node) => {
          const style = getComputedStyle(node);
          return { property: style.transitionProperty, duration: style.transitionDuration, opacity: style.opacity };
        }),
      );
      expect(transitions).toEqual(
        carouselSlides.map((_, index) => ({
          property: "opacity",
          duration: `${FADE / 1000}s`,
          opacity: index === 0 ? "1" : "0",
        })),
      );

      await slowAnimations(page);
      const first = slides(page).nth(0);
      // Count from the moment the carousel armed its interval, not from when the page finished
      // hydrating: the sections below it hydrate later, some fake milliseconds after it.
      const elapsed = await msSinceIntervalArmed(page, INTERVAL);
      expect(elapsed, "the interval was armed while the page hydrated").toBeLessThan(100);

      await page.clock.runFor(INTERVAL - MARGIN - elapsed);
      expect(await fadeOf(first), `no fade yet at ${INTERVAL - MARGIN} ms`).toEqual({ opacity: 1, transition: null });
      expect(await currentSlide(page)).toBe(0);

      await page.clock.runFor(MARGIN);
      const outgoing = await fadeOf(first);
      expect(outgoing.transition, "slide 1 fades out from 5000 ms").toEqual({ duration: FADE, from: 1, to: 0 });
      expect(outgoing.opacity).toBeGreaterThan(0);
      expect(await currentSlide(page), "slide 1 stays current during the fade").toBe(0);

      await page.clock.runFor(FADE - MARGIN);
      expect(await currentSlide(page), `still slide 1 at ${INTERVAL + FADE - MARGIN} ms`).toBe(0);
      await page.clock.runFor(MARGIN);
      expect(await currentSlide(page), "slide 2 after 5000 + 500 ms").toBe(1);
      const incoming = await fadeOf(slides(page).nth(1));
      expect(incoming.transition, "slide 2 is fading in").toEqual({ duration: FADE, from: 0, to: 1 });
      expect(incoming.opacity).toBeLessThan(1);
      await expect(slides(page).nth(1)).toHaveAttribute("aria-hidden", "false");
      await expect(first).toHaveAttribute("aria-hidden", "true");
    });

    test("keyboard focus inside pauses it; leaving resumes it", async ({ page }) => {
      await page.mouse.move(1, 1);
      // Tab into the carousel from the hero's last call to action, as a keyboard user would.
      await aboutButton(page).focus();
      await page.keyboard.press("Tab");
      await expect(carousel(page).locator(":focus")).toHaveCount(1);
      await page.clock.runFor(2 * INTERVAL);
      expect(await currentSlide(page), "paused while focus is inside").toBe(0);

      await leaveCarousel(page);
      await page.clock.runFor(INTERVAL + FADE);
      expect(await currentSlide(page), "rotating once focus left").toBe(1);
    });
  });

  test.describe("book-cover carousel with reduced motion", () => {
    test.use({ reducedMotion: "reduce" });

    test("does not rotate by itself", async ({ page }) => {
      await gotoWithPausedClock(page, "/home/");
      await page.clock.runFor(4 * INTERVAL);
      expect(await currentSlide(page)).toBe(0);
      // The control offers to start the rotation instead.
      await expect(carousel(page).getByRole("button", { name: home.books.playLabel, exact: true })).toBeVisible();
    });
  });
}
