import { fontFaceCss, subsetCodePoints } from "../../../plugins/site-content/font-subset";

const chars = (points: number[]) => String.fromCodePoint(...points);

describe("subsetCodePoints", () => {
  it("keeps printable ASCII, typographic punctuation and every currency's sign even when the content has none", () => {
    const kept = chars(subsetCodePoints(""));
    for (const character of " azAZ09©–—‘’“”…") expect(kept).toContain(character);
    // The signs prices are written with: content names a currency only by its code.
    for (const currency of ["NGN", "GBP", "EUR", "GHS", "USD"]) {
      const price = new Intl.NumberFormat("en", {
        style: "currency",
        currency,
        currencyDisplay: "narrowSymbol",
      }).format(5);
      for (const character of price) expect([currency, kept.includes(character)]).toEqual([currency, true]);
    }
  });

  it("adds every other character of the content once, sorted", () => {
    const points = subsetCodePoints("Ọlá café — naïve café");
    for (const character of "Ọáéï") expect(chars(points)).toContain(character);
    expect(new Set(points).size).toBe(points.length);
    expect([...points].sort((a, b) => a - b)).toEqual(points);
  });

  it("leaves out line breaks, tabs and other control characters", () => {
    const points = subsetCodePoints("a\nb\tc\r\u0085");
    for (const control of [0x0a, 0x09, 0x0d, 0x85]) expect(points).not.toContain(control);
  });
});

describe("fontFaceCss", () => {
  const face = (style: "normal" | "italic", min: number, max: number) => ({
    family: "Serif",
    style,
    weight: { min, max },
  });

  it("declares a swapped face for the file at its URL and weight, a range of weights kept variable", () => {
    const css = fontFaceCss(face("italic", 400, 400), "/fonts/serif.0123456789.woff2");
    expect(css).toContain('font-family: "Serif";\n  font-style: italic;');
    expect(css).toContain("font-weight: 400;");
    // A pinned face is a plain font; a range stays variable.
    expect(css).toContain('src: url("/fonts/serif.0123456789.woff2") format("woff2");');
    expect(css).toContain("font-display: swap;");
    const range = fontFaceCss(face("normal", 400, 600), "/fonts/serif.woff2");
    expect(range).toContain("font-weight: 400 600;");
    expect(range).toContain('src: url("/fonts/serif.woff2") format("woff2-variations");');
  });
});
