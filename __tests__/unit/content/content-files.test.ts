/**
 * The real files in content/ satisfy what the site relies on. These run on the author's
 * content, so a bad edit fails `npm test` before it fails a deploy.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { interviewFiles } from "../../../src/lib/content/interviews";

const contentDir = path.join(__dirname, "..", "..", "..", "content");
const readJson = (file: string) => JSON.parse(readFileSync(path.join(contentDir, file), "utf8"));

const site = readJson("settings/site.json");
const home = readJson("settings/home.json");
const book = readJson("settings/book.json");
const articles: Array<Record<string, unknown>> = readJson("articles.json");
const carousel: Array<Record<string, unknown>> = readJson("carousel.json");

const isHttps = (value: unknown) => typeof value === "string" && /^https:\/\/[^\s/]+\.[^\s/]+/.test(value);
const exists = (from: string, relative: unknown) =>
  typeof relative === "string" && existsSync(path.resolve(path.dirname(path.join(contentDir, from)), relative));

describe("content/articles.json", () => {
  it("has 8 articles with unique ids", () => {
    expect(articles).toHaveLength(8);
    expect(new Set(articles.map((a) => a.id)).size).toBe(8);
  });

  it.each(articles.map((a) => [a.title, a]))("%s is complete and valid", (_title, article) => {
    expect(typeof article.title).toBe("string");
    expect((article.title as string).trim()).not.toBe("");
    expect(typeof article.excerpt).toBe("string");
    expect(article.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Number.isNaN(Date.parse(article.date as string))).toBe(false);
    expect(article.readTime).toMatch(/^\d+ min read$/);
    expect(["Motivation", "Thought provoking", "First steps"]).toContain(article.category);
    expect(isHttps(article.link)).toBe(true);
    expect(exists("articles.json", article.image)).toBe(true);
    expect((article.imageAlt as string).trim()).not.toBe("");
  });
});

describe("content/carousel.json", () => {
  it("has 4 images that exist, each with alt text", () => {
    expect(carousel).toHaveLength(4);
    carousel.forEach((slide) => {
      expect(exists("carousel.json", slide.src)).toBe(true);
      expect((slide.alt as string).trim()).not.toBe("");
    });
  });
});

describe("content/settings/book.json", () => {
  it("has the six stories on love, joy, patience, faith, prayer and kindness", () => {
    expect(book.stories.map((s: { theme: string }) => s.theme)).toEqual([
      "Love",
      "Joy",
      "Patience",
      "Faith",
      "Prayer",
      "Kindness",
    ]);
  });

  it("has the four cover variants on disk", () => {
    for (const variant of ["portrait", "tablet", "phone", "flat"]) {
      expect(exists("settings/book.json", book.covers[variant])).toBe(true);
    }
    expect(book.covers.alt.trim()).not.toBe("");
  });
});

describe("content/settings/site.json", () => {
  it("links only to https addresses and has a contact e-mail", () => {
    expect(isHttps(site.siteUrl)).toBe(true);
    expect(isHttps(site.linkHubUrl)).toBe(true);
    expect(site.email).toMatch(/^[^@\s]+@[^@\s]+\.[^@\s]+$/);
    expect(site.newsletterHost).toMatch(/^[a-z0-9.-]+\.[a-z]{2,}$/);
    expect(site.socials.map((s: { label: string }) => s.label)).toEqual(["Instagram", "Tiktok", "LinkedIn"]);
    site.socials.forEach((s: { href: string }) => expect(isHttps(s.href)).toBe(true));
    expect(exists("settings/site.json", site.logo)).toBe(true);
  });

  it("carries the tagline of the specification", () => {
    expect(site.tagline).toBe("Changing lives one word at a time");
  });
});

describe("content/settings/home.json", () => {
  it("has seven biography paragraphs and a portrait on disk", () => {
    expect(home.about.paragraphs).toHaveLength(7);
    home.about.paragraphs.forEach((p: string) => expect(p.trim().length).toBeGreaterThan(40));
    expect(exists("settings/home.json", home.about.portrait)).toBe(true);
  });

  it("keeps the countdown built but hidden, aimed at 22 November 2025", () => {
    expect(home.countdown.visible).toBe(false);
    expect(home.countdown.target).toBe("2025-11-22T00:00:00");
  });

  it("titles the newsletter section as the specification does", () => {
    expect(home.newsletter.heading).toBe("Subscribe to My Substack");
  });
});

describe("content/interviews/", () => {
  const interviews = interviewFiles(contentDir).map((file) => {
    const source = readFileSync(path.join(contentDir, file), "utf8");
    const frontMatter = /^---\n([\s\S]*?)\n---/.exec(source)?.[1] ?? "";
    const host = /^host: "?([^"\n]*)"?$/m.exec(frontMatter)?.[1] ?? "";
    return { file, frontMatter, host, body: source.slice(frontMatter.length).toLowerCase() };
  });

  // What the page, the menu and the address are made from (one test: the folder may be empty).
  it("each interview names its host, title, description and date in front matter", () => {
    for (const { file, frontMatter } of interviews) {
      expect([file, frontMatter]).toEqual([file, expect.stringMatching(/^host: \S+/m)]);
      expect([file, frontMatter]).toEqual([file, expect.stringMatching(/^title: .+/m)]);
      expect([file, frontMatter]).toEqual([file, expect.stringMatching(/^description: .+/m)]);
      expect([file, frontMatter]).toEqual([file, expect.stringMatching(/^date: "?\d{4}-\d{2}-\d{2}"?$/m)]);
    }
  });

  it("holds the interview that mentions the five-question form, its result (Love, the host or both), the e-mailed result, the spam folder and the minute it takes", () => {
    const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    const mentions = ({ body, host }: { body: string; host: string }) =>
      [
        /five/,
        /question/,
        new RegExp(`love, ${escape(host.toLowerCase())},? or both`),
        /e-?mail/,
        /spam/,
        /minute/,
      ].every((pattern) => pattern.test(body));
    expect(interviews.filter(mentions).map((interview) => interview.file)).not.toEqual([]);
  });
});
