/**
 * docs/PRODUCT.md's table of addresses is true of the build: every page the build holds is at an
 * address the table names, and every address it names without a condition ("when …") is built.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { builtPages } from "./built-pages";
import { expect, test } from "./fixtures";
import { SHAPE } from "./helpers";

interface DocumentedAddress {
  address: string;
  /** The address as a pattern: a `{name}` part stands for one path segment. */
  pattern: RegExp;
  /** Built only under a condition the row states ("when there are two or more"). */
  conditional: boolean;
}

/** The rows of PRODUCT.md's "Addresses" table that name an address (in backticks). */
function documentedAddresses(): DocumentedAddress[] {
  const doc = readFileSync(path.join(__dirname, "..", "..", "docs", "PRODUCT.md"), "utf8");
  const section = doc.split(/^## /m).find((part) => part.startsWith("Addresses\n"));
  if (!section) throw new Error('docs/PRODUCT.md has no "## Addresses" section');
  return [...section.matchAll(/^\| `([^`]+)`\s*\|([^|]*)\|$/gm)].map(([, address, description]) => ({
    address,
    pattern: new RegExp(
      `^${address
        .split(/(\{[a-z]+\})/)
        .map((part) => (/^\{[a-z]+\}$/.test(part) ? "[^/]+" : part.replace(/[.*+?^$()|[\]\\]/g, "\\$&")))
        .join("")}$`,
    ),
    conditional: /\bwhen\b/i.test(description),
  }));
}

test.describe("the addresses in docs/PRODUCT.md", SHAPE, () => {
  const documented = documentedAddresses();
  // Gatsby writes the not-found page twice (404.html, which the host serves at any unknown address,
  // and 404/index.html): the table's "anything else".
  const pages = builtPages().filter((page) => page.status === 200 && page.path !== "/404/");

  test("name every page the build holds", () => {
    expect(documented.length).toBeGreaterThan(3);
    const undocumented = pages.filter((page) => !documented.some(({ pattern }) => pattern.test(page.path)));
    expect(undocumented.map((page) => page.path)).toEqual([]);
  });

  test("are all built, but for those built under a condition", () => {
    const missing = documented.filter(
      ({ pattern, conditional }) => !conditional && !pages.some((page) => pattern.test(page.path)),
    );
    expect(missing.map(({ address }) => address)).toEqual([]);
  });
});
