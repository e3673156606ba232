/**
 * @jest-environment node
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import subsetFont from "subset-font";
import { loadCardFonts, shareCardImage, type ShareCard } from "../../../plugins/site-content/share-cards";

/** The cards' faces cut to plain ASCII letters, as the font step cuts them to the content's characters. */
const ASCII = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).join("");
const source = (file: string) => readFileSync(path.resolve("node_modules/@fontsource-variable", file));
let fonts: Awaited<ReturnType<typeof loadCardFonts>>;
let dir: string;

beforeAll(async () => {
  const cut = (file: string, weight: number) =>
    subsetFont(source(file), ASCII, { targetFormat: "truetype", variationAxes: { wght: weight } });
  fonts = loadCardFonts([
    { name: "display", weight: 600, data: await cut("fraunces/files/fraunces-latin-wght-normal.woff2", 600) },
    { name: "body", weight: 400, data: await cut("inter/files/inter-latin-wght-normal.woff2", 400) },
  ]);
});
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "share-cards-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const card: ShareCard = {
  title: "Stories and supper: an evening with Ada Ikemba",
  name: "Ada Ikemba",
  lines: ["Saturday, March 13, 2027 at 5:00 PM GMT+1", "The Reading Room, Lagos"],
  host: "ada-ikemba.example.com",
  picture: { file: path.resolve("content/images/covers/portrait.jpg"), alt: "The cover" },
};

it("draws a 1200×630 JPEG under 150 KB, described by what it shows, named after a hash of it", async () => {
  const image = await shareCardImage(dir, card, "The page /events/supper/", fonts);
  expect(image).toEqual({
    src: expect.stringMatching(/^\/cards\/[0-9a-f]{16}\.jpg$/),
    width: 1200,
    height: 630,
    alt: "Stories and supper: an evening with Ada Ikemba, Ada Ikemba. Saturday, March 13, 2027 at 5:00 PM GMT+1. The Reading Room, Lagos. The cover",
  });
  const file = path.join(dir, image.src);
  expect(statSync(file).size).toBeLessThan(150 * 1024);
  expect(await sharp(file).metadata()).toMatchObject({ width: 1200, height: 630, format: "jpeg" });
});

it("does not draw an unchanged card again, and gives a changed one a new name", async () => {
  const first = await shareCardImage(dir, card, "The page", fonts);
  const file = path.join(dir, first.src);
  utimesSync(file, new Date(0), new Date(0));
  expect(await shareCardImage(dir, card, "The page", fonts)).toEqual(first);
  expect(statSync(file).mtimeMs).toBe(0);
  const moved = await shareCardImage(
    dir,
    { ...card, lines: ["Sunday, March 14, 2027 at 5:00 PM GMT+1"] },
    "The page",
    fonts,
  );
  expect(moved.src).not.toBe(first.src);
  expect(readdirSync(path.join(dir, "cards"))).toHaveLength(2);
});

it("refuses a card with a character its fonts lack, which satori would draw as a blank, naming the page", async () => {
  await expect(
    shareCardImage(dir, { ...card, title: "Café Łódź", lines: [] }, "The page /events/cafe/", fonts),
  ).rejects.toThrow(
    'The page /events/cafe/: its share card would draw "é" (U+00E9), "Ł" (U+0141), "ó" (U+00F3), "ź" (U+017A) as a blank',
  );
  expect(readdirSync(dir)).toEqual([]);
});
