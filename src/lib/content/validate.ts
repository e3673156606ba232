import path from "node:path";
import { collectionNamed, FILE_COLLECTIONS, FOLDER_COLLECTIONS, itemAddress, itemFile } from "./collections";
import type { FolderCollection } from "./collection-types";
import { shownPath } from "./content-dir";
import { collectionFiles } from "./folders";
import type { ContentRead, Problem } from "./rule";
import { downloadProblems } from "./check/downloads";
import { hostFileProblems } from "./check/host-files";
import type { CheckedFile } from "./check/field-problems";
import { readJsonFile } from "./check/json-file";
import { readMdxFile } from "./check/mdx-file";
import { symlinks } from "./check/symlinks";
import { unknownFiles } from "./check/unknown-files";

/** Checks every file under content/ against its collection, and the rules across files, in one report. */

/** A folder's items as read and checked, by address, with the problems of each and of the folder. */
function readFolder(contentDir: string, collection: FolderCollection) {
  const problems: Problem[] = [];
  const items = new Map<string, CheckedFile>();
  const firstFile = new Map<string, string>();
  for (const relative of collectionFiles(contentDir, collection)) {
    const checked =
      collection.extension === "mdx"
        ? readMdxFile(contentDir, relative, collection)
        : readJsonFile(contentDir, { ...collection, file: relative });
    problems.push(...checked.problems);
    if (!checked.read) continue;
    const named = path.posix.basename(relative, `.${collection.extension}`);
    const address = itemAddress(collection, checked.read.data);
    const { field } = collection.address;
    if (collection.address.from === "field") {
      // The file is named after the address, so two items can never share one.
      if (address !== "" && address !== named) {
        problems.push(
          checked.read.problem(
            [field],
            `is "${address}" but the file is named ${named}.${collection.extension}: the file must be named after the ${field} (rename one of them)`,
          ),
        );
      }
      items.set(named, checked.read);
      continue;
    }
    if (address === "") continue;
    const file = shownPath(contentDir, relative);
    const first = firstFile.get(address);
    if (first === undefined) {
      firstFile.set(address, file);
      items.set(address, checked.read);
      continue;
    }
    problems.push(
      checked.read.problem(
        [field],
        `makes the same page address as ${first} (${collection.path(address)}): two ${collection.label.toLowerCase()} cannot share a page, so change the ${field}'s name in one of them`,
      ),
    );
  }
  return { problems, items };
}

/** The names that point to another collection's item, each looked up among that collection's items. */
function referenceProblems(contentDir: string, content: ContentRead, files: readonly CheckedFile[]): Problem[] {
  return files.flatMap((read) =>
    read.references.flatMap(({ segments, collection, address }) => {
      const target = collectionNamed(collection);
      const items = content.items(collection);
      if (!target || target.kind !== "folder" || items.has(address)) return [];
      const known = [...items.keys()].map((name) => `"${name}"`).join(", ") || "none yet";
      return [
        read.problem(
          segments,
          `names no ${target.item}: there is no ${shownPath(contentDir, itemFile(target, address))} (${target.label.toLowerCase()}: ${known})`,
        ),
      ];
    }),
  );
}

/** Every content file read and checked on its own, and the rules across files. */
function readContent(contentDir: string): { problems: Problem[]; files: CheckedFile[] } {
  const problems: Problem[] = [];
  const singles = new Map<string, CheckedFile>();
  for (const collection of FILE_COLLECTIONS) {
    const checked = readJsonFile(contentDir, collection);
    problems.push(...checked.problems);
    if (checked.read) singles.set(collection.name, checked.read);
  }
  const folders = new Map<string, Map<string, CheckedFile>>();
  for (const collection of FOLDER_COLLECTIONS) {
    const { problems: found, items } = readFolder(contentDir, collection);
    problems.push(...found);
    folders.set(collection.name, items);
  }
  const content: ContentRead = {
    file: (name) => singles.get(name),
    items: (name) => folders.get(name) ?? new Map(),
    shownFile: (name, address) => {
      const collection = collectionNamed(name);
      return collection?.kind === "folder" ? shownPath(contentDir, itemFile(collection, address)) : address;
    },
  };
  problems.push(
    ...hostFileProblems(
      contentDir,
      FOLDER_COLLECTIONS.map((collection) => ({ collection, items: folders.get(collection.name)?.size ?? 0 })),
    ),
  );
  const files = [...singles.values(), ...[...folders.values()].flatMap((items) => [...items.values()])];
  problems.push(...referenceProblems(contentDir, content, files));
  for (const collection of [...FILE_COLLECTIONS, ...FOLDER_COLLECTIONS]) {
    problems.push(...(collection.acrossFiles?.(content) ?? []));
  }
  return { problems, files };
}

export async function validateContent(contentDir: string): Promise<Problem[]> {
  const links = symlinks(contentDir);
  // A link could point anywhere on the machine that builds the site: nothing else is read until it is gone.
  if (links.length > 0) return links;
  const { problems, files } = readContent(contentDir);
  return [...unknownFiles(contentDir), ...problems, ...(await downloadProblems(contentDir, files))];
}
