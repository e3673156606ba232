import measured from "./font-fallbacks.measured.json";

/**
 * The local fonts text is drawn in until the web fonts arrive, one family per platform (Times
 * New Roman or Arial on Windows, macOS and iOS; Noto Serif or Roboto on Android; DejaVu on
 * Linux), each scaled with size-adjust so the same words take the same width as in the web font:
 * lines wrap alike, and the swap moves nothing. A platform without the font skips its family.
 *
 * The figures come from scripts/measure-font-fallbacks.mjs (src/theme/font-fallbacks.measured.json);
 * measure again after changing the web fonts.
 */
export type FontRole = "display" | "body";

const WEB_FAMILY: Record<FontRole, string> = { display: "Fraunces", body: "Inter" };

const familyName = (role: FontRole, platform: string) => `${WEB_FAMILY[role]} Fallback ${platform}`;

/** The fallback families of a role, quoted and in order, for a font-family list. */
export function fallbackFamilies(role: FontRole): string {
  return measured[role].map((platform) => `"${familyName(role, platform.name)}"`).join(", ");
}

/** Every fallback @font-face rule. */
export function fallbackFontFaces(): string {
  return (["display", "body"] as const)
    .flatMap((role) =>
      measured[role].flatMap((platform) =>
        platform.faces.map(
          (face) => `@font-face {
  font-family: "${familyName(role, platform.name)}";
  font-style: ${face.style};
  font-weight: ${face.weight};
  src: ${face.local.map((name) => `local("${name}")`).join(", ")};
  size-adjust: ${face.sizeAdjust}%;
  ascent-override: ${face.ascentOverride}%;
  descent-override: ${face.descentOverride}%;
  line-gap-override: 0%;
}`,
        ),
      ),
    )
    .join("\n");
}
