/** The palette and the tones mixed from it, shared by every illustration. */
export const C = {
  plum: "#3d1a3a",
  wine: "#6b2447",
  terracotta: "#d9694a",
  coral: "#f08a6c",
  gold: "#e9b44c",
  cream: "#fbf4ea",
  sand: "#f1e2cc",
  sage: "#7fa58d",
  ink: "#221a24",
};

// The "12" optical size of EB Garamond is the display cut; the default
// fontconfig match is the chunkier 08 caption cut.
export const SERIF = "EB Garamond 12, EB Garamond, serif";

export const SANS = "Lato, sans-serif";

const hexToRgb = (hex) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));

/** Linear blend of two hex colours (t = 0 → a, t = 1 → b). */
export function mix(a, b, t) {
  const ca = hexToRgb(a);
  const cb = hexToRgb(b);
  return `#${ca
    .map((v, i) =>
      Math.round(v + (cb[i] - v) * t)
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

/** Derived tones, all mixed from the palette so everything stays in family. */
export const T = {
  leafDark: mix(C.sage, C.ink, 0.35),
  leafDeep: mix(C.sage, C.plum, 0.55),
  leafLight: mix(C.sage, C.cream, 0.3),
  goldDeep: mix(C.gold, C.terracotta, 0.45),
  wood: mix(C.gold, C.terracotta, 0.55),
  woodDark: mix(mix(C.gold, C.terracotta, 0.5), C.wine, 0.45),
  cinnamon: mix(C.terracotta, C.wine, 0.55),
  tea: mix(C.terracotta, C.wine, 0.6),
  night: mix(C.plum, C.ink, 0.55),
  skin: "#6e4129",
  skinShade: "#553020",
  skinLight: "#86543a",
};
