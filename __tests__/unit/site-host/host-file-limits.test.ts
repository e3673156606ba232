import { CLOUDFLARE_LIMITS, headerRulePaths, hostLimitProblems } from "../../../plugins/site-host/host-file-limits";

const rule = (path: string, line = "  X-Test: yes") => `${path}\n${line}\n`;
const rules = (count: number) => Array.from({ length: count }, (_, index) => rule(`/path-${index}`)).join("\n");
const redirectLines = (count: number, from = (index: number) => `/old-${index}`) =>
  Array.from({ length: count }, (_, index) => `${from(index)} /new/ 301`).join("\n");

describe("hostLimitProblems", () => {
  it("counts the rules of a _headers file, not its comments or header lines", () => {
    expect(headerRulePaths(`# comment\n${rule("/*")}\n${rule("https://:project.pages.dev/*")}`)).toEqual([
      "/*",
      "https://:project.pages.dev/*",
    ]);
  });

  it.each([
    ["100 header rules", { headers: rules(CLOUDFLARE_LIMITS.headerRules), redirects: "" }, []],
    [
      "101 header rules",
      { headers: rules(CLOUDFLARE_LIMITS.headerRules + 1), redirects: "" },
      ["_headers has 101 rules; Cloudflare Pages reads 100."],
    ],
    ["a header line of 2,000 characters", { headers: rule("/*", `  X-Long: ${"a".repeat(1990)}`), redirects: "" }, []],
    [
      "a header line of 2,001 characters",
      { headers: rule("/*", `  X-Long: ${"a".repeat(1991)}`), redirects: "" },
      ["_headers line 2 has 2001 characters; Cloudflare Pages ignores lines over 2000."],
    ],
    [
      "two blocks for one path",
      { headers: `${rule("/*")}\n${rule("/admin/*")}\n${rule("/*")}`, redirects: "" },
      ["_headers has more than one block for /*; Cloudflare Pages keeps only the last."],
    ],
    ["2,000 static redirects", { headers: "", redirects: redirectLines(2000) }, []],
    [
      "2,001 static redirects",
      { headers: "", redirects: redirectLines(2001) },
      ["_redirects has 2001 static redirects; Cloudflare Pages reads 2000."],
    ],
    [
      "101 dynamic redirects",
      { headers: "", redirects: redirectLines(101, (index) => `/old-${index}/*`) },
      ["_redirects has 101 dynamic redirects; Cloudflare Pages reads 100."],
    ],
    [
      "2,101 redirects in all",
      {
        headers: "",
        redirects: `${redirectLines(2000)}\n${redirectLines(101, (index) => `/tag-${index}/:name`)}`,
      },
      [
        "_redirects has 2101 redirects; Cloudflare Pages reads 2100.",
        "_redirects has 101 dynamic redirects; Cloudflare Pages reads 100.",
      ],
    ],
  ])("%s", (_, files, expected) => {
    expect(hostLimitProblems(files)).toEqual(expected);
  });
});
