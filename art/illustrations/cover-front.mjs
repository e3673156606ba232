/** The front cover (covers/portrait.jpg), also the texture of the book drawn in other scenes. */
import { COVER_H, COVER_W, coverGround } from "../lib/cover-design.mjs";
import { rng } from "../lib/geometry.mjs";
import { glow, sparkles, sprig, steamHeart } from "../lib/motifs.mjs";
import { cookingPot } from "../lib/objects.mjs";
import { C, SANS, SERIF, T, mix } from "../lib/palette.mjs";
import { Scene, el } from "../lib/scene.mjs";

export function coverFront() {
  const s = new Scene(COVER_W, COVER_H);
  const rand = rng(11);
  const cx = COVER_W / 2;
  coverGround(s, rand);

  // Arch "window" framing the pot and steam.
  const archTop = 1010;
  const archR = 540;
  const archBottom = 2118;
  const arch = `M${cx - archR} ${archBottom}L${cx - archR} ${archTop + archR}A${archR} ${archR} 0 0 1 ${cx + archR} ${archTop + archR}L${cx + archR} ${archBottom}Z`;
  s.add(
    el("path", {
      d: arch,
      fill: s.linear([
        [0, mix(C.wine, C.coral, 0.12)],
        [1, mix(C.wine, C.plum, 0.4)],
      ]),
    }),
    el("path", {
      d: `M${cx - archR - 26} ${archBottom}L${cx - archR - 26} ${archTop + archR}A${archR + 26} ${archR + 26} 0 0 1 ${cx + archR + 26} ${archTop + archR}L${cx + archR + 26} ${archBottom}Z`,
      fill: "none",
      stroke: C.gold,
      "stroke-width": 4,
      opacity: 0.55,
    }),
    glow(s, { cx, cy: 1420, r: 520, color: C.coral, opacity: 0.35 }),
  );

  // Herbs tucked behind the pot.
  s.add(
    sprig({
      from: [cx - 250, 1900],
      ctrl: [cx - 470, 1700],
      to: [cx - 480, 1420],
      leaves: 7,
      leafLen: 150,
      colors: [C.sage, T.leafDark, T.leafLight],
      stemWidth: 6,
    }),
    sprig({
      from: [cx + 250, 1900],
      ctrl: [cx + 500, 1760],
      to: [cx + 470, 1470],
      leaves: 6,
      leafLen: 140,
      colors: [T.leafDark, C.sage],
      stemWidth: 6,
    }),
  );

  s.add(
    steamHeart(s, { cx, hy: 1330, size: 500, baseY: 1700, width: 20 }),
    cookingPot(s, { cx, cy: 1700, w: 640 }),
    sparkles(rand, { x: cx - 480, y: 1080, w: 960, h: 440, count: 9, min: 8, max: 20 }),
  );

  // Typography.
  const serif = { "font-family": SERIF, "text-anchor": "middle", fill: C.cream };
  const sans = { "font-family": SANS, "text-anchor": "middle" };
  s.add(
    el("path", { d: `M${cx - 420} 196H${cx - 320}M${cx + 320} 196H${cx + 420}`, stroke: C.gold, "stroke-width": 3 }),
    el(
      "text",
      { ...sans, x: cx, y: 210, "font-size": 40, "letter-spacing": 12, fill: C.gold, "font-weight": 700 },
      "SIX SHORT STORIES",
    ),
    el("text", { ...serif, x: cx, y: 462, "font-size": 252, "letter-spacing": -4 }, "My Secret"),
    el("text", { ...serif, x: cx, y: 697, "font-size": 252, "letter-spacing": -4 }, "Ingredient"),
    el(
      "text",
      { ...serif, x: cx, y: 932, "font-size": 252, "letter-spacing": -3 },
      `is ${el("tspan", { "font-style": "italic", fill: C.gold }, "Love")}`,
    ),
    el(
      "text",
      { ...sans, x: cx, y: 2270, "font-size": 60, "letter-spacing": 22, fill: C.cream, "font-weight": 700 },
      "ADA IKEMBA",
    ),
  );
  return s.grain({ opacity: 0.1, seed: 5 });
}
