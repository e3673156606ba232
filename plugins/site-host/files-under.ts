import { existsSync, readdirSync } from "node:fs";
import path from "node:path";

/** Every file under `dir` (none if it is not there), relative to it with "/", sorted. */
export function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => !entry.isDirectory())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .sort();
}
