#!/usr/bin/env node
/** Run after `npm install`: restores the optional platform packages it leaves out of the lock (npm/cli#4828). */
import { readFileSync, writeFileSync } from "node:fs";

const PLATFORM = /(darwin|linux|win32|freebsd|android|openbsd|sunos|aix)-(arm64|x64|arm|ia32|ppc64|s390x|riscv64)/;
const file = "package-lock.json";
const lock = JSON.parse(readFileSync(file, "utf8"));
const packages = lock.packages;

/** Where Node would find `dependency` from the package at `path` (nested first, then upwards). */
function resolves(path, dependency) {
  let base = path;
  for (;;) {
    if (packages[`${base ? `${base}/` : ""}node_modules/${dependency}`]) return true;
    if (!base) return false;
    const index = base.lastIndexOf("/node_modules/");
    base = index > -1 ? base.slice(0, index) : "";
  }
}

const added = [];
for (const [path, info] of Object.entries(packages)) {
  for (const [dependency, range] of Object.entries(info.optionalDependencies ?? {})) {
    const platform = PLATFORM.exec(dependency);
    if (!platform || resolves(path, dependency)) continue;
    packages[`node_modules/${dependency}`] = {
      version: String(range).replace(/^[\^~=]/, ""),
      cpu: [platform[2]],
      license: "MIT",
      optional: true,
      os: [platform[1]],
    };
    added.push(dependency);
  }
}

lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a < b ? -1 : 1)),
);
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(
  added.length
    ? `Added ${added.length} missing optional packages: ${added.join(", ")}`
    : "package-lock.json is complete.",
);
