/** Kitchen objects drawn in several illustrations: the pot, the teacup, the wooden spoon. */
import { heartPath, quadAt } from "./geometry.mjs";
import { steamWisps } from "./motifs.mjs";
import { C, T, mix } from "./palette.mjs";
import { el } from "./scene.mjs";

/** A round-bellied cooking pot; (cx, cy) is the centre of the rim. */
export function cookingPot(s, { cx, cy, w, pattern = true, soup = true }) {
  const hw = w / 2;
  const bottomY = cy + w * 0.62;
  const body =
    `M${cx - hw} ${cy}` +
    `C${cx - hw * 1.16} ${cy + w * 0.28} ${cx - hw * 0.92} ${bottomY - w * 0.03} ${cx - hw * 0.55} ${bottomY}` +
    `Q${cx} ${bottomY + w * 0.06} ${cx + hw * 0.55} ${bottomY}` +
    `C${cx + hw * 0.92} ${bottomY - w * 0.03} ${cx + hw * 1.16} ${cy + w * 0.28} ${cx + hw} ${cy}Z`;
  const bodyFill = s.linear(
    [
      [0, mix(C.terracotta, C.wine, 0.55)],
      [0.18, C.terracotta],
      [0.38, C.coral],
      [0.7, C.terracotta],
      [1, mix(C.terracotta, C.plum, 0.65)],
    ],
    { x2: 1, y2: 0 },
  );
  const clip = s.clip(body);
  const band = (y, bend) => `M${cx - hw * 1.2} ${y}Q${cx} ${y + bend} ${cx + hw * 1.2} ${y}`;
  const bandY = cy + w * 0.13;
  const bandBend = w * 0.11;
  const motif = [];
  if (pattern) {
    for (let i = 0; i <= 14; i++) {
      const t = i / 14;
      const p = quadAt(
        [cx - hw * 1.2, bandY + w * 0.035],
        [cx, bandY + w * 0.035 + bandBend],
        [cx + hw * 1.2, bandY + w * 0.035],
        t,
      );
      motif.push(
        el("path", {
          d: `M${p.x - w * 0.018} ${p.y + w * 0.014}L${p.x} ${p.y - w * 0.016}L${p.x + w * 0.018} ${p.y + w * 0.014}Z`,
          fill: C.cream,
          opacity: 0.85,
        }),
      );
    }
  }
  const rimFill = s.linear(
    [
      [0, mix(C.gold, C.cream, 0.3)],
      [1, T.goldDeep],
    ],
    {},
  );
  const handle = (dir) =>
    el("path", {
      d: `M${cx + dir * hw * 0.98} ${cy + w * 0.035}C${cx + dir * hw * 1.3} ${cy + w * 0.0} ${cx + dir * hw * 1.32} ${cy + w * 0.15} ${cx + dir * hw * 1.06} ${cy + w * 0.15}`,
      fill: "none",
      stroke: T.goldDeep,
      "stroke-width": w * 0.032,
      "stroke-linecap": "round",
    });
  const soupFill = s.radial(
    [
      [0, C.coral],
      [1, mix(C.terracotta, C.wine, 0.4)],
    ],
    { cx: 0.45, cy: 0.35, r: 0.7 },
  );
  return [
    el("ellipse", {
      cx,
      cy: bottomY + w * 0.03,
      rx: hw * 0.95,
      ry: w * 0.045,
      fill: C.ink,
      opacity: 0.55,
      filter: s.blur(w * 0.02),
    }),
    handle(-1),
    handle(1),
    el("path", { d: body, fill: bodyFill }),
    el(
      "g",
      { "clip-path": clip },
      el("ellipse", {
        cx,
        cy: cy + w * 0.05,
        rx: hw * 1.1,
        ry: w * 0.07,
        fill: C.ink,
        opacity: 0.22,
        filter: s.blur(w * 0.02),
      }) +
        el("path", {
          d: band(bandY, bandBend),
          fill: "none",
          stroke: C.gold,
          "stroke-width": w * 0.012,
        }) +
        el("path", {
          d: band(bandY + w * 0.07, bandBend),
          fill: "none",
          stroke: C.gold,
          "stroke-width": w * 0.012,
        }) +
        motif.join("") +
        el("path", {
          d: `M${cx - hw * 0.82} ${cy + w * 0.1}C${cx - hw * 0.92} ${cy + w * 0.3} ${cx - hw * 0.78} ${cy + w * 0.46} ${cx - hw * 0.55} ${cy + w * 0.54}`,
          fill: "none",
          stroke: C.cream,
          "stroke-opacity": 0.28,
          "stroke-width": w * 0.03,
          "stroke-linecap": "round",
        }),
    ),
    el("ellipse", { cx, cy, rx: hw * 1.04, ry: w * 0.08, fill: rimFill }),
    el("ellipse", { cx, cy: cy + w * 0.004, rx: hw * 0.93, ry: w * 0.062, fill: T.night }),
    soup ? el("ellipse", { cx, cy: cy + w * 0.014, rx: hw * 0.86, ry: w * 0.048, fill: soupFill }) : "",
  ].join("");
}

/** Side view of a teacup on a saucer; y is the saucer centre line. */
export function teacup(s, { cx, y, w, steam = true }) {
  const top = y - w * 0.62;
  const bottom = y - w * 0.06;
  const hw = w / 2;
  const cupBody = `M${cx - hw} ${top}C${cx - hw} ${top + w * 0.38} ${cx - hw * 0.62} ${bottom} ${cx - hw * 0.3} ${bottom}L${cx + hw * 0.3} ${bottom}C${cx + hw * 0.62} ${bottom} ${cx + hw} ${top + w * 0.38} ${cx + hw} ${top}Z`;
  const cupFill = s.linear(
    [
      [0, C.cream],
      [0.6, C.cream],
      [1, mix(C.sand, C.terracotta, 0.25)],
    ],
    { x2: 1, y2: 0 },
  );
  const saucerFill = s.linear([
    [0, C.cream],
    [1, mix(C.sand, C.terracotta, 0.2)],
  ]);
  return [
    el("ellipse", {
      cx: cx + w * 0.05,
      cy: y + w * 0.07,
      rx: w * 0.66,
      ry: w * 0.07,
      fill: C.ink,
      opacity: 0.45,
      filter: s.blur(w * 0.03),
    }),
    el("ellipse", { cx, cy: y + w * 0.02, rx: w * 0.62, ry: w * 0.1, fill: mix(C.sand, C.terracotta, 0.3) }),
    el("ellipse", { cx, cy: y, rx: w * 0.62, ry: w * 0.1, fill: saucerFill }),
    el("ellipse", { cx, cy: y - w * 0.01, rx: w * 0.32, ry: w * 0.045, fill: mix(C.sand, C.terracotta, 0.15) }),
    el("path", {
      d: `M${cx + hw * 0.92} ${top + w * 0.1}C${cx + hw * 1.55} ${top + w * 0.02} ${cx + hw * 1.5} ${top + w * 0.42} ${cx + hw * 0.7} ${top + w * 0.42}`,
      fill: "none",
      stroke: mix(C.cream, C.sand, 0.6),
      "stroke-width": w * 0.065,
      "stroke-linecap": "round",
    }),
    el("path", { d: cupBody, fill: cupFill }),
    el("path", {
      d: `M${cx - hw * 0.985} ${top + w * 0.14}Q${cx} ${top + w * 0.24} ${cx + hw * 0.985} ${top + w * 0.14}L${cx + hw * 0.96} ${top + w * 0.2}Q${cx} ${top + w * 0.3} ${cx - hw * 0.96} ${top + w * 0.2}Z`,
      fill: C.terracotta,
    }),
    el("path", {
      d: heartPath(cx, top + w * 0.33, w * 0.1),
      fill: C.wine,
      opacity: 0.9,
    }),
    el("ellipse", { cx, cy: top, rx: hw, ry: w * 0.085, fill: mix(C.cream, C.sand, 0.5) }),
    el("ellipse", { cx, cy: top + w * 0.008, rx: hw * 0.9, ry: w * 0.066, fill: T.tea }),
    steam ? steamWisps(s, { x: cx, y: top - w * 0.08, h: w * 0.75, spread: w * 0.16, width: w * 0.03 }) : "",
  ].join("");
}

/** A wooden spoon lying at `angle`, handle end at (x, y). */
export function woodenSpoon(s, { x, y, len, angle, shadow = true }) {
  const hwid = len * 0.026;
  const fill = s.linear(
    [
      [0, mix(T.wood, C.cream, 0.25)],
      [1, T.woodDark],
    ],
    {},
  );
  const bowlX = len * 0.84;
  return el(
    "g",
    { transform: `translate(${x} ${y}) rotate(${angle})` },
    (shadow
      ? el("path", {
          d: `M0 ${hwid * 2.5}L${len} ${hwid * 2.5}`,
          stroke: C.ink,
          "stroke-width": hwid * 2.4,
          opacity: 0.35,
          filter: s.blur(len * 0.012),
          "stroke-linecap": "round",
        })
      : "") +
      el("rect", { x: 0, y: -hwid, width: bowlX, height: hwid * 2, rx: hwid, fill }) +
      el("ellipse", { cx: bowlX, cy: 0, rx: len * 0.17, ry: len * 0.075, fill }) +
      el("ellipse", {
        cx: bowlX + len * 0.01,
        cy: len * 0.006,
        rx: len * 0.13,
        ry: len * 0.052,
        fill: T.woodDark,
        opacity: 0.45,
      }) +
      el("path", {
        d: `M${len * 0.04} ${-hwid * 0.35}L${len * 0.6} ${-hwid * 0.35}`,
        stroke: C.cream,
        "stroke-opacity": 0.35,
        "stroke-width": hwid * 0.4,
        "stroke-linecap": "round",
      }),
  );
}
