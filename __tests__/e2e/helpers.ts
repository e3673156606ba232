/** Page helpers shared by the specs. */
import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page, TestInfo } from "@playwright/test";
import { expect } from "./fixtures";
import { fill, home, site, spec, templateValues } from "./content";

/** The header's menu toggle, on every page (the button that opens the mobile panel, a popover). */
export const MENU_TOGGLE = '[data-site-header] button[popovertarget="mobile-menu"]';

/** The navigation item that lists the books, when the content's navigation has one. */
export const booksItem = site.navigation.find((item) => "listsBooks" in item && item.listsBooks);

/** The header's button that opens its Books list. */
export const booksButton = (page: Page): Locator =>
  siteHeader(page).getByRole("button", { name: booksItem?.title ?? "Books", exact: true });

/** The hero's link down to the About section, on /home. */
export const aboutButton = (page: Page): Locator =>
  page.locator("#home").getByRole("link", { name: fill(home.hero.aboutButton, templateValues) });

/** The element a control's aria-controls points at (React's generated ids contain colons, so no "#id"). */
export async function controlledBy(control: Locator): Promise<Locator> {
  const id = await control.getAttribute("aria-controls");
  expect(id, "aria-controls names an element").toBeTruthy();
  return control.page().locator(`[id="${id}"]`);
}

/**
 * True once React has hydrated the page: every button, and the footer's links (its last part to
 * hydrate), carry the props React keeps on each element it has hydrated (`__reactProps$…`; a React
 * upgrade that renames the key makes every test time out here rather than pass).
 */
function hydrated(): boolean {
  const elements = [...document.querySelectorAll("#___gatsby button, footer a[href]")];
  return (
    elements.length > 0 &&
    elements.every((element) => Object.keys(element).some((key) => key.startsWith("__reactProps$")))
  );
}

/** Waits until React has hydrated the page and run its effects, so its handlers are attached. */
export async function waitForHydration(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(hydrated), { message: "React has hydrated the page" }).toBe(true);
  await flushTasks(page);
}

/**
 * The expanded state a screen reader hears for the control named `name` inside `within` (undefined:
 * none), from Chromium's accessibility tree: a popover's button has no aria-expanded attribute,
 * which is all Playwright's role engine reads.
 */
export async function axExpanded(
  page: Page,
  name: string,
  within = "[data-site-header]",
): Promise<boolean | undefined> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send("DOM.getDocument", { depth: 0 });
    const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector: within });
    const { nodes } = await cdp.send("Accessibility.queryAXTree", { nodeId, accessibleName: name });
    const controls = nodes.filter(
      (node) => !node.ignored && ["button", "DisclosureTriangle"].includes(String(node.role?.value)),
    );
    expect(controls, `one control named "${name}" in ${within}`).toHaveLength(1);
    const expanded = controls[0].properties?.find((property) => property.name === "expanded");
    return expanded === undefined ? undefined : Boolean(expanded.value.value);
  } finally {
    await cdp.detach();
  }
}

/** Opens a page, checks its HTTP status and waits until it answers a visitor. */
export async function gotoHydrated(page: Page, path: string, status = 200): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status(), `HTTP status of ${path}`).toBe(status);
  await waitForHydration(page);
}

/** Lets queued tasks run (React flushes effects from a MessageChannel task, which no fake clock controls). */
async function flushTasks(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let i = 0; i < 3; i += 1) {
      await new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      });
    }
  });
}

/** An interval the page armed: its delay, and the fake-clock Date.now() when it was armed. */
type ArmedInterval = { delay: number; at: number };

/** Init script, registered after the fake clock: records when the page arms each interval. */
function recordArmedIntervals(): void {
  const armed: ArmedInterval[] = [];
  const arm = window.setInterval.bind(window);
  Object.defineProperty(window, "__armedIntervals", { value: armed });
  window.setInterval = ((handler: TimerHandler, delay?: number, ...args: unknown[]) => {
    armed.push({ delay: Number(delay), at: Date.now() });
    return arm(handler, delay, ...args);
  }) as typeof window.setInterval;
}

/** Fake milliseconds since the page last armed an interval of `delay` ms; fails if it never did. */
export async function msSinceIntervalArmed(page: Page, delay: number): Promise<number> {
  const since = await page.evaluate((wanted) => {
    const armed = (window as unknown as { __armedIntervals?: ArmedInterval[] }).__armedIntervals ?? [];
    const last = armed.filter((entry) => entry.delay === wanted).pop();
    return last === undefined ? null : Date.now() - last.at;
  }, delay);
  expect(since, `the page armed a ${delay} ms interval`).not.toBeNull();
  return since ?? 0;
}

/**
 * Opens a page with the fake clock paused, then advances it a millisecond at a time until the page
 * has hydrated (Gatsby's start-up waits on a timer): timers started on mount are armed within a
 * millisecond of the clock's time, and `page.clock.runFor(n)` moves n ms past that moment.
 */
export async function gotoWithPausedClock(page: Page, path: string): Promise<void> {
  await page.clock.install();
  await page.addInitScript(recordArmedIntervals);
  await page.clock.pauseAt(Date.now() + 1000);
  const response = await page.goto(path);
  expect(response?.status(), `HTTP status of ${path}`).toBe(200);
  for (let step = 0; !(await page.evaluate(hydrated)); step += 1) {
    if (step > 2000) throw new Error(`${path} did not hydrate within 2 s of fake time`);
    await page.clock.runFor(1);
  }
  await flushTasks(page);
}

/** Jumps (no smooth scrolling) to a vertical position and waits until the page is there. */
export async function scrollToY(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(y);
}

/** The /home reveal threshold: scrollY > innerHeight - 30 (docs/PRODUCT.md, Header). */
export async function headerThreshold(page: Page): Promise<number> {
  const innerHeight = await page.evaluate(() => window.innerHeight);
  return innerHeight - spec.headerRevealOffsetPx;
}

/** The site header (the page-level <header>, i.e. the banner landmark). */
export function siteHeader(page: Page): Locator {
  return page.getByRole("banner");
}

/** Waits until the header has slid fully into view. */
export async function expectHeaderShown(header: Locator): Promise<void> {
  await expect.poll(async () => (await header.boundingBox())?.y, { message: "header top edge" }).toBe(0);
}

/** Waits until the header has slid fully out of view (its bottom edge at or above the top of the window). */
export async function expectHeaderHidden(header: Locator): Promise<void> {
  await expect
    .poll(
      async () => {
        const box = await header.boundingBox();
        return box ? box.y + box.height : Number.NaN;
      },
      { message: "header bottom edge" },
    )
    .toBeLessThanOrEqual(0);
}

/** Whether the page's focused element is inside `locator` (or is it). */
export async function focusIsInside(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element.contains(document.activeElement));
}

/**
 * WCAG 2.0/2.1/2.2 A and AA (docs/PRODUCT.md, Quality), plus the 2.2 target-size rule, and axe's
 * best practices (unique landmarks, one main, heading order…).
 */
const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

type AxeViolation = Awaited<ReturnType<AxeBuilder["analyze"]>>["violations"][number];

function describeViolation(violation: AxeViolation): string {
  const nodes = violation.nodes.map((node) => `    at ${node.target.join(" ")}\n      ${node.failureSummary ?? ""}`);
  return [`[${violation.impact}] ${violation.id}: ${violation.help} (${violation.helpUrl})`, ...nodes].join("\n");
}

/**
 * Resolves once the page's time-based, finite animations have run (a scroll-driven one, /home's
 * header, never settles). Works with JavaScript off too.
 */
export async function animationsFinished(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter(
          (animation) =>
            animation.timeline instanceof DocumentTimeline &&
            animation.effect?.getComputedTiming().endTime !== Infinity,
        )
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Runs axe-core on the page (or the part matching `include`); a serious or critical finding, or any
 * broken best practice, fails the test softly, so one run reports every state it scans.
 */
export async function expectNoSeriousAxeViolations(page: Page, include?: string): Promise<void> {
  // The page as it settles, not halfway through the hero's fade-in.
  await animationsFinished(page);
  // options() replaces all options, so it goes before withTags(). Legacy mode scans the page's own
  // document only, about 1.3 CPU-s less than also scanning the third-party frames set aside below.
  let builder = new AxeBuilder({ page })
    .options({ rules: { "target-size": { enabled: true } } })
    .withTags(AXE_TAGS)
    .setLegacyMode(true);
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  const ran = [...results.passes, ...results.violations, ...results.incomplete, ...results.inapplicable];
  expect(
    ran.map((rule) => rule.id),
    "axe ran the target-size rule",
  ).toContain("target-size");
  // Any broken best practice counts, whatever its impact; a node inside a frame (the newsletter's
  // widget, offline the browser's error page) is not the site's.
  const blocking = results.violations
    .map((v) => ({ ...v, nodes: v.nodes.filter((node) => node.target.length === 1) }))
    .filter((v) => v.nodes.length > 0)
    .filter((v) => v.impact === "serious" || v.impact === "critical" || v.tags.includes("best-practice"));
  const viewport = page.viewportSize();
  expect
    .soft(
      blocking.map(describeViolation).join("\n\n"),
      `axe: serious or critical violations on ${page.url()} at ${viewport?.width ?? "?"} px`,
    )
    .toBe("");
}

/**
 * Marks a test whose outcome depends on the content's shape: `npm run test:e2e:fixture` runs these
 * again on the fixture content's site. `test(title, SHAPE, body)`, or on a describe.
 */
export const SHAPE = { tag: "@shape" } as const;

/**
 * Full-page screenshots, for a person to look at in playwright-report/; they assert nothing. Not
 * taken on CI, which keeps no report, unless E2E_SCREENSHOTS=1.
 */
export const SCREENSHOTS = !process.env.CI || process.env.E2E_SCREENSHOTS === "1";

/** Attaches a full-page screenshot named `name` to the test's report, when screenshots are taken. */
export async function attachScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  if (!SCREENSHOTS) return;
  const file = testInfo.outputPath(`${name.replace(/[^a-z0-9]+/gi, "-")}.png`);
  await page.screenshot({ path: file, fullPage: true, animations: "disabled" });
  await testInfo.attach(name, { path: file, contentType: "image/png" });
}

/** A phone's screen, as the tests that scroll or look at a page on one use it. */
export const PHONE = { width: 375, height: 812 } as const;

/** At `width` px wide (and `height` tall), the page scrolls no wider than the window and nothing sticks out on the right. */
export async function expectNothingSticksOut(page: Page, width: number, height = 800): Promise<void> {
  await page.setViewportSize({ width, height });
  await expect.poll(() => page.evaluate(() => window.innerWidth)).toBe(width);
  const overflow = await measureOverflow(page);
  expect
    .soft(
      overflow.scrollWidth,
      `at ${width} px the page scrolls sideways; sticking out:\n${overflow.culprits.join("\n")}`,
    )
    .toBeLessThanOrEqual(overflow.innerWidth);
  expect.soft(overflow.culprits, `at ${width} px these stick out on the right`).toEqual([]);
}

/** Horizontal scroll width against the window, and the elements that stick out on the right. */
async function measureOverflow(page: Page) {
  return page.evaluate(() => {
    const clipped = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX !== "visible") return true;
      }
      return false;
    };
    const overflowing = [...document.body.querySelectorAll("*")].filter((element) => {
      const rect = element.getBoundingClientRect();
      return rect.width > 0 && rect.right > window.innerWidth + 1 && !clipped(element);
    });
    // The innermost ones name the content that is too wide; their ancestors only inherit the overflow.
    const culprits = overflowing
      .filter((element) => !overflowing.some((other) => other !== element && element.contains(other)))
      .slice(0, 4)
      .map((element) => {
        const openingTag = element.outerHTML.slice(0, element.outerHTML.indexOf(">") + 1).slice(0, 120);
        return `${openingTag} right edge at ${Math.round(element.getBoundingClientRect().right)} px`;
      });
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth, culprits };
  });
}

/**
 * The faces the page has loaded whose family ends in `suffix`, as "family style" (runs in the page):
 * "Variable", the web fonts; "Fallback", their metric-matched fallbacks among the system's fonts.
 */
export function loadedFaces(suffix: string): string[] {
  return [...document.fonts]
    .filter((face) => face.family.replace(/"/g, "").endsWith(suffix) && face.status === "loaded")
    .map((face) => `${face.family.replace(/"/g, "")} ${face.style}`)
    .sort();
}

/** The families the browser drew the first element matching `selector` in: "Fraunces", "Liberation Serif". */
export async function drawnFonts(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send("DOM.enable");
    await cdp.send("CSS.enable");
    const { root } = await cdp.send("DOM.getDocument", { depth: -1 });
    const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
    expect(nodeId, `the page has ${selector}`).toBeGreaterThan(0);
    const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
    return fonts.map((font) => font.familyName);
  } finally {
    await cdp.detach();
  }
}

/**
 * Records the layout shifts from now on (`buffered`: and those since the first paint), only those
 * that move something inside `within` if given, each as "value elements"; `recordedLayoutShifts` reads them.
 */
export async function recordLayoutShifts(page: Page, options: { within?: string; buffered?: boolean } = {}) {
  await page.evaluate(({ within, buffered = false }) => {
    const shifts: string[] = [];
    Object.assign(window, { __shifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        sources?: { node?: Node | null }[];
      })[]) {
        const moved = (entry.sources ?? []).map((source) =>
          source.node instanceof Element ? source.node : (source.node?.parentElement ?? null),
        );
        if (!within || moved.some((element) => element?.closest(within)))
          shifts.push(
            `${entry.value.toFixed(4)} ${moved.map((element) => element?.outerHTML.slice(0, 80)).join(", ")}`,
          );
      }
    }).observe({ type: "layout-shift", buffered });
  }, options);
}

/** The layout shifts recorded since `recordLayoutShifts`. */
export async function recordedLayoutShifts(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __shifts: string[] }).__shifts);
}

/** Waits two animation frames, so what the last one drew is reported. */
export async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}
