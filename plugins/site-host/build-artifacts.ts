import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Compiler, Module } from "webpack";
import { filesUnder } from "./files-under";
import { FOLDER_COLLECTIONS } from "../../src/lib/content/collections";

/** What the build leaves in public/ for itself: Gatsby's script records (kept for the budgets) and maps. */
export const BUILD_ONLY_FILES: readonly string[] = ["webpack.stats.json", "chunk-map.json"];

/** Where Gatsby's records of the last build are kept, relative to the project (Gatsby's .cache/ is never published). */
export const BUILD_RECORDS_DIR = ".cache/build-records";

const isBuildOnly = (relative: string) => BUILD_ONLY_FILES.includes(relative) || relative.endsWith(".map");

/** Moves Gatsby's records out of public/ into `recordsDir`, deletes every source map; returns what it took. */
export function removeBuildOnlyFiles(publicDir: string, recordsDir: string): string[] {
  const removed = filesUnder(publicDir).filter(isBuildOnly);
  for (const relative of removed) {
    const full = path.join(publicDir, relative);
    if (BUILD_ONLY_FILES.includes(relative)) {
      mkdirSync(recordsDir, { recursive: true });
      copyFileSync(full, path.join(recordsDir, relative));
    }
    rmSync(full, { force: true });
  }
  return removed;
}

/** Where ChunkModulesReport writes its report, relative to the project (Gatsby's .cache/ is never published). */
export const CHUNK_MODULES_FILE = ".cache/chunk-modules.json";

/** Writes the source files each production script holds, for the fixture build's test, in place of maps. */
export class ChunkModulesReport {
  apply(compiler: Compiler): void {
    compiler.hooks.done.tap("ChunkModulesReport", ({ compilation }) => {
      const report: Record<string, string[]> = {};
      for (const chunk of compilation.chunks) {
        const sources = new Set<string>();
        for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
          // A module webpack concatenated with others holds them in `modules`.
          const inner = (module as Module & { modules?: Module[] }).modules ?? [module];
          for (const each of inner) {
            const resource = each.nameForCondition();
            if (resource) sources.add(path.relative(compiler.context, resource).split(path.sep).join("/"));
          }
        }
        for (const file of chunk.files) if (file.endsWith(".js")) report[file] = [...sources].sort();
      }
      const file = path.join(compiler.context, CHUNK_MODULES_FILE);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify(report, null, 1));
    });
  }
}

/** The types of file the site is made of; a new one is a decision (its headers), so the tests refuse others. */
export const PUBLISHED_TYPES: readonly string[] = [
  "html",
  "js",
  "css",
  "json",
  "woff2",
  "jpg",
  "png",
  "webp",
  "avif",
  "xml",
  "txt",
  "webmanifest",
  "wasm",
  ...FOLDER_COLLECTIONS.flatMap(({ files }) => (files ? [files.extension] : [])),
];

/** The host's files, which have no extension. */
export const PUBLISHED_WITHOUT_TYPE: readonly string[] = ["_headers", "_redirects"];

/** What in a built public/ is not the site: another type, a build file, or a file holding `buildRoot`. */
export function publishedFileProblems(publicDir: string, buildRoot: string): string[] {
  const needle = Buffer.from(buildRoot);
  return filesUnder(publicDir)
    .flatMap((relative) => {
      const type = /\.([^./]+)$/.exec(path.posix.basename(relative))?.[1];
      const problems: string[] = [];
      if (isBuildOnly(relative)) problems.push(`public/${relative} is the build's own file, not the site's`);
      else if (type === undefined ? !PUBLISHED_WITHOUT_TYPE.includes(relative) : !PUBLISHED_TYPES.includes(type))
        problems.push(`public/${relative} is of a type the site does not publish`);
      if (readFileSync(path.join(publicDir, relative)).includes(needle))
        problems.push(`public/${relative} holds the build's path ${buildRoot}`);
      return problems;
    })
    .sort();
}
