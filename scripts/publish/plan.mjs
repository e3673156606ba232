#!/usr/bin/env node
/**
 * The first job of the check workflow (.github/workflows/check.yml): how thoroughly this commit is
 * checked, and, for the run's summary only, where the publish workflow will put it.
 *
 * How (`publishPath`): the quick publish gate (`npm run check:publish`) only when every path that
 * differs between this commit and the last commit of its branch whose push passed this check
 * (`lastPassed`: one read of the Actions API) is a file under content/. For a push after one that
 * passed, that is what the push itself changed; when this push cancelled the run before it (two
 * saves in a row), the cancelled push's change is compared too. Anything else takes the full suite
 * (`npm test`): code changed, a symbolic link under content/, no passed push to compare with (a new
 * branch), a scheduled or manual run, a fork's pull request, any failure to ask or to fetch. Any
 * other answer fails the step, so no check is skipped.
 *
 * Where (`publishTarget`, target.mjs): shown in the summary and the failure summary. It decides
 * nothing: this script runs from the commit under test, so the publish workflow (deploy.yml)
 * decides again, from GitHub's record of the run, with the default branch's copy of target.mjs.
 *
 * Usage (in the workflow; locally it needs the same variables): node scripts/publish/plan.mjs
 * Reads GITHUB_EVENT_NAME, GITHUB_REF, GITHUB_REPOSITORY, GITHUB_ACTOR, GITHUB_TRIGGERING_ACTOR,
 * SENDER_TYPE, HEAD_REPOSITORY, HEAD_REF, PRODUCTION_BRANCH (default main), GITHUB_API_URL,
 * GITHUB_TOKEN (actions: read). Writes target, branch, environment, sha, base and path to
 * GITHUB_OUTPUT and a few lines to GITHUB_STEP_SUMMARY.
 */
import { spawnSync } from "node:child_process";
import { appendFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { CHECK_WORKFLOW, ENVIRONMENTS, githubClient, isSha, outputLines, workflowFile } from "./github.mjs";
import { publishTarget } from "./target.mjs";

/** The folder the quick path accepts changes in: the author's content. */
export const CONTENT_FOLDER = "content/";

/** The two ways a commit is checked; anything else is refused. */
export const PATHS = ["fast", "full"];

/** Git's modes for a symbolic link and a submodule: under content/, neither is content. */
const LINK_MODES = new Map([
  ["120000", "a symbolic link"],
  ["160000", "a submodule"],
]);

export const isContentFile = (file) => file.startsWith(CONTENT_FOLDER) && !file.split("/").includes("..");

/**
 * Why a changed path keeps the commit off the quick path, or "" when it does not: a path outside
 * content/, or one under it that is a symbolic link (or a submodule) in this commit, since a link
 * can point the build at any file.
 */
export function outsideContent({ path, mode }) {
  if (!isContentFile(path)) return path;
  if (LINK_MODES.has(mode)) return `${path} (${LINK_MODES.get(mode)})`;
  return "";
}

/**
 * How this run is checked: { path: "fast" | "full", reason }. `base` is the commit compared with
 * (undefined when there is none, and `why` says why), `changed` every path that differs between it
 * and this commit (both sides of a rename), each as { path, mode } with its mode in this commit
 * ("000000" when it is gone).
 */
export function publishPath({ base, changed, why = "no commit to compare with" }) {
  if (!base || !changed) return { path: "full", reason: why };
  const outside = changed.map(outsideContent).filter(Boolean);
  if (outside.length > 0) {
    const shown = outside.slice(0, 5).join(", ") + (outside.length > 5 ? ` and ${outside.length - 5} more` : "");
    return { path: "full", reason: `files outside ${CONTENT_FOLDER}, or links in it, changed since ${base}: ${shown}` };
  }
  const files = `${changed.length} file${changed.length === 1 ? "" : "s"}`;
  return {
    path: "fast",
    reason:
      changed.length === 0
        ? `nothing changed since ${base}`
        : `only ${CONTENT_FOLDER} changed since ${base} (${files})`,
  };
}

/**
 * The branch whose passed pushes this run may compare with: { branch }, or { why } it compares with
 * none. A push and the CMS's Publish Changes (repository_dispatch, run on the default branch) use
 * their own branch, a pull request from a branch of this repository its head branch. A scheduled or
 * manual run has no change to read, and a fork's branches are not this repository's: the full suite.
 */
export function comparedBranch({ event, ref = "", repository, headRepository, headRef }) {
  if (event === "pull_request") {
    return headRepository === repository && headRef ? { branch: headRef } : { why: "a pull request from a fork" };
  }
  if (event !== "push" && event !== "repository_dispatch") {
    return { why: `a ${event || "unknown"} run has no change of its own to compare` };
  }
  if (!ref.startsWith("refs/heads/")) return { why: `${ref || "no ref"} is not a branch` };
  return { branch: ref.slice("refs/heads/".length) };
}

/**
 * Why the workflow run `run` is not a passed check of a push to `branch` of `repository`, or "" when
 * it is. GitHub was asked for exactly that; this makes sure, so that a run of a pull request (whose
 * head branch a fork may call main), of another branch or of another workflow never counts.
 */
export function passedRunProblem(run, { branch, repository }) {
  if (workflowFile(run?.path, repository) !== CHECK_WORKFLOW) return `a run of ${run?.path}`;
  if (run.event !== "push") return `a run for a ${run.event} event`;
  if (run.head_branch !== branch) return `a run on ${run.head_branch}`;
  if (run.head_repository?.full_name !== repository) return `a run from ${run.head_repository?.full_name}`;
  if (run.conclusion !== "success") return `a run that ended ${run.conclusion ?? run.status}`;
  if (!isSha(run.head_sha)) return `a run of no commit (${run.head_sha})`;
  return "";
}

/**
 * The commit of the newest check of a push to `branch` that passed, or { why } there is none.
 * Needs `actions: read`.
 */
export async function lastPassed(client, { branch }) {
  const query = new URLSearchParams({ branch, event: "push", status: "success", per_page: "1" });
  const answer = await client.request("GET", `/actions/workflows/${path.basename(CHECK_WORKFLOW)}/runs?${query}`);
  const run = answer?.workflow_runs?.[0];
  if (!run) return { why: `no push to ${branch} has passed this check yet` };
  const problem = passedRunProblem(run, { branch, repository: client.repository });
  return problem ? { why: `GitHub named ${problem}, not a passed push to ${branch}` } : { sha: run.head_sha };
}

function git(args) {
  const run = spawnSync("git", args, { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  return { ok: run.status === 0, stdout: run.stdout ?? "", stderr: run.stderr ?? "" };
}

const hasCommit = (sha) => git(["cat-file", "-e", `${sha}^{commit}`]).ok;

/**
 * Every path that differs between `base` and HEAD, as { path, mode } (its mode in HEAD), or
 * undefined when the base commit cannot be had. A shallow checkout lacks it: it is fetched alone,
 * as trees need no history to be compared.
 */
export function changedSince(base) {
  if (!isSha(base)) return undefined;
  if (!hasCommit(base)) git(["fetch", "--quiet", "--no-tags", "--depth=1", "origin", base]);
  if (!hasCommit(base)) return undefined;
  // ":<old mode> <new mode> <old blob> <new blob> <status>" NUL "<path>" NUL, for each path.
  const diff = git(["diff", "--raw", "--no-renames", "--no-abbrev", "-z", base, "HEAD"]);
  if (!diff.ok) return undefined;
  const fields = diff.stdout.split("\0");
  const changed = [];
  for (let index = 0; index + 1 < fields.length; index += 2) {
    const [, mode] = fields[index].slice(1).split(" ");
    changed.push({ path: fields[index + 1], mode });
  }
  return changed;
}

/** The commit to compare with and what changed since, or why there is none. */
async function comparison(env) {
  const { branch, why } = comparedBranch({
    event: env.GITHUB_EVENT_NAME,
    ref: env.GITHUB_REF,
    repository: env.GITHUB_REPOSITORY,
    headRepository: env.HEAD_REPOSITORY,
    headRef: env.HEAD_REF,
  });
  if (!branch) return { why };
  let passed;
  try {
    const client = githubClient({
      apiUrl: env.GITHUB_API_URL,
      repository: env.GITHUB_REPOSITORY,
      token: env.GITHUB_TOKEN,
    });
    passed = await lastPassed(client, { branch });
  } catch (error) {
    return { why: `the last passed check could not be looked up (${error.message})` };
  }
  if (!passed.sha) return passed;
  const changed = changedSince(passed.sha);
  if (!changed) return { why: `the last passed commit ${passed.sha} could not be fetched to compare with` };
  return { base: passed.sha, changed };
}

async function main(env = process.env) {
  const pullRequest = env.GITHUB_EVENT_NAME === "pull_request";
  const ref = env.GITHUB_REF ?? "";
  const where = publishTarget({
    event: env.GITHUB_EVENT_NAME,
    branch: pullRequest ? env.HEAD_REF : ref.startsWith("refs/heads/") ? ref.slice("refs/heads/".length) : "",
    headRepository: pullRequest ? env.HEAD_REPOSITORY : env.GITHUB_REPOSITORY,
    repository: env.GITHUB_REPOSITORY,
    actors: [{ login: env.GITHUB_ACTOR, type: env.SENDER_TYPE }, { login: env.GITHUB_TRIGGERING_ACTOR }],
    productionBranch: env.PRODUCTION_BRANCH || undefined,
  });
  const head = git(["rev-parse", "HEAD"]);
  if (!head.ok) throw new Error(`Not in a git checkout: ${head.stderr.trim()}`);
  const sha = head.stdout.trim();

  const compared = await comparison(env);
  const how = publishPath(compared);
  // Fail closed: the workflow runs a check for "fast" and for "full" only.
  if (!PATHS.includes(how.path)) throw new Error(`Unknown check path "${how.path}"`);

  const outputs = {
    target: where.target,
    branch: where.branch,
    environment: ENVIRONMENTS[where.target] ?? "",
    sha,
    base: compared.base ?? "",
    path: how.path,
  };
  console.log(`Publishes to: ${where.target} (${where.reason}; the publish workflow decides).`);
  console.log(`Checked by: ${how.path === "fast" ? "the publish gate" : "the full test suite"} (${how.reason}).`);
  if (env.GITHUB_OUTPUT) appendFileSync(env.GITHUB_OUTPUT, outputLines(outputs));
  if (env.GITHUB_STEP_SUMMARY) {
    const check =
      how.path === "fast" ? "the quick publish check (`npm run check:publish`)" : "the full test suite (`npm test`)";
    appendFileSync(
      env.GITHUB_STEP_SUMMARY,
      `### What this run does\n\n- Commit \`${sha}\`: ${where.target === "none" ? "checked, not published" : `published to ${where.reason} once every check passed`}.\n- Checked by ${check}: ${how.reason}.\n\n`,
    );
  }
  return outputs;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
