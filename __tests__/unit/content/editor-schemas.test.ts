/** The JSON Schema files the author's editor checks content/*.json with stay equal to the schema. */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { collectionFiles } from "../../../src/lib/content/folders";
import { editorSchemas, vscodeJsonSchemas } from "../../../src/lib/content/editor-schemas";
import { ARTICLE_CATEGORIES } from "../../../src/lib/content/schema";

const root = path.join(__dirname, "..", "..", "..");

describe("editor schemas", () => {
  it("are committed as the schema makes them (npm run write-schemas)", () => {
    const result = spawnSync(
      process.execPath,
      [require.resolve("tsx/cli"), path.join(root, "scripts", "write-json-schemas.ts"), "--check"],
      { encoding: "utf8", cwd: root },
    );
    expect(result.stdout + result.stderr).toContain("The editor schemas match the content schema.");
    expect(result.status).toBe(0);
  });

  it("ties every content file to its schema in .vscode/settings.json", () => {
    const settings = JSON.parse(readFileSync(path.join(root, ".vscode", "settings.json"), "utf8"));
    expect(settings["json.schemas"]).toEqual(vscodeJsonSchemas());
  });

  it("gives the editor the categories to choose from, and refuses unknown fields", () => {
    const articles = JSON.parse(editorSchemas().find((s) => s.file === "articles.json")?.text ?? "{}");
    expect(articles.items.properties.category.enum).toEqual([...ARTICLE_CATEGORIES]);
    expect(articles.items.additionalProperties).toBe(false);
  });

  it("keeps $schema keys out of the content files themselves", () => {
    const files = editorSchemas().flatMap(({ file }) =>
      file.endsWith("/*.json")
        ? collectionFiles(path.join(root, "content"), { folder: path.posix.dirname(file), extension: "json" })
        : [file],
    );
    // Every single file, and the items of the folders: more files than folders.
    expect(files.length).toBeGreaterThan(editorSchemas().filter(({ file }) => file.endsWith("/*.json")).length);
    for (const file of files) {
      expect(readFileSync(path.join(root, "content", file), "utf8")).not.toContain('"$schema"');
    }
  });
});
