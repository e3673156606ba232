/**
 * Which scripts make up each of the build's chunk groups: Gatsby's app (the webpack runtime,
 * React, the app) and each page component. The production build writes it into public/
 * (SCRIPT_MANIFEST, by webpack-stats-plugin in gatsby-node) before Gatsby compiles its HTML
 * renderer, which gets it as a constant; each page's HTML then preloads the scripts it runs
 * (src/lib/page-preloads.ts).
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

export const SCRIPT_MANIFEST = "chunk-group-scripts.json";

/** The name under which the HTML renderer is compiled with the manifest (src/types/script-manifest.d.ts). */
export const SCRIPT_MANIFEST_GLOBAL = "__SCRIPT_MANIFEST__";

/** Chunk group name → its scripts, in load order. */
export type ScriptManifest = Record<string, string[]>;

/** Gatsby's name for the chunk group every page runs. */
export const APP_CHUNK_GROUP = "app";

interface ChunkGroupStats {
  assets?: ({ name: string } | string)[];
}

/** The manifest from webpack's stats (`namedChunkGroups`): the .js files of each chunk group. */
export function scriptManifest(namedChunkGroups: Record<string, ChunkGroupStats | undefined>): ScriptManifest {
  return Object.fromEntries(
    Object.entries(namedChunkGroups).map(([name, group]) => [
      name,
      (group?.assets ?? [])
        .map((asset) => (typeof asset === "string" ? asset : asset.name))
        .filter((file) => file.endsWith(".js")),
    ]),
  );
}

/** The manifest the production build wrote into `publicDir`; null when there is none (`gatsby develop`). */
export function readScriptManifest(publicDir = path.join(process.cwd(), "public")): ScriptManifest | null {
  const file = path.join(publicDir, SCRIPT_MANIFEST);
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as ScriptManifest) : null;
}
