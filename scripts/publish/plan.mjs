#!/usr/bin/env node
/**
 * The first job of the publish workflow (.github/workflows/deploy.yml): what this run publishes,
 * where, and how thoroughly it is checked first.
 *
 * Where (`publishTarget`): a push to the production branch (main), the CMS's "Publish Changes"
 * (repository_dispatch) or a manual run on it → the live site; a push to any other branch, or a
 * pull request from a branch of this repository, by a person → a preview of that branch; a pull
 * request from a fork, or a branch or pull request a bot (dependency updates) pushed → no
 * deployment at all: tested, and no secret is used.
 *
 * How (`publishPath`): the quick publish gate (`npm run check:publish`) only when every file that
 * differs between this commit and the last commit that went live (a production deployment with a
 * success status, see github.mjs) is under content/. Anything else, including content together
 * with code, or no live commit found, runs the full suite (`npm test`). Measured from the last
 * *published* commit, not the previous push: when a content save cancels a code push's run, the
 * save's run still sees the code change, and tests it.
 *
 * Usage (in the workflow; locally it needs the same variables): node scripts/publish/plan.mjs
 * Reads GITHUB_EVENT_NAME, GITHUB_REF, GITHUB_REPOSITORY, GITHUB_ACTOR, SENDER_TYPE, HEAD_REPOSITORY,
 * HEAD_REF, PRODUCTION_BRANCH (default main), GITHUB_API_URL, GITHUB_TOKEN. Writes target, branch,
 * environment, sha, base and path to GITHUB_OUTPUT and a few lines to GITHUB_STEP_SUMMARY.
 */
import { spawnSync } from "node:child_process";
import { appendFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { ENVIRONMENTS, githubClient, lastDeployedSha, outputLines } from "./github.mjs";

/** The folder the quick path accepts changes in: the author's content. */
export const CONTENT_FOLDER = "content/";

const isBot = ({ actor = "", senderType = "" }) => actor.endsWith("[bot]") || senderType === "Bot";

/**
 * Where this run publishes: { target: "production" | "preview" | "none", branch, reason }.
 * `branch` is the Cloudflare Pages branch to upload to (the production branch for the live site).
 */
export function publishTarget({
  event,
  ref = "",
  repository,
  actor,
  senderType,
  headRepository,
  headRef,
  productionBranch = "main",
}) {
  const none = (reason) => ({ target: "none", branch: "", reason });
  const preview = (branch) => {
    if (isBot({ actor, senderType })) return none(`started by ${actor || "a bot"}: tested, not previewed`);
    // A preview uploaded under the production branch's name would replace the live site.
    if (branch === productionBranch) return none(`a pull request from ${branch} itself: tested, not previewed`);
    return { target: "preview", branch, reason: `a preview of ${branch}` };
  };
  const branch = ref.startsWith("refs/heads/") ? ref.slice("refs/heads/".length) : "";

  switch (event) {
    case "push":
    case "workflow_dispatch":
    case "repository_dispatch":
      if (!branch) return none(`${ref || "no ref"} is not a branch`);
      if (branch === productionBranch) return { target: "production", branch, reason: "the live site" };
      return event === "repository_dispatch" ? none(`the CMS published on ${branch}`) : preview(branch);
    case "pull_request":
      if (!headRepository || headRepository !== repository) {
        return none(`a pull request from ${headRepository || "another repository"}: tested, not previewed`);
      }
      return headRef ? preview(headRef) : none("a pull request without a branch");
    default:
      return none(`the ${event || "unknown"} event does not publish`);
  }
}

export const isContentFile = (file) => file.startsWith(CONTENT_FOLDER) && !file.split("/").includes("..");

/**
 * How this run is checked: { path: "fast" | "full", reason, outside }. `base` is the last commit
 * that went live (undefined when unknown), `changed` every path that differs between it and this
 * commit (both sides of a rename).
 */
export function publishPath({ base, changed }) {
  if (!base || !changed) {
    return { path: "full", reason: "no published commit to compare with was found", outside: [] };
  }
  const outside = changed.filter((file) => !isContentFile(file));
  if (outside.length > 0) {
    const shown = outside.slice(0, 5).join(", ") + (outside.length > 5 ? ` and ${outside.length - 5} more` : "");
    return { path: "full", reason: `files outside ${CONTENT_FOLDER} changed since ${base}: ${shown}`, outside };
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
 * Every path that differs between `base` and HEAD, or undefined when the base commit cannot be had.
 * A shallow checkout lacks it: it is fetched alone, as trees need no history to be compared.
 */
export function changedSince(base) {
  if (!/^[0-9a-f]{40}$/.test(base)) return undefined;
  if (!hasCommit(base)) git(["fetch", "--quiet", "--no-tags", "--depth=1", "origin", base]);
  if (!hasCommit(base)) return undefined;
  const diff = git(["diff", "--name-only", "--no-renames", "-z", base, "HEAD"]);
  if (!diff.ok) return undefined;
  return diff.stdout.split("\0").filter(Boolean);
}

async function main(env = process.env) {
  const where = publishTarget({
    event: env.GITHUB_EVENT_NAME,
    ref: env.GITHUB_REF,
    repository: env.GITHUB_REPOSITORY,
    actor: env.GITHUB_ACTOR,
    senderType: env.SENDER_TYPE,
    headRepository: env.HEAD_REPOSITORY,
    headRef: env.HEAD_REF,
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
    base = await lastDeployedSha(client, ENVIRONMENTS.production);
  } catch (error) {
    console.log(`The last published commit could not be looked up: ${error.message}`);
  }
  const changed = base ? changedSince(base) : undefined;
  if (base && !changed) console.log(`The published commit ${base} could not be fetched to compare with.`);
  const how = publishPath({ base, changed });

  const outputs = {
    target: where.target,
    branch: where.branch,
    environment: ENVIRONMENTS[where.target] ?? "",
    sha,
    base: base && changed ? base : "",
    path: how.path,
  };
  console.log(`Publishes to: ${where.target} (${where.reason}).`);
  console.log(`Checked by: ${how.path === "fast" ? "the publish gate" : "the full test suite"} (${how.reason}).`);
  if (env.GITHUB_OUTPUT) appendFileSync(env.GITHUB_OUTPUT, outputLines(outputs));
  if (env.GITHUB_STEP_SUMMARY) {
    const check =
      how.path === "fast" ? "the quick publish check (`npm run check:publish`)" : "the full test suite (`npm test`)";
    appendFileSync(
      env.GITHUB_STEP_SUMMARY,
      `### What this run does\n\n- Commit \`${sha}\`: ${where.target === "none" ? "checked, not published" : `published to ${where.reason}`}.\n- Checked by ${check}: ${how.reason}.\n\n`,
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
