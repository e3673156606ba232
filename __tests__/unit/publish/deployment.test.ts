/** @jest-environment node */
/** scripts/publish/deployment.mjs against a stand-in for GitHub's API: the deployments and statuses the CMS reads. */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fakeGitHub, REPOSITORY, runScript, TOKEN } from "../../fixtures/fake-github";

// Each test runs real processes (node, git, tsx, the linter), slow on a busy machine.
jest.setTimeout(60_000);

const root = path.join(__dirname, "..", "..", "..");
const script = path.join(root, "scripts", "publish", "deployment.mjs");
const SHA = "0123456789abcdef0123456789abcdef01234567";
const RUN = { GITHUB_SERVER_URL: "https://github.com", GITHUB_REPOSITORY: REPOSITORY, GITHUB_RUN_ID: "99" };
const RUN_URL = `https://github.com/${REPOSITORY}/actions/runs/99`;

const temporary: string[] = [];
afterAll(() => temporary.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
function folder() {
  const dir = mkdtempSync(path.join(tmpdir(), "deployment-"));
  temporary.push(dir);
  return dir;
}

async function withApi(command: string, env: Record<string, string>, failWith?: number) {
  const api = await fakeGitHub({ failWith });
  try {
    const run = await runScript(script, [command], {
      cwd: folder(),
      env: { ...RUN, GITHUB_API_URL: api.url, GITHUB_TOKEN: TOKEN, ...env },
    });
    return { ...run, requests: api.requests };
  } finally {
    await api.close();
  }
}

/** The CMS's own code, as installed: what it reads is checked against it, not against a memory of it. */
const cms = readFileSync(path.join(root, "node_modules", "@sveltia", "cms", "dist", "sveltia-cms.mjs"), "utf8");
/** The CMS passes over a status whose description matches this, its own pattern. */
const ignored = /canceled|cancelled|skipped|no (?:changes|build)/i;

it("what the installed CMS reads asks GitHub for each commit's deployments and their latest status, passing over the cancelled or skipped", () => {
  expect(cms).toMatch(/deployments\(\s*last: \$\{[^}]+\}\s*orderBy: \{ field: CREATED_AT, direction: ASC \}/);
  expect(cms).toMatch(/latestStatus \{\s*state\s*environmentUrl\s*description\s*\}/);
  // In progress is "building", success is ready (with the link), failure is an error.
  expect(cms).toMatch(
    /\{SUCCESS:`ready`,PENDING:`pending`,QUEUED:`pending`,IN_PROGRESS:`pending`,[^}]*FAILURE:`error`/,
  );
  expect(cms).toContain(String(ignored));
});

describe("deployment.mjs start", () => {
  const CHECK = { CHECK_CONCLUSION: "success", CHECK_URL: `https://github.com/${REPOSITORY}/actions/runs/5150` };

  it.each([
    ["production", true],
    ["preview", false],
  ])("makes a %s deployment of the commit itself, then marks it in progress", async (target, production) => {
    const run = await withApi("start", { SHA, TARGET: target, ...CHECK });
    expect(run.code).toBe(0);
    expect(run.outputs).toEqual({ id: "4242" });
    const [create, status] = run.requests;
    expect(create).toMatchObject({ method: "POST", path: `/repos/${REPOSITORY}/deployments` });
    expect(create.authorization).toBe(`Bearer ${TOKEN}`);
    expect(create.body).toMatchObject({ ref: SHA, environment: target, auto_merge: false, required_contexts: [] });
    expect(create.body).toMatchObject({ production_environment: production, transient_environment: !production });
    expect(status).toMatchObject({ method: "POST", path: `/repos/${REPOSITORY}/deployments/4242/statuses` });
    expect(status.body).toMatchObject({ state: "in_progress", log_url: RUN_URL });
    expect((status.body as { description: string }).description).not.toMatch(ignored);
  });

  it("reports a failed check as failed at once, linking to the check's run and its summary", async () => {
    for (const conclusion of ["failure", "timed_out"]) {
      const run = await withApi("start", { SHA, TARGET: "production", ...CHECK, CHECK_CONCLUSION: conclusion });
      expect(run.code).toBe(0);
      const status = run.requests[1].body as Record<string, unknown>;
      expect(status).toMatchObject({ state: "failure", log_url: CHECK.CHECK_URL });
      expect(status.description).toMatch(/a check failed/);
      expect(status.description).not.toMatch(ignored);
    }
  });

  it("makes none for a run that publishes nothing, or without a commit", async () => {
    for (const env of [
      { SHA, TARGET: "none" },
      { SHA: "main", TARGET: "production" },
    ]) {
      const run = await withApi("start", env);
      expect(run.code).toBe(1);
      expect(run.requests).toEqual([]);
    }
  });
});

describe("deployment.mjs finish", () => {
  const finish = (env: Record<string, string>) => withApi("finish", { DEPLOYMENT_ID: "4242", ...env });
  const body = (run: Awaited<ReturnType<typeof finish>>) => run.requests[0].body as Record<string, unknown>;

  // The live site's older deployments are superseded; every preview keeps its own.
  it.each([
    ["production", "https://ada.example.com", true],
    ["preview", "https://abc123.site.pages.dev", false],
  ])("reports a %s's success with the address the CMS links to", async (target, url, autoInactive) => {
    const run = await finish({ TARGET: target, RESULT: "success", URL: url });
    expect(run.code).toBe(0);
    expect(run.requests[0].path).toBe(`/repos/${REPOSITORY}/deployments/4242/statuses`);
    expect(body(run)).toMatchObject({ state: "success", environment_url: url, log_url: RUN_URL });
    expect(body(run).auto_inactive).toBe(autoInactive);
    expect(body(run).description).not.toMatch(ignored);
  });

  it("reports a failed upload as a failure that links to the run, with no address, and explains it there", async () => {
    const run = await finish({ TARGET: "production", RESULT: "failure", URL: "" });
    expect(body(run)).toMatchObject({ state: "failure", log_url: RUN_URL });
    expect(body(run)).not.toHaveProperty("environment_url");
    expect(body(run).description).toMatch(/web host/);
    expect(body(run).description).not.toMatch(ignored);
    expect(run.summary).toContain("## Your change was not published");
    expect(run.summary).toContain("nothing in your content needs fixing");
    const preview = await finish({ TARGET: "preview", RESULT: "failure", URL: "" });
    expect(preview.summary).toContain("## Your draft has no preview yet");
    // A success writes no such text.
    expect((await finish({ TARGET: "production", RESULT: "success", URL: "https://a.example" })).summary).toBe("");
  });

  it("marks a cancelled run inactive, which the CMS passes over", async () => {
    for (const result of ["cancelled", "skipped"]) {
      const run = await finish({ TARGET: "production", RESULT: result, URL: "" });
      expect(body(run)).toMatchObject({ state: "inactive" });
      expect(body(run).description).toMatch(ignored);
    }
  });

  it("fails the step when GitHub refuses", async () => {
    const run = await withApi("finish", { DEPLOYMENT_ID: "1", TARGET: "preview", RESULT: "failure" }, 500);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("GitHub answered 500");
  });
});

describe("deployment.mjs url", () => {
  /** `url` in a checkout with the site's address, after wrangler wrote `wrangler` for `pages deploy`. */
  function url(target: string, siteUrl: string, wrangler: object[] = wranglerSays) {
    const dir = folder();
    mkdirSync(path.join(dir, "content", "settings"), { recursive: true });
    writeFileSync(path.join(dir, "content", "settings", "site.json"), JSON.stringify({ siteUrl }));
    const output = path.join(dir, "wrangler-output.ndjson");
    writeFileSync(output, wrangler.map((entry) => `${JSON.stringify(entry)}\n`).join(""));
    return runScript(script, ["url"], { cwd: dir, env: { TARGET: target, WRANGLER_OUTPUT_FILE_PATH: output } });
  }
  const session = { type: "wrangler-session", version: 1 };
  const wranglerSays = [
    session,
    { type: "pages-deploy", version: 1, url: "https://abc123.author-site.pages.dev" },
    {
      type: "pages-deploy-detailed",
      version: 1,
      url: "https://abc123.author-site.pages.dev",
      alias: "https://cms-articles-dawn.author-site.pages.dev",
    },
  ];

  it("gives the live site's own address for a production upload", async () => {
    const run = await url("production", "https://ada-ikemba.example.com/");
    expect(run.code).toBe(0);
    expect(run.outputs).toEqual({ url: "https://ada-ikemba.example.com" });
    expect(run.summary).toContain("## Your change is live");
    expect(run.summary).toContain("<https://ada-ikemba.example.com>");
  });

  it("gives the upload's own address for a preview, so each draft's link shows that draft", async () => {
    const run = await url("preview", "https://ada-ikemba.example.com");
    expect(run.outputs).toEqual({ url: "https://abc123.author-site.pages.dev" });
    expect(run.summary).toContain("## The preview is ready");
  });

  it("fails when wrangler reported no upload", async () => {
    const run = await url("preview", "https://ada-ikemba.example.com", [session]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("no deployment address");
    expect(run.outputs).toEqual({});
  });
});
