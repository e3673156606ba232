/**
 * @jest-environment node
 *
 * The publish workflow, checked by actionlint (rhysd/actionlint compiled to WebAssembly, from npm:
 * it runs offline, no binary download), and read as data against what the README promises of it,
 * the scripts it runs and what the installed CMS sends.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import YAML from "yaml";

// Each test runs real processes (node, git, tsx, the linter), slow on a busy machine.
jest.setTimeout(60_000);

const root = path.join(__dirname, "..", "..", "..");
const workflowPath = ".github/workflows/deploy.yml";
const workflow = readFileSync(path.join(root, workflowPath), "utf8");
const readme = readFileSync(path.join(root, "README.md"), "utf8");
const scripts: Record<string, string> = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")).scripts;

interface Step {
  id?: string;
  name?: string;
  uses?: string;
  run?: string;
  if?: string;
  with?: Record<string, string>;
  env?: Record<string, string>;
}
interface Job {
  needs?: string | string[];
  if?: string;
  permissions?: Record<string, string>;
  outputs?: Record<string, string>;
  steps: Step[];
}
const parsed = YAML.parse(workflow) as {
  on: Record<string, { branches?: string[]; types?: string[] } | null>;
  concurrency: { group: string; "cancel-in-progress": boolean };
  permissions: Record<string, string>;
  jobs: Record<string, Job>;
};
const { jobs } = parsed;
const allSteps = Object.values(jobs).flatMap((job) => job.steps);
const step = (job: string, predicate: (step: Step) => boolean | undefined) => {
  const found = jobs[job].steps.find((candidate) => predicate(candidate));
  if (!found) throw new Error(`No such step in ${job}`);
  return found;
};
const indexOf = (job: string, found: Step) => jobs[job].steps.indexOf(found);

// The package's exports hide its CLI from require.resolve; npm puts it here.
const linter = path.join(root, "node_modules", "@tktco", "node-actionlint", "bin", "node-actionlint.js");

/** Runs the linter's CLI (as `npm run lint` does) on a workflow; its exit status and report. */
function actionlint(file: string): { status: number | null; report: string } {
  const run = spawnSync(process.execPath, [linter, file], { cwd: root, encoding: "utf8", timeout: 60_000 });
  return { status: run.status, report: `${run.stdout}${run.stderr}` };
}

describe(workflowPath, () => {
  it("passes actionlint", () => {
    const { status, report } = actionlint(workflowPath);
    expect(report).toContain("Checking 1 workflow file(s)");
    expect({ status, report }).toEqual({ status: 0, report: expect.stringContaining("passed lint checks") });
  });

  it("is really checked: actionlint reports a mistake slipped into it", () => {
    const broken = workflow.replace("secrets.CLOUDFLARE_API_TOKEN", "secret.CLOUDFLARE_API_TOKEN");
    expect(broken).not.toBe(workflow);
    const file = path.join(mkdtempSync(path.join(tmpdir(), "workflow-")), "deploy.yml");
    writeFileSync(file, broken);
    const { status, report } = actionlint(file);
    expect(status).toBe(1);
    expect(report).toContain('undefined variable "secret"');
  });

  it("runs on every push to every branch, on pull requests, on the CMS's Publish Changes and by hand", () => {
    expect(parsed.on.push).toEqual({ branches: ["**"] });
    expect(parsed.on.pull_request?.types).toEqual(expect.arrayContaining(["opened", "synchronize", "reopened"]));
    expect(Object.keys(parsed.on)).toEqual(
      expect.arrayContaining(["push", "pull_request", "repository_dispatch", "workflow_dispatch"]),
    );
  });

  it("answers the event the installed CMS sends when the author clicks Publish Changes", () => {
    const cms = readFileSync(path.join(root, "node_modules", "@sveltia", "cms", "dist", "sveltia-cms.mjs"), "utf8");
    const sent = /\/dispatches`,\{method:`POST`,body:\{event_type:`([^`]+)`\}/.exec(cms)?.[1];
    expect(sent).toBe("sveltia-cms-publish");
    expect(parsed.on.repository_dispatch?.types).toEqual([sent]);
  });

  it("lets a newer change cancel an older run, the live site in one group and each branch in its own", () => {
    expect(parsed.concurrency["cancel-in-progress"]).toBe(true);
    const group = parsed.concurrency.group.replace(/\s+/g, " ");
    expect(group).toMatch(/^publish-\$\{\{ .* \}\}$/);
    expect(group).toContain("github.event_name != 'pull_request' && github.ref == 'refs/heads/main' && 'production'");
    // A pull request, even one from a fork's main, never shares the live site's group.
    expect(group).toContain("format('branch-{0}', github.head_ref)");
    expect(group).toContain("format('fork-{0}', github.event.pull_request.number)");
  });

  it("pins every action to a full commit SHA", () => {
    const uses = [...workflow.matchAll(/uses: (\S+)/g)].map((match) => match[1]);
    expect(uses.length).toBeGreaterThan(0);
    for (const action of uses) expect(action).toMatch(/^[\w.-]+\/[\w.-]+@[0-9a-f]{40}$/);
  });

  it("grants nothing by default, and each job only what it uses", () => {
    expect(parsed.permissions).toEqual({});
    expect(jobs.plan.permissions).toEqual({ contents: "read", deployments: "write" });
    // The job that installs packages and runs the site's code has no write permission at all.
    expect(jobs.gate.permissions).toEqual({ contents: "read" });
    expect(jobs.report.permissions).toEqual({ contents: "read", deployments: "write" });
    expect(step("gate", (candidate) => candidate.uses?.startsWith("actions/checkout@")).with).toMatchObject({
      "persist-credentials": false,
    });
  });

  it("plans from the pull request's own commit, telling forks and bots apart", () => {
    const checkout = step("plan", (candidate) => candidate.uses?.startsWith("actions/checkout@"));
    expect(checkout.with?.ref).toBe("${{ github.event.pull_request.head.sha || github.sha }}");
    const plan = step("plan", (candidate) => candidate.run === "node scripts/publish/plan.mjs");
    expect(plan.env).toMatchObject({
      PRODUCTION_BRANCH: "main",
      HEAD_REPOSITORY: "${{ github.event.pull_request.head.repo.full_name }}",
      SENDER_TYPE: "${{ github.event.sender.type }}",
      HEAD_REF: "${{ github.head_ref }}",
    });
    expect(jobs.gate.needs).toBe("plan");
    expect(step("gate", (candidate) => candidate.uses?.startsWith("actions/checkout@")).with?.ref).toBe(
      "${{ needs.plan.outputs.sha }}",
    );
  });

  it("runs the publish gate for a content-only change and the README's test command otherwise, then uploads", () => {
    const testCommand = /^npm (\S+)\s+# every check/m.exec(readme)?.[1];
    expect(testCommand).toBe("test");
    const fast = step("gate", (candidate) => candidate.run === "npm run check:publish");
    const full = step("gate", (candidate) => candidate.run === `npm ${testCommand}`);
    const upload = step("gate", (candidate) => candidate.run?.startsWith("npx wrangler pages deploy public"));
    expect(fast.if).toBe("needs.plan.outputs.path == 'fast'");
    expect(full.if).toBe("needs.plan.outputs.path == 'full'");
    expect(indexOf("gate", upload)).toBeGreaterThan(indexOf("gate", fast));
    expect(indexOf("gate", upload)).toBeGreaterThan(indexOf("gate", full));
    const secretsRule = (upload.if ?? "").replace(/\s+/g, " ");
    // The plan's target, and the rule for the secrets once more from the event alone (not from the
    // code under test): the live site only from main, a preview only from a person's branch here.
    expect(secretsRule).toBe(
      [
        "needs.plan.outputs.target == 'production' && github.event_name != 'pull_request' && github.ref == 'refs/heads/main'",
        "|| needs.plan.outputs.target == 'preview'",
        "&& (github.event_name != 'pull_request' || github.event.pull_request.head.repo.full_name == github.repository)",
        "&& !endsWith(github.actor, '[bot]') && github.event.sender.type != 'Bot'",
      ].join(" "),
    );
    // Were the upload skipped where a deployment was reported, reading its address fails the job.
    expect(step("gate", (candidate) => candidate.id === "url").if).toBe("needs.plan.outputs.target != 'none'");
    expect(upload.run).toBe('npx wrangler pages deploy public --branch "$BRANCH"');
    expect(upload.env?.BRANCH).toBe("${{ needs.plan.outputs.branch }}");
  });

  it("hands the secrets the README names to the upload alone", () => {
    const upload = step("gate", (candidate) => candidate.run?.startsWith("npx wrangler pages deploy public"));
    for (const secret of ["CLOUDFLARE_ACCOUNT_ID", "CLOUDFLARE_API_TOKEN"]) {
      expect(upload.env?.[secret]).toBe(`\${{ secrets.${secret} }}`);
      expect(readme).toContain(`\`${secret}\``);
    }
    const withSecrets = allSteps.filter((candidate) => JSON.stringify(candidate).includes("secrets."));
    expect(withSecrets).toEqual([upload]);
  });

  it("runs only npm scripts and files that exist", () => {
    const runs = allSteps.flatMap((candidate) => (candidate.run ? [candidate.run] : []));
    const npmScripts = runs.flatMap((run) => [...run.matchAll(/npm run (\S+)/g)].map((match) => match[1]));
    expect(npmScripts).toEqual(expect.arrayContaining(["check:publish"]));
    for (const name of npmScripts) expect(Object.keys(scripts)).toContain(name);
    const files = runs.flatMap((run) => [...run.matchAll(/(?:node|tsx) (scripts\/\S+)/g)].map((match) => match[1]));
    expect(files).toEqual(
      expect.arrayContaining([
        "scripts/publish/plan.mjs",
        "scripts/publish/deployment.mjs",
        "scripts/publish-summary.ts",
      ]),
    );
    for (const file of files) expect(existsSync(path.join(root, file))).toBe(true);
  });

  it("restores Gatsby's cache and last build from the newest run, and saves a fresh one each commit", () => {
    const cache = step("gate", (candidate) => candidate.uses?.startsWith("actions/cache@"));
    expect(cache.with?.path.split("\n").filter(Boolean)).toEqual([".cache", "public"]);
    const key = cache.with?.key ?? "";
    const restore = (cache.with?.["restore-keys"] ?? "").trim();
    expect(key).toContain("${{ hashFiles('package-lock.json') }}");
    expect(key.endsWith("${{ needs.plan.outputs.sha }}")).toBe(true);
    expect(key.startsWith(restore)).toBe(true);
    expect(restore).toBe(key.slice(0, -"${{ needs.plan.outputs.sha }}".length));
    const install = step("gate", (candidate) => candidate.run?.startsWith("npm ci"));
    const gate = step("gate", (candidate) => candidate.run === "npm run check:publish");
    expect(indexOf("gate", cache)).toBeGreaterThan(indexOf("gate", install));
    expect(indexOf("gate", cache)).toBeLessThan(indexOf("gate", gate));
  });

  it("points the browser tests at the Chromium it installs, before the gate and the full suite", () => {
    const chromium = step("gate", (candidate) =>
      candidate.run?.includes("npx playwright install --with-deps chromium"),
    );
    // The publish gate ends with a browser run too, so both paths install it.
    expect(chromium.if).toBeUndefined();
    expect(chromium.run).toMatch(/echo "CHROMIUM_PATH=.+" >> "\$GITHUB_ENV"/);
  });

  it("explains a failure in the run's summary, naming the step that failed", () => {
    const explain = step("gate", (candidate) => candidate.run?.includes("scripts/publish-summary.ts"));
    expect(explain.run).toBe('npx tsx scripts/publish-summary.ts >> "$GITHUB_STEP_SUMMARY"');
    expect(explain.if).toBe("failure() && steps.install.outcome == 'success'");
    const failed = (explain.env?.FAILED_STEP ?? "").replace(/\s+/g, " ");
    expect(failed).toContain("(steps.fast.outcome == 'failure' || steps.full.outcome == 'failure') && 'gate'");
    expect(failed).toContain("(steps.upload.outcome == 'failure' || steps.url.outcome == 'failure') && 'upload'");
    for (const id of ["install", "fast", "full", "upload", "url"]) {
      expect(jobs.gate.steps.map((candidate) => candidate.id)).toContain(id);
    }
    expect(explain.env?.PUBLISH_TARGET).toBe("${{ needs.plan.outputs.target }}");
  });

  it("reports each deployment to GitHub: started when planned, and its outcome even after a failure or cancel", () => {
    const start = step("plan", (candidate) => candidate.run === "node scripts/publish/deployment.mjs start");
    expect(start.if).toBe("steps.plan.outputs.target != 'none'");
    expect(jobs.plan.outputs?.["deployment-id"]).toBe("${{ steps.start.outputs.id }}");
    const url = step("gate", (candidate) => candidate.run === "node scripts/publish/deployment.mjs url");
    expect(url.env?.WRANGLER_OUTPUT_FILE_PATH).toBe(
      step("gate", (candidate) => candidate.id === "upload").env?.WRANGLER_OUTPUT_FILE_PATH,
    );
    expect(jobs.gate.outputs?.url).toBe("${{ steps.url.outputs.url }}");
    expect(jobs.report.needs).toEqual(["plan", "gate"]);
    expect(jobs.report.if).toBe("always() && needs.plan.outputs.deployment-id != ''");
    const finish = step("report", (candidate) => candidate.run === "node scripts/publish/deployment.mjs finish");
    expect(finish.env).toMatchObject({
      DEPLOYMENT_ID: "${{ needs.plan.outputs.deployment-id }}",
      RESULT: "${{ needs.gate.result }}",
      URL: "${{ needs.gate.outputs.url }}",
    });
  });
});
