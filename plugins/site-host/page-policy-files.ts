import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { filesUnder } from "./files-under";
import { describeUntrusted, untrustedMarkup, withPagePolicy, type PolicyForHashes } from "./page-policy";
import { ADMIN_PATH, FRAGMENTS_PATH } from "./host-files";

/** Every HTML file in public/ but the CMS's and Gatsby's fragments (policies of their own: static/_headers). */
function builtPageFiles(publicDir: string): string[] {
  const skipped = [ADMIN_PATH, FRAGMENTS_PATH].map((urlPath) => urlPath.slice(1));
  return filesUnder(publicDir).filter(
    (file) => file.endsWith(".html") && !skipped.some((folder) => file.startsWith(folder)),
  );
}

/** The files under content/ that hold a piece of a page's text (its start), relative to the project. */
function contentFilesHolding(text: string, contentDir: string): string[] {
  const needle = text.slice(0, 40);
  if (needle === "") return [];
  return filesUnder(contentDir)
    .filter((file) => /\.(json|mdx)$/.test(file) && readFileSync(path.join(contentDir, file), "utf8").includes(needle))
    .map((file) => path.relative(process.cwd(), path.join(contentDir, file)));
}

/** Writes each page's own policy (only if it changes); returns the pages it refuses, and why. */
export function writePagePolicies(publicDir: string, policyFor: PolicyForHashes, contentDir: string): string[] {
  const problems: string[] = [];
  for (const file of builtPageFiles(publicDir)) {
    const full = path.join(publicDir, file);
    const html = readFileSync(full, "utf8");
    const untrusted = untrustedMarkup(html);
    if (untrusted.length > 0) {
      problems.push(
        ...untrusted.map((item) => {
          const files = contentFilesHolding(item.text, contentDir);
          const where =
            files.length > 0
              ? `written by neither the site's code nor Gatsby; it comes from ${files.join(", ")}`
              : item.gatsby
                ? "Gatsby's own script, in a form plugins/site-host/page-policy.ts does not know (GATSBY_SCRIPTS): Gatsby's markup changed, nothing in the content causes this"
                : "written by neither the site's code nor Gatsby; the content does not hold it: look at the code that renders this page";
          return `public/${file}, ${describeUntrusted(item)}: ${where}`;
        }),
      );
      continue;
    }
    try {
      const rewritten = withPagePolicy(html, policyFor);
      if (rewritten !== html) writeFileSync(full, rewritten);
    } catch (error) {
      problems.push(`public/${file}: ${(error as Error).message}`);
    }
  }
  return problems;
}
