/** Cuts the web fonts to the characters the site shows, with their rules and fallbacks. */
import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { createFontStack } from "@capsizecss/core";
import * as fontkit from "fontkit";
import matter from "gray-matter";
import subsetFont from "subset-font";
import { YAML_ONLY } from "../../src/lib/content/check/mdx-file";
import { contentDir } from "../../src/lib/content/content-dir";
import { fontFaceCss, subsetCodePoints } from "./font-subset";
import { fallbackFamily, SUBSET_FACES, type SubsetFace } from "../../src/theme/font-faces";
import {
  CARD_FONTS,
  CARD_FONTS_DIR,
  FONT_CSS_FILE,
  FONT_FILES_DIR,
  FONT_FILES_PATH,
  FONT_HEAD_FILE,
} from "./font-files";

// Gatsby and npm run every step from the project's root, whose packages hold the fonts.
const packages = createRequire(path.resolve("package.json"));

/** Every JSON and MDX file under `dir`, as written: its characters are the subset's. */
function readText(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return readText(file);
    return /\.(json|mdx?)$/.test(entry.name) ? [readFileSync(file, "utf8")] : [];
  });
}

/** A key of content/'s JSON whose text is a heading, drawn at the display face's heading weight. */
const HEADING_KEY = /^title$|heading$/i;

/** The headings (titles, headings, MDX `#` lines) and the prose (strings of several words, MDX bodies). */
function wordsOf(files: string[]): Record<SubsetFace["fallbacks"][number]["text"], string> {
  const headings: string[] = [];
  const prose: string[] = [];
  const collect = (value: unknown, key: string): void => {
    if (typeof value === "string") {
      if (HEADING_KEY.test(key)) headings.push(value);
      if (/\S\s+\S/.test(value)) prose.push(value);
    } else if (value && typeof value === "object")
      for (const [name, item] of Object.entries(value)) collect(item, Array.isArray(value) ? key : name);
  };
  for (const text of files) {
    if (!text.trimStart().startsWith("---")) collect(JSON.parse(text), "");
    else {
      // Front matter read as the checker reads it (YAML only), its fields like a JSON file's.
      const { data, content } = matter(text, YAML_ONLY);
      collect(data, "");
      prose.push(content);
      headings.push(...[...content.matchAll(/^#+ (.*)$/gm)].map((match) => match[1]));
    }
  }
  const words = (texts: string[]) => texts.join(" ").replace(/\s+/g, " ");
  return { headings: words(headings), prose: words(prose) };
}

/** How wide `text` sets in `font` (a TrueType file), in ems, with the font's kerning. */
function setWidth(font: Buffer, text: string): number {
  const parsed = fontkit.create(font) as fontkit.Font;
  return parsed.layout(text).advanceWidth / parsed.unitsPerEm;
}

/**
 * A web face's fallbacks, one per weight: a system font whose heights capsize matches to the web
 * font's, sized so the site's own text sets as wide in it as in the web font (capsize's own width is
 * an average English text's, unkerned: 1.2% too wide on this site's italic, enough to wrap a line).
 */
async function fallbackFacesCss(
  face: SubsetFace,
  full: Buffer,
  characters: string,
  words: ReturnType<typeof wordsOf>,
): Promise<string[]> {
  return Promise.all(
    face.fallbacks.map(async (fallback) => {
      const instance = await subsetFont(full, characters, {
        targetFormat: "truetype",
        variationAxes: { wght: fallback.weight },
      });
      const twin = await subsetFont(readFileSync(packages.resolve(fallback.widths)), characters, {
        targetFormat: "truetype",
      });
      // Content without headings (or words) is fitted to what it has.
      const text = words[fallback.text] || words.prose || characters;
      const sizeAdjust = setWidth(instance, text) / setWidth(twin, text);
      // An ES module only, loaded when fonts are cut, not when this file is (the unit tests import it).
      const { fromBuffer } = packages("@capsizecss/unpack") as typeof import("@capsizecss/unpack");
      const metrics = await fromBuffer(instance);
      const system = packages(`@capsizecss/metrics/${fallback.metrics}`) as typeof metrics;
      const [rule] = createFontStack([{ ...metrics, familyName: face.family }, system], {
        fontFaceFormat: "styleObject",
        fontFaceProperties: { sizeAdjust: `${(sizeAdjust * 100).toFixed(4)}%` },
      }).fontFaces;
      const { fontFamily: _family, src: _src, ...overrides } = rule["@font-face"];
      const declarations = Object.entries(overrides).map(
        ([property, value]) =>
          `  ${property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}: ${String(value)};`,
      );
      return `@font-face {
  font-family: "${fallbackFamily(face.family)}";
  font-style: ${face.style};
  font-weight: ${fallback.weight};
  src: ${fallback.local.map((name) => `local("${name}")`).join(", ")};
${declarations.join("\n")}
}
`;
    }),
  );
}

/** Writes the subsets and their @font-face rules; says what it wrote. */
export async function subsetFonts(): Promise<string> {
  const files = readText(contentDir());
  const points = subsetCodePoints(files.join("\n"));
  const words = wordsOf(files);
  const characters = String.fromCodePoint(...points);
  rmSync(FONT_FILES_DIR, { recursive: true, force: true });
  mkdirSync(FONT_FILES_DIR, { recursive: true });
  mkdirSync(path.dirname(FONT_CSS_FILE), { recursive: true });
  rmSync(CARD_FONTS_DIR, { recursive: true, force: true });
  mkdirSync(CARD_FONTS_DIR, { recursive: true });
  const sizes: string[] = [];
  const rules: string[] = [];
  for (const face of SUBSET_FACES) {
    const full = readFileSync(packages.resolve(face.source));
    const subset = await subsetFont(full, characters, {
      targetFormat: "woff2",
      variationAxes: { wght: face.weight.min === face.weight.max ? face.weight.min : face.weight },
    });
    const name = `${face.file}.${createHash("sha256").update(subset).digest("hex").slice(0, 10)}.woff2`;
    writeFileSync(path.join(FONT_FILES_DIR, name), subset);
    const url = FONT_FILES_PATH + name;
    rules.push(fontFaceCss(face, url), ...(await fallbackFacesCss(face, full, characters, words)));
    sizes.push(`${name} ${(subset.length / 1024).toFixed(1)} KB`);
    for (const card of CARD_FONTS.filter(({ file }) => file === face.file)) {
      const instance = await subsetFont(full, characters, {
        targetFormat: "truetype",
        variationAxes: { wght: card.weight },
      });
      writeFileSync(path.join(CARD_FONTS_DIR, `${card.file}-${card.weight}.ttf`), instance);
    }
  }
  const css = rules.join("\n");
  writeFileSync(FONT_CSS_FILE, `/* Generated by plugins/site-content/fonts.ts from content/: do not edit. */\n${css}`);
  writeFileSync(FONT_HEAD_FILE, `${JSON.stringify({ css })}\n`);
  return `Fonts: ${SUBSET_FACES.length} faces cut to ${points.length} characters: ${sizes.join(", ")}.`;
}
