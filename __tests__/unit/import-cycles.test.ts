/** @jest-environment node */
/**
 * No import circle in src/, plugins/ or scripts/, type-only imports included. Hand-written: ESLint's
 * import/no-cycle skips type imports; TypeScript's own parser lists and resolves every import.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

const ROOT = path.join(__dirname, "..", "..");
const FOLDERS = ["src", "plugins", "scripts"];

const { options } = ts.parseJsonConfigFileContent(
  ts.readConfigFile(path.join(ROOT, "tsconfig.json"), ts.sys.readFile).config,
  ts.sys,
  ROOT,
);

/** Every module under the folders, but what git ignores there (local scripts named ".*"). */
const modules = FOLDERS.flatMap((folder) =>
  readdirSync(path.join(ROOT, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(tsx?|mjs|js)$/.test(entry.name) && !entry.name.startsWith("."))
    .map((entry) => path.join(entry.parentPath, entry.name)),
);
const known = new Set(modules);

/** The modules of the folders that `file` imports, each once. */
function importsOf(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
  const resolved = importedFiles.map(
    ({ fileName }) =>
      ts.resolveModuleName(fileName, file, { ...options, allowJs: true }, ts.sys).resolvedModule?.resolvedFileName,
  );
  return [...new Set(resolved.filter((target): target is string => target !== undefined && known.has(target)))];
}

/** The circles: each group of modules that reach one another through their imports (Tarjan's algorithm). */
function circles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (module: string) => {
    index.set(module, index.size);
    low.set(module, index.get(module)!);
    stack.push(module);
    for (const target of graph.get(module) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(module, Math.min(low.get(module)!, low.get(target)!));
      } else if (stack.includes(target)) {
        low.set(module, Math.min(low.get(module)!, index.get(target)!));
      }
    }
    if (low.get(module) !== index.get(module)) return;
    const group = stack.splice(stack.indexOf(module));
    if (group.length > 1 || graph.get(module)?.includes(module)) found.push(group);
  };
  for (const module of graph.keys()) if (!index.has(module)) visit(module);
  return found;
}

it("lists every import of a module, a type-only one too", () => {
  expect(modules.length).toBeGreaterThan(100);
  // `import type { SubsetFace } from "../../src/theme/font-faces"`, its one import of ours.
  expect(importsOf(path.join(ROOT, "plugins", "site-content", "font-subset.ts"))).toEqual([
    path.join(ROOT, "src", "theme", "font-faces.ts"),
  ]);
});

it("finds each circle, with the modules in it and no other", () => {
  const graph = new Map([
    ["a", ["b"]],
    ["b", ["a"]],
    ["c", ["a", "c"]],
    ["d", ["a"]],
  ]);
  expect(circles(graph)).toEqual([["a", "b"], ["c"]]);
});

it("has no import circle in src/, plugins/ or scripts/", () => {
  const graph = new Map(modules.map((file) => [file, importsOf(file)]));
  const named = circles(graph).map((group) =>
    group
      .map((file) => path.relative(ROOT, file))
      .sort()
      .join(" <-> "),
  );
  expect(named).toEqual([]);
});
