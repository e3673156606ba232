#!/usr/bin/env node
/**
 * The first job of the check workflow (.github/workflows/check.yml): how thoroughly this commit is
 * checked, and, for the run's summary only, where the publish workflow will put it.
 *
 * How (`publishPath`): the quick publish gate (`npm run check:publish`) only when every file that
 * differs between this commit and the last commit that went live (see `lastDeployedSha` in
 * github.mjs) is a file under content/. Anything else, including content together with code, a
 * symbolic link under content/, or no live commit found, runs the full suite (`npm test`). Measured
 * from the last *published* commit, not the previous push: when a content save cancels a code
 * push's run, the save's run still sees the code change, and tests it. Any other answer fails the
 * step, so no check is skipped.
 *
 * Where (`publishTarget`, target.mjs): shown in the summary and the failure summary. It decides
 * nothing: this script runs from the commit under test, so the publish workflow (deploy.yml)
 * decides again, from GitHub's record of the run, with the default branch's copy of target.mjs.
 *
 * Usage (in the workflow; locally it needs the same variables): node scripts/publish/plan.mjs
 * Reads GITHUB_EVENT_NAME, GITHUB_REF, GITHUB_REPOSITORY, GITHUB_ACTOR, GITHUB_TRIGGERING_ACTOR,
 * SENDER_TYPE, HEAD_REPOSITORY, HEAD_REF, PRODUCTION_BRANCH (default main), GITHUB_API_URL,
 * GITHUB_TOKEN (deployments: read, actions: read). Writes target, branch, environment, sha, base and
 * path to GITHUB_OUTPUT and a few lines to GITHUB_STEP_SUMMARY.
 */
import { spawnSync } from "node:child_process";
import { appendFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { ENVIRONMENTS, githubClient, lastDeployedSha, outputLines } from "./github.mjs";
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
 * How this run is checked: { path: "fast" | "full", reason, outside }. `base` is the last commit
 * that went live (undefined when unknown), `changed` every path that differs between it and this
 * commit (both sides of a rename), each as { path, mode } with its mode in this commit ("000000"
 * when it is gone).
 */
export function publishPath({ base, changed }) {
  if (!base || !changed) {
    return { path: "full", reason: "no published commit to compare with was found", outside: [] };
  }
  const outside = changed.map(outsideContent).filter(Boolean);
  if (outside.length > 0) {
    const shown = outside.slice(0, 5).join(", ") + (outside.length > 5 ? ` and ${outside.length - 5} more` : "");
    return {
      path: "full",
      reason: `files outside ${CONTENT_FOLDER}, or links in it, changed since ${base}: ${shown}`,
      outside,
    };
  }
  return {
    path: "fast",
    reason:
      changed.length === 0
        ? `nothing changed since the published ${base}`
        : `only ${CONTENT_FOLDER} changed since the published ${base} (${changed.length} file${changed.length === 1 ? "" : "s"})`,
    outside,
  };
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
  if (!/^[0-9a-f]{40}$/.test(base)) return undefined;
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

  let base;
  try {
    const client = githubClient({
      apiUrl: env.GITHUB_API_URL,
      repository: env.GITHUB_REPOSITORY,
      token: env.GITHUB_TOKEN,
    });
    base = await lastDeployedSha(client, {
      productionBranch: env.PRODUCTION_BRANCH || undefined,
      log: (line) => console.log(line),
    });
  } catch (error) {
    console.log(`The last published commit could not be looked up: ${error.message}`);
  }
  const changed = base ? changedSince(base) : undefined;
  if (base && !changed) console.log(`The published commit ${base} could not be fetched to compare with.`);
  const how = publishPath({ base, changed });
  // Fail closed: the workflow runs a check for "fast" and for "full" only.
  if (!PATHS.includes(how.path)) throw new Error(`Unknown check path "${how.path}"`);

  const outputs = {
    target: where.target,
    branch: where.branch,
    environment: ENVIRONMENTS[where.target] ?? "",
    sha,
    base: base && changed ? base : "",
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
