import { readdirSync } from "node:fs";
import path from "node:path";
import { shownPath } from "../content-dir";
import type { Problem } from "../rule";

/** Symbolic links under content/: each is refused, as it would read a file from outside it. */
export function symlinks(contentDir: string): Problem[] {
  const problems: Problem[] = [];
  const walk = (dir: string) => {
    for (const item of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, item.name);
      if (item.isSymbolicLink()) {
        problems.push({
          severity: "error",
          file: shownPath(contentDir, full),
          message:
            "is a link to another file (a symbolic link): content must be real files, so put a copy of the file here instead",
        });
      } else if (item.isDirectory()) walk(full);
    }
  };
  walk(contentDir);
  return problems;
}
