/**
 * Content written as an attacker would (docs/SECURITY.md): interviews that try to run code through
 * the front matter or the MDX body, markup that would run in the page, and links to files outside
 * content/. `npm run check-content` refuses each with its file and line, and runs none of it: every
 * attempt would create a file that must not appear.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { checkContent, copyContent, editJson, interviewSource, setInterviews } from "../../fixtures/broken-content";

const FRONT = { host: "Ngozi", title: "Ngozi talks to Ada", description: "A test interview.", date: "2025-03-01" };

/** A file any executed attempt would create. */
const ran = path.join(tmpdir(), `hostile-content-ran-${process.pid}`);
const touch = `require("node:fs").writeFileSync(${JSON.stringify(ran)}, "ran")`;
const esmTouch = `process.getBuiltinModule("node:fs").writeFileSync(${JSON.stringify(ran)}, "ran")`;

/** An interview whose front matter opens with `opening` (a language tag) and runs `touch` if evaluated. */
const taggedFrontMatter = (opening: string, host: string) =>
  `${opening}\n{ host: (${touch}, ${JSON.stringify(host)}), title: "T", description: "D", date: "2025-03-01" }\n---\n\nText.\n`;

let content: ReturnType<typeof copyContent>;
beforeEach(() => {
  rmSync(ran, { force: true });
  content = copyContent();
});
afterEach(() => {
  content.cleanup();
  expect(existsSync(ran)).toBe(false);
});

describe("interviews that try to run code", () => {
  it("refuses every front matter that is not YAML, before reading it", async () => {
    setInterviews(content.dir, {
      "a.mdx": taggedFrontMatter("---js", "A"),
      "b.mdx": taggedFrontMatter("---JS", "B"),
      "c.mdx": taggedFrontMatter("---javascript", "C"),
      "d.mdx": `---json\n{ "host": "D", "title": "T", "description": "D", "date": "2025-03-01" }\n---\n\nText.\n`,
      "e.mdx": taggedFrontMatter("--- js", "E"),
      "f.mdx": taggedFrontMatter("---coffee", "F"),
    });
    const { status, output } = await checkContent(content.dir);
    for (const [file, tag] of [
      ["a", "---js"],
      ["b", "---JS"],
      ["c", "---javascript"],
      ["d", "---json"],
      ["e", "--- js"],
      ["f", "---coffee"],
    ]) {
      expect(output).toContain(
        `content/interviews/${file}.mdx:1, front matter: must start with a line of just --- (found "${tag}"): front matter is written in YAML, and nothing else is read`,
      );
    }
    expect(status).toBe(1);
  });

  it("refuses code, expressions, elements, handlers, styles and script links in the body, each at its line", async () => {
    setInterviews(content.dir, {
      "esm.mdx": interviewSource(FRONT, `First.\n\nexport const x = ${esmTouch}\n`),
      "exit.mdx": interviewSource({ ...FRONT, host: "Exit" }, "Hello {process.exit(42)}\n"),
      "placeholder.mdx": interviewSource({ ...FRONT, host: "Place" }, "Thanks, {host}!\n"),
      "component.mdx": interviewSource({ ...FRONT, host: "Comp" }, "<Grace/>\n"),
      "script.mdx": interviewSource({ ...FRONT, host: "Script" }, `<script>{${JSON.stringify(esmTouch)}}</script>\n`),
      "frame.mdx": interviewSource({ ...FRONT, host: "Frame" }, '<iframe src="https://evil.example/"></iframe>\n'),
      "style.mdx": interviewSource({ ...FRONT, host: "Style" }, "<abbr style={{ display: 'none' }}>x</abbr>\n"),
      "handler.mdx": interviewSource({ ...FRONT, host: "Handler" }, '<abbr onmouseover="alert(1)">x</abbr>\n'),
      "inner.mdx": interviewSource(
        { ...FRONT, host: "Inner" },
        '<sup dangerouslySetInnerHTML={{ __html: "<img src=x onerror=alert(1)>" }} />\n',
      ),
      "link.mdx": interviewSource({ ...FRONT, host: "Link" }, "Read [this](javascript:alert(document.cookie)).\n"),
      "away.mdx": interviewSource({ ...FRONT, host: "Away" }, "Read [this](//evil.example/).\n"),
    });
    const { status, output } = await checkContent(content.dir);
    // interviewSource: four front-matter lines between two ---, a blank line, then the body (line 8).
    const expected: [string, number, RegExp][] = [
      ["esm", 10, /import and export lines are code/],
      ["exit", 8, /curly braces \{ \} would run code here/],
      ["placeholder", 8, /curly braces/],
      ["component", 8, /<Grace> is not formatting this text may use/],
      ["script", 8, /<script> is not formatting/],
      ["frame", 8, /<iframe> is not formatting/],
      ["style", 8, /<abbr> cannot have the attribute "style"/],
      ["handler", 8, /<abbr> cannot have the attribute "onmouseover"/],
      ["inner", 8, /<sup> cannot have the attribute "dangerouslySetInnerHTML"/],
      ["link", 8, /the link "javascript:alert\(document\.cookie\)" is not allowed/],
      ["away", 8, /the link "\/\/evil\.example\/" is not allowed/],
    ];
    for (const [file, line, message] of expected) {
      const reported = output.split("\n").find((text) => text.startsWith(`content/interviews/${file}.mdx:`));
      expect(reported).toMatch(new RegExp(`^content/interviews/${file}\\.mdx:${line}:\\d+: ${message.source}`));
    }
    expect(output).toMatch(/^11 problems in content\//m);
    expect(status).toBe(1);
  });
});

describe("links out of content/", () => {
  it("refuses a picture path that leads outside content/, in every field that names a file, and reads none of them", async () => {
    const outside = mkdtempSync(path.join(tmpdir(), "hostile-outside-"));
    // A real picture, too small for the press kit: had the checker opened it, it would say so.
    const picture = path.join(outside, "x.png");
    await sharp({ create: { width: 10, height: 10, channels: 3, background: "#000" } })
      .png()
      .toFile(picture);
    const up = (from: string) => path.relative(path.join(content.dir, from), picture).split(path.sep).join("/");
    try {
      editJson(content.dir, "settings/site.json", (site: { logo: string }) => {
        site.logo = up("settings");
      });
      editJson(content.dir, "settings/press.json", (press: { portrait: string }) => {
        press.portrait = picture; // absolute
      });
      editJson(content.dir, "carousel.json", (carousel: { src: string }[]) => {
        carousel[0].src = `./images/../../${path.basename(content.dir)}/../${up(".").replace(/^(\.\.\/)+/, "")}`;
      });
      const book = readdirSync(path.join(content.dir, "books"))[0].replace(/\.json$/, "");
      editJson(content.dir, `books/${book}.json`, (entry: { covers: { portrait: string } }) => {
        entry.covers.portrait = up("books");
      });
      const { status, output } = await checkContent(content.dir);
      const refused = output.split("\n").filter((line) => line.includes("leads outside content/"));
      const outsideIn = (file: string, field: string) =>
        expect.stringMatching(
          new RegExp(`^content/${file}:\\d+, ${field}: \\S+ leads outside content/: a picture must be a file in it$`),
        );
      expect(refused).toHaveLength(4);
      expect(refused).toEqual(
        expect.arrayContaining([
          outsideIn("settings/site\\.json", "logo"),
          outsideIn("settings/press\\.json", "portrait"),
          outsideIn("carousel\\.json", "image 1 \\(.*\\), src"),
          outsideIn(`books/${book}\\.json`, "covers\\.portrait"),
        ]),
      );
      expect(output).not.toMatch(/x\.png (weighs|is only|cannot be read)/);
      expect(status).toBe(1);
    } finally {
      rmSync(outside, { recursive: true, force: true });
    }
  });

  it("refuses a symbolic link anywhere under content/, file or folder, and reads nothing through it", async () => {
    const secret = path.join(tmpdir(), `hostile-secret-${process.pid}`);
    mkdirSync(secret, { recursive: true });
    writeFileSync(path.join(secret, "token.json"), '{ "token": "secret" }');
    try {
      rmSync(path.join(content.dir, "articles.json"));
      symlinkSync(path.join(secret, "token.json"), path.join(content.dir, "articles.json"));
      symlinkSync(secret, path.join(content.dir, "images", "elsewhere"));
      const { status, output } = await checkContent(content.dir);
      const link = "is a link to another file (a symbolic link): content must be real files";
      expect(output).toContain(`content/articles.json: ${link}`);
      expect(output).toContain(`content/images/elsewhere: ${link}`);
      expect(output).not.toContain("secret");
      expect(output).toMatch(/^2 problems in content\//m);
      expect(status).toBe(1);
    } finally {
      rmSync(secret, { recursive: true, force: true });
    }
  });
});
