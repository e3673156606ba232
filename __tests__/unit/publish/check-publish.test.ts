/** @jest-environment node */
/**
 * The publish gate (`npm run check:publish`) on content with a slip: it stops at its first step with the checker's
 * message and builds nothing. (`npm test` runs it through on content/ and the fixture content.)
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { copyContent, editJson } from "../../fixtures/broken-content";

jest.setTimeout(60_000);

const root = path.join(__dirname, "..", "..", "..");

it("stops at the content check, in the checker's words, before building anything", () => {
  const { dir: content, cleanup } = copyContent();
  // A project of the checkout's code and nothing to build: were the gate to go on, it would build here.
  const project = mkdtempSync(path.join(tmpdir(), "publish-gate-"));
  try {
    for (const name of ["scripts", "src", "node_modules", "package.json", "tsconfig.json"])
      symlinkSync(path.join(root, name), path.join(project, name));
    editJson(content, "articles.json", (articles: Record<string, unknown>[]) => void delete articles[0].title);
    const gate = spawnSync(process.execPath, ["scripts/check-publish.mjs"], {
      cwd: project,
      encoding: "utf8",
      env: { ...process.env, CONTENT_DIR: content, CI: "true" },
      timeout: 50_000,
    });
    const output = `${gate.stdout}\n${gate.stderr}`;
    expect(gate.status).toBe(1);
    expect(output).toMatch(/articles\.json:\d+, article 1, title: is missing/);
    expect(output).toContain('The publish gate stopped at "content check"');
    expect(output).not.toContain("▶ production build");
    expect(existsSync(path.join(project, "public"))).toBe(false);
  } finally {
    cleanup();
    rmSync(project, { recursive: true, force: true });
  }
});
