/**
 * The GitHub REST calls the publish workflow (.github/workflows/deploy.yml) makes: the site's
 * deployments and their statuses. Node's own fetch, no dependency, so the workflow's small jobs
 * run these scripts without `npm ci`.
 *
 * A deployment is made for each commit the workflow publishes, on that commit, in the environment
 * "production" (the live site) or "preview" (a branch's or draft's preview). Its statuses say what
 * happened: in progress, then success with the address (`environment_url`), failure, or inactive
 * when a newer change replaced it. The CMS reads them (docs/EDITING.md), and the workflow reads
 * them back to find the last commit that really went live (`lastDeployedSha`).
 */

/** Marks the deployments this workflow makes, so no other tool's deployment is taken for one. */
export const DEPLOYMENT_TASK = "deploy:site";

/** Environment names, by target: the CMS ranks a deployment named like "prod" as the live site. */
export const ENVIRONMENTS = { production: "production", preview: "preview" };

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

/** How many of the newest deployments are looked at before giving up (one page of the API). */
export const DEPLOYMENTS_LOOKED_AT = 100;

/**
 * The commit of the newest deployment of this workflow in `environment` that went live: one with
 * a "success" status. One that failed, was cancelled or is still running is passed over, so a
 * commit that never finished its checks never counts as published. Undefined when there is none.
 */
export async function lastDeployedSha(client, environment = ENVIRONMENTS.production) {
  const query = new URLSearchParams({
    environment,
    task: DEPLOYMENT_TASK,
    per_page: String(DEPLOYMENTS_LOOKED_AT),
  });
  const deployments = await client.request("GET", `/deployments?${query}`);
  for (const deployment of newestFirst(deployments)) {
    const statuses = await client.request("GET", `/deployments/${deployment.id}/statuses?per_page=100`);
    if (statuses.some((status) => status.state === "success")) return deployment.sha;
  }
  return undefined;
}

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
