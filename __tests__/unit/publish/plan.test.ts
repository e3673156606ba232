/** @jest-environment node */
/**
 * scripts/publish/plan.mjs in a git checkout, against a stand-in for GitHub's API: the quick gate only when every
 * change since the branch's last passed push is under content/, the full suite otherwise; and where it publishes.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fakeGitHub, passedPush, REPOSITORY, runScript, TOKEN, type ApiRun } from "../../fixtures/fake-github";

// Each test runs real processes (node, git), slow on a busy machine.
jest.setTimeout(60_000);

const script = path.join(__dirname, "..", "..", "..", "scripts", "publish", "plan.mjs");
const temporary: string[] = [];
afterAll(() => temporary.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const git = (cwd: string, ...args: string[]) =>
  execFileSync(
    "git",
    ["-c", "user.name=Ada", "-c", "user.email=ada@example.com", "-c", "commit.gpgsign=false", ...args],
    {
      cwd,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "pipe"],
      env: { PATH: process.env.PATH, HOME: cwd, GIT_CONFIG_NOSYSTEM: "1" },
    },
  ).trim();

/** A repository with one commit holding content and code; `commit` adds one more and returns its SHA. */
function repository() {
  const dir = mkdtempSync(path.join(tmpdir(), "plan-"));
  temporary.push(dir);
  git(dir, "init", "--quiet", "--initial-branch=main");
  const commit = (files: Record<string, string | null>, message = "change") => {
    for (const [file, text] of Object.entries(files)) {
      const full = path.join(dir, file);
      if (text === null) rmSync(full);
      else {
        mkdirSync(path.dirname(full), { recursive: true });
        writeFileSync(full, text);
      }
    }
    git(dir, "add", "--all");
    git(dir, "commit", "--quiet", "--allow-empty", "-m", message);
    return git(dir, "rev-parse", "HEAD");
  };
  const first = commit({
    "content/articles.json": "[]\n",
    "content/settings/site.json": "{}\n",
    "src/pages/home.tsx": "export default 1;\n",
    "package.json": "{}\n",
  });
  return { dir, first, commit };
}

const PUSH_TO_MAIN = { GITHUB_EVENT_NAME: "push", GITHUB_REF: "refs/heads/main", GITHUB_ACTOR: "ada" };

async function plan(cwd: string, runs: ApiRun[], event: Record<string, string> = PUSH_TO_MAIN, failWith?: number) {
  const api = await fakeGitHub({ runs, failWith });
  try {
    const run = await runScript(script, [], {
      cwd,
      env: { GITHUB_API_URL: api.url, GITHUB_REPOSITORY: REPOSITORY, GITHUB_TOKEN: TOKEN, ...event },
    });
    return { ...run, requests: api.requests };
  } finally {
    await api.close();
  }
}

describe("the path: quick publish gate or full suite", () => {
  it("takes the quick gate when only content/ changed since the last passed push, and says so in the summary", async () => {
    const repo = repository();
    const head = repo.commit({ "content/articles.json": '[{"id": 1}]\n', "content/images/new.jpg": "jpeg" });
    const run = await plan(repo.dir, [passedPush(repo.first)]);
    expect(run.code).toBe(0);
    expect(run.outputs).toMatchObject({ path: "fast", base: repo.first, sha: head, target: "production" });
    expect(run.stdout).toContain("only content/ changed");
    expect(run.summary).toContain(repo.first);
    expect(run.summary).toContain("published to the live site");
    expect(run.summary).toContain("`npm run check:publish`");
    // Nothing changed since the passed push: a publish with no new save.
    expect((await plan(repo.dir, [passedPush(head)])).outputs).toMatchObject({ path: "fast", base: head });
  });

  it("runs the full suite when a file outside content/ changed, alone or with content", async () => {
    const repo = repository();
    const code = repo.commit({ "src/pages/home.tsx": "export default 2;\n" });
    const run = await plan(repo.dir, [passedPush(repo.first)]);
    expect(run.outputs).toMatchObject({ path: "full", base: repo.first });
    expect(run.stdout).toContain("src/pages/home.tsx");
    repo.commit({ "content/articles.json": '[{"id": 2}]\n', "package.json": '{"private": true}\n' });
    const together = await plan(repo.dir, [passedPush(code)]);
    expect(together.outputs).toMatchObject({ path: "full", base: code });
    expect(together.stdout).toContain("package.json");
    expect(together.stdout).not.toContain("content/articles.json");
  });

  it("counts both sides of a move out of content/", async () => {
    const repo = repository();
    git(repo.dir, "mv", "content/settings/site.json", "site.json");
    git(repo.dir, "commit", "--quiet", "-m", "move");
    const run = await plan(repo.dir, [passedPush(repo.first)]);
    expect(run.outputs.path).toBe("full");
    expect(run.stdout).toContain("site.json");
  });

  it("compares with the last passed push, whatever checks were cancelled since", async () => {
    // A save right after a code push whose check it cancelled is fully tested.
    const repo = repository();
    const code = repo.commit({ "src/pages/home.tsx": "export default 3;\n" }, "code, its check cancelled");
    repo.commit({ "content/articles.json": "[3]\n" }, "content save");
    const run = await plan(repo.dir, [passedPush(repo.first)]);
    expect(run.outputs).toMatchObject({ path: "full", base: repo.first });
    expect(run.stdout).toContain("src/pages/home.tsx");
    // Two saves in a row stay on the quick gate when the second cancelled the first's check.
    repo.commit({ "content/articles.json": "[4]\n" }, "save, its check cancelled");
    expect((await plan(repo.dir, [passedPush(code)])).outputs).toMatchObject({ path: "fast", base: code });
  });

  it("runs the full suite with nothing to compare: no passed push yet, the API down, the passed commit gone", async () => {
    const repo = repository();
    repo.commit({ "content/articles.json": "[1]\n" });
    const none = await plan(repo.dir, []);
    expect(none.outputs).toMatchObject({ path: "full", base: "" });
    expect(none.stdout).toContain("no push to main has passed this check yet");
    const down = await plan(repo.dir, [passedPush(repo.first)], PUSH_TO_MAIN, 502);
    expect(down.code).toBe(0);
    expect(down.outputs).toMatchObject({ path: "full", base: "" });
    expect(down.stdout).toContain("could not be looked up");
    const gone = await plan(repo.dir, [passedPush("0123456789abcdef0123456789abcdef01234567")]);
    expect(gone.outputs).toMatchObject({ path: "full", base: "" });
    expect(gone.stdout).toContain("could not be fetched");
  });

  it("fetches the passed commit into a shallow checkout, as the workflow's is", async () => {
    const origin = repository();
    const head = origin.commit({ "content/carousel.json": "[]\n" });
    const dir = mkdtempSync(path.join(tmpdir(), "clone-"));
    temporary.push(dir);
    git(dir, "clone", "--quiet", "--depth=1", `file://${origin.dir}`, ".");
    expect(() => git(dir, "cat-file", "-e", `${origin.first}^{commit}`)).toThrow();
    const run = await plan(dir, [passedPush(origin.first)]);
    expect(run.outputs).toMatchObject({ path: "fast", base: origin.first, sha: head });
  });
});

describe("symbolic links under content/", () => {
  it("runs the full suite when a link is added under content/, and the quick gate once that passed", async () => {
    const repo = repository();
    const link = path.join(repo.dir, "content", "settings", "home.json");
    symlinkSync("../../src/pages/home.tsx", link);
    const linked = repo.commit({}, "a link");
    expect(git(repo.dir, "ls-tree", linked, "content/settings/home.json")).toMatch(/^120000 /);
    const run = await plan(repo.dir, [passedPush(repo.first)]);
    expect(run.outputs).toMatchObject({ path: "full", base: repo.first });
    expect(run.stdout).toContain("content/settings/home.json (a symbolic link)");
    // Content files next to the link that did not change, then the link removed: the quick gate.
    repo.commit({ "content/articles.json": "[7]\n" }, "content save");
    expect((await plan(repo.dir, [passedPush(linked)])).outputs).toMatchObject({ path: "fast", base: linked });
    rmSync(link);
    repo.commit({}, "the link removed");
    expect((await plan(repo.dir, [passedPush(linked)])).outputs.path).toBe("fast");
  });

  it("runs the full suite when a file under content/ becomes a link, or a link is pointed elsewhere", async () => {
    const repo = repository();
    rmSync(path.join(repo.dir, "content", "articles.json"));
    symlinkSync("../package.json", path.join(repo.dir, "content", "articles.json"));
    const linked = repo.commit({}, "file to link");
    const first = await plan(repo.dir, [passedPush(repo.first)]);
    expect(first.outputs.path).toBe("full");
    expect(first.stdout).toContain("content/articles.json (a symbolic link)");
    // Once that commit passed, retargeting the link is no content change either.
    rmSync(path.join(repo.dir, "content", "articles.json"));
    symlinkSync("../src/pages/home.tsx", path.join(repo.dir, "content", "articles.json"));
    repo.commit({}, "retarget");
    expect((await plan(repo.dir, [passedPush(linked)])).outputs.path).toBe("full");
  });
});

describe("which run counts as passed", () => {
  it("asks GitHub for the newest passed check of a push to this branch", async () => {
    const repo = repository();
    const run = await plan(repo.dir, [passedPush(repo.first)]);
    expect(run.requests).toHaveLength(1);
    const [request] = run.requests;
    expect(request.path).toBe(`/repos/${REPOSITORY}/actions/workflows/check.yml/runs`);
    expect(Object.fromEntries(request.query)).toEqual({
      branch: "main",
      event: "push",
      status: "success",
      per_page: "1",
    });
    expect(request.authorization).toBe(`Bearer ${TOKEN}`);
  });

  // Only content changed since the run's commit: were the run taken, the quick gate would run.
  it.each<[string, Partial<ApiRun>]>([
    ["of a pull request (a fork may name its branch main)", { event: "pull_request" }],
    ["of another branch", { head_branch: "cms/articles/dawn" }],
    ["from a fork", { head_repository: { full_name: "stranger/site" } }],
    ["of another workflow", { path: ".github/workflows/evil.yml" }],
    ["that failed", { conclusion: "failure" }],
  ])("never counts a run %s, whatever GitHub answers", async (_what, change) => {
    const repo = repository();
    repo.commit({ "content/articles.json": "[8]\n" });
    const run = await plan(repo.dir, [{ ...passedPush(repo.first), ...change }]);
    expect(run.outputs).toMatchObject({ path: "full", base: "" });
    expect(run.stdout).toContain("not a passed push to main");
  });

  // The target is only shown (target.mjs's rule: target.test.ts); here, what the plan hands it.
  it.each<[string, Record<string, string>, string]>([
    ["a manual run", { ...PUSH_TO_MAIN, GITHUB_EVENT_NAME: "workflow_dispatch" }, "production"],
    [
      "a pull request from a fork",
      {
        GITHUB_EVENT_NAME: "pull_request",
        GITHUB_REF: "refs/pull/8/merge",
        HEAD_REPOSITORY: "stranger/site",
        HEAD_REF: "main",
      },
      "none",
    ],
    ["a push of a tag", { ...PUSH_TO_MAIN, GITHUB_REF: "refs/tags/v1" }, "none"],
  ])("runs the full suite for %s, without asking GitHub", async (_what, event, target) => {
    const repo = repository();
    const run = await plan(repo.dir, [passedPush(repo.first)], event);
    expect(run.outputs).toMatchObject({ path: "full", base: "", target });
    expect(run.requests).toEqual([]);
  });

  it("compares the CMS's Publish Changes with the last passed push to main", async () => {
    // Saves made with "[skip ci]" start no run; Publish Changes checks them all at once.
    const repo = repository();
    repo.commit({ "content/articles.json": "[9]\n" }, "save [skip ci]");
    repo.commit({ "content/carousel.json": "[]\n" }, "save [skip ci]");
    const event = { ...PUSH_TO_MAIN, GITHUB_EVENT_NAME: "repository_dispatch" };
    const run = await plan(repo.dir, [passedPush(repo.first)], event);
    expect(run.outputs).toMatchObject({ path: "fast", base: repo.first });
    expect(run.requests[0].query.get("branch")).toBe("main");
  });

  it("compares a pull request from a branch of this repository with that branch's passed pushes", async () => {
    const repo = repository();
    repo.commit({ "content/articles.json": "[10]\n" });
    const run = await plan(repo.dir, [passedPush(repo.first, "cms/articles/dawn")], {
      GITHUB_EVENT_NAME: "pull_request",
      GITHUB_REF: "refs/pull/7/merge",
      HEAD_REPOSITORY: REPOSITORY,
      HEAD_REF: "cms/articles/dawn",
    });
    expect(run.outputs).toMatchObject({ path: "fast", base: repo.first, target: "preview" });
    expect(run.requests[0].query.get("branch")).toBe("cms/articles/dawn");
  });
});
