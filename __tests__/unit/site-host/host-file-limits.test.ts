import { CLOUDFLARE_LIMITS, headerRulePaths, hostLimitProblems } from "../../../plugins/site-host/host-file-limits";

const rule = (path: string, line = "  X-Test: yes") => `${path}\n${line}\n`;
const rules = (count: number) => Array.from({ length: count }, (_, index) => rule(`/path-${index}`)).join("\n");

describe("hostLimitProblems", () => {
  it("counts the rules of a _headers file, not its comments or header lines", () => {
    expect(headerRulePaths(`# comment\n${rule("/*")}\n${rule("https://:project.pages.dev/*")}`)).toEqual([
      "/*",
      "https://:project.pages.dev/*",
    ]);
  });

  it.each([
    ["100 header rules", rules(CLOUDFLARE_LIMITS.headerRules), []],
    [
      "101 header rules",
      rules(CLOUDFLARE_LIMITS.headerRules + 1),
      ["_headers has 101 rules; Cloudflare Pages reads 100."],
    ],
    ["a header line of 2,000 characters", rule("/*", `  X-Long: ${"a".repeat(1990)}`), []],
    [
      "a header line of 2,001 characters",
      rule("/*", `  X-Long: ${"a".repeat(1991)}`),
      ["_headers line 2 has 2001 characters; Cloudflare Pages ignores lines over 2000."],
    ],
    [
      "two blocks for one path",
      `${rule("/*")}\n${rule("/admin/*")}\n${rule("/*")}`,
      ["_headers has more than one block for /*; Cloudflare Pages keeps only the last."],
    ],
  ])("%s", (_, headers, expected) => {
    expect(hostLimitProblems(headers)).toEqual(expected);
  });
});
