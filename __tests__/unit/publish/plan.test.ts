/**
 * @jest-environment node
 *
 * scripts/publish/plan.mjs, run as the workflow runs it: in a git checkout, against a stand-in for
 * GitHub's deployments API. The quick publish gate only for a commit whose every difference from
 * the last commit that went live is under content/; the full suite for anything else; a preview
 * for a person's branch; no deployment for forks and bots.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fakeGitHub, REPOSITORY, runScript, TOKEN, type FakeDeployment } from "../../fixtures/fake-github";

// Each test runs real processes (node, git, tsx, the linter), slow on a busy machine.
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

const live = (id: number, sha: string, minutesAgo: number, ...states: string[]): FakeDeployment => ({
  id,
  sha,
  created_at: new Date(Date.UTC(2026, 0, 1, 12, 0) - minutesAgo * 60_000).toISOString(),
  statuses: states.map((state) => ({ state })),
});

const PUSH_TO_MAIN = { GITHUB_EVENT_NAME: "push", GITHUB_REF: "refs/heads/main", GITHUB_ACTOR: "ada" };

async function plan(
  cwd: string,
  deployments: FakeDeployment[],
  event: Record<string, string> = PUSH_TO_MAIN,
  failWith?: number,
) {
  const api = await fakeGitHub({ deployments, failWith });
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
  it("takes the quick gate when only content/ changed since the last live commit", async () => {
    const repo = repository();
    const head = repo.commit({ "content/articles.json": '[{"id": 1}]\n', "content/images/new.jpg": "jpeg" });
    const run = await plan(repo.dir, [live(1, repo.first, 10, "success", "in_progress")]);
    expect(run.code).toBe(0);
    expect(run.outputs).toMatchObject({ path: "fast", base: repo.first, sha: head, target: "production" });
    expect(run.stdout).toContain("only content/ changed");
  });

  it("runs the full suite when a file outside content/ changed", async () => {
    const repo = repository();
    repo.commit({ "src/pages/home.tsx": "export default 2;\n" });
    const run = await plan(repo.dir, [live(1, repo.first, 10, "success")]);
    expect(run.outputs).toMatchObject({ path: "full", base: repo.first });
    expect(run.stdout).toContain("src/pages/home.tsx");
  });

  it("runs the full suite when content and code changed together", async () => {
    const repo = repository();
    repo.commit({ "content/articles.json": '[{"id": 2}]\n', "package.json": '{"private": true}\n' });
    const run = await plan(repo.dir, [live(1, repo.first, 10, "success")]);
    expect(run.outputs.path).toBe("full");
    expect(run.stdout).toContain("package.json");
    expect(run.stdout).not.toContain("content/articles.json");
  });

  it("counts both sides of a move out of content/", async () => {
    const repo = repository();
    git(repo.dir, "mv", "content/settings/site.json", "site.json");
    git(repo.dir, "commit", "--quiet", "-m", "move");
    const run = await plan(repo.dir, [live(1, repo.first, 10, "success")]);
    expect(run.outputs.path).toBe("full");
    expect(run.stdout).toContain("site.json");
  });

  it("runs the full suite when no commit ever went live", async () => {
    const repo = repository();
    repo.commit({ "content/articles.json": "[1]\n" });
    const run = await plan(repo.dir, []);
    expect(run.outputs).toMatchObject({ path: "full", base: "" });
    expect(run.stdout).toContain("no published commit");
  });

  it("compares with the last deployment that succeeded, not with the newest one", async () => {
    // A code push's full run was cancelled (or failed) before it went live; a content save
    // follows. The save's run must see the code change, and run the full suite.
    const repo = repository();
    const code = repo.commit({ "src/pages/home.tsx": "export default 3;\n" }, "code");
    repo.commit({ "content/articles.json": "[3]\n" }, "content save");
    const deployments = [
      live(3, code, 2, "inactive", "in_progress"),
      live(2, code, 5, "failure", "in_progress"),
      live(1, repo.first, 30, "success", "in_progress"),
    ];
    const run = await plan(repo.dir, deployments);
    expect(run.outputs).toMatchObject({ path: "full", base: repo.first });
    expect(run.stdout).toContain("src/pages/home.tsx");
    // The newest success counts, however the API orders its answer.
    const later = await plan(repo.dir, [live(1, repo.first, 30, "success"), live(4, code, 1, "success")]);
    expect(later.outputs).toMatchObject({ path: "fast", base: code });
  });

  it("looks only at this workflow's production deployments", async () => {
    const repo = repository();
    repo.commit({ "content/articles.json": "[4]\n" });
    const run = await plan(repo.dir, [live(1, repo.first, 10, "success")]);
    const list = run.requests.find((request) => request.path === `/repos/${REPOSITORY}/deployments`);
    expect(list?.query.get("environment")).toBe("production");
    expect(list?.query.get("task")).toBe("deploy:site");
    expect(list?.authorization).toBe(`Bearer ${TOKEN}`);
    // A successful preview of a commit is no published commit.
    const preview = { ...live(2, repo.first, 5, "success"), environment: "preview" };
    expect((await plan(repo.dir, [preview])).outputs.path).toBe("full");
  });

  it("runs the full suite when the API cannot be asked", async () => {
    const repo = repository();
    repo.commit({ "content/articles.json": "[5]\n" });
    const run = await plan(repo.dir, [live(1, repo.first, 10, "success")], PUSH_TO_MAIN, 502);
    expect(run.code).toBe(0);
    expect(run.outputs).toMatchObject({ path: "full", base: "" });
    expect(run.stdout).toContain("could not be looked up");
  });

  it("runs the full suite when the live commit cannot be fetched", async () => {
    const repo = repository();
    repo.commit({ "content/articles.json": "[6]\n" });
    const gone = "0123456789abcdef0123456789abcdef01234567";
    const run = await plan(repo.dir, [live(1, gone, 10, "success")]);
    expect(run.outputs).toMatchObject({ path: "full", base: "" });
    expect(run.stdout).toContain("could not be fetched");
  });

  it("fetches the live commit into a shallow checkout, as the workflow's is", async () => {
    const origin = repository();
    const head = origin.commit({ "content/carousel.json": "[]\n" });
    const dir = mkdtempSync(path.join(tmpdir(), "clone-"));
    temporary.push(dir);
    git(dir, "clone", "--quiet", "--depth=1", `file://${origin.dir}`, ".");
    expect(() => git(dir, "cat-file", "-e", `${origin.first}^{commit}`)).toThrow();
    const run = await plan(dir, [live(1, origin.first, 10, "success")]);
    expect(run.outputs).toMatchObject({ path: "fast", base: origin.first, sha: head });
  });

  it("takes the quick gate when nothing changed since the live commit (a publish with no new save)", async () => {
    const repo = repository();
    const run = await plan(repo.dir, [live(1, repo.first, 10, "success")]);
    expect(run.outputs).toMatchObject({ path: "fast", base: repo.first });
  });
});

describe("the target: live site, preview, or none", () => {
  let repo: ReturnType<typeof repository>;
  beforeAll(() => {
    repo = repository();
  });
  const target = async (event: Record<string, string>) => (await plan(repo.dir, [], event)).outputs;

  it("publishes a push to main, the CMS's Publish Changes and a manual run on main to the live site", async () => {
    for (const event of ["push", "repository_dispatch", "workflow_dispatch"]) {
      expect(await target({ ...PUSH_TO_MAIN, GITHUB_EVENT_NAME: event })).toMatchObject({
        target: "production",
        branch: "main",
        environment: "production",
      });
    }
  });

  it("previews a person's push to another branch under that branch's name", async () => {
    expect(
      await target({ GITHUB_EVENT_NAME: "push", GITHUB_REF: "refs/heads/cms/articles/dawn", GITHUB_ACTOR: "ada" }),
    ).toMatchObject({ target: "preview", branch: "cms/articles/dawn", environment: "preview" });
  });

  it("previews a pull request from a branch of this repository", async () => {
    expect(
      await target({
        GITHUB_EVENT_NAME: "pull_request",
        GITHUB_REF: "refs/pull/7/merge",
        GITHUB_ACTOR: "ada",
        HEAD_REPOSITORY: REPOSITORY,
        HEAD_REF: "cms/articles/dawn",
      }),
    ).toMatchObject({ target: "preview", branch: "cms/articles/dawn" });
  });

  it("neither previews nor publishes a pull request from a fork", async () => {
    const outputs = await target({
      GITHUB_EVENT_NAME: "pull_request",
      GITHUB_REF: "refs/pull/8/merge",
      GITHUB_ACTOR: "stranger",
      HEAD_REPOSITORY: "stranger/site",
      HEAD_REF: "cms/articles/dawn",
    });
    expect(outputs).toMatchObject({ target: "none", branch: "", environment: "" });
  });

  it("neither previews nor publishes what a bot pushed", async () => {
    const bot = { GITHUB_EVENT_NAME: "push", GITHUB_REF: "refs/heads/renovate/gatsby", GITHUB_ACTOR: "renovate[bot]" };
    expect((await target(bot)).target).toBe("none");
    expect((await target({ ...bot, GITHUB_ACTOR: "helper", SENDER_TYPE: "Bot" })).target).toBe("none");
    const pullRequest = {
      GITHUB_EVENT_NAME: "pull_request",
      GITHUB_REF: "refs/pull/9/merge",
      GITHUB_ACTOR: "dependabot[bot]",
      HEAD_REPOSITORY: REPOSITORY,
      HEAD_REF: "dependabot/npm_and_yarn/gatsby-5.17.0",
    };
    expect((await target(pullRequest)).target).toBe("none");
  });

  it("never uploads a preview under the live site's branch name", async () => {
    const outputs = await target({
      GITHUB_EVENT_NAME: "pull_request",
      GITHUB_REF: "refs/pull/10/merge",
      GITHUB_ACTOR: "ada",
      HEAD_REPOSITORY: REPOSITORY,
      HEAD_REF: "main",
    });
    expect(outputs.target).toBe("none");
  });

  it("publishes nothing for a tag or another event", async () => {
    expect((await target({ GITHUB_EVENT_NAME: "push", GITHUB_REF: "refs/tags/v1", GITHUB_ACTOR: "ada" })).target).toBe(
      "none",
    );
    expect((await target({ ...PUSH_TO_MAIN, GITHUB_EVENT_NAME: "schedule" })).target).toBe("none");
  });

  it("says in the run's summary what it publishes and how it is checked", async () => {
    const run = await plan(repo.dir, [live(1, repo.first, 10, "success")]);
    expect(run.summary).toContain(repo.first);
    expect(run.summary).toContain("published to the live site");
    expect(run.summary).toContain("`npm run check:publish`");
  });
});
