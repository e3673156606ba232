/**
 * A copy of this checkout to build in: its files (minus what git ignores) and a link to node_modules. Cold: a copied
 * .cache/ made Gatsby fail to find its static queries' results.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, symlinkSync } from "node:fs";
import os from "node:os";
import path from "node:path";

export const root = path.resolve(import.meta.dirname, "../..");

/** Copies the checkout into a new temporary folder named after `prefix`; returns the folder. */
export function copyCheckout(prefix) {
  const copy = mkdtempSync(path.join(os.tmpdir(), prefix));
  const files = execFileSync("git", ["ls-files", "-co", "--exclude-standard", "-z"], { cwd: root, encoding: "utf8" })
    .split("\0")
    .filter(Boolean);
  for (const file of files) {
    mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
    try {
      cpSync(path.join(root, file), path.join(copy, file));
    } catch (error) {
      if (error.code !== "ENOENT") throw error; // a file deleted but not yet committed
    }
  }
  symlinkSync(path.join(root, "node_modules"), path.join(copy, "node_modules"), "dir");
  return copy;
}

/** Runs `gatsby build` in `dir`; a failed build throws with the end of its output. */
export function gatsbyBuild(dir) {
  const build = spawnSync("npx", ["gatsby", "build"], {
    cwd: dir,
    encoding: "utf8",
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" },
    maxBuffer: 64 * 1024 * 1024,
  });
  if (build.status !== 0)
    throw new Error(`gatsby build failed in ${dir}:\n${`${build.stdout}\n${build.stderr}`.slice(-4000)}`);
  return `${build.stdout}\n${build.stderr}`;
}
