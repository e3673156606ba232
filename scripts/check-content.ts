/**
 * npm run check-content: validates everything under content/ and prints every problem at
 * once. Exits 1 when anything is wrong, 0 (with a one-line all-clear) otherwise.
 * plugins/site-content runs the same check before every build and develop.
 *
 * Usage: tsx scripts/check-content.ts [--dir path/to/content]
 */
import path from "node:path";
import { contentDir } from "../src/lib/content/content-dir";
import { contentReport } from "../src/lib/content/report";

async function main() {
  const index = process.argv.indexOf("--dir");
  const dir = index > -1 ? path.resolve(process.argv[index + 1]) : contentDir();
  const { ok, lines } = await contentReport(dir);
  for (const line of lines) console.log(line);
  if (!ok) process.exit(1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(2);
});
