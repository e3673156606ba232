/** npm run check-content: every problem under content/ at once; exits 1 on any. [--dir path/to/content] */
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
