/**
 * The GitHub REST calls of the publish workflows: the site's deployments and their statuses, and
 * the workflow runs that vouch for them. Node's own fetch, no dependency, so the small jobs run
 * these scripts without `npm ci`.
 *
 * Two workflows (.github/workflows/): "Check" (check.yml) tests every change with no secret and
 * hands the built site on as an artifact; "Publish" (deploy.yml) runs main's copy of itself when a
 * check finishes, and uploads. Each commit it publishes gets a deployment, in the environment
 * "production" (the live site) or "preview" (a branch's or draft's preview). Its statuses say what
 * happened: in progress, then success with the address (`environment_url`), failure, or inactive
 * when a newer change replaced it. The CMS reads them (docs/EDITING.md), and the check reads them
 * back to find the last commit that really went live (`lastDeployedSha`).
 */

/** Marks the deployments this workflow makes, so no other tool's deployment is taken for one. */
export const DEPLOYMENT_TASK = "deploy:site";

/** Environment names, by target: the CMS ranks a deployment named like "prod" as the live site. */
export const ENVIRONMENTS = { production: "production", preview: "preview" };

/** The workflow that tests every change (any branch's copy runs; it holds no secret). */
export const CHECK_WORKFLOW = ".github/workflows/check.yml";

/** The workflow that publishes (only the default branch's copy runs, on `workflow_run`). */
export const DEPLOY_WORKFLOW = ".github/workflows/deploy.yml";

/** The name of the upload job in the publish workflow, by target ("Upload to production"). */
export const uploadJobName = (target) => `Upload to ${target}`;

/** Who makes every deployment and status of a workflow that uses its GITHUB_TOKEN. */
export const ACTIONS_BOT = "github-actions[bot]";

export const isSha = (value) => typeof value === "string" && /^[0-9a-f]{40}$/.test(value);

/**
 * A run's workflow file, from the `path` of a workflow run: ".github/workflows/check.yml", which
 * GitHub may also give as "owner/repo/.github/workflows/check.yml@refs/heads/main".
 */
export function workflowFile(runPath, repository) {
  if (typeof runPath !== "string") return "";
  let file = runPath.replace(/@[^@]*$/, "");
  if (repository && file.startsWith(`${repository}/`)) file = file.slice(repository.length + 1);
  return file;
}

/**
 * A client for one repository's REST API, from the variables every GitHub Actions step has
 * (GITHUB_API_URL, GITHUB_REPOSITORY) and a token with the permission the call needs.
 */
export function githubClient({
  apiUrl = "https://api.github.com",
  repository,
  token,
  fetch: fetchImpl = globalThis.fetch,
}) {
  if (!repository) throw new Error("GITHUB_REPOSITORY is not set");
  if (!token) throw new Error("GITHUB_TOKEN is not set");
  return {
    repository,
    async request(method, path, body) {
      const response = await fetchImpl(`${apiUrl.replace(/\/+$/, "")}/repos/${repository}${path}`, {
        method,
        headers: {
          accept: "application/vnd.github+json",
          authorization: `Bearer ${token}`,
          "x-github-api-version": "2022-11-28",
          ...(body === undefined ? {} : { "content-type": "application/json" }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      if (!response.ok) {
        throw new Error(`GitHub answered ${response.status} to ${method} ${path}: ${text.slice(0, 300)}`);
      }
      return text ? JSON.parse(text) : undefined;
    },
  };
}

/** Newest first, whatever order the API lists them in. */
function newestFirst(deployments) {
  return [...deployments].sort(
    (a, b) => Date.parse(b.created_at ?? 0) - Date.parse(a.created_at ?? 0) || (b.id ?? 0) - (a.id ?? 0),
  );
}

/** One page of the deployments list, GitHub's largest. */
export const DEPLOYMENTS_PER_PAGE = 100;

/**
 * How far the live commit is looked for before giving up (and running the full suite): pages of
 * the list, and requests in all (pages, statuses, runs and their jobs).
 */
export const DEPLOYMENT_PAGES = 10;
export const REQUESTS_AT_MOST = 60;

/** The publish workflow's own account: its GITHUB_TOKEN's, a bot no person can sign up as. */
export const isActionsBot = (creator) => creator?.login === ACTIONS_BOT && creator?.type === "Bot";

/**
 * Why a listed deployment cannot be a live-site deployment of the publish workflow, from the
 * deployment alone (no request), or "" when it may be. Anyone who can push a branch can make a
 * deployment (a branch's own workflow may ask for `deployments: write`), so this only sorts out;
 * `liveRunProblem` then asks GitHub about the run the payload names.
 */
export function deploymentProblem(deployment, { productionBranch = "main" } = {}) {
  const { sha, ref, task, environment, creator, payload } = deployment ?? {};
  if (!isActionsBot(creator)) {
    return `made by ${creator?.login ?? "nobody known"} (${creator?.type ?? "no type"}), not by ${ACTIONS_BOT}`;
  }
  if (task !== DEPLOYMENT_TASK) return `task ${task}, not ${DEPLOYMENT_TASK}`;
  if (environment !== ENVIRONMENTS.production) return `environment ${environment}`;
  if (!isSha(sha) || ref !== sha) return `ref ${ref} is not its commit ${sha}`;
  if (typeof payload !== "object" || payload === null) return "no payload";
  if (payload.head_sha !== sha) return `its payload names the commit ${payload.head_sha}`;
  if (payload.workflow !== DEPLOY_WORKFLOW) return `its payload names the workflow ${payload.workflow}`;
  if (payload.branch !== productionBranch) return `its payload names the branch ${payload.branch}`;
  if (!Number.isSafeInteger(payload.run_id) || payload.run_id <= 0) return "its payload names no run";
  return "";
}

/**
 * Why the workflow run `run` (with its `jobs`) did not put `sha` on the live site, or "" when it
 * did: a run of the publish workflow (the default branch's copy, as every `workflow_run` run is)
 * that succeeded, for that very commit, whose upload job uploaded to production. The publish
 * workflow uploads to production only a commit that was the tip of main when its check finished
 * (scripts/publish/target.mjs), and such a run's own commit is that tip.
 */
export function liveRunProblem(run, jobs, { sha, repository, productionBranch = "main" }) {
  if (workflowFile(run?.path, repository) !== DEPLOY_WORKFLOW) return `run of ${run?.path}, not ${DEPLOY_WORKFLOW}`;
  if (run.event !== "workflow_run") return `run for a ${run.event} event`;
  if (run.head_branch !== productionBranch) return `run on ${run.head_branch}`;
  if (run.head_sha !== sha) return `run at ${run.head_sha}, not ${sha}`;
  if (run.conclusion !== "success") return `run ${run.conclusion ?? run.status}`;
  const upload = (jobs ?? []).find((job) => job.name === uploadJobName("production"));
  if (!upload) return "the run uploaded nothing to production";
  if (upload.conclusion !== "success") return `its upload to production: ${upload.conclusion}`;
  return "";
}

/**
 * The commit that went live last: the newest production deployment of the publish workflow that
 * has a "success" status and that GitHub's own record of the run it names confirms (see
 * `deploymentProblem` and `liveRunProblem`). One that failed, was cancelled, is still running, or
 * was made by anything else is passed over, so a commit that never finished its checks never
 * counts as published. Undefined when there is none. Needs `deployments: read` and
 * `actions: read`.
 *
 * Only this workflow's own deployments are read: GitHub filters the list by environment
 * (production) and task (`DEPLOYMENT_TASK`), and one made by any other account is passed over
 * without a request, page after page (newest first), so deployments another token made cannot
 * push the live one out of what is read. A forgery made with a branch workflow's GITHUB_TOKEN (the
 * same bot) costs a request or three; a run already asked about is not asked again. The search stops
 * after `DEPLOYMENT_PAGES` pages or `REQUESTS_AT_MOST` requests: no live commit, the full suite.
 */
export async function lastDeployedSha(client, { productionBranch = "main", log = () => {} } = {}) {
  let requests = 0;
  const request = (path) => {
    if (requests >= REQUESTS_AT_MOST) throw new RequestsSpent();
    requests += 1;
    return client.request("GET", path);
  };
  /** "run commit" → why that run did not put that commit live, "" when it did. */
  const runs = new Map();
  const runProblemOf = async (runId, sha) => {
    const key = `${runId} ${sha}`;
    if (!runs.has(key)) {
      let problem;
      try {
        const run = await request(`/actions/runs/${runId}`);
        const { jobs } = await request(`/actions/runs/${runId}/jobs?per_page=100`);
        problem = liveRunProblem(run, jobs, { sha, repository: client.repository, productionBranch });
      } catch (error) {
        if (error instanceof RequestsSpent) throw error;
        problem = `its run ${runId} could not be read (${error.message})`;
      }
      runs.set(key, problem);
    }
    return runs.get(key);
  };
  try {
    for (let page = 1; page <= DEPLOYMENT_PAGES; page += 1) {
      const query = new URLSearchParams({
        environment: ENVIRONMENTS.production,
        task: DEPLOYMENT_TASK,
        per_page: String(DEPLOYMENTS_PER_PAGE),
        page: String(page),
      });
      const deployments = await request(`/deployments?${query}`);
      if (!Array.isArray(deployments)) throw new Error("GitHub listed no deployments");
      let passedOver = 0;
      for (const deployment of newestFirst(deployments)) {
        const problem = deploymentProblem(deployment, { productionBranch });
        if (problem) {
          // Counted, and only the first few named: there may be hundreds.
          passedOver += 1;
          if (passedOver <= 5) log(`Deployment ${deployment.id} passed over: ${problem}.`);
          continue;
        }
        // The run first: many forgeries naming one run cost one look at it.
        const runProblem = await runProblemOf(deployment.payload.run_id, deployment.sha);
        if (runProblem) {
          log(`Deployment ${deployment.id} passed over: ${runProblem}.`);
          continue;
        }
        const statuses = await request(`/deployments/${deployment.id}/statuses?per_page=100`);
        if (!statuses.some((status) => status.state === "success")) continue;
        return deployment.sha;
      }
      if (passedOver > 5) log(`${passedOver - 5} more deployments of page ${page} passed over.`);
      if (deployments.length < DEPLOYMENTS_PER_PAGE) return undefined;
    }
    log(`No live deployment among the newest ${DEPLOYMENT_PAGES * DEPLOYMENTS_PER_PAGE}: given up.`);
  } catch (error) {
    if (!(error instanceof RequestsSpent)) throw error;
    log(`No live deployment found in ${REQUESTS_AT_MOST} requests to GitHub: given up.`);
  }
  return undefined;
}

/** Thrown when `lastDeployedSha` has made all the requests it may. */
class RequestsSpent extends Error {}

/** Appends `name=value` lines to the step's outputs file (GITHUB_OUTPUT), when there is one. */
export function outputLines(values) {
  return Object.entries(values)
    .map(([name, value]) => {
      const text = String(value ?? "");
      if (/[\r\n]/.test(text)) throw new Error(`The output ${name} holds a line break`);
      return `${name}=${text}\n`;
    })
    .join("");
}
