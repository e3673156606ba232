/** The back cover, drawn as the texture of the book seen from behind. */
import { COVER_H, COVER_W, coverGround, monogram } from "../lib/cover-design.mjs";
import { rng } from "../lib/geometry.mjs";
import { sprig, steamHeart } from "../lib/motifs.mjs";
import { cookingPot } from "../lib/objects.mjs";
import { C, SANS, SERIF, T } from "../lib/palette.mjs";
import { Scene, el } from "../lib/scene.mjs";

export function coverBack() {
  const s = new Scene(COVER_W, COVER_H);
  const rand = rng(12);
  const cx = COVER_W / 2;
  coverGround(s, rand);
  const serif = { "font-family": SERIF, "text-anchor": "middle", fill: C.cream };
  const sans = { "font-family": SANS, "text-anchor": "middle" };
  const body = ["Love, joy, patience, faith, prayer and kindness,", "stirred slowly and served warm."];
  const barcode = [];
  let bx = 0;
  while (bx < 300) {
    const bw = rand.pick([4, 4, 6, 8, 12]);
    barcode.push(el("rect", { x: 1150 + bx, y: 1990, width: bw, height: 150, fill: C.ink }));
    bx += bw + rand.pick([4, 6, 6, 10]);
  }
  s.add(
    steamHeart(s, { cx, hy: 330, size: 170, baseY: 520, width: 9, glowOpacity: 0.35 }),
    cookingPot(s, { cx, cy: 520, w: 190 }),
    el("text", { ...serif, x: cx, y: 820, "font-size": 130, "letter-spacing": -1 }, "Six stories."),
    el(
      "text",
      { ...serif, x: cx, y: 970, "font-size": 130, "font-style": "italic", fill: C.gold },
      "One secret ingredient.",
    ),
    el("path", { d: `M${cx - 70} 1090H${cx + 70}`, stroke: C.coral, "stroke-width": 4 }),
    ...body.map((line, i) => el("text", { ...serif, x: cx, y: 1230 + i * 82, "font-size": 60, opacity: 0.92 }, line)),
    sprig({
      from: [cx - 260, 1560],
      ctrl: [cx, 1500],
      to: [cx + 260, 1560],
      leaves: 9,
      leafLen: 70,
      spread: 60,
      colors: [C.sage, T.leafLight],
      stemWidth: 4,
    }),
    el(
      "text",
      { ...sans, x: cx, y: 1720, "font-size": 46, "letter-spacing": 18, fill: C.cream, "font-weight": 700 },
      "ADA IKEMBA",
    ),
    monogram(s, { cx: 260, cy: 2070, r: 90 }),
    el("rect", { x: 1110, y: 1950, width: 380, height: 250, rx: 8, fill: C.cream }),
    ...barcode,
    el("text", { ...sans, x: 1300, y: 2178, "font-size": 24, "letter-spacing": 10, fill: C.ink }, "FICTION"),
  );
  return s.grain({ opacity: 0.1, seed: 6 });
}
