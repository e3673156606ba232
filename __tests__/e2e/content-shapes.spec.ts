/**
 * The site built from a second content set, shaped unlike the author's (described in
 * __tests__/fixtures/content-shapes.ts), in a copy of the project, served by Cloudflare's runtime once
 * per worker. Only what this shape alone shows: the articles beyond the page's limit, the layout and
 * axe on overlong words and 60 events, and /events/'s size budget.
 */
import { execFileSync, spawn } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { PAST_EVENTS, UPCOMING_EVENTS, writeShapedContent, type ShapedExpectations } from "../fixtures/content-shapes";
import { EVENTS_PATH } from "../../src/lib/event-site";
import { CLOUDFLARE_MAX_FILE_BYTES } from "../../src/lib/host-limits";
import { brotliSize, htmlFileOf, pageDataPreloadsIn, siteBudgets, type BudgetsFile } from "../../src/lib/budgets";
import { site } from "./content";
import { expect, test as base } from "./fixtures";
import {
  attachScreenshot,
  expectNoSeriousAxeViolations,
  expectNothingSticksOut,
  gotoHydrated,
  siteHeader,
} from "./helpers";

const root = path.join(__dirname, "..", "..");
const WIDTHS = [320, 375, 768, 1024, 1280, 1440];
const SCREENSHOT_WIDTHS = [320, 768, 1280];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/** Runs a command in `cwd` and resolves with its output, or rejects with it. */
function run(command: string, args: string[], cwd: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true" } });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("error", reject);
    child.on("close", (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${command} exited ${code}\n${output}`)),
    );
  });
}

interface ShapedSite {
  origin: string;
  expected: ShapedExpectations;
  /** The built site, public/ of the copy (there while the tests run). */
  publicDir: string;
}

interface Shape {
  /** Writes the content set over a copy of content/ and says what the pages must then show. */
  write: (contentDir: string) => ShapedExpectations;
}

const test = base.extend<object, { shape: Shape; shapedSite: ShapedSite }>({
  shape: [{ write: writeShapedContent }, { scope: "worker", option: true }],
  shapedSite: [
    async ({ shape }, use) => {
      const copy = mkdtempSync(path.join(tmpdir(), "content-shapes-"));
      let server: ReturnType<typeof spawn> | undefined;
      try {
        // The checkout as it is (committed or not, minus what git ignores), with its node_modules.
        const files = execFileSync("git", ["ls-files", "-co", "--exclude-standard", "-z"], {
          cwd: root,
          encoding: "utf8",
        })
          .split("\0")
          .filter((file) => file && existsSync(path.join(root, file)));
        for (const file of files) {
          mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
          cpSync(path.join(root, file), path.join(copy, file));
        }
        symlinkSync(path.join(root, "node_modules"), path.join(copy, "node_modules"), "dir");
        const expected = shape.write(path.join(copy, "content"));
        await run(process.execPath, [path.join(root, "node_modules", "gatsby", "cli.js"), "build"], copy);

        const port = await freePort();
        server = spawn(process.execPath, [path.join(copy, "scripts", "pages-dev.mjs"), "--port", String(port)], {
          cwd: copy,
          stdio: "ignore",
          detached: true,
        });
        const origin = `http://127.0.0.1:${port}`;
        await expect
          .poll(
            () =>
              fetch(`${origin}/robots.txt`).then(
                (r) => r.status,
                () => 0,
              ),
            { timeout: 90_000 },
          )
          .toBe(200);
        await use({ origin, expected, publicDir: path.join(copy, "public") });
      } finally {
        // The server and the workerd processes it started share its process group.
        if (server?.pid) {
          try {
            process.kill(-server.pid, "SIGTERM");
          } catch {
            // Already gone.
          }
        }
        rmSync(copy, { recursive: true, force: true });
      }
    },
    { scope: "worker", timeout: 600_000 },
  ],
  baseURL: async ({ shapedSite }, use) => use(shapedSite.origin),
});

// One build serves every test here: keep them in one worker, in order.
test.describe.configure({ mode: "default" });

test.describe("a differently shaped content set", () => {
  test("/home shows the newest articles, newest first, then the newsletter's archive", async ({ page, shapedSite }) => {
    const { expected } = shapedSite;
    await gotoHydrated(page, "/home/");
    const titles = page.locator("#articles article").getByRole("heading", { level: 3 });
    await expect(titles).toHaveCount(expected.shownTitles.length);
    for (const [index, title] of expected.shownTitles.entries()) {
      await expect(titles.nth(index)).toHaveText(`${title} ${site.labels.newTab}`);
    }
    const archive = page.locator("#articles").getByRole("link", { name: expected.archive.label });
    await expect(archive).toBeVisible();
    await expect(archive).toHaveAttribute("href", expected.archive.href);
    await expect(archive).toHaveAttribute("target", "_blank");
    await expect(archive).toHaveAttribute("rel", /^(?=.*\bnoopener\b)(?=.*\bnoreferrer\b)/);
    const pageData = (await (await page.request.get("/page-data/home/page-data.json")).json()) as {
      result: { data: { allArticle: { nodes: unknown[] } } };
    };
    expect(pageData.result.data.allArticle.nodes, "the page data holds only the articles shown").toHaveLength(
      expected.shownTitles.length,
    );
  });

  test("nothing scrolls sideways from 320 to 1440 px, and every countdown label stays in its box", async ({
    page,
    shapedSite,
  }, testInfo) => {
    await gotoHydrated(page, "/home/");
    const units = page.locator("#countdown dt");
    await expect(units).toHaveText(shapedSite.expected.countdownLabels);
    for (const width of WIDTHS) {
      await expectNothingSticksOut(page, width, 900);
      expect.soft(await labelsOutsideTheirBoxes(page), `countdown labels at ${width} px`).toEqual([]);
      expect.soft(await brandOutsideHeader(page), `the header's name at ${width} px`).toBe(false);
      if (SCREENSHOT_WIDTHS.includes(width)) await attachScreenshot(page, testInfo, `shaped home at ${width} px`);
    }
  });

  test(`/events/ with ${UPCOMING_EVENTS + PAST_EVENTS} events: its HTML and page data within the host's file limit and the events listing's size budget`, async ({
    shapedSite,
  }, testInfo) => {
    const { publicDir } = shapedSite;
    const pageDataFile = path.join(publicDir, "page-data", EVENTS_PATH, "page-data.json");
    const { componentChunkName } = JSON.parse(readFileSync(pageDataFile, "utf8")) as { componentChunkName: string };
    const budgets = siteBudgets(JSON.parse(readFileSync(path.join(root, "budgets.json"), "utf8")) as BudgetsFile);
    const budget = budgets.templates[componentChunkName];
    expect(budget, `the budget of ${componentChunkName}`).toBeDefined();
    const html = readFileSync(path.join(publicDir, htmlFileOf(EVENTS_PATH)));
    const preloads = pageDataPreloadsIn(html.toString("utf8")).map((url) =>
      readFileSync(path.join(publicDir, decodeURI(url).replace(/^\//, ""))),
    );
    // The page's own data is among what its HTML preloads (with app-data.json), as check-budget counts it.
    expect(preloads.length, "page data files the HTML preloads").toBe(2);
    const figures = {
      html: { bytes: html.length, brotli: brotliSize(html) },
      pageData: {
        bytes: preloads.reduce((sum, file) => sum + file.length, 0),
        brotli: preloads.reduce((sum, file) => sum + brotliSize(file), 0),
      },
    };
    testInfo.annotations.push({
      type: "sizes",
      description: `/events/ HTML ${figures.html.bytes} B (${figures.html.brotli} B brotli, budget ${budget?.html} B); page data ${figures.pageData.bytes} B (${figures.pageData.brotli} B brotli, budget ${budget?.pageData} B)`,
    });
    console.log(testInfo.annotations.at(-1)?.description);
    for (const [figure, { bytes, brotli: compressed }] of Object.entries(figures)) {
      expect(bytes, `${figure}: a file the host serves`).toBeLessThan(CLOUDFLARE_MAX_FILE_BYTES);
      expect(compressed, `${figure}, brotli-compressed`).toBeLessThanOrEqual(
        budget?.[figure as "html" | "pageData"] ?? 0,
      );
    }
  });

  test(`/events/ with ${UPCOMING_EVENTS + PAST_EVENTS} events: nothing scrolls sideways from 320 to 1440 px`, async ({
    page,
    shapedSite,
  }, testInfo) => {
    await gotoHydrated(page, EVENTS_PATH);
    const cards = page.getByRole("main").getByRole("heading", { level: 3 });
    await expect(cards).toHaveCount(shapedSite.expected.eventPaths.length);
    for (const width of WIDTHS) {
      await expectNothingSticksOut(page, width, 900);
      if (SCREENSHOT_WIDTHS.includes(width)) await attachScreenshot(page, testInfo, `shaped events at ${width} px`);
    }
  });

  test("/home, /events/ and an event's page: one h1, no serious or critical axe violations at 320 and 1280 px", async ({
    page,
    shapedSite,
  }) => {
    for (const target of ["/home/", EVENTS_PATH, shapedSite.expected.eventPaths[0]]) {
      await gotoHydrated(page, target);
      await expect(page.locator("h1")).toHaveCount(1);
      for (const width of [320, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await expectNoSeriousAxeViolations(page);
      }
    }
  });
});

/** Countdown unit names whose text reaches past the box they are written in. */
function labelsOutsideTheirBoxes(page: Page): Promise<string[]> {
  return page.locator("#countdown dt").evaluateAll((labels) =>
    labels.flatMap((label) => {
      const box = (label.parentElement as HTMLElement).getBoundingClientRect();
      const range = document.createRange();
      range.selectNodeContents(label);
      const text = range.getBoundingClientRect();
      const inside = text.left >= box.left - 0.5 && text.right <= box.right + 0.5 && text.bottom <= box.bottom + 0.5;
      return inside ? [] : [`"${label.textContent}" at ${Math.round(text.left)}–${Math.round(text.right)} px`];
    }),
  );
}

/** True when the author's name in the header reaches outside the header bar. */
function brandOutsideHeader(page: Page): Promise<boolean> {
  return siteHeader(page).evaluate((header) => {
    const bar = (header.firstElementChild as HTMLElement).getBoundingClientRect();
    const name = header.querySelector(".brand-name")?.getBoundingClientRect();
    return !name || name.top < bar.top - 0.5 || name.bottom > bar.bottom + 0.5 || name.right > bar.right + 0.5;
  });
}
