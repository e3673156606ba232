/** The author's portrait (portrait.jpg). */
import { blobPath, heartPath, quadAt, rad, rng } from "../lib/geometry.mjs";
import { leaf, sparkles, steamWisps } from "../lib/motifs.mjs";
import { C, T, mix } from "../lib/palette.mjs";
import { Scene, el } from "../lib/scene.mjs";

/** Ankara-inspired fabric tile. */
function fabricPattern(s, base) {
  const tile =
    el("rect", { width: 90, height: 90, fill: base }) +
    el("circle", { cx: 22, cy: 22, r: 15, fill: "none", stroke: C.coral, "stroke-width": 6 }) +
    el("circle", { cx: 22, cy: 22, r: 5, fill: C.gold }) +
    el("circle", { cx: 67, cy: 67, r: 15, fill: "none", stroke: C.gold, "stroke-width": 6 }) +
    el("circle", { cx: 67, cy: 67, r: 5, fill: C.coral }) +
    el("path", { d: "M67 10l8 12h-16zM22 55l8 12h-16z", fill: C.sand, opacity: 0.8 });
  return s.pattern(90, tile, { patternTransform: "rotate(-12)" });
}

/** The gele (head wrap): a pleated fan behind a full, softly folded crown. */
function headWrap(s) {
  const gold = s.linear(
    [
      [0, mix(C.gold, C.cream, 0.3)],
      [1, T.goldDeep],
    ],
    { x2: 1, y2: 1 },
  );
  const fold = (d, width = 7) =>
    el("path", {
      d,
      fill: "none",
      stroke: T.goldDeep,
      "stroke-width": width,
      "stroke-linecap": "round",
      opacity: 0.75,
    });
  const [fx, fy] = [630, 470];
  const radius = 300;
  const pleats = [];
  const steps = 12;
  for (let i = 0; i < steps; i++) {
    const a0 = rad(-165 + (i * 150) / steps);
    const a1 = rad(-165 + ((i + 1) * 150) / steps);
    const am = (a0 + a1) / 2;
    const r0 = radius * (0.92 + 0.08 * Math.sin(i * 1.3));
    const P = (a, r) => `${fx + Math.cos(a) * r} ${fy + Math.sin(a) * r}`;
    pleats.push(
      el("path", {
        d: `M${fx} ${fy}L${P(a0, r0)}Q${P(am, r0 * 1.07)} ${P(a1, r0)}Z`,
        fill: i % 2 ? mix(C.gold, C.cream, 0.2) : mix(C.gold, T.goldDeep, 0.45),
      }),
    );
  }
  const crown =
    "M412 700C350 610 350 470 425 395C510 315 700 310 785 390C858 460 850 610 788 700C742 646 680 626 600 628C520 626 458 646 412 700Z";
  return [
    ...pleats,
    el("path", { d: crown, fill: gold }),
    el("path", { d: crown, fill: fabricPattern(s, "none"), opacity: 0.16 }),
    fold("M405 600C470 470 620 420 800 480"),
    fold("M430 470C520 390 660 370 770 410"),
    fold("M440 660C520 590 690 580 790 640", 6),
    el("path", { d: "M575 395C590 360 650 360 665 395C660 430 580 430 575 395Z", fill: T.goldDeep }),
    el("path", {
      d: "M588 392C600 376 640 376 652 392",
      fill: "none",
      stroke: mix(C.gold, C.cream, 0.4),
      "stroke-width": 5,
    }),
  ].join("");
}

/** Simple, serene face: closed smiling eyes, soft nose, open smile. */
function face(s) {
  const faceD =
    "M600 515C702 515 772 600 774 720C776 845 702 962 600 966C498 962 424 845 426 720C428 600 498 515 600 515Z";
  const skin = s.radial(
    [
      [0, T.skinLight],
      [0.7, T.skin],
      [1, T.skinShade],
    ],
    { cx: 0.42, cy: 0.45, r: 0.7 },
  );
  const faceClip = s.clip(faceD);
  const line = (d, width = 7, color = C.ink) =>
    el("path", { d, fill: "none", stroke: color, "stroke-width": width, "stroke-linecap": "round" });
  return [
    el("ellipse", { cx: 428, cy: 790, rx: 26, ry: 44, fill: T.skinShade }),
    el("ellipse", { cx: 772, cy: 790, rx: 26, ry: 44, fill: T.skinShade }),
    el("path", { d: "M420 680C425 720 432 745 440 760L452 690Z", fill: C.ink }),
    el("path", { d: "M780 680C775 720 768 745 760 760L748 690Z", fill: C.ink }),
    el("path", { d: faceD, fill: skin }),
    el(
      "g",
      { "clip-path": faceClip },
      el("ellipse", {
        cx: 830,
        cy: 760,
        rx: 170,
        ry: 320,
        fill: T.skinShade,
        opacity: 0.5,
        filter: s.blur(30),
      }),
    ),
    el("circle", { cx: 510, cy: 842, r: 36, fill: C.coral, opacity: 0.28, filter: s.blur(10) }),
    el("circle", { cx: 690, cy: 842, r: 36, fill: C.coral, opacity: 0.28, filter: s.blur(10) }),
    line("M492 722Q532 696 575 714", 10, mix(C.ink, T.skinShade, 0.3)),
    line("M625 714Q668 696 708 722", 10, mix(C.ink, T.skinShade, 0.3)),
    line("M500 782Q535 752 572 780"),
    line("M628 780Q665 752 700 782"),
    line("M500 782l-12 8M700 782l12 8", 5),
    line("M598 790Q588 838 584 852Q600 866 622 856", 6, T.skinShade),
    el("path", { d: "M545 902Q600 968 655 902Q600 920 545 902Z", fill: mix(C.wine, C.ink, 0.2) }),
    el("path", { d: "M556 906Q600 926 644 906Q600 914 556 906Z", fill: C.cream }),
    line("M545 902Q600 920 655 902", 5, mix(C.wine, T.skinShade, 0.4)),
  ].join("");
}

/** Cream mug cradled in both hands. */
function heldMug(s) {
  const mugD = "M505 1190H695V1330C695 1370 660 1385 600 1385C540 1385 505 1370 505 1330Z";
  // Left hand with scalloped fingertips; the right hand is its mirror image.
  const handD =
    "M505 1222C470 1222 450 1260 450 1310C450 1365 475 1392 515 1390L548 1388C568 1386 568 1352 548 1350" +
    "C568 1348 568 1312 548 1310C568 1308 568 1272 548 1270C568 1268 568 1230 548 1230Z";
  const handShape =
    el("path", { d: handD, fill: T.skin }) +
    el("path", {
      d: "M450 1300C452 1360 478 1392 515 1390",
      fill: "none",
      stroke: T.skinShade,
      "stroke-width": 10,
      opacity: 0.5,
    }) +
    el("path", {
      d: "M520 1270H548M520 1310H548M520 1350H548",
      stroke: T.skinShade,
      "stroke-width": 4,
      "stroke-linecap": "round",
    });
  const hand = (dir) => (dir < 0 ? handShape : el("g", { transform: "translate(1200 0) scale(-1 1)" }, handShape));
  return [
    el("path", { d: "M695 1225C760 1225 760 1310 695 1310", fill: "none", stroke: C.cream, "stroke-width": 22 }),
    el("path", {
      d: mugD,
      fill: s.linear(
        [
          [0, C.cream],
          [0.7, C.cream],
          [1, mix(C.sand, C.terracotta, 0.3)],
        ],
        { x2: 1, y2: 0 },
      ),
    }),
    el("ellipse", { cx: 600, cy: 1190, rx: 95, ry: 16, fill: T.tea }),
    el("path", { d: "M505 1190Q600 1215 695 1190", fill: "none", stroke: C.cream, "stroke-width": 6 }),
    el("rect", { x: 505, y: 1235, width: 190, height: 16, fill: C.terracotta }),
    el("path", { d: heartPath(600, 1292, 30), fill: C.wine }),
    hand(-1),
    hand(1),
    steamWisps(s, { x: 600, y: 1170, h: 60, spread: 28, count: 2, width: 5, opacity: 0.7 }),
  ].join("");
}

export function portrait() {
  const s = new Scene(1200, 1500);
  const rand = rng(51);
  const archR = 390;
  const arch = `M${600 - archR} 1500V${260 + archR}A${archR} ${archR} 0 0 1 ${600 + archR} ${260 + archR}V1500Z`;
  const top = fabricPattern(s, C.wine);
  const bodyD = "M180 1500C190 1230 350 1100 495 1070Q600 1150 705 1070C850 1100 1010 1230 1020 1500Z";
  const sleeveFill = fabricPattern(s, C.plum);
  const sleeve = (dir) =>
    el("path", {
      d:
        dir < 0
          ? "M240 1500C270 1420 340 1330 422 1288L506 1402C470 1432 455 1466 452 1500Z"
          : "M960 1500C930 1420 860 1330 778 1288L694 1402C730 1432 745 1466 748 1500Z",
      fill: sleeveFill,
    }) +
    el("path", {
      d: dir < 0 ? "M422 1288L506 1402" : "M778 1288L694 1402",
      stroke: C.gold,
      "stroke-width": 12,
      "stroke-linecap": "round",
    });
  s.add(
    el("rect", {
      width: 1200,
      height: 1500,
      fill: s.linear([
        [0, C.sand],
        [1, mix(C.sand, C.coral, 0.25)],
      ]),
    }),
    el("path", { d: blobPath(180, 230, 200, 170, rand), fill: C.gold, opacity: 0.35 }),
    el("path", { d: blobPath(1080, 1250, 230, 260, rand), fill: C.sage, opacity: 0.3 }),
    // Banana-leaf foliage behind the arch.
    leaf({ x: 230, y: 1500, len: 720, width: 250, angle: -28, fill: T.leafDark }),
    leaf({ x: 300, y: 1500, len: 560, width: 200, angle: -8, fill: C.sage }),
    leaf({ x: 980, y: 1500, len: 760, width: 260, angle: 26, fill: C.sage }),
    leaf({ x: 920, y: 1500, len: 520, width: 190, angle: 6, fill: T.leafDark }),
    el("path", {
      d: arch,
      fill: s.linear([
        [0, C.coral],
        [1, C.terracotta],
      ]),
    }),
    sparkles(rand, { x: 160, y: 420, w: 120, h: 300, count: 3, min: 10, max: 18 }),
    sparkles(rand, { x: 960, y: 500, w: 100, h: 260, count: 3, min: 10, max: 18 }),
    // Neck and chest.
    el("path", { d: "M518 870H682L690 1075C655 1120 545 1120 510 1075Z", fill: T.skin }),
    el("path", { d: "M518 870H682L684 950C650 1000 550 1000 516 950Z", fill: T.skinShade, opacity: 0.7 }),
    el("path", { d: "M470 1080Q600 1200 730 1080L730 1150H470Z", fill: T.skin }),
    el("path", { d: bodyD, fill: top }),
    el("path", { d: "M495 1070Q600 1150 705 1070", fill: "none", stroke: C.gold, "stroke-width": 8 }),
    ...Array.from({ length: 9 }, (_, i) => {
      const p = quadAt([506, 1073], [600, 1158], [694, 1073], 0.1 + i * 0.1);
      return el("circle", { cx: p.x, cy: p.y - 12, r: i === 4 ? 11 : 7, fill: i === 4 ? C.coral : C.gold });
    }),
    face(s),
    el("circle", { cx: 430, cy: 862, r: 30, fill: "none", stroke: C.gold, "stroke-width": 8 }),
    el("circle", { cx: 770, cy: 862, r: 30, fill: "none", stroke: C.gold, "stroke-width": 8 }),
    el("circle", { cx: 430, cy: 894, r: 8, fill: C.coral }),
    el("circle", { cx: 770, cy: 894, r: 8, fill: C.coral }),
    headWrap(s),
    sleeve(-1),
    sleeve(1),
    heldMug(s),
  );
  return s.grain({ opacity: 0.08, seed: 51 });
}
