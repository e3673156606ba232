/** @jest-environment node */
/**
 * The build's last step over public/ (page-policy-files.ts): each page gets its own policy; code neither the site
 * nor Gatsby wrote is named with its line, and its content file when the content holds it.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { writePagePolicies } from "../../../plugins/site-host/page-policy-files";

const policyFor = (hashes: readonly string[]) => `script-src 'self' ${hashes.join(" ")}`.trim();
const GATSBY = '<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/a/";/*]]>*/</script>';
const page = (body: string) =>
  `<!DOCTYPE html><html><head><meta charSet="utf-8"/><title>t</title></head>\n<body>\n${body}\n${GATSBY}</body></html>`;

let root: string;
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
};
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), "page-policy-files-"));
  write("content/interviews/grace.mdx", '---\nhost: "Grace"\n---\n\nHello <script>alert("from the text")</script>\n');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const run = () => writePagePolicies(path.join(root, "public"), policyFor, path.join(root, "content"));

it("writes each clean page's policy and reports nothing", () => {
  write("public/a/index.html", page("<p>Fine</p>"));
  expect(run()).toEqual([]);
  expect(readFileSync(path.join(root, "public/a/index.html"), "utf8")).toMatch(
    /<head><meta charSet="utf-8"\/><meta http-equiv="Content-Security-Policy" content="script-src 'self' 'sha256-/,
  );
});

it("names the page, the line and the content file of a script that came from the content", () => {
  write("public/a/index.html", page("<p>Fine</p>"));
  write("public/interview-with-grace/index.html", page('<p>Hello <script>alert("from the text")</script></p>'));
  expect(run()).toEqual([
    `public/interview-with-grace/index.html, line 3: an inline <script> in its <body>: "alert(\\"from the text\\")": written by neither the site's code nor Gatsby; it comes from ${path.relative(process.cwd(), path.join(root, "content/interviews/grace.mdx"))}`,
  ]);
  // The page is left without a policy that would bless it.
  expect(readFileSync(path.join(root, "public/interview-with-grace/index.html"), "utf8")).not.toContain(
    "Content-Security-Policy",
  );
});

it("names a script the content does not hold, pointing at the code", () => {
  write("public/b/index.html", page("<script>fetch(1)</script>"));
  expect(run()).toEqual([
    `public/b/index.html, line 3: an inline <script> in its <body>: "fetch(1)": written by neither the site's code nor Gatsby; the content does not hold it: look at the code that renders this page`,
  ]);
});

it("names Gatsby's markup, not the content, when one of Gatsby's own scripts changes its form", () => {
  // The chunk map as a newer Gatsby might write it: its id, in a form GATSBY_SCRIPTS does not know.
  write(
    "public/c/index.html",
    page('<script id="gatsby-chunk-mapping">window.___chunkMapping={"app":["/app.js"]};</script>'),
  );
  write("public/d/index.html", page("<script>window.___loader={};</script>"));
  expect(run()).toEqual([
    `public/c/index.html, line 3: an inline <script> in its <body>: ${JSON.stringify('window.___chunkMapping={"app":["/app.js"]};')}: Gatsby's own script, in a form plugins/site-host/page-policy.ts does not know (GATSBY_SCRIPTS): Gatsby's markup changed, nothing in the content causes this`,
    `public/d/index.html, line 3: an inline <script> in its <body>: "window.___loader={};": Gatsby's own script, in a form plugins/site-host/page-policy.ts does not know (GATSBY_SCRIPTS): Gatsby's markup changed, nothing in the content causes this`,
  ]);
});

it("names the content file even for a script that looks like Gatsby's, when the content holds it", () => {
  write("content/interviews/mimic.mdx", "---\nhost: Mimic\n---\n\nwindow.___chunkMapping=1\n");
  write("public/e/index.html", page("<script>window.___chunkMapping=1</script>"));
  expect(run()).toEqual([
    `public/e/index.html, line 3: an inline <script> in its <body>: "window.___chunkMapping=1": written by neither the site's code nor Gatsby; it comes from ${path.relative(process.cwd(), path.join(root, "content/interviews/mimic.mdx"))}`,
  ]);
});

it("leaves the CMS's page and Gatsby's fragments alone", () => {
  write("public/admin/index.html", page("<script>cms()</script>"));
  write("public/_gatsby/slices/x.html", "<script>fragment()</script>");
  expect(run()).toEqual([]);
});
