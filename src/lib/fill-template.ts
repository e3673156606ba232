/** The values for a text's placeholders: one for each of its names, and no others. */
export type TemplateValues<N extends string> = Readonly<Record<N, string | number>>;

/**
 * Fills `{placeholders}` in content strings:
 * fillTemplate("About {name}", HOME_PLACEHOLDERS.about.heading, { name: "Ada", book: "My Book" }).
 * `names` is the field's list in src/lib/placeholders.ts, which the content schema checks the text
 * against, so the values must be exactly those names (TypeScript refuses one more or one less).
 * A placeholder is `{word}` (letters, digits, _); other braces are left as they are, and the
 * schema refuses them in a templated field. An unknown placeholder still throws: the check before
 * every build refuses it first, with its file and line, so only content that skipped the check
 * gets here.
 */
export function fillTemplate<const N extends string>(
  template: string,
  names: readonly N[],
  values: NoInfer<TemplateValues<N>>,
): string {
  const known: readonly string[] = names;
  return template.replace(/\{(\w+)\}/g, (_match, key: string) => {
    if (!known.includes(key)) {
      throw new Error(`Unknown placeholder {${key}} in "${template}" (available: ${known.join(", ") || "none"})`);
    }
    return String(values[key as N]);
  });
}
