#!/usr/bin/env node
/**
 * deploy.yml's first step, from the default branch's checkout: where the checked commit is published, if anywhere
 * (docs/SECURITY.md). Writes target, branch, environment, sha, upload and report to GITHUB_OUTPUT.
 */
import { appendFileSync, readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { CHECK_WORKFLOW, ENVIRONMENTS, isSha, outputLines, workflowFile } from "./github.mjs";

/** A bot: a GitHub App's account ("renovate[bot]") or any account GitHub types "Bot". */
export const isBot = (actor) =>
  actor?.type === "Bot" || (typeof actor?.login === "string" && actor.login.endsWith("[bot]"));

/** Where a run for `event` on `branch` (of `headRepository`) publishes: { target, branch, reason }. */
export function publishTarget({
  event,
  branch = "",
  headRepository,
  repository,
  actors = [],
  productionBranch = "main",
}) {
  const none = (reason) => ({ target: "none", branch: "", reason });
  if (!repository || headRepository !== repository) {
    return none(`a run for ${headRepository || "another repository"}: tested, not published`);
  }
  const bot = actors.find(isBot);
  const preview = () => {
    if (bot) return none(`started by ${bot.login || "a bot"}: tested, not previewed`);
    // A preview uploaded under the production branch's name would replace the live site.
    if (branch === productionBranch) return none(`a pull request from ${branch} itself: tested, not previewed`);
    return { target: "preview", branch, reason: `a preview of ${branch}` };
  };
  if (!branch) return none("no branch");
  switch (event) {
    case "push":
    case "workflow_dispatch":
    case "repository_dispatch":
      if (branch === productionBranch) return { target: "production", branch, reason: "the live site" };
      return event === "repository_dispatch" ? none(`the CMS published on ${branch}`) : preview();
    case "pull_request":
      return preview();
    default:
      return none(`the ${event || "unknown"} event does not publish`);
  }
}

/** The check's conclusions the CMS is told about; any other (cancelled, skipped…) is left alone. */
const REPORTED = new Set(["success", "failure", "timed_out", "startup_failure"]);

/** What the publish workflow does for the check run `run`; `defaultSha` and `ref` are the default branch's tip. */
export function deployDecision({ run, repository, defaultSha, ref, productionBranch = "main" }) {
  const decision = (where, conclusion) => {
    const target = where.target;
    return {
      target,
      branch: where.branch,
      environment: ENVIRONMENTS[target] ?? "",
      sha: target === "none" ? "" : run.head_sha,
      upload: target !== "none" && conclusion === "success",
      report: target !== "none" && REPORTED.has(conclusion),
      reason: where.reason,
    };
  };
  const none = (reason) => decision({ target: "none", branch: "", reason }, "");
  if (typeof run !== "object" || run === null) return none("no workflow run in the event");
  if (run.repository?.full_name !== repository) return none(`a run in ${run.repository?.full_name}`);
  const file = workflowFile(run.path, repository);
  if (file !== CHECK_WORKFLOW) return none(`a run of ${file || "an unknown workflow"}, not ${CHECK_WORKFLOW}`);
  if (!isSha(run.head_sha)) return none(`no commit (${run.head_sha})`);

  const where = publishTarget({
    event: run.event,
    branch: run.head_branch ?? "",
    headRepository: run.head_repository?.full_name,
    repository,
    actors: [run.actor, run.triggering_actor].filter(Boolean),
    productionBranch,
  });
  if (where.target === "production") {
    if (ref !== `refs/heads/${productionBranch}`) return none(`this workflow runs on ${ref}, not ${productionBranch}`);
    if (run.head_sha !== defaultSha) {
      return none(`${productionBranch} is at ${defaultSha} now, not ${run.head_sha}: its own check publishes it`);
    }
  }
  return decision(where, run.conclusion);
}

function main(env = process.env) {
  if (!env.GITHUB_EVENT_PATH) throw new Error("GITHUB_EVENT_PATH is not set");
  const event = JSON.parse(readFileSync(env.GITHUB_EVENT_PATH, "utf8"));
  const result = deployDecision({
    run: event.workflow_run,
    repository: env.GITHUB_REPOSITORY,
    defaultSha: env.GITHUB_SHA,
    ref: env.GITHUB_REF,
    productionBranch: env.PRODUCTION_BRANCH || undefined,
  });
  const { reason, ...outputs } = result;
  const check = event.workflow_run?.conclusion ?? "unknown";
  console.log(`Target: ${result.target} (${reason}); the check: ${check}.`);
  console.log(result.upload ? `Uploads ${result.sha} to ${result.environment}.` : "Uploads nothing.");
  if (env.GITHUB_OUTPUT) appendFileSync(env.GITHUB_OUTPUT, outputLines(outputs));
  if (env.GITHUB_STEP_SUMMARY) {
    const what = result.upload
      ? `publishes \`${result.sha}\` to ${reason}`
      : `publishes nothing (${result.target === "none" ? reason : `the check's conclusion: ${check}`})`;
    appendFileSync(env.GITHUB_STEP_SUMMARY, `### What this run does\n\nIt ${what}.\n\n`);
  }
  return result;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  try {
    main();
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
