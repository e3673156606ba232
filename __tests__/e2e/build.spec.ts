/**
 * Bad content stops the real build: `gatsby build` on a copy of the project whose content has a
 * slip must exit non-zero and name the file and the field (the checker alone is tested in Jest).
 */
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "./fixtures";

const root = path.join(__dirname, "..", "..");
const PROJECT_FILES = [
  "content",
  "src",
  "scripts",
  "plugins",
  "gatsby-config.ts",
  "gatsby-node.ts",
  "package.json",
  "tsconfig.json",
];

test.describe("the build with bad content", () => {
  test("stops with a non-zero exit and names the file and the field", () => {
    test.slow();
    const copy = mkdtempSync(path.join(tmpdir(), "bad-content-"));
    try {
      for (const entry of PROJECT_FILES) cpSync(path.join(root, entry), path.join(copy, entry), { recursive: true });
      symlinkSync(path.join(root, "node_modules"), path.join(copy, "node_modules"), "dir");
      // The slip: the first article loses its title.
      const articlesFile = path.join(copy, "content", "articles.json");
      const articles = JSON.parse(readFileSync(articlesFile, "utf8")) as Record<string, unknown>[];
      delete articles[0].title;
      writeFileSync(articlesFile, JSON.stringify(articles, null, 2));

      const build = spawnSync(process.execPath, [path.join(root, "node_modules", "gatsby", "cli.js"), "build"], {
        cwd: copy,
        env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true" },
        encoding: "utf8",
        timeout: 150_000,
      });
      const output = `${build.stdout}${build.stderr}`;
      expect(build.error, "gatsby build ran").toBeUndefined();
      expect(build.status, output).not.toBe(0);
      expect(output).toMatch(/content\/articles\.json:\d+, article 1, title: is missing/);
      expect(output, "it stops before building any page").not.toContain("Building production JavaScript");
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });
});
