/** npm run write-schemas: the editor's JSON Schemas (.vscode/); --check fails when the committed files differ. */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { format, resolveConfig } from "prettier";
import { EDITOR_SCHEMA_DIR, editorSchemas, vscodeJsonSchemas } from "../src/lib/content/editor-schemas";

const root = path.resolve(__dirname, "..");
const dir = path.join(root, EDITOR_SCHEMA_DIR);

const checkOnly = process.argv.includes("--check");
const stale: string[] = [];

/** Written as Prettier writes them, so `npm run format:check` passes. */
async function write(file: string, text: string) {
  const formatted = await format(text, { ...(await resolveConfig(file)), filepath: file });
  if (!checkOnly) writeFileSync(file, formatted);
  else if (!existsSync(file) || readFileSync(file, "utf8") !== formatted) stale.push(path.relative(root, file));
}

async function main() {
  if (!checkOnly) {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
  }
  for (const { name, text } of editorSchemas()) await write(path.join(dir, name), text);

  const settingsFile = path.join(root, ".vscode", "settings.json");
  let settings: Record<string, unknown> = {};
  try {
    settings = JSON.parse(readFileSync(settingsFile, "utf8")) as Record<string, unknown>;
  } catch {
    // No settings yet.
  }
  settings["json.schemas"] = vscodeJsonSchemas();
  await write(settingsFile, JSON.stringify(settings, null, 2));
  if (checkOnly) {
    if (stale.length > 0) {
      console.log(`Out of date (run npm run write-schemas): ${stale.join(", ")}`);
      process.exit(1);
    }
    console.log("The editor schemas match the content schema.");
    return;
  }
  console.log(`Wrote ${editorSchemas().length} schemas into ${EDITOR_SCHEMA_DIR}/ and .vscode/settings.json.`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
