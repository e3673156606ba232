/** Carousel: the book's back cover (carousel/back-cover.jpg). */
import { book3d, coverTexture } from "../lib/book.mjs";
import { blobPath, rng } from "../lib/geometry.mjs";
import { sprig } from "../lib/motifs.mjs";
import { C, T, mix } from "../lib/palette.mjs";
import { Scene, el } from "../lib/scene.mjs";

export async function carouselBack() {
  const s = new Scene(1200, 1600);
  const rand = rng(32);
  const texture = await coverTexture("back");
  s.add(
    el("rect", {
      width: 1200,
      height: 1600,
      fill: s.linear([
        [0, mix(C.sage, C.cream, 0.15)],
        [1, mix(C.sage, C.plum, 0.15)],
      ]),
    }),
    el("path", {
      d: blobPath(560, 760, 540, 620, rand, { wobble: 0.1 }),
      fill: mix(C.sage, C.cream, 0.3),
      opacity: 0.6,
    }),
    el("rect", { y: 1330, width: 1200, height: 270, fill: mix(C.sage, C.plum, 0.22) }),
    book3d(s, { x: 230, y: 280, h: 1050, texture, side: "spine", shadow: 0.35 }),
    sprig({
      from: [1140, 1420],
      ctrl: [1080, 1120],
      to: [940, 960],
      leaves: 8,
      leafLen: 120,
      colors: [T.leafLight, mix(C.sage, C.cream, 0.5)],
      stem: T.leafLight,
    }),
  );
  return s.grain({ opacity: 0.08, seed: 13 });
}
