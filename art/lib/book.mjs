/** The book as an object: the cover art rendered once as a texture and drawn on a 3D book. */
import sharp from "sharp";
import { coverBack } from "../illustrations/cover-back.mjs";
import { coverFront } from "../illustrations/cover-front.mjs";
import { COVER_H, COVER_W } from "./cover-design.mjs";
import { pt } from "./geometry.mjs";
import { C, SANS, mix } from "./palette.mjs";
import { el } from "./scene.mjs";

/** Cover artwork as an embeddable JPEG data URI (rendered once). */
const textureCache = new Map();

export async function coverTexture(name) {
  if (!textureCache.has(name)) {
    const scene = name === "back" ? coverBack() : coverFront();
    const buf = await sharp(Buffer.from(scene.toString())).resize(1000, 1500).jpeg({ quality: 92 }).toBuffer();
    textureCache.set(name, `data:image/jpeg;base64,${buf.toString("base64")}`);
  }
  return textureCache.get(name);
}

export const poly = (pts) => `M${pts.map(pt).join("L")}Z`;

/**
 * Title and author set along the spine face. The matrix maps text x to "down
 * the spine" and text y across its (oblique) width, without mirroring.
 */
function spineTitle({ x, y, h, dx, dy }) {
  const across = Math.hypot(dx, dy);
  const size = across * 0.36;
  const transform = `matrix(0 1 ${-dx / across} ${-dy / across} ${x + dx / 2} ${y + dy / 2})`;
  const text = (content, at, fill, anchor) =>
    el(
      "text",
      {
        x: at,
        y: size * 0.36,
        transform,
        "font-family": SANS,
        "font-weight": 700,
        "font-size": size,
        "letter-spacing": size * 0.25,
        "text-anchor": anchor,
        fill,
      },
      content,
    );
  return text("MY SECRET INGREDIENT IS LOVE", h * 0.06, C.gold, "start") + text("ADA IKEMBA", h * 0.95, C.cream, "end");
}

/**
 * A hardback seen nearly face-on, with an oblique top and side so the page
 * block (or the spine, for a back view) reads as depth.
 */
export function book3d(s, { x, y, h, texture, depth = h * 0.075, side = "pages", shadowDir = 1, shadow = 0.55 }) {
  const w = (h * COVER_W) / COVER_H;
  const dx = depth * 0.7;
  const dy = -depth * 0.55;
  const paper = s.linear([
    [0, C.cream],
    [1, mix(C.sand, C.terracotta, 0.15)],
  ]);
  const board = mix(C.plum, C.ink, 0.3);
  const topFace = poly([
    [x, y],
    [x + dx, y + dy],
    [x + w + dx, y + dy],
    [x + w, y],
  ]);
  const sideFace = poly([
    [x + w, y],
    [x + w + dx, y + dy],
    [x + w + dx, y + h + dy],
    [x + w, y + h],
  ]);
  const pageLines = [];
  for (let k = 0.18; k < 0.86; k += 0.11) {
    pageLines.push(`M${x + dx * k + w * 0.02} ${y + dy * k}L${x + w + dx * k} ${y + dy * k}`);
    if (side === "pages") {
      pageLines.push(`M${x + w + dx * k} ${y + dy * k}L${x + w + dx * k} ${y + h + dy * k}`);
    }
  }
  const spineFill = s.linear(
    [
      [0, mix(C.wine, C.plum, 0.3)],
      [1, board],
    ],
    { x2: 1, y2: 0 },
  );
  const hinge = s.linear(
    [
      [0, C.ink, 0.35],
      [0.3, C.cream, 0.14],
      [0.55, C.ink, 0.22],
      [1, C.ink, 0],
    ],
    { x2: 1, y2: 0 },
  );
  const gloss = s.linear(
    [
      [0, C.cream, 0.1],
      [0.35, C.cream, 0],
      [0.7, C.cream, 0.05],
      [1, C.cream, 0],
    ],
    { x2: 1, y2: 1 },
  );
  const hingeX = side === "pages" ? x : x + w - w * 0.07;
  const cast = poly([
    [x + w * 0.05, y + h],
    [x + w + dx, y + h + dy],
    [x + w + dx + shadowDir * h * 0.18, y + h - h * 0.03],
    [x + w * 0.2 + shadowDir * h * 0.22, y + h + h * 0.03],
  ]);
  return [
    el("path", { d: cast, fill: C.ink, opacity: shadow * 0.6, filter: s.blur(h * 0.03) }),
    el("ellipse", {
      cx: x + w / 2 + dx / 2,
      cy: y + h,
      rx: w * 0.58,
      ry: h * 0.02,
      fill: C.ink,
      opacity: shadow,
      filter: s.blur(h * 0.012),
    }),
    el("path", { d: topFace, fill: paper }),
    el("path", { d: sideFace, fill: side === "pages" ? paper : spineFill }),
    side === "spine" ? spineTitle({ x: x + w, y, h, dx, dy }) : "",
    el("path", {
      d: pageLines.join(""),
      stroke: mix(C.sand, C.terracotta, 0.35),
      "stroke-width": Math.max(1, h * 0.0015),
      opacity: 0.8,
    }),
    el("path", {
      d: `M${x + dx} ${y + dy}L${x + w + dx} ${y + dy}L${x + w + dx} ${y + h + dy}`,
      fill: "none",
      stroke: board,
      "stroke-width": h * 0.006,
      "stroke-linejoin": "round",
    }),
    side === "pages"
      ? el("path", {
          d: poly([
            [x, y],
            [x + dx, y + dy],
            [x + dx + w * 0.03, y + dy],
            [x + w * 0.03, y],
          ]),
          fill: board,
        })
      : el("path", {
          d: poly([
            [x + w - w * 0.005, y],
            [x + w + dx, y + dy],
            [x + w + dx, y + dy + h * 0.004],
            [x + w, y + h * 0.004],
          ]),
          fill: board,
        }),
    el("image", {
      x,
      y,
      width: w,
      height: h,
      preserveAspectRatio: "none",
      href: texture,
    }),
    el("rect", { x: hingeX, y, width: w * 0.07, height: h, fill: hinge }),
    el("rect", { x, y, width: w, height: h, fill: gloss }),
    el("path", {
      d: `M${x} ${y}L${x + w} ${y}L${x + w} ${y + h}`,
      fill: "none",
      stroke: C.cream,
      "stroke-opacity": 0.18,
      "stroke-width": h * 0.002,
    }),
  ].join("");
}
