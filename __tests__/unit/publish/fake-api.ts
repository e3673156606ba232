import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { REPOSITORY, TOKEN, type ReceivedRequest } from "../../fixtures/fake-github";

/**
 * A stand-in for the parts of GitHub's REST API the publish scripts use, on 127.0.0.1: the
 * deployments it is given (filtered by environment, task and commit as GitHub filters them), the
 * statuses of each, and the workflow runs and their jobs, which vouch for a live deployment.
 * Nothing leaves the machine.
 */

export interface ApiDeployment {
  id: number;
  sha: string;
  ref?: string;
  task?: string;
  environment?: string;
  created_at: string;
  creator?: { login: string };
  payload?: unknown;
  statuses: { state: string }[];
}

export interface ApiRun {
  id: number;
  path: string;
  event: string;
  head_branch: string;
  head_sha: string;
  conclusion: string | null;
  jobs: { name: string; conclusion: string | null }[];
}

export const BOT = "github-actions[bot]";
export const DEPLOY_WORKFLOW = ".github/workflows/deploy.yml";

const minutesBefore = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 12, 0) - minutes * 60_000).toISOString();

/**
 * A live-site deployment of `sha` as the publish workflow makes it, `minutesAgo`, with `states` as
 * its statuses, and the run of the publish workflow that made it and uploaded the commit.
 */
export function published(
  id: number,
  sha: string,
  minutesAgo: number,
  states: string[] = ["success"],
): { deployment: ApiDeployment; run: ApiRun } {
  const runId = 9000 + id;
  return {
    deployment: {
      id,
      sha,
      ref: sha,
      task: "deploy:site",
      environment: "production",
      created_at: minutesBefore(minutesAgo),
      creator: { login: BOT },
      payload: { branch: "main", head_sha: sha, workflow: DEPLOY_WORKFLOW, run_id: runId, check_run_id: 100 + id },
      statuses: states.map((state) => ({ state })),
    },
    run: {
      id: runId,
      path: DEPLOY_WORKFLOW,
      event: "workflow_run",
      head_branch: "main",
      head_sha: sha,
      conclusion: "success",
      jobs: [
        { name: "Decide where to publish", conclusion: "success" },
        { name: "Upload to production", conclusion: "success" },
        { name: "Report the outcome", conclusion: "success" },
      ],
    },
  };
}

export interface FakeApi {
  url: string;
  requests: ReceivedRequest[];
  close: () => Promise<void>;
}

export async function fakeApi({
  deployments = [],
  runs = [],
  failWith,
  createdId = 4242,
}: {
  deployments?: ApiDeployment[];
  runs?: ApiRun[];
  failWith?: number;
  createdId?: number;
} = {}): Promise<FakeApi> {
  const requests: ReceivedRequest[] = [];
  const server: Server = createServer((request, response) => {
    let text = "";
    request.on("data", (chunk) => (text += chunk));
    request.on("end", () => {
      const url = new URL(request.url ?? "/", "http://127.0.0.1");
      requests.push({
        method: request.method ?? "",
        path: url.pathname,
        query: url.searchParams,
        body: text ? JSON.parse(text) : undefined,
        authorization: request.headers.authorization,
      });
      const send = (status: number, body: unknown) => {
        response.writeHead(status, { "content-type": "application/json" });
        response.end(JSON.stringify(body));
      };
      if (failWith) return send(failWith, { message: "Server Error" });
      if (request.headers.authorization !== `Bearer ${TOKEN}`) return send(401, { message: "Bad credentials" });
      const prefix = `/repos/${REPOSITORY}`;
      const get = request.method === "GET";
      const statuses = new RegExp(`^${prefix}/deployments/(\\d+)/statuses$`).exec(url.pathname);
      const run = new RegExp(`^${prefix}/actions/runs/(\\d+)$`).exec(url.pathname);
      const jobs = new RegExp(`^${prefix}/actions/runs/(\\d+)/jobs$`).exec(url.pathname);
      if (get && url.pathname === `${prefix}/deployments`) {
        const wanted = (name: string, value: string | undefined) =>
          !url.searchParams.get(name) || url.searchParams.get(name) === value;
        return send(
          200,
          deployments
            .filter(
              (deployment) =>
                wanted("environment", deployment.environment ?? "production") &&
                wanted("task", deployment.task ?? "deploy") &&
                wanted("sha", deployment.sha),
            )
            .map(({ statuses: _statuses, ...deployment }) => deployment),
        );
      }
      if (get && statuses) {
        const found = deployments.find((deployment) => deployment.id === Number(statuses[1]));
        return found ? send(200, found.statuses) : send(404, { message: "Not Found" });
      }
      if (get && (run || jobs)) {
        const found = runs.find((candidate) => candidate.id === Number((run ?? jobs)?.[1]));
        if (!found) return send(404, { message: "Not Found" });
        const { jobs: runJobs, ...rest } = found;
        return run ? send(200, rest) : send(200, { total_count: runJobs.length, jobs: runJobs });
      }
      if (request.method === "POST" && url.pathname === `${prefix}/deployments`) return send(201, { id: createdId });
      if (request.method === "POST" && statuses) return send(201, { id: 1 });
      return send(404, { message: "Not Found" });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
