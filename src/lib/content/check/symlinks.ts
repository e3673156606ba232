import { shownPath } from "../content-dir";
import { entriesUnder } from "../folders";
import type { Problem } from "../rule";

/** Symbolic links under content/: each is refused, as it would read a file from outside it. */
export function symlinks(contentDir: string): Problem[] {
  return [...entriesUnder(contentDir)]
    .filter(({ item }) => item.isSymbolicLink())
    .map(({ full }) => ({
      severity: "error",
      file: shownPath(contentDir, full),
      message:
        "is a link to another file (a symbolic link): content must be real files, so put a copy of the file here instead",
    }));
}
