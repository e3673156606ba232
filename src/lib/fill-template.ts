/** The values for a text's placeholders: one for each of its names, and no others. */
type TemplateValues<N extends string> = Readonly<Record<N, string | number>>;

/** Fills `{placeholders}`; the values are exactly the field's `names` (placeholders.ts); an unknown one throws. */
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
