/** @jest-environment node */
/** The run's summary a failed publish leaves the author: a heading, what to do, and the checker's problems. */
import { spawnSync } from "node:child_process";
import path from "node:path";
import type { Problem } from "../../../src/lib/content/rule";
import {
  contentLines,
  escapeMarkdown,
  failureSummary,
  problemLine,
} from "../../../scripts/publish-summary/failure-summary";
import { copyContent, editText } from "../../fixtures/broken-content";

// The last test runs real processes (node, tsx, the checker), slow on a busy machine.
jest.setTimeout(60_000);

const root = path.join(__dirname, "..", "..", "..");

/** Two problems as the checker words them (how it finds and words them is the content tests'). */
const errors: Problem[] = [
  {
    severity: "error",
    file: "content/articles.json",
    line: 4,
    where: "article 1, title",
    message: "must not be empty",
  },
  {
    severity: "error",
    file: "content/articles.json",
    line: 9,
    where: 'article 2 ("A title"), link',
    message: "is missing (this field is required)",
  },
];

const warning: Problem = {
  severity: "warning",
  file: "content/articles.json",
  line: 1,
  message: "has 7 articles; the page is designed for 8 (allowed, but check it)",
};

describe("failureSummary", () => {
  it("names every problem the checker found, with file:line, item and field, and says what to do", () => {
    const summary = failureSummary({ failedStep: "gate", target: "production", problems: errors });
    const lines = summary.split("\n");
    expect(lines[0]).toBe("## Your change was not published");
    expect(summary).toContain("readers still see the last version");
    expect(summary).toContain("found 2 problems. **What to do:** in the editor, open each file named below");
    expect(lines).toContain("- **content/articles.json:4**, article 1, title: must not be empty");
    expect(lines).toContain(
      '- **content/articles.json:9**, article 2 ("A title"), link: is missing (this field is required)',
    );
    expect(summary).not.toContain("developer");
  });

  it("speaks of the preview for a draft, and plainly for a run that publishes nothing", () => {
    const problems = errors;
    const preview = failureSummary({ failedStep: "gate", target: "preview", problems });
    expect(preview.split("\n")[0]).toBe("## Your draft has no preview yet");
    expect(preview).toContain("The draft is saved");
    expect(failureSummary({ failedStep: "gate", target: "none", problems }).split("\n")[0]).toBe(
      "## The checks failed",
    );
  });

  it("sends a failure that names none of her files, in a change of code, to the developer", () => {
    const summary = failureSummary({ failedStep: "gate", target: "production", problems: [], log: "TypeError: x" });
    expect(summary).toContain("Your content passed its check; another check of the site failed, and it named none");
    expect(summary).toContain("developer");
    expect(failureSummary({ failedStep: "other", target: "production", problems: [] })).toContain(
      "failed before the site could be checked",
    );
  });

  it("never calls the content fine when the build stopped on one of her files", () => {
    const log = [
      "\u001b[31merror\u001b[39m Failed to process image content/images/articles/new.jpg: Input buffer contains unsupported image format",
      "  at processFile (node_modules/gatsby-plugin-sharp/dist/process-file.js:1:1)",
      '✗ The publish gate stopped at "production build" (exit 1).',
    ].join("\n");
    const summary = failureSummary({ failedStep: "gate", target: "production", problems: [], log });
    expect(summary).toContain("could not be built or checked with your change; the build named the files below");
    expect(summary).toContain(
      "- error Failed to process image content/images/articles/new.jpg: Input buffer contains unsupported image format",
    );
    expect(summary).not.toMatch(/passed its check|nothing in your content needs fixing|named none/);
    expect(summary).not.toContain("node_modules");
  });

  it("never calls the content fine when only content changed, even if the log names no file", () => {
    const summary = failureSummary({ failedStep: "gate", target: "preview", problems: [], contentOnly: true });
    expect(summary).toContain("look again at what you changed last");
    expect(summary).not.toMatch(/passed its check|nothing in your content needs fixing/);
  });

  it("finds the files of another content folder in the log", () => {
    expect(
      contentLines("x\nbuild failed on __tests__/fixtures/content/interviews/a.mdx:3\ny", "__tests__/fixtures/content"),
    ).toEqual(["build failed on __tests__/fixtures/content/interviews/a.mdx:3"]);
    expect(contentLines("see src/content/x.ts and the contents/ folder")).toEqual([]);
    expect(contentLines("Error: /runner/site/content/interviews/a.mdx: bad", "content", "/runner/site")).toEqual([
      "Error: content/interviews/a.mdx: bad",
    ]);
  });

  it("lists warnings apart: they are worth a look but never the reason", () => {
    const summary = failureSummary({ failedStep: "gate", target: "production", problems: [warning] });
    expect(summary).toContain("another check of the site failed");
    expect(summary).toContain("Worth a look (these do not stop publishing):");
    expect(summary).toContain("- **content/articles.json:1**: has 7 articles; the page is designed for 8");
    const both = failureSummary({ failedStep: "gate", target: "production", problems: [...errors, warning] });
    expect(both).toContain("found 2 problems");
    expect(both.indexOf("Worth a look")).toBeGreaterThan(both.indexOf("title: must not be empty"));
  });
});

it("problemLine and escapeMarkdown shows a message exactly as written (its signs are not read as Markdown or HTML), by its file and line", () => {
  const mdx: Problem = {
    severity: "error",
    file: "content/interview/index.mdx",
    line: 12,
    column: 5,
    message: "is not valid MDX: Unexpected character (write < as &lt; and { as \\{ in plain text)",
  };
  expect(problemLine(mdx)).toBe(
    "- **content/interview/index.mdx:12:5**: is not valid MDX: Unexpected character (write &lt; as &amp;lt; and { as \\\\{ in plain text)",
  );
  expect(escapeMarkdown("*bold* _it_ `code` [link](x) <b> | # ~")).toBe(
    "\\*bold\\* \\_it\\_ \\`code\\` \\[link\\](x) &lt;b&gt; \\| \\# \\~",
  );
  // A problem without a line, by its file alone.
  expect(problemLine({ severity: "error", file: "content/settings/site.json", message: "the file is missing" })).toBe(
    "- **content/settings/site.json**: the file is missing",
  );
});

it("scripts/publish-summary.ts checks the content again and prints the summary the workflow appends to the run's page", () => {
  const { dir, cleanup } = copyContent();
  try {
    editText(dir, "settings/site.json", (text) => text.replace(/"siteUrl": "https:/, '"siteUrl": "http:'));
    const run = spawnSync(
      process.execPath,
      [require.resolve("tsx/cli"), path.join(root, "scripts", "publish-summary.ts"), "--dir", dir],
      { cwd: root, encoding: "utf8", env: { ...process.env, FAILED_STEP: "gate", PUBLISH_TARGET: "preview" } },
    );
    expect(run.status).toBe(0);
    expect(run.stdout.split("\n")[0]).toBe("## Your draft has no preview yet");
    expect(run.stdout).toMatch(/^- \*\*content\/settings\/site\.json:\d+\*\*, siteUrl: must be an https URL/m);
  } finally {
    cleanup();
  }
});
