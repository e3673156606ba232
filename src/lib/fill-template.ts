export type TemplateValues = Readonly<Record<string, string | number>>;

/**
 * Fills `{placeholders}` in content strings: fillTemplate("About {name}", { name: "Ada" }).
 * An unknown placeholder throws, so a typo in content fails the build instead of shipping "{nmae}".
 */
export function fillTemplate(template: string, values: TemplateValues): string {
  return template.replace(/\{(\w+)\}/g, (_match, key: string) => {
    const value = values[key];
    if (value === undefined) {
      const known = Object.keys(values).join(", ") || "none";
      throw new Error(`Unknown placeholder {${key}} in "${template}" (available: ${known})`);
    }
    return String(value);
  });
}
