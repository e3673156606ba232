/**
 * @jest-environment node
 *
 * scripts/publish/target.mjs, run as the publish workflow runs it: from the event file GitHub
 * writes for a `workflow_run` event (the check's run, as GitHub reports it), with the variables
 * of a run on the default branch. The live site only for a check of main's newest commit pushed
 * here (or published from the CMS, or run by hand on main); a preview only for a person's branch
 * of this repository; nothing for forks, bots, other workflows, or a check that did not succeed.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { REPOSITORY, runScript } from "../../fixtures/fake-github";

jest.setTimeout(60_000);

const script = path.join(__dirname, "..", "..", "..", "scripts", "publish", "target.mjs");
const temporary: string[] = [];
afterAll(() => temporary.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const MAIN_TIP = "1111111111111111111111111111111111111111";
const OLDER = "2222222222222222222222222222222222222222";
const BRANCH_SHA = "3333333333333333333333333333333333333333";
const ADA = { login: "ada", type: "User" };

type Run = Record<string, unknown>;

/** The check run of a push to main by a person, which succeeded: the event's `workflow_run`. */
const pushToMain = (): Run => ({
  id: 5150,
  name: "Check",
  path: ".github/workflows/check.yml",
  event: "push",
  head_branch: "main",
  head_sha: MAIN_TIP,
  conclusion: "success",
  status: "completed",
  html_url: `https://github.com/${REPOSITORY}/actions/runs/5150`,
  repository: { full_name: REPOSITORY },
  head_repository: { full_name: REPOSITORY },
  actor: ADA,
  triggering_actor: ADA,
});

const pushToBranch = (): Run => ({ ...pushToMain(), head_branch: "cms/articles/dawn", head_sha: BRANCH_SHA });

/** Runs the script on a workflow_run event for `run`, in a run of main's tip (unless `env` says). */
async function decide(run: Run | undefined, env: Record<string, string> = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), "target-"));
  temporary.push(dir);
  const eventPath = path.join(dir, "event.json");
  writeFileSync(eventPath, JSON.stringify({ action: "completed", workflow_run: run }));
  return runScript(script, [], {
    cwd: dir,
    env: {
      GITHUB_EVENT_PATH: eventPath,
      GITHUB_REPOSITORY: REPOSITORY,
      GITHUB_SHA: MAIN_TIP,
      GITHUB_REF: "refs/heads/main",
      PRODUCTION_BRANCH: "main",
      ...env,
    },
  });
}

const NOTHING = { target: "none", branch: "", environment: "", sha: "", upload: "false", report: "false" };

describe("the live site", () => {
  it("takes a push to main that passed its check, in the production environment", async () => {
    const run = await decide(pushToMain());
    expect(run.code).toBe(0);
    expect(run.outputs).toEqual({
      target: "production",
      branch: "main",
      environment: "production",
      sha: MAIN_TIP,
      upload: "true",
      report: "true",
    });
    expect(run.summary).toContain(`publishes \`${MAIN_TIP}\` to the live site`);
  });

  it("takes the CMS's Publish Changes, a manual run and the daily run on main", async () => {
    for (const event of ["repository_dispatch", "workflow_dispatch", "schedule"]) {
      expect((await decide({ ...pushToMain(), event })).outputs).toMatchObject({
        target: "production",
        upload: "true",
      });
    }
  });

  it("takes only the tip of main: not a re-run of an older check, which would put old code back", async () => {
    const run = await decide({ ...pushToMain(), head_sha: OLDER });
    expect(run.outputs).toEqual(NOTHING);
    expect(run.stdout).toContain(`main is at ${MAIN_TIP} now, not ${OLDER}`);
  });

  it("takes nothing when this workflow does not run on main", async () => {
    expect((await decide(pushToMain(), { GITHUB_REF: "refs/heads/cms/articles/dawn" })).outputs).toEqual(NOTHING);
  });

  it("reports a failed check to the CMS, and uploads nothing", async () => {
    for (const conclusion of ["failure", "timed_out"]) {
      expect((await decide({ ...pushToMain(), conclusion })).outputs).toMatchObject({
        target: "production",
        upload: "false",
        report: "true",
      });
    }
  });

  it("neither uploads nor reports a check a newer change cancelled, or any other conclusion", async () => {
    for (const conclusion of ["cancelled", "skipped", "neutral", "action_required", "stale", null]) {
      expect((await decide({ ...pushToMain(), conclusion })).outputs).toMatchObject({
        upload: "false",
        report: "false",
      });
    }
  });

  it("still publishes main when a bot pushed to it: what is on main is what goes live", async () => {
    const bot = { login: "renovate[bot]", type: "Bot" };
    expect((await decide({ ...pushToMain(), actor: bot, triggering_actor: bot })).outputs.target).toBe("production");
  });
});

describe("previews", () => {
  it("preview a person's push to a branch of this repository, under the branch's name", async () => {
    const run = await decide(pushToBranch());
    expect(run.outputs).toEqual({
      target: "preview",
      branch: "cms/articles/dawn",
      environment: "preview",
      sha: BRANCH_SHA,
      upload: "true",
      report: "true",
    });
  });

  it("preview a pull request from a branch of this repository", async () => {
    expect((await decide({ ...pushToBranch(), event: "pull_request" })).outputs).toMatchObject({
      target: "preview",
      branch: "cms/articles/dawn",
      upload: "true",
    });
  });

  it("never upload a preview under the live site's branch name", async () => {
    const fromMain = { ...pushToMain(), event: "pull_request" };
    expect((await decide(fromMain)).outputs).toEqual(NOTHING);
  });

  it("preview nothing a bot pushed or started, even when a person re-runs it", async () => {
    const bot = { login: "dependabot[bot]", type: "Bot" };
    for (const run of [
      { ...pushToBranch(), actor: bot, triggering_actor: bot },
      { ...pushToBranch(), actor: bot, triggering_actor: ADA },
      { ...pushToBranch(), triggering_actor: { login: "helper", type: "Bot" } },
      { ...pushToBranch(), event: "pull_request", actor: { login: "renovate[bot]", type: "User" } },
    ]) {
      expect((await decide(run)).outputs).toEqual(NOTHING);
    }
  });

  it("preview nothing for the CMS's Publish Changes on another branch", async () => {
    expect((await decide({ ...pushToBranch(), event: "repository_dispatch" })).outputs).toEqual(NOTHING);
  });
});

describe("nothing at all", () => {
  it("for a pull request from a fork, even from a branch the fork calls main", async () => {
    for (const branch of ["cms/articles/dawn", "main"]) {
      const fork = {
        ...pushToMain(),
        event: "pull_request",
        head_branch: branch,
        head_repository: { full_name: "stranger/site" },
        actor: { login: "stranger", type: "User" },
      };
      expect((await decide(fork)).outputs).toEqual(NOTHING);
    }
    expect((await decide({ ...pushToBranch(), head_repository: null })).outputs).toEqual(NOTHING);
  });

  it("for a run of any other workflow, however it is named", async () => {
    for (const workflow of [".github/workflows/deploy.yml", ".github/workflows/evil.yml", undefined]) {
      const run = await decide({ ...pushToMain(), path: workflow });
      expect(run.outputs).toEqual(NOTHING);
    }
    expect((await decide({ ...pushToMain(), path: ".github/workflows/check.yml.bak" })).outputs.target).toBe("none");
  });

  it("takes the check workflow's path as GitHub may also write it, with the repository and the ref", async () => {
    const run = { ...pushToMain(), path: `${REPOSITORY}/.github/workflows/check.yml@refs/heads/main` };
    expect((await decide(run)).outputs.target).toBe("production");
  });

  it("for a run in another repository, or without a commit", async () => {
    expect((await decide({ ...pushToMain(), repository: { full_name: "stranger/site" } })).outputs).toEqual(NOTHING);
    expect((await decide({ ...pushToMain(), head_sha: "main" })).outputs).toEqual(NOTHING);
  });

  it("for the daily run on another branch (GitHub runs it on the default branch only)", async () => {
    const run = await decide({ ...pushToMain(), event: "schedule", head_branch: "cms/articles/dawn" });
    expect(run.outputs).toEqual(NOTHING);
  });

  it("for any other event", async () => {
    for (const event of ["pull_request_target", "issue_comment", "workflow_run"]) {
      expect((await decide({ ...pushToMain(), event })).outputs).toEqual(NOTHING);
    }
  });

  it("for an event without a workflow run, and fails without an event file", async () => {
    expect((await decide(undefined)).outputs).toEqual(NOTHING);
    const run = await decide(pushToMain(), { GITHUB_EVENT_PATH: "" });
    expect(run.code).toBe(1);
    expect(run.outputs).toEqual({});
  });
});
