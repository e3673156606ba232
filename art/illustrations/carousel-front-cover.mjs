/** Carousel: the book standing, front cover out (carousel/front-cover.jpg). */
import { book3d, coverTexture } from "../lib/book.mjs";
import { blobPath, rng } from "../lib/geometry.mjs";
import { leaf, sparkles, sprig } from "../lib/motifs.mjs";
import { teacup } from "../lib/objects.mjs";
import { C, T, mix } from "../lib/palette.mjs";
import { Scene, el } from "../lib/scene.mjs";

export async function carouselFront() {
  const s = new Scene(1200, 1600);
  const rand = rng(31);
  const texture = await coverTexture("front");
  s.add(
    el("rect", {
      width: 1200,
      height: 1600,
      fill: s.linear([
        [0, C.cream],
        [1, C.sand],
      ]),
    }),
    el("path", { d: blobPath(640, 760, 520, 600, rand, { wobble: 0.1 }), fill: mix(C.sand, C.coral, 0.18) }),
    el("rect", { y: 1330, width: 1200, height: 270, fill: mix(C.sand, C.terracotta, 0.12) }),
    sprig({
      from: [80, 1400],
      ctrl: [120, 1100],
      to: [300, 940],
      leaves: 8,
      leafLen: 120,
      colors: [C.sage, T.leafDark],
    }),
    book3d(s, { x: 250, y: 270, h: 1050, texture, shadow: 0.5 }),
    sparkles(rand, { x: 900, y: 200, w: 250, h: 300, count: 4, min: 10, max: 22 }),
    leaf({ x: 760, y: 1490, len: 120, angle: 72, fill: C.sage }),
    leaf({ x: 770, y: 1500, len: 90, angle: 118, fill: T.leafDark }),
    teacup(s, { cx: 1010, y: 1440, w: 170 }),
  );
  return s.grain({ opacity: 0.08, seed: 12 });
}
