/** What the publish scripts share: a GitHub REST client on Node's fetch (no `npm ci`), and common names. */

/** Environment names, by target: the CMS ranks a deployment named like "prod" as the live site. */
export const ENVIRONMENTS = { production: "production", preview: "preview" };

/** The workflow that tests every change (any branch's copy runs; it holds no secret). */
export const CHECK_WORKFLOW = ".github/workflows/check.yml";

export const isSha = (value) => typeof value === "string" && /^[0-9a-f]{40}$/.test(value);

/** A run's workflow file from its `path`, also given as "owner/repo/.github/workflows/check.yml@ref". */
export function workflowFile(runPath, repository) {
  if (typeof runPath !== "string") return "";
  let file = runPath.replace(/@[^@]*$/, "");
  if (repository && file.startsWith(`${repository}/`)) file = file.slice(repository.length + 1);
  return file;
}

/** A client for one repository's REST API. */
export function githubClient({ apiUrl = "https://api.github.com", repository, token }) {
  if (!repository) throw new Error("GITHUB_REPOSITORY is not set");
  if (!token) throw new Error("GITHUB_TOKEN is not set");
  return {
    repository,
    async request(method, path, body) {
      const response = await fetch(`${apiUrl.replace(/\/+$/, "")}/repos/${repository}${path}`, {
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

/** The client of the step's own repository, from its GITHUB_API_URL, GITHUB_REPOSITORY and GITHUB_TOKEN. */
export const clientOf = (env) =>
  githubClient({ apiUrl: env.GITHUB_API_URL, repository: env.GITHUB_REPOSITORY, token: env.GITHUB_TOKEN });

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
