import { interviews, interviewsPage } from "./content";
import { expect, test } from "./fixtures";
import sharp from "sharp";
import { gotoHydrated, nextFrames, PHONE, SHAPE } from "./helpers";

// What each interview page shows is interview.test.tsx's; here, what only a browser draws.
if (interviews[0]) {
  const newest = interviews[0];
  test(
    `${newest.path}: a focused link at the edge of a block of text shows its whole outline`,
    SHAPE,
    async ({ page }) => {
      await page.setViewportSize(PHONE);
      await gotoHydrated(page, newest.path);
      // Links that start a paragraph: their outline reaches past the paragraph's left edge.
      const links = page.locator("#interview-title").locator("xpath=ancestor::article").locator("p > a:first-child");
      for (const link of await links.all()) {
        const starts = await link.evaluate((node) => {
          const parent = node.parentElement;
          if (!parent) return false;
          const textLeft = parent.getBoundingClientRect().left + parseFloat(getComputedStyle(parent).paddingLeft);
          return Math.abs(node.getBoundingClientRect().left - textLeft) < 1;
        });
        if (!starts) continue;
        await page.keyboard.press("Shift+Tab"); // keyboard use, so the focus ring shows
        await link.focus();
        // In the middle of the screen, clear of the fixed header.
        await link.evaluate((node) => node.scrollIntoView({ block: "center", behavior: "instant" }));
        // The ring as it ends up, once its transition is over.
        await link.evaluate((node) => Promise.all(node.getAnimations().map((animation) => animation.finished)));
        await nextFrames(page);
        const { x, y, color } = await link.evaluate((node) => {
          const box = node.getBoundingClientRect();
          const style = getComputedStyle(node);
          // The middle of the outline's band left of the link.
          const reach = parseFloat(style.outlineOffset) + parseFloat(style.outlineWidth) / 2;
          return {
            x: Math.round(box.left - reach),
            y: Math.round(box.top + box.height / 2),
            color: style.outlineColor,
          };
        });
        expect(await link.evaluate((node) => node.matches(":focus-visible"))).toBe(true);
        const png = await page.screenshot({ clip: { x, y, width: 1, height: 1 } });
        const [red, green, blue] = await sharp(png).raw().toBuffer();
        const [wantRed, wantGreen, wantBlue] = (color.match(/\d+/g) ?? []).map(Number);
        expect(
          Math.max(Math.abs(red - wantRed), Math.abs(green - wantGreen), Math.abs(blue - wantBlue)),
          `outline left of "${await link.innerText()}" (${color}, drawn rgb(${red}, ${green}, ${blue}))`,
        ).toBeLessThan(40);
      }
    },
  );
}

if (interviewsPage) {
  const listing = interviewsPage;
  // Its head, heading and a card for every interview: book-pages.spec.ts's.
  test(`${listing.path}: each card is a link as a whole`, SHAPE, async ({ page }) => {
    await gotoHydrated(page, listing.path);
    const items = page.getByRole("main").getByRole("listitem");
    // A click on the last card's introduction follows it.
    const last = interviews.at(-1);
    const introduction = items.last().getByText(last?.description ?? "", { exact: true });
    // Mouse coordinates are the viewport's: bring the card on screen first.
    await introduction.scrollIntoViewIfNeeded();
    const box = await introduction.boundingBox();
    if (!box) throw new Error("The last interview's introduction is not shown");
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect(page).toHaveURL(new RegExp(`${last?.path}$`));
  });
}
