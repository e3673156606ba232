import type { Locator, Page } from "@playwright/test";
import { home, homeArticles, site, spec } from "./content";
import { expect, test } from "./fixtures";
import { aboutButton, gotoHydrated, SHAPE } from "./helpers";

/** What is the same whatever the content's shape: not in the fixture content's pass. */
test.describe("/home/'s head and hero", () => {
  test.beforeEach(async ({ page }) => {
    await gotoHydrated(page, "/home/");
  });

  test("describes itself in <head>", async ({ page }) => {
    await expect(page).toHaveTitle(`${home.title} | ${site.name}`);
    await expect(page.locator("html")).toHaveAttribute("lang", site.lang);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", site.description);
  });

  // What the hero says and where its links go is home.test.tsx's; here, that its button scrolls.
  test("hero: the button to About scrolls it into view", async ({ page }) => {
    const about = page.locator("#about");
    await expect(about).not.toBeInViewport();
    await aboutButton(page).click();
    await expect(about.getByRole("heading", { level: 2 })).toBeInViewport();
    await expect(page).toHaveURL(/\/home\/#about$/);
  });
});

test.describe("/home/", SHAPE, () => {
  test.beforeEach(async ({ page }) => {
    await gotoHydrated(page, "/home/");
  });

  test("shows hero, about, books, articles, newsletter and footer in that order", async ({ page }) => {
    const newsletter = page.locator("section", {
      has: page.getByRole("heading", { level: 2, name: home.newsletter.heading, exact: true }),
    });
    // Without articles there is no articles section (home.test.tsx, "leaves the articles section out").
    const articlesBlock = homeArticles.length > 0 ? [page.locator("#articles")] : [];
    const blocks = [
      page.locator("#home"),
      page.locator("#about"),
      page.locator("#books"),
      ...articlesBlock,
      newsletter,
      page.getByRole("contentinfo"),
    ];
    const tops: number[] = [];
    for (const block of blocks) {
      await expect(block).toHaveCount(1);
      const box = await block.boundingBox();
      expect(box, "every block is laid out").not.toBeNull();
      tops.push(box?.y ?? Number.NaN);
    }
    expect(tops, "each block starts below the previous one").toEqual([...tops].sort((a, b) => a - b));
    expect(new Set(tops).size).toBe(tops.length);
    // The countdown is shown only when the content switches it on, between books and articles.
    const countdown = page.getByRole("heading", { name: home.countdown.heading, exact: true });
    if (home.countdown.visible) {
      const [booksBox, countdownBox, articlesBox] = await Promise.all(
        [page.locator("#books"), countdown, page.locator("#articles")].map((block) => block.boundingBox()),
      );
      expect(countdownBox?.y).toBeGreaterThan(booksBox?.y ?? Infinity);
      expect(countdownBox?.y).toBeLessThan(articlesBox?.y ?? -Infinity);
    } else await expect(countdown).toHaveCount(0);
    // The sections are the page's main content; the footer follows it.
    const main = page.getByRole("main");
    for (const block of blocks.slice(0, -1)) await expect(main.locator(block)).toHaveCount(1);
  });

  test("from 320 to 1440 px the countdown's labels and the header's name stay in their boxes", async ({ page }) => {
    await expect(page.locator("#countdown dt")).toHaveCount(home.countdown.visible ? 4 : 0);
    await expect(page.locator("[data-site-header] .brand-name")).toHaveCount(1);
    for (const width of [320, 375, 768, 1024, 1280, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      const outside = await page.evaluate(() =>
        [...document.querySelectorAll("#countdown dt, [data-site-header] .brand-name")].flatMap((node) => {
          // The countdown's unit (its text) in its cell; the name in the header's bar.
          const unit = node.closest("#countdown dt");
          const box = (
            (unit ? node.parentElement : node.closest("[data-site-header]")?.firstElementChild) as Element
          ).getBoundingClientRect();
          const range = document.createRange();
          range.selectNodeContents(node);
          const text = unit ? range.getBoundingClientRect() : node.getBoundingClientRect();
          const inside =
            text.left >= box.left - 0.5 &&
            text.right <= box.right + 0.5 &&
            text.top >= box.top - 0.5 &&
            text.bottom <= box.bottom + 0.5;
          return inside ? [] : [`"${node.textContent}" at ${Math.round(text.left)}–${Math.round(text.right)} px`];
        }),
      );
      expect.soft(outside, `at ${width} px`).toEqual([]);
    }
  });
});

/** The CSS animations running on an element: delay, duration, and the opacity it starts from. */
function animationsOf(element: Locator) {
  return element.evaluate((node) =>
    node.getAnimations().map((animation) => {
      const effect = animation.effect as KeyframeEffect;
      return {
        delay: Number(effect.getTiming().delay),
        duration: Number(effect.getTiming().duration),
        fromOpacity: Number(effect.getKeyframes()[0]?.opacity ?? 1),
      };
    }),
  );
}

/** The hero's two fading blocks: the text (name, tagline) and the row of buttons. */
function heroBlocks(page: Page): [Locator, Locator] {
  return [page.locator("#home").getByRole("heading", { level: 1 }).locator(".."), aboutButton(page).locator("..")];
}

test.describe("hero fade-up", () => {
  test("the text fades up after 200 ms and the buttons after 800 ms", async ({ page }) => {
    await page.goto("/home/");
    const [text, buttons] = heroBlocks(page);
    const [textAnimation] = await animationsOf(text);
    const [buttonsAnimation] = await animationsOf(buttons);
    expect(textAnimation).toMatchObject({ delay: spec.heroTextDelayMs });
    expect(buttonsAnimation).toMatchObject({ delay: spec.heroButtonsDelayMs });
    for (const animation of [textAnimation, buttonsAnimation]) {
      expect(animation.duration).toBeGreaterThan(0);
      expect(animation.fromOpacity).toBeLessThan(0.1);
    }
  });

  test.describe("with reduced motion", () => {
    test.use({ reducedMotion: "reduce" });

    test("the hero text and buttons are visible at once: fully opaque, not moved, nothing animating", async ({
      page,
    }) => {
      // Read as soon as the document is parsed, before any animation could have ended.
      await page.goto(spec.homePath, { waitUntil: "domcontentloaded" });
      const hero = page.locator("#home");
      const blocks = [hero.getByRole("heading", { level: 1 }), ...heroBlocks(page), aboutButton(page)];
      for (const block of blocks) {
        await expect(block).toBeVisible();
        // The element and each ancestor up to the hero: an ancestor's opacity or transform counts too.
        const looks = await block.evaluate((node) => {
          const chain: { opacity: string; transform: string; tag: string }[] = [];
          for (let el: Element | null = node; el && el.id !== "home"; el = el.parentElement) {
            const style = getComputedStyle(el);
            chain.push({ opacity: style.opacity, transform: style.transform, tag: el.tagName });
          }
          return chain;
        });
        for (const look of looks)
          expect(look, `${look.tag} in the hero`).toMatchObject({ opacity: "1", transform: "none" });
        for (const animation of await animationsOf(block)) {
          expect(animation.delay).toBe(0);
          expect(animation.duration).toBeLessThanOrEqual(1);
        }
      }
    });
  });
});
