/** @jest-environment node */
/**
 * scripts/publish/target.mjs on the event file of a `workflow_run`, in a run of main: the live site only for main's
 * tip; a preview only for a person's branch of this repository; nothing for forks, bots or other workflows.
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

/** The check run of a push to main by a person, which succeeded (the event's `workflow_run`), with `change`. */
const main = (change: Run = {}): Run => ({
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
  ...change,
});
/** A person's push to a branch of this repository. */
const branch = (change: Run = {}) => main({ head_branch: "cms/articles/dawn", head_sha: BRANCH_SHA, ...change });

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

type Takes = [string, Run, Record<string, string>];

const NOTHING = { target: "none", branch: "", environment: "", sha: "", upload: "false", report: "false" };
const bot = (login: string, type = "Bot") => ({ login, type });
const fork = (head_branch: string) =>
  main({
    event: "pull_request",
    head_branch,
    head_repository: { full_name: "stranger/site" },
    actor: bot("stranger", "User"),
  });

it("publishes a push to main that passed its check to the live site, and says so", async () => {
  const run = await decide(main());
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

it("takes only the tip of main: not a re-run of an older check, which would put old code back", async () => {
  const run = await decide(main({ head_sha: OLDER }));
  expect(run.outputs).toEqual(NOTHING);
  expect(run.stdout).toContain(`main is at ${MAIN_TIP} now, not ${OLDER}`);
});

it("takes nothing when this workflow does not run on main", async () => {
  expect((await decide(main(), { GITHUB_REF: "refs/heads/cms/articles/dawn" })).outputs).toEqual(NOTHING);
});

it("fails without an event file", async () => {
  const run = await decide(main(), { GITHUB_EVENT_PATH: "" });
  expect(run.code).toBe(1);
  expect(run.outputs).toEqual({});
});

it.each<Takes>([
  ...["repository_dispatch", "workflow_dispatch"].map((event): Takes => [
    `${event} on main`,
    main({ event }),
    { target: "production", upload: "true" },
  ]),
  // The daily import (import-articles.yml) starts the check on main with the workflow's token.
  [
    "the daily import's start of the check on main",
    main({
      event: "workflow_dispatch",
      actor: bot("github-actions[bot]"),
      triggering_actor: bot("github-actions[bot]"),
    }),
    { target: "production", upload: "true" },
  ],
  // What is on main is what goes live.
  [
    "a bot's push to main",
    main({ actor: bot("renovate[bot]"), triggering_actor: bot("renovate[bot]") }),
    { target: "production" },
  ],
  [
    "the check's path as GitHub may also write it",
    main({ path: `${REPOSITORY}/.github/workflows/check.yml@refs/heads/main` }),
    { target: "production" },
  ],
  // A person's branch of this repository: its preview, under the branch's name.
  ...[branch(), branch({ event: "pull_request" })].map((run): Takes => [
    `a ${run.event} from a branch of this repository`,
    run,
    {
      target: "preview",
      branch: "cms/articles/dawn",
      environment: "preview",
      sha: BRANCH_SHA,
      upload: "true",
      report: "true",
    },
  ]),
  // A failed check is reported to the CMS; one a newer change cancelled, or any other, is not.
  ...["failure", "timed_out"].map((conclusion): Takes => [
    `a ${conclusion} check, to report it alone`,
    main({ conclusion }),
    { target: "production", upload: "false", report: "true" },
  ]),
  ...["cancelled", "skipped", "neutral", "action_required", "stale", null].map((conclusion): Takes => [
    `a ${conclusion} check, neither to upload nor report`,
    main({ conclusion }),
    { upload: "false", report: "false" },
  ]),
])("takes %s", async (_what, run, expected) => {
  expect((await decide(run)).outputs).toMatchObject(expected);
});

it.each<[string, Run | undefined]>([
  ["for a preview under the live site's branch name", main({ event: "pull_request" })],
  ["a bot pushed", branch({ actor: bot("dependabot[bot]"), triggering_actor: bot("dependabot[bot]") })],
  ["a bot started, even when a person re-runs it", branch({ actor: bot("dependabot[bot]"), triggering_actor: ADA })],
  ["a bot re-ran", branch({ triggering_actor: bot("helper") })],
  ["a bot opened as a pull request", branch({ event: "pull_request", actor: bot("renovate[bot]", "User") })],
  ["for the CMS's Publish Changes on another branch", branch({ event: "repository_dispatch" })],
  ["for a pull request from a fork", fork("cms/articles/dawn")],
  ["for a pull request from a branch a fork calls main", fork("main")],
  ["for a run without a head repository", branch({ head_repository: null })],
  ...[".github/workflows/deploy.yml", ".github/workflows/evil.yml", ".github/workflows/check.yml.bak", undefined].map(
    (path): [string, Run] => [`for a run of ${path}`, main({ path })],
  ),
  ["for a run in another repository", main({ repository: { full_name: "stranger/site" } })],
  ["for a run without a commit", main({ head_sha: "main" })],
  // check.yml has no schedule: the daily run is the import's workflow_dispatch.
  ...["pull_request_target", "issue_comment", "workflow_run", "schedule"].map((event): [string, Run] => [
    `for ${event}`,
    main({ event }),
  ]),
  ["for an event without a workflow run", undefined],
])("takes nothing %s", async (_what, run) => {
  expect((await decide(run)).outputs).toEqual(NOTHING);
});
