import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { cssVariables } from "../../../src/theme/css-variables";
import { SUBSET_FACES } from "../../../src/theme/font-faces";
import { breakpoints, durations } from "../../../src/theme/tokens";

const SRC = path.join(__dirname, "../../../src");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [file] : [];
  });
}

const sources = sourceFiles(SRC).map((file) => ({ file: path.relative(SRC, file), text: readFileSync(file, "utf8") }));
const matchesIn = (pattern: RegExp) =>
  sources.flatMap(({ file, text }) => [...text.matchAll(pattern)].map((match) => ({ file, match })));

describe("the design tokens as CSS custom properties", () => {
  it("declares every token, named by its group and key, with its value", () => {
    expect(cssVariables.get("--colors-surface-alt")).toMatch(/^#[0-9a-f]{6}$/);
    expect(cssVariables.get("--font-sizes-xs")).toMatch(/rem$/);
    expect(cssVariables.get("--space-4")).toBe("1rem");
    expect(cssVariables.get("--durations-fast")).toBe(`${durations.fast}ms`);
    for (const name of cssVariables.keys()) expect(name).toMatch(/^--[a-z]+(-[a-z0-9]+)+$/);
  });

  it("names a web font first in each font stack, then the system's fonts", () => {
    const families = [...new Set(SUBSET_FACES.map((face) => face.family))];
    const stacks = [...cssVariables].filter(([name]) => name.startsWith("--fonts-"));
    expect(stacks.length).toBeGreaterThanOrEqual(families.length);
    for (const [, stack] of stacks) {
      const [first, ...rest] = stack.split(", ").map((family) => family.replace(/^"|"$/g, ""));
      expect(families).toContain(first);
      // Then a generic family last, so text always has a font.
      expect(["serif", "sans-serif"]).toContain(rest.at(-1));
      for (const family of families) expect(rest).not.toContain(family);
    }
  });

  it("is read in components only by names it declares (or one a component declares itself)", () => {
    const declaredInComponents = new Set(matchesIn(/(--[a-z][a-z0-9-]*)\s*:/g).map(({ match }) => match[1]));
    const used = matchesIn(/var\((--[a-z][a-z0-9-]*)/g);
    expect(used.length).toBeGreaterThan(100);
    const unknown = used
      .filter(({ match }) => !cssVariables.has(match[1]) && !declaredInComponents.has(match[1]))
      .map(({ file, match }) => `${file}: ${match[1]}`);
    expect(unknown).toEqual([]);
  });

  it("is never negated or given a unit by writing next to it, which CSS ignores", () => {
    const invalid = matchesIn(/-var\(--[a-z0-9-]+\)|var\(--[a-z0-9-]+\)[a-z%]/g).map(
      ({ file, match }) => `${file}: ${match[0]}`,
    );
    expect(invalid).toEqual([]);
  });
});

describe("the width queries written out in components' CSS", () => {
  it("use only the breakpoint tokens' widths (a max-width one pixel under)", () => {
    const queries = matchesIn(/@media \((min|max)-width: ([^)]*)\)/g);
    expect(queries.length).toBeGreaterThan(10);
    const widths = {
      min: Object.values(breakpoints).map((px) => `${px}px`),
      max: Object.values(breakpoints).map((px) => `${px - 1}px`),
    };
    const strays = queries
      .filter(({ match }) => !widths[match[1] as "min" | "max"].includes(match[2]))
      .map(({ file, match }) => `${file}: ${match[0]}`);
    expect(strays).toEqual([]);
  });
});

describe("components' styled templates", () => {
  it("read no props or theme through a function, which would make their CSS again on every render", () => {
    const functions = matchesIn(/\$\{\s*\(\{[^}]*\}\)\s*=>/g).map(({ file, match }) => `${file}: ${match[0]}`);
    expect(functions).toEqual([]);
  });
});
