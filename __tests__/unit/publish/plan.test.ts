/**
 * @jest-environment node
 *
 * scripts/publish/plan.mjs, run as the check workflow runs it: in a git checkout, against a
 * stand-in for GitHub's deployments and workflow runs API. The quick publish gate only for a
 * commit whose every difference from the last commit that went live is a file under content/; the
 * full suite for anything else; and, for the summary, a preview for a person's branch and nothing
 * for forks and bots.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fakeGitHub, published, REPOSITORY, runScript, TOKEN, type ApiDeployment } from "../../fixtures/fake-github";

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

type Live = ReturnType<typeof published>;
/** A deployment of the live site as the publish workflow makes it, with the run that vouches for it. */
const live = (id: number, sha: string, minutesAgo: number, ...states: string[]): Live =>
  published(id, sha, minutesAgo, states);

const PUSH_TO_MAIN = { GITHUB_EVENT_NAME: "push", GITHUB_REF: "refs/heads/main", GITHUB_ACTOR: "ada" };

async function plan(cwd: string, entries: Live[], event: Record<string, string> = PUSH_TO_MAIN, failWith?: number) {
  const api = await fakeGitHub({
    deployments: entries.map((entry) => entry.deployment),
    runs: entries.map((entry) => entry.run),
    failWith,
  });
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
    // It asks GitHub about the run the deployment names, and that run's jobs.
    expect(run.requests.map((request) => request.path)).toEqual(
      expect.arrayContaining([`/repos/${REPOSITORY}/actions/runs/9001`, `/repos/${REPOSITORY}/actions/runs/9001/jobs`]),
    );
    // A successful preview of a commit is no published commit.
    const genuine = live(2, repo.first, 5, "success");
    const preview = { ...genuine, deployment: { ...genuine.deployment, environment: "preview" } };
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

describe("symbolic links under content/", () => {
  it("runs the full suite when a link is added under content/, wherever it points", async () => {
    const repo = repository();
    symlinkSync("../../src/pages/home.tsx", path.join(repo.dir, "content", "settings", "home.json"));
    const head = repo.commit({}, "a link");
    expect(git(repo.dir, "ls-tree", head, "content/settings/home.json")).toMatch(/^120000 /);
    const run = await plan(repo.dir, [live(1, repo.first, 10, "success")]);
    expect(run.outputs).toMatchObject({ path: "full", base: repo.first });
    expect(run.stdout).toContain("content/settings/home.json (a symbolic link)");
  });

  it("runs the full suite when a file under content/ becomes a link, or a link is pointed elsewhere", async () => {
    const repo = repository();
    rmSync(path.join(repo.dir, "content", "articles.json"));
    symlinkSync("../package.json", path.join(repo.dir, "content", "articles.json"));
    const linked = repo.commit({}, "file to link");
    const first = await plan(repo.dir, [live(1, repo.first, 10, "success")]);
    expect(first.outputs.path).toBe("full");
    expect(first.stdout).toContain("content/articles.json (a symbolic link)");
    // Once that commit is live, retargeting the link is no content change either.
    rmSync(path.join(repo.dir, "content", "articles.json"));
    symlinkSync("../src/pages/home.tsx", path.join(repo.dir, "content", "articles.json"));
    repo.commit({}, "retarget");
    expect((await plan(repo.dir, [live(2, linked, 10, "success")])).outputs.path).toBe("full");
  });

  it("keeps the quick gate for content files next to a link that did not change, and for a removed link", async () => {
    const repo = repository();
    symlinkSync("site.json", path.join(repo.dir, "content", "settings", "alias.json"));
    const linked = repo.commit({}, "a link, checked by the full suite");
    repo.commit({ "content/articles.json": "[7]\n" }, "content save");
    const save = await plan(repo.dir, [live(1, linked, 10, "success")]);
    expect(save.outputs).toMatchObject({ path: "fast", base: linked });
    rmSync(path.join(repo.dir, "content", "settings", "alias.json"));
    repo.commit({}, "the link removed");
    expect((await plan(repo.dir, [live(1, linked, 10, "success")])).outputs.path).toBe("fast");
  });
});

describe("which deployment counts as live", () => {
  // The genuine live commit is the first; a newer commit changed code. Were a forged deployment of
  // the newer commit believed, a content save on top of it would skip the full suite.
  function setting() {
    const repo = repository();
    const code = repo.commit({ "src/pages/home.tsx": "export default 8;\n" }, "code");
    repo.commit({ "content/articles.json": "[8]\n" }, "content save");
    return { repo, code };
  }
  const forged = (change: (entry: Live) => void) => (code: string) => {
    const entry = live(2, code, 1, "success");
    change(entry);
    return entry;
  };

  it.each<[string, (code: string) => Live]>([
    ["made by a person's token, not the workflow's", forged((entry) => (entry.deployment.creator = { login: "ada" }))],
    [
      "whose payload names another commit",
      forged((entry) => Object.assign(entry.deployment.payload as object, { head_sha: "f".repeat(40) })),
    ],
    [
      "whose payload names a branch's run",
      forged((entry) => Object.assign(entry.deployment.payload as object, { branch: "cms/articles/dawn" })),
    ],
    [
      "whose payload names another workflow",
      forged((entry) => Object.assign(entry.deployment.payload as object, { workflow: ".github/workflows/check.yml" })),
    ],
    ["on a ref that is not its commit", forged((entry) => (entry.deployment.ref = "main"))],
    ["with no payload", forged((entry) => (entry.deployment.payload = undefined))],
    [
      "naming a run that is the check of a branch (any branch can ask for deployments: write)",
      forged((entry) =>
        Object.assign(entry.run, { path: ".github/workflows/check.yml", event: "push", head_branch: "cms/evil" }),
      ),
    ],
    [
      "naming a publish run for another commit",
      forged((entry) => Object.assign(entry.run, { head_sha: "e".repeat(40) })),
    ],
    [
      "naming a publish run that uploaded a branch's preview, not the live site",
      forged((entry) => (entry.run.jobs = [{ name: "Upload to preview", conclusion: "success" }])),
    ],
    [
      "naming a publish run whose upload failed (the success status forged)",
      forged((entry) => {
        entry.run.conclusion = "failure";
        entry.run.jobs = [{ name: "Upload to production", conclusion: "failure" }];
      }),
    ],
    [
      "naming a run GitHub does not know",
      forged((entry) => Object.assign(entry.deployment.payload as object, { run_id: 123456 })),
    ],
  ])("passes over a success %s", async (_what, make) => {
    const { repo, code } = setting();
    const genuine = live(1, repo.first, 30, "success");
    const run = await plan(repo.dir, [make(code), genuine]);
    expect(run.code).toBe(0);
    expect(run.outputs).toMatchObject({ path: "full", base: repo.first });
    expect(run.stdout).toContain("Deployment 2 passed over");
    expect(run.stdout).toContain("src/pages/home.tsx");
  });

  describe("100+ forged deployments, newer than the live one", () => {
    // The genuine live deployment is of the newer commit, so only content changed since: the
    // quick gate. A forgery taken for it, or one that pushed it out of what is read, would mean
    // the full suite (fail safe, but on every publish).
    const many = (count: number, change: (entry: Live) => void) =>
      Array.from({ length: count }, (_, index) => {
        const entry = live(1000 + index, "a".repeat(40), index / 10, "success");
        change(entry);
        return entry;
      });
    const listRequests = (requests: { path: string; query: URLSearchParams }[]) =>
      requests.filter((request) => request.path === `/repos/${REPOSITORY}/deployments`);

    it.each<[string, number, (entry: Live) => void]>([
      [
        "made by another account, with the same environment and task",
        2,
        (entry) => (entry.deployment.creator = { login: "ada", type: "User" }),
      ],
      [
        "made by an account named like the bot that is not a bot",
        2,
        (entry) => (entry.deployment.creator = { login: "github-actions[bot]", type: "User" }),
      ],
      ["in another environment", 1, (entry) => (entry.deployment.environment = "preview")],
      ["with another task", 1, (entry) => (entry.deployment.task = "deploy")],
    ])("does not let 150 %s crowd out the live one", async (_what, pages, change) => {
      const { repo, code } = setting();
      // GitHub lists the newest first: every forgery before the live deployment.
      const run = await plan(repo.dir, [...many(150, change), live(1, code, 60, "success")]);
      expect(run.code).toBe(0);
      expect(run.outputs).toMatchObject({ path: "fast", base: code });
      // Each request carries the filters, and pages on while the forgeries fill a page.
      const lists = listRequests(run.requests);
      expect(lists.map((request) => Object.fromEntries(request.query))).toEqual(
        Array.from({ length: pages }, (_, index) => ({
          environment: "production",
          task: "deploy:site",
          per_page: "100",
          page: String(index + 1),
        })),
      );
      // No forgery costs a request of its own: only the live one's run, jobs and statuses.
      expect(run.requests.filter((request) => !lists.includes(request)).map((request) => request.path)).toEqual([
        `/repos/${REPOSITORY}/actions/runs/9001`,
        `/repos/${REPOSITORY}/actions/runs/9001/jobs`,
        `/repos/${REPOSITORY}/deployments/1/statuses`,
      ]);
    });

    it("does not let 150 the bot made, naming a run that did not publish, crowd out the live one", async () => {
      // A branch's workflow with deployments: write makes them as the same bot; they name one run.
      const { repo, code } = setting();
      const forged = many(150, (entry) => Object.assign(entry.deployment.payload as object, { run_id: 4242 }));
      const run = await plan(repo.dir, [...forged, live(1, code, 60, "success")]);
      expect(run.outputs).toMatchObject({ path: "fast", base: code });
      expect(run.requests.filter((request) => request.path.endsWith("/actions/runs/4242"))).toHaveLength(1);
      expect(run.requests.filter((request) => request.path.endsWith("/statuses"))).toHaveLength(1);
    });

    it("gives up, and runs the full suite, after ten pages of forgeries", async () => {
      const { repo, code } = setting();
      const forged = many(1000, (entry) => (entry.deployment.creator = { login: "ada", type: "User" }));
      const run = await plan(repo.dir, [...forged, live(1, code, 600, "success")]);
      expect(run.code).toBe(0);
      expect(run.outputs).toMatchObject({ path: "full", base: "" });
      expect(run.stdout).toContain("No live deployment among the newest 1000: given up.");
      expect(listRequests(run.requests)).toHaveLength(10);
    });

    it("gives up, and runs the full suite, after 60 requests", async () => {
      // Forgeries the bot made, each naming a run of its own that GitHub does not know.
      const { repo, code } = setting();
      const forged = many(150, (entry) =>
        Object.assign(entry.deployment.payload as object, { run_id: 5000 + entry.deployment.id }),
      );
      const run = await plan(repo.dir, [...forged, live(1, code, 600, "success")]);
      expect(run.outputs).toMatchObject({ path: "full", base: "" });
      expect(run.stdout).toContain("No live deployment found in 60 requests to GitHub: given up.");
      expect(run.requests).toHaveLength(60);
    });
  });

  it("takes the same deployment when nothing in it is forged", async () => {
    const { repo, code } = setting();
    const run = await plan(repo.dir, [forged(() => {})(code), live(1, repo.first, 30, "success")]);
    expect(run.outputs).toMatchObject({ path: "fast", base: code });
    expect(run.stdout).not.toContain("passed over");
  });

  it("takes the deployment the publish workflow's own script makes", async () => {
    // What deployment.mjs start sends GitHub, read back as GitHub lists it, with the publish run
    // that made it: the writer and the reader of the rule agree.
    const { repo, code } = setting();
    const api = await fakeGitHub();
    let body: Record<string, unknown>;
    try {
      const start = await runScript(path.join(path.dirname(script), "deployment.mjs"), ["start"], {
        cwd: repo.dir,
        env: {
          GITHUB_API_URL: api.url,
          GITHUB_REPOSITORY: REPOSITORY,
          GITHUB_TOKEN: TOKEN,
          GITHUB_RUN_ID: "777",
          SHA: code,
          TARGET: "production",
          BRANCH: "main",
          CHECK_CONCLUSION: "success",
          CHECK_RUN_ID: "555",
        },
      });
      expect(start.code).toBe(0);
      body = api.requests[0].body as Record<string, unknown>;
    } finally {
      await api.close();
    }
    const made: ApiDeployment = {
      ...(body as Omit<ApiDeployment, "id" | "sha" | "created_at" | "statuses">),
      id: 3,
      sha: code,
      created_at: new Date(Date.UTC(2026, 0, 1, 12, 0)).toISOString(),
      creator: { login: "github-actions[bot]", type: "Bot" },
      statuses: [{ state: "success" }],
    };
    const { run } = live(3, code, 0);
    const entry = { deployment: made, run: { ...run, id: 777 } };
    expect((await plan(repo.dir, [entry, live(1, repo.first, 30, "success")])).outputs).toMatchObject({
      path: "fast",
      base: code,
    });
  });
});

describe("the target: live site, preview, or none", () => {
  let repo: ReturnType<typeof repository>;
  beforeAll(() => {
    repo = repository();
  });
  const target = async (event: Record<string, string>) => (await plan(repo.dir, [], event)).outputs;

  it("publishes a push to main, the CMS's Publish Changes, a manual and the daily run on main to the live site", async () => {
    for (const event of ["push", "repository_dispatch", "workflow_dispatch", "schedule"]) {
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
    // A person re-running a bot's run does not make it a person's.
    expect((await target({ ...bot, GITHUB_TRIGGERING_ACTOR: "ada" })).target).toBe("none");
    expect(
      (
        await target({
          GITHUB_EVENT_NAME: "push",
          GITHUB_REF: "refs/heads/x",
          GITHUB_ACTOR: "ada",
          GITHUB_TRIGGERING_ACTOR: "renovate[bot]",
        })
      ).target,
    ).toBe("none");
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
    expect((await target({ ...PUSH_TO_MAIN, GITHUB_EVENT_NAME: "pull_request_target" })).target).toBe("none");
  });

  it("says in the run's summary what it publishes and how it is checked", async () => {
    const run = await plan(repo.dir, [live(1, repo.first, 10, "success")]);
    expect(run.summary).toContain(repo.first);
    expect(run.summary).toContain("published to the live site");
    expect(run.summary).toContain("`npm run check:publish`");
  });
});
