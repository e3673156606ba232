/**
 * Driving the CMS at /admin/ in local-repository mode without a file picker: `showDirectoryPicker`
 * returns the origin-private folder, filled beforehand with a copy of content/ and an empty .git/.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";

const ROOT = path.join(__dirname, "..", "..");

/** Every file under content/, as repository paths ("content/articles.json") with their bytes in base64. */
const contentFiles = () =>
  (readdirSync(path.join(ROOT, "content"), { recursive: true }) as string[])
    .map((name) => path.join("content", name))
    .filter((file) => statSync(path.join(ROOT, file)).isFile())
    .map((file) => ({ path: file.split(path.sep).join("/"), base64: readFileSync(path.join(ROOT, file), "base64") }));

export const repositoryFile = (file: string): string => readFileSync(path.join(ROOT, file), "utf8");

/** Opens /admin/ on a folder holding a copy of the repository's content, in local-repository mode. */
export async function openLocalRepository(page: Page): Promise<void> {
  await page.addInitScript(() => {
    Object.defineProperty(window, "showDirectoryPicker", {
      configurable: true,
      value: async () => navigator.storage.getDirectory(),
    });
  });
  await page.goto("/admin/");
  await page.evaluate(async (files) => {
    const root = await navigator.storage.getDirectory();
    for await (const name of (root as unknown as { keys(): AsyncIterable<string> }).keys())
      await root.removeEntry(name, { recursive: true });
    await root.getDirectoryHandle(".git", { create: true });
    for (const file of files) {
      const parts = file.path.split("/");
      let dir = root;
      for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part, { create: true });
      const writable = await (await dir.getFileHandle(parts.at(-1) as string, { create: true })).createWritable();
      await writable.write(Uint8Array.from(atob(file.base64), (c) => c.charCodeAt(0)));
      await writable.close();
    }
  }, contentFiles());
  await page.getByRole("button", { name: "Work with Local Repository" }).click();
  await page.getByRole("tree", { name: "Collection List" }).waitFor();
}

/** A file in the picked folder, as the CMS left it. */
export async function readLocalFile(page: Page, file: string): Promise<Buffer> {
  const bytes = await page.evaluate(async (file) => {
    let dir = await navigator.storage.getDirectory();
    const parts = file.split("/");
    for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part);
    return [...new Uint8Array(await (await (await dir.getFileHandle(parts.at(-1) as string)).getFile()).arrayBuffer())];
  }, file);
  return Buffer.from(bytes);
}

export const readLocalText = async (page: Page, file: string) => (await readLocalFile(page, file)).toString("utf8");

/** The names of the files in a folder of the picked repository. */
export function listLocalFolder(page: Page, folder: string): Promise<string[]> {
  return page.evaluate(async (folder) => {
    let dir = await navigator.storage.getDirectory();
    for (const part of folder.split("/")) dir = await dir.getDirectoryHandle(part);
    const names: string[] = [];
    for await (const name of (dir as unknown as { keys(): AsyncIterable<string> }).keys()) names.push(name);
    return names.sort();
  }, folder);
}

/** Opens one file of a collection in the editor ("Settings", "Site"; an interview by its title). */
export async function openEntry(page: Page, collection: string, file: string): Promise<void> {
  await page.getByRole("treeitem", { name: collection }).click();
  await page.getByRole("row", { name: file, exact: true }).click();
  await page.getByRole("group", { name: "Content Editor" }).waitFor();
}

/** The editor draws fields as they scroll into view: scrolls the form until `locator` exists. */
export async function reveal(page: Page, locator: Locator): Promise<Locator> {
  const form = page.getByRole("group", { name: /^Edit \W*_default\W* Content$/ });
  const box = await form.boundingBox();
  if (box) await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  for (let step = 0; step < 60 && (await locator.count()) === 0; step += 1) {
    await page.mouse.wheel(0, 400);
    await page.waitForTimeout(50);
  }
  return locator;
}

/** A field's text box; `last` picks the last one of that name (a new list item). */
export const textField = (page: Page, label: string, which: "first" | "last" = "first") =>
  reveal(page, page.getByRole("textbox", { name: label, exact: true })[which]());

/** Saves the entry and waits until the editor has closed (the CMS returns to the collection). */
export async function save(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await page.getByRole("group", { name: "Content Editor" }).waitFor({ state: "detached" });
}

/** The lines of `after` that differ from `before`, as "line: before → after" (same line count assumed). */
export function changedLines(before: string, after: string): string[] {
  const a = before.split("\n");
  const b = after.split("\n");
  return Array.from({ length: Math.max(a.length, b.length) }, (_, i) => i)
    .filter((i) => a[i] !== b[i])
    .map((i) => `${i + 1}: ${a[i] ?? "(none)"} → ${b[i] ?? "(none)"}`);
}
