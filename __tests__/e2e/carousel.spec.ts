import type { Locator, Page } from "@playwright/test";
import { carouselSlides, fill, home, spec, templateValues } from "./content";
import { expect, test } from "./fixtures";
import { gotoWithPausedClock } from "./helpers";

const INTERVAL = spec.carouselIntervalMs;
const FADE = spec.carouselFadeMs;
/**
 * The page arms its interval within a millisecond of the moment the test starts counting (see
 * gotoWithPausedClock), so the checks just before each deadline keep this much distance from it.
 */
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

/** Moves the pointer away from the carousel and takes focus out of it. */
async function leaveCarousel(page: Page): Promise<void> {
  await page.mouse.move(1, 1);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

test.describe("book-cover carousel", () => {
  test.beforeEach(async ({ page }) => {
    await gotoWithPausedClock(page, "/home");
    await expect(carousel(page)).toHaveAttribute("aria-label", home.books.carouselLabel);
    await expect(slides(page)).toHaveCount(carouselSlides.length);
    expect(await currentSlide(page)).toBe(0);
    // Exactly one slide is current, and it shows its cover with the alt text from content.
    await expect(carousel(page).locator('[data-current="true"]')).toHaveCount(1);
    await expect(slides(page).nth(0).getByRole("img", { name: carouselSlides[0].alt, exact: true })).toBeAttached();
  });

  test("advances after 5000 ms with a 500 ms fade, not before", async ({ page }) => {
    const first = slides(page).nth(0);
    const opacity = () => first.evaluate((node) => Number(getComputedStyle(node).opacity));

    await page.clock.runFor(INTERVAL - 100);
    expect(await currentSlide(page), "still on slide 1 at 4900 ms").toBe(0);
    await page.clock.runFor(100 - MARGIN);
    // CSS transitions run in real time: had the fade started, the opacity would have dropped by now.
    await page.waitForTimeout(150);
    expect(await opacity(), `no fade yet at ${INTERVAL - MARGIN} ms`).toBe(1);
    expect(await currentSlide(page)).toBe(0);

    await page.clock.runFor(MARGIN);
    await expect.poll(opacity, { message: "slide 1 fades out from 5000 ms" }).toBeLessThan(1);
    expect(await currentSlide(page), "slide 1 stays current during the fade").toBe(0);

    await page.clock.runFor(FADE - MARGIN);
    expect(await currentSlide(page), `still slide 1 at ${INTERVAL + FADE - MARGIN} ms`).toBe(0);
    await page.clock.runFor(MARGIN);
    expect(await currentSlide(page), "slide 2 after 5000 + 500 ms").toBe(1);
    await expect(slides(page).nth(1)).toHaveAttribute("aria-hidden", "false");
    await expect(first).toHaveAttribute("aria-hidden", "true");
  });

  test("wraps from the last slide back to the first", async ({ page }) => {
    const count = carouselSlides.length;
    for (let step = 1; step <= count; step += 1) {
      await page.clock.runFor(INTERVAL + (step === 1 ? FADE : 0));
      expect(await currentSlide(page), `after ${step} advance(s)`).toBe(step % count);
    }
  });

  test("the pause control stops the rotation and play resumes it", async ({ page }) => {
    await carousel(page).getByRole("button", { name: home.books.pauseLabel, exact: true }).click();
    const play = carousel(page).getByRole("button", { name: home.books.playLabel, exact: true });
    await expect(play).toBeVisible();
    await leaveCarousel(page);
    await page.clock.runFor(3 * INTERVAL);
    expect(await currentSlide(page), "paused by the control").toBe(0);

    await play.click();
    await expect(carousel(page).getByRole("button", { name: home.books.pauseLabel, exact: true })).toBeVisible();
    await leaveCarousel(page);
    await page.clock.runFor(INTERVAL + FADE);
    expect(await currentSlide(page), "rotating again after play").toBe(1);
  });

  test("hovering pauses it; leaving resumes it", async ({ page }) => {
    await carousel(page).hover();
    await page.clock.runFor(2 * INTERVAL);
    expect(await currentSlide(page), "paused while hovered").toBe(0);

    await leaveCarousel(page);
    await page.clock.runFor(INTERVAL + FADE);
    expect(await currentSlide(page), "rotating once the pointer left").toBe(1);
  });

  test("keyboard focus inside pauses it; leaving resumes it", async ({ page }) => {
    await page.mouse.move(1, 1);
    // Tab into the carousel from the hero's last call to action, as a keyboard user would.
    await page
      .locator("#home")
      .getByRole("link", { name: fill(home.hero.aboutButton, templateValues) })
      .focus();
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
    await gotoWithPausedClock(page, "/home");
    await page.clock.runFor(4 * INTERVAL);
    expect(await currentSlide(page)).toBe(0);
    // The control offers to start the rotation instead.
    await expect(carousel(page).getByRole("button", { name: home.books.playLabel, exact: true })).toBeVisible();
  });
});
