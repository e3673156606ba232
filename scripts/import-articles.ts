/**
 * npm run import-articles [-- --feed <address or file>]: adds the newsletter's new posts to content/articles.json
 * (docs/EDITING.md, "Articles from your newsletter"). Exits 1, having written nothing, when the feed is refused.
 */
import { contentDir } from "../src/lib/content/content-dir";
import { countOf } from "../src/lib/count-words";
import { ImportError, importArticles } from "./import-articles/import";

async function main() {
  const index = process.argv.indexOf("--feed");
  const feed = index > -1 ? process.argv[index + 1] : undefined;
  const { added, warnings, off } = await importArticles({ contentDir: contentDir(), feed });
  for (const warning of warnings) console.warn(`Warning: ${warning}`);
  if (off) console.log(`Nothing imported: ${off}.`);
  else console.log(`${countOf(added.length, "new article")} from the newsletter${added.length ? ":" : "."}`);
  for (const title of added) console.log(`  ${title}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ImportError ? error.message : error);
  process.exit(1);
});
