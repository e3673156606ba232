/**
 * Code lives with its audience (eslint.config.mjs): the browser's code never imports the build's
 * or Node's, and the build never imports the browser's components or hooks. Each probe is linted
 * as a file standing where it says (ESLint's config is an ES module, so this runs under node:test,
 * not Jest).
 */
import path from "node:path";
import { test } from "node:test";
import assert from "node:assert/strict";
import { ESLint } from "eslint";

const ROOT = path.resolve(import.meta.dirname, "../..");
const eslint = new ESLint({ cwd: ROOT });

async function restricted(code, file) {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return result.messages
    .filter((message) => message.ruleId === "@typescript-eslint/no-restricted-imports")
    .map((message) => message.message);
}

const BROWSER_PROBES = [
  [
    "src/components/ui/probe.tsx",
    'import { pagePolicy } from "../../lib/page-policy";\nexport const x = pagePolicy;\n',
  ],
  ["src/hooks/probe.ts", 'import { readFileSync } from "node:fs";\nexport const x = readFileSync;\n'],
  [
    "src/templates/probe.tsx",
    'import { checkContent } from "../lib/content/validate";\nexport const x = checkContent;\n',
  ],
  [
    "src/admin/probe.ts",
    'import { ADMIN_DIR } from "../../plugins/site-content/admin";\nexport const x = ADMIN_DIR;\n',
  ],
  // The plugins' browser APIs, whatever their extension (a plugin's .ts files are otherwise the build's).
  [
    "plugins/site-render/gatsby-browser.tsx",
    'import { pagePolicy } from "../../plugins/site-host/page-policy";\nexport const x = pagePolicy;\n',
  ],
  [
    "plugins/site-content/gatsby-browser.ts",
    'import { readFileSync } from "node:fs";\nexport const x = readFileSync;\n',
  ],
];
for (const [file, code] of BROWSER_PROBES)
  test(`refuses build or Node code in the browser's ${file}`, async () => {
    const messages = await restricted(code, file);
    assert.equal(messages.length, 1, messages.join("\n"));
    assert.match(messages[0], /not for the browser/);
  });

const BUILD_PROBES = [
  [
    "plugins/site-host/page-policy.ts",
    'import { Header } from "../components/layout/header";\nexport const x = Header;\n',
  ],
  ["scripts/probe.ts", 'import { useCarousel } from "../src/hooks/use-carousel";\nexport const x = useCarousel;\n'],
];
for (const [file, code] of BUILD_PROBES)
  test(`refuses the browser's components and hooks in the build's ${file}`, async () => {
    const messages = await restricted(code, file);
    assert.equal(messages.length, 1, messages.join("\n"));
    assert.match(messages[0], /does not import the browser's/);
  });

test("lets the browser import a build module's types, and shared code", async () => {
  const code = [
    'import type { SubsetFace } from "../lib/font-subset";',
    'import { bookPath } from "../lib/site-path";',
    "export const x: SubsetFace[] = [];",
    "export const y = bookPath;",
    "",
  ].join("\n");
  assert.deepEqual(await restricted(code, "src/theme/probe.ts"), []);
});
