/**
 * Each page's share card (its og:image): a 1200×630 JPEG drawn by satori and resvg in the site's fonts
 * and colours, under a name hashed from all that draws it, so a card is drawn once and platforms that
 * cache it by address see a new one when it changes. Written to public/cards/; the page never loads it.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { renderAsync } from "@resvg/resvg-js";
import * as fontkit from "fontkit";
import satori from "satori";
import sharp from "sharp";
import { colors, palette } from "../../src/theme/tokens";
import type { ShareImage } from "../../src/types/seo";
import { CARDS_FOLDER } from "../../src/lib/site-path";
import { CARD_FONTS, CARD_FONTS_DIR, SHARE_CARDS_FILE } from "./font-files";

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
/** Raised when the drawing below changes, so every card is drawn again. */
const DRAWING_VERSION = 3;

/** What a card shows: the page's title, the author's name, what the page is about, and its picture if it has one. */
export interface ShareCard {
  title: string;
  name: string;
  lines: readonly string[];
  /** The site's address as readers type it ("ada-ikemba.example.com"). */
  host: string;
  picture?: { file: string; alt: string };
}

type CardFont = (typeof CARD_FONTS)[number]["name"];

export interface LoadedFont {
  name: CardFont;
  weight: 400 | 600;
  data: Buffer;
  glyphs: fontkit.Font;
}

/** The cards' fonts from their TrueType files, by name and weight (CARD_FONTS). */
export const loadCardFonts = (files: readonly { name: CardFont; weight: 400 | 600; data: Buffer }[]): LoadedFont[] =>
  files.map((file) => ({ ...file, glyphs: fontkit.create(file.data) as fontkit.Font }));

let loaded: LoadedFont[] | undefined;
/** The font step's TrueType instances (plugins/site-content/fonts.ts), read once per build. */
const cardFonts = (): LoadedFont[] =>
  (loaded ??= loadCardFonts(
    CARD_FONTS.map(({ file, weight, name }) => ({
      name,
      weight,
      data: readFileSync(path.join(CARD_FONTS_DIR, `${file}-${weight}.ttf`)),
    })),
  ));

/** satori draws a character its fonts lack as a blank: each text's characters must be in its font. */
export function missingCharacters(card: ShareCard, fonts: readonly LoadedFont[]): string[] {
  const texts: [CardFont, string][] = [
    ["display", card.title],
    ["body", card.name],
    ["body", card.host],
    ...card.lines.map((line): [CardFont, string] => ["body", line]),
  ];
  const missing = new Set<string>();
  for (const [name, text] of texts) {
    const font = fonts.find((entry) => entry.name === name)!.glyphs;
    for (const character of text.replace(/\s/g, "")) {
      if (!font.hasGlyphForCodePoint(character.codePointAt(0)!)) missing.add(character);
    }
  }
  return [...missing];
}

/** The card's margins, and the box its picture is fitted into (inside the margins and the gold rule). */
const PADDING = { x: 64, y: 48 };
const RULE = 12;
const GAP = 56;
const PICTURE_BOX = { width: 400, height: CARD_HEIGHT - RULE - 2 * PADDING.y };

/** A title's size by its length, so a long one still fits its three lines. */
const titleSize = (title: string) => (title.length <= 32 ? 76 : title.length <= 64 ? 62 : 50);

const element = (type: string, style: Record<string, unknown>, children?: unknown, props: object = {}) => ({
  type,
  props: { style, children, ...props },
});

/** Pictures fitted to the card's box, once per build: many cards show the same cover. */
const fitted = new Map<string, Promise<{ data: Buffer; info: sharp.OutputInfo }>>();
const fittedPicture = (file: string) => {
  if (!fitted.has(file)) {
    fitted.set(
      file,
      sharp(file)
        .resize({ width: PICTURE_BOX.width, height: PICTURE_BOX.height, fit: "inside" })
        .toBuffer({ resolveWithObject: true }),
    );
  }
  return fitted.get(file)!;
};

/**
 * The card as JPEG: satori lays out and resvg draws the text, with an empty box where the picture
 * goes, which sharp then lays on (resvg would decode the picture again for every card).
 */
async function drawCard(card: ShareCard, fonts: LoadedFont[]): Promise<Buffer> {
  const picture = card.picture ? await fittedPicture(card.picture.file) : undefined;
  // The text takes what the picture leaves (satori's flex does not shrink a column to fit).
  const textWidth = CARD_WIDTH - 2 * PADDING.x - (picture ? picture.info.width + GAP : 0);
  const tree = element(
    "div",
    {
      width: CARD_WIDTH,
      height: CARD_HEIGHT - RULE,
      display: "flex",
      alignItems: "center",
      gap: GAP,
      padding: `${PADDING.y}px ${PADDING.x}px`,
      background: colors.darkDeep,
      color: colors.onDark,
    },
    [
      element("div", { display: "flex", flexDirection: "column", gap: 26, width: textWidth }, [
        element(
          "div",
          { fontFamily: "body", fontSize: 28, letterSpacing: 4, textTransform: "uppercase", color: colors.onDarkMuted },
          card.name,
        ),
        element(
          "div",
          { fontFamily: "display", fontSize: titleSize(card.title), lineHeight: 1.08, lineClamp: 3 },
          card.title,
        ),
        ...card.lines.map((line) =>
          element("div", { fontFamily: "body", fontSize: 30, lineHeight: 1.3, lineClamp: 2 }, line),
        ),
        element("div", { fontFamily: "body", fontSize: 24, color: colors.onDarkMuted, marginTop: 10 }, card.host),
      ]),
      ...(picture ? [element("div", { flexShrink: 0, width: picture.info.width, height: picture.info.height })] : []),
    ],
  );
  // The gold rule along the foot, as the site's dark bands have it.
  const framed = element("div", { width: CARD_WIDTH, height: CARD_HEIGHT, display: "flex", flexDirection: "column" }, [
    tree,
    element("div", { width: CARD_WIDTH, height: RULE, background: palette.gold }),
  ]);
  const svg = await satori(framed as Parameters<typeof satori>[0], {
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    fonts: fonts.map(({ name, weight, data }) => ({ name, weight, data, style: "normal" as const })),
  });
  const drawn = await renderAsync(svg);
  const raw = { width: drawn.width, height: drawn.height, channels: 4 as const };
  const layers = picture
    ? [
        {
          input: picture.data,
          left: CARD_WIDTH - PADDING.x - picture.info.width,
          top: Math.round((CARD_HEIGHT - RULE - picture.info.height) / 2),
        },
      ]
    : [];
  return sharp(Buffer.from(drawn.pixels), { raw }).composite(layers).jpeg({ quality: 84 }).toBuffer();
}

/** What this build did: cards drawn (and the seconds they took, side by side), cards already there. */
export const cardStats = { drawn: 0, kept: 0, seconds: 0 };

/** The card's alt text: what it shows, in the order it shows it. */
export const cardAlt = (card: ShareCard): string =>
  [`${card.title}, ${card.name}`, ...card.lines, card.picture?.alt ?? ""].filter(Boolean).join(". ");

/**
 * Draws `card` into `publicDir`/cards/ unless this build or an earlier one already has, and returns
 * it as the page's share image. `where` names the page in the error for a character its fonts lack.
 */
export async function shareCardImage(
  publicDir: string,
  card: ShareCard,
  where: string,
  fonts: LoadedFont[] = cardFonts(),
): Promise<ShareImage> {
  const missing = missingCharacters(card, fonts);
  if (missing.length > 0) {
    const shown = missing.map(
      (character) => `"${character}" (U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")})`,
    );
    throw new Error(
      `${where}: its share card would draw ${shown.join(", ")} as a blank: the site's fonts do not have it`,
    );
  }
  // The picture by its place in the project, so every checkout names the card alike.
  const picture = card.picture && { ...card.picture, file: path.relative(process.cwd(), card.picture.file) };
  const hash = createHash("sha256").update(JSON.stringify({ card: { ...card, picture }, DRAWING_VERSION }));
  for (const font of fonts) hash.update(font.data);
  if (card.picture) hash.update(readFileSync(card.picture.file));
  const name = `${CARDS_FOLDER}/${hash.digest("hex").slice(0, 16)}.jpg`;
  const file = path.join(publicDir, name);
  if (existsSync(file)) cardStats.kept += 1;
  else {
    const started = performance.now();
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, await drawCard(card, fonts));
    cardStats.drawn += 1;
    cardStats.seconds += (performance.now() - started) / 1000;
  }
  return { src: `/${name}`, width: CARD_WIDTH, height: CARD_HEIGHT, alt: cardAlt(card) };
}

/** The record plugins/site-render's gatsby-ssr bundles: each page's card by its path, at its full address. */
export function writeShareCards(siteUrl: string, cards: ReadonlyMap<string, ShareImage>): void {
  const origin = siteUrl.replace(/\/+$/, "");
  const record = Object.fromEntries(
    [...cards]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([page, card]) => [page, { ...card, src: `${origin}${card.src}` }]),
  );
  mkdirSync(path.dirname(SHARE_CARDS_FILE), { recursive: true });
  writeFileSync(SHARE_CARDS_FILE, `${JSON.stringify(record, null, 1)}\n`);
}
