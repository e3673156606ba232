#!/usr/bin/env node
/**
 * Reports a publish to GitHub as a deployment of the commit, whose statuses the CMS shows
 * (docs/EDITING.md). In deploy.yml:
 *   node scripts/publish/deployment.mjs start    SHA, TARGET, CHECK_CONCLUSION, CHECK_URL → output id
 *   node scripts/publish/deployment.mjs url      TARGET, WRANGLER_OUTPUT_FILE_PATH → output url
 *   node scripts/publish/deployment.mjs finish   DEPLOYMENT_ID, TARGET, RESULT, URL → the last status
 */
import { appendFileSync, existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { clientOf, ENVIRONMENTS, isSha, outputLines } from "./github.mjs";

/** GitHub cuts a status description at 140 characters. */
const DESCRIPTION_LENGTH = 140;

/** The CMS ignores a status that mentions a cancelled build: only "inactive" may say so. */
const DESCRIPTIONS = {
  production: {
    started: "Checking your change, then publishing it.",
    success: "Published: your change is live.",
    failure: "Not published: a check failed. The live site is unchanged; the run's summary says what to fix.",
    uploadFailure: "Not published: sending it to the web host failed. The live site is unchanged; save again to retry.",
  },
  preview: {
    started: "Checking your change, then making its preview.",
    success: "Preview ready.",
    failure: "No preview: a check failed. The run's summary says what to fix.",
    uploadFailure: "No preview: sending it to the web host failed. Save again to retry.",
  },
  inactive: "Cancelled: a newer change replaced this one.",
};

function describe(text) {
  if (text.length > DESCRIPTION_LENGTH) throw new Error(`Description over ${DESCRIPTION_LENGTH} characters: ${text}`);
  return text;
}

function targetOf(target) {
  if (target !== "production" && target !== "preview") throw new Error(`Nothing is deployed for target "${target}"`);
  return target;
}

/** The body of POST /repos/{repo}/deployments for the commit `sha`. */
export function deploymentRequest({ sha, target }) {
  if (!isSha(sha)) throw new Error(`Not a commit SHA: "${sha}"`);
  const production = targetOf(target) === "production";
  return {
    ref: sha,
    environment: ENVIRONMENTS[target],
    description: describe(DESCRIPTIONS[target].started),
    // Deploy this very commit: no merge of the default branch, no wait for other checks.
    auto_merge: false,
    required_contexts: [],
    production_environment: production,
    // A branch's preview goes away with the branch.
    transient_environment: !production,
  };
}

/** The first status: in progress, or failure at once (linking to the check's run) when the check failed. */
export function startStatus({ target, check = "success", logUrl, checkUrl }) {
  const failed = check !== "success";
  const link = failed ? checkUrl || logUrl : logUrl;
  return {
    state: failed ? "failure" : "in_progress",
    description: describe(DESCRIPTIONS[targetOf(target)][failed ? "failure" : "started"]),
    ...(link ? { log_url: link } : {}),
    auto_inactive: false,
  };
}

/** The last status, from the upload job's result: success (with its address), failure or inactive. */
export function finishStatus({ target, result, url, logUrl }) {
  targetOf(target);
  const log = logUrl ? { log_url: logUrl } : {};
  if (result === "success") {
    return {
      state: "success",
      // Without an address the CMS still shows the change as published, with no link.
      ...(url?.startsWith("https://") ? { environment_url: url } : {}),
      description: describe(DESCRIPTIONS[target].success),
      ...log,
      // Each preview keeps its own address; the live site's older deployments are superseded.
      auto_inactive: target === "production",
    };
  }
  const failed = result === "failure";
  const description = describe(failed ? DESCRIPTIONS[target].uploadFailure : DESCRIPTIONS.inactive);
  return { state: failed ? "failure" : "inactive", description, ...log, auto_inactive: false };
}

/** The uploaded address from wrangler's output: the siteUrl for production, the deployment's for a preview. */
export function deployedUrl({ target, wranglerOutput, siteUrl }) {
  const entries = wranglerOutput
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line));
  const deploy = entries
    .filter((entry) => entry.type === "pages-deploy-detailed" || entry.type === "pages-deploy")
    .at(-1);
  if (!deploy?.url) throw new Error("wrangler reported no deployment address");
  if (targetOf(target) === "production" && typeof siteUrl === "string" && siteUrl.startsWith("https://")) {
    return siteUrl.replace(/\/+$/, "");
  }
  return deploy.url;
}

/** The run's summary after a failed upload, in the author's words: the content is fine. */
export function uploadFailureSummary(target) {
  const [heading, unchanged] =
    targetOf(target) === "production"
      ? ["Your change was not published", "Your website is unchanged: readers still see the last version published."]
      : ["Your draft has no preview yet", "The draft is saved; only its preview is missing."];
  return `## ${heading}\n\n${unchanged}\n\nYour content passed every check, but sending the site to the web host failed. **What to do:** nothing in your content needs fixing. Try again in a few minutes (save again, or click Publish Changes); if it fails again, send the address of this page to the site's developer.\n`;
}

function runUrl(env) {
  if (!env.GITHUB_SERVER_URL || !env.GITHUB_REPOSITORY || !env.GITHUB_RUN_ID) return undefined;
  return `${env.GITHUB_SERVER_URL}/${env.GITHUB_REPOSITORY}/actions/runs/${env.GITHUB_RUN_ID}`;
}

function siteUrlOf(root, env) {
  const file = path.join(root, env.CONTENT_DIR || "content", "settings", "site.json");
  return existsSync(file) ? JSON.parse(readFileSync(file, "utf8")).siteUrl : undefined;
}

export async function main(command, env = process.env, root = process.cwd()) {
  const output = (values) => env.GITHUB_OUTPUT && appendFileSync(env.GITHUB_OUTPUT, outputLines(values));
  switch (command) {
    case "start": {
      const api = clientOf(env);
      const deployment = await api.request(
        "POST",
        "/deployments",
        deploymentRequest({ sha: env.SHA, target: env.TARGET }),
      );
      if (!deployment?.id) throw new Error(`GitHub made no deployment: ${JSON.stringify(deployment)}`);
      const status = startStatus({
        target: env.TARGET,
        check: env.CHECK_CONCLUSION,
        logUrl: runUrl(env),
        checkUrl: env.CHECK_URL,
      });
      await api.request("POST", `/deployments/${deployment.id}/statuses`, status);
      console.log(`Deployment ${deployment.id} of ${env.SHA} to ${ENVIRONMENTS[env.TARGET]}: ${status.state}.`);
      output({ id: deployment.id });
      return deployment.id;
    }
    case "url": {
      if (!env.WRANGLER_OUTPUT_FILE_PATH || !existsSync(env.WRANGLER_OUTPUT_FILE_PATH)) {
        throw new Error("wrangler's output file (WRANGLER_OUTPUT_FILE_PATH) is missing");
      }
      const url = deployedUrl({
        target: env.TARGET,
        wranglerOutput: readFileSync(env.WRANGLER_OUTPUT_FILE_PATH, "utf8"),
        siteUrl: siteUrlOf(root, env),
      });
      console.log(`Published at ${url}`);
      output({ url });
      if (env.GITHUB_STEP_SUMMARY) {
        const what = env.TARGET === "production" ? "Your change is live" : "The preview is ready";
        appendFileSync(env.GITHUB_STEP_SUMMARY, `## ${what}\n\n<${url}>\n`);
      }
      return url;
    }
    case "finish": {
      if (!/^\d+$/.test(env.DEPLOYMENT_ID ?? "")) throw new Error(`Not a deployment id: "${env.DEPLOYMENT_ID}"`);
      const status = finishStatus({ target: env.TARGET, result: env.RESULT, url: env.URL, logUrl: runUrl(env) });
      await clientOf(env).request("POST", `/deployments/${env.DEPLOYMENT_ID}/statuses`, status);
      console.log(
        `Deployment ${env.DEPLOYMENT_ID}: ${status.state}${status.environment_url ? ` at ${status.environment_url}` : ""}.`,
      );
      if (status.state === "failure" && env.GITHUB_STEP_SUMMARY) {
        appendFileSync(env.GITHUB_STEP_SUMMARY, uploadFailureSummary(env.TARGET));
      }
      return status;
    }
    default:
      throw new Error(`Usage: node scripts/publish/deployment.mjs start|url|finish (got "${command ?? ""}")`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  main(process.argv[2]).catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
