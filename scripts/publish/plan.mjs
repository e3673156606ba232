#!/usr/bin/env node
/**
 * check.yml's first job: the quick publish gate only when all that changed since the branch's last passed push is
 * under content/, else the full suite; the target is only shown (deploy.yml decides). Reads GITHUB_*, SENDER_TYPE,
 * HEAD_REPOSITORY, HEAD_REF and PRODUCTION_BRANCH; writes target, sha, base and path to GITHUB_OUTPUT.
 */
import { spawnSync } from "node:child_process";
import { appendFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { CHECK_WORKFLOW, clientOf, isSha, outputLines, workflowFile } from "./github.mjs";
import { publishTarget } from "./target.mjs";

/** The folder the quick path accepts changes in: the author's content. */
export const CONTENT_FOLDER = "content/";

/** Git's modes for a symbolic link and a submodule: under content/, neither is content. */
const LINK_MODES = new Map([
  ["120000", "a symbolic link"],
  ["160000", "a submodule"],
]);

export const isContentFile = (file) => file.startsWith(CONTENT_FOLDER) && !file.split("/").includes("..");

/** Why a changed path keeps the commit off the quick path (outside content/, or a link), or "". */
export function outsideContent({ path, mode }) {
  if (!isContentFile(path)) return path;
  if (LINK_MODES.has(mode)) return `${path} (${LINK_MODES.get(mode)})`;
  return "";
}

/** How this run is checked: { path: "fast" | "full", reason }, from what `changed` since `base`. */
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

/** The branch whose passed pushes this run may compare with: { branch }, or { why } none (forks, schedules). */
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

/** Why `run` is not a passed check of a push to `branch` of `repository` (a fork's "main" never counts), or "". */
export function passedRunProblem(run, { branch, repository }) {
  if (workflowFile(run?.path, repository) !== CHECK_WORKFLOW) return `a run of ${run?.path}`;
  if (run.event !== "push") return `a run for a ${run.event} event`;
  if (run.head_branch !== branch) return `a run on ${run.head_branch}`;
  if (run.head_repository?.full_name !== repository) return `a run from ${run.head_repository?.full_name}`;
  if (run.conclusion !== "success") return `a run that ended ${run.conclusion ?? run.status}`;
  if (!isSha(run.head_sha)) return `a run of no commit (${run.head_sha})`;
  return "";
}

/** The commit of the newest passed check of a push to `branch`, or { why } there is none. */
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

/** Every path that differs between `base` (fetched alone if missing) and HEAD, as { path, mode }. */
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
    passed = await lastPassed(clientOf(env), { branch });
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

  const outputs = { target: where.target, sha, base: compared.base ?? "", path: how.path };
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
