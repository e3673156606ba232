/**
 * @jest-environment node
 *
 * The publish workflow, checked by actionlint and read as data against its trust rules: GitHub runs
 * the default branch's copy when a check completes; it checks out and runs no code of the checked
 * commit, decides from the event with the default branch's target.mjs, and hands the Cloudflare
 * token (an environment's secret) to one step, which uploads the check's artifact with a pinned
 * wrangler. Where it decides to go is unit-tested in __tests__/unit/publish/target.test.ts.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parse as parseJsonc } from "jsonc-parser";
import { actionlint, actionsUsed, oneLine, readWorkflow, root, type Step } from "./workflow-file";

// Each test runs real processes (node, the linter), slow on a busy machine.
jest.setTimeout(60_000);

const workflowPath = ".github/workflows/deploy.yml";
const { text: workflow, parsed, jobs, allSteps, step, indexOf } = readWorkflow(workflowPath);
const check = readWorkflow(".github/workflows/check.yml");
/** The owner's one-time steps name the secrets to set up. */
const securityDoc = readFileSync(path.join(root, "docs", "SECURITY.md"), "utf8");
const packageJson = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8"));

const upload = () => step("upload", (candidate) => candidate.id === "upload");
const checkouts = () => allSteps.filter((candidate) => candidate.uses?.startsWith("actions/checkout@"));

describe(workflowPath, () => {
  it("passes actionlint, with the check workflow, as npm run lint runs it", () => {
    const { status, report } = actionlint();
    expect(report).toContain("Checking 2 workflow file(s)");
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

  it("runs only when the check workflow completes: the default branch's copy, on workflow_run", () => {
    expect(parsed.on).toEqual({ workflow_run: { workflows: [check.parsed.name], types: ["completed"] } });
    expect(check.parsed.name).toBe("Check");
  });

  it("pins every action to a full commit SHA", () => {
    const uses = actionsUsed(workflow);
    expect(uses.length).toBeGreaterThan(0);
    for (const action of uses) expect(action).toMatch(/^[\w.-]+\/[\w.-]+@[0-9a-f]{40}$/);
  });

  it("grants nothing by default, and each job only what it uses", () => {
    expect(parsed.permissions).toEqual({});
    expect(jobs.decide.permissions).toEqual({ contents: "read", deployments: "write" });
    // The job with the token reads the code and the check's artifact, and writes nothing to GitHub.
    expect(jobs.upload.permissions).toEqual({ contents: "read", actions: "read" });
    expect(jobs.report.permissions).toEqual({ contents: "read", deployments: "write" });
  });

  it("checks out only the default branch's scripts (and the site's address), never the checked commit", () => {
    expect(checkouts()).toHaveLength(3);
    for (const checkout of checkouts()) {
      // In a workflow_run run, github.sha is the tip of the default branch this file comes from.
      expect(checkout.with?.ref).toBe("${{ github.sha }}");
      expect(checkout.with).not.toHaveProperty("repository");
      expect(checkout.with?.["persist-credentials"]).toBe(false);
      const sparse = (checkout.with?.["sparse-checkout"] ?? "").split("\n").filter(Boolean);
      expect(sparse.length).toBeGreaterThan(0);
      for (const entry of sparse) expect(["scripts/publish", "content/settings/site.json"]).toContain(entry);
    }
    // Nothing of the checked commit is fetched any other way either.
    expect(workflow).not.toMatch(/workflow_run\.head_(sha|branch)|workflow_run\.head_repository/);
  });

  it("runs no package manager, build or test: only node on its own scripts, and the pinned wrangler", () => {
    const runs = allSteps.flatMap((candidate) => (candidate.run ? [candidate.run] : []));
    const commands = runs.flatMap((run) =>
      run
        .split("\n")
        .map((line) => line.trim())
        .filter(Boolean),
    );
    for (const command of commands) {
      expect(command).toMatch(
        /^(node scripts\/publish\/\w+\.mjs\b|mkdir -p |cd "\$RUNNER_TEMP\/wrangler"$|npx --yes wrangler@)/,
      );
    }
    const files = runs.flatMap((run) => [...run.matchAll(/node (scripts\/\S+)/g)].map((match) => match[1]));
    expect([...new Set(files)].sort()).toEqual([
      "scripts/publish/artifact.mjs",
      "scripts/publish/deployment.mjs",
      "scripts/publish/target.mjs",
    ]);
    for (const file of files) expect(existsSync(path.join(root, file))).toBe(true);
    // No cache a check run could have written: npm's, or any other.
    expect(workflow).not.toContain("actions/cache@");
    for (const setup of allSteps.filter((candidate) => candidate.uses?.startsWith("actions/setup-node@"))) {
      expect(setup.with).toEqual({ "node-version": 20 });
    }
    // Event fields reach scripts through env, never pasted into a shell script.
    for (const run of runs) expect(run).not.toContain("${{");
  });

  it("decides from the event with the default branch's target.mjs, and reports the start only when told", () => {
    const decide = step("decide", (candidate) => candidate.run === "node scripts/publish/target.mjs");
    expect(decide.id).toBe("decide");
    expect(decide.env).toEqual({ PRODUCTION_BRANCH: "main" });
    for (const name of ["target", "branch", "environment", "sha", "upload"]) {
      expect(jobs.decide.outputs?.[name]).toBe(`\${{ steps.decide.outputs.${name} }}`);
    }
    const start = step("decide", (candidate) => candidate.run === "node scripts/publish/deployment.mjs start");
    expect(indexOf("decide", start)).toBeGreaterThan(indexOf("decide", decide));
    expect(start.if).toBe("steps.decide.outputs.report == 'true'");
    expect(start.env).toMatchObject({
      SHA: "${{ steps.decide.outputs.sha }}",
      TARGET: "${{ steps.decide.outputs.target }}",
      CHECK_CONCLUSION: "${{ github.event.workflow_run.conclusion }}",
      CHECK_URL: "${{ github.event.workflow_run.html_url }}",
    });
    expect(jobs.decide.outputs?.["deployment-id"]).toBe("${{ steps.start.outputs.id }}");
  });

  it("uploads only when the decision says so, with the environment it chose", () => {
    expect(jobs.upload.needs).toBe("decide");
    // Exactly "true": an empty or unexpected output skips the upload.
    expect(jobs.upload.if).toBe("needs.decide.outputs.upload == 'true'");
    expect(jobs.upload.environment).toBe("${{ needs.decide.outputs.environment }}");
    expect(jobs.upload.concurrency).toEqual({
      group: "upload-${{ needs.decide.outputs.environment }}-${{ needs.decide.outputs.branch }}",
      "cancel-in-progress": true,
    });
  });

  it("hands the Cloudflare secrets to the upload step alone", () => {
    for (const secret of ["CLOUDFLARE_ACCOUNT_ID", "CLOUDFLARE_API_TOKEN"]) {
      expect(upload().env?.[secret]).toBe(`\${{ secrets.${secret} }}`);
      expect(securityDoc).toContain(`\`${secret}\``);
    }
    const withSecrets = allSteps.filter((candidate) => JSON.stringify(candidate).includes("secrets."));
    expect(withSecrets).toEqual([upload()]);
    const jobsWithSecrets = Object.entries(jobs).filter(([, job]) => JSON.stringify(job).includes("secrets."));
    expect(jobsWithSecrets.map(([id]) => id)).toEqual(["upload"]);
    expect(Object.values(jobs).filter((job) => job.environment !== undefined)).toEqual([jobs.upload]);
  });

  it("uploads the check run's artifact, as data, with the wrangler pinned here", () => {
    const download = step("upload", (candidate) => candidate.uses?.startsWith("actions/download-artifact@"));
    const handedOn = check.step("check", (candidate) => candidate.uses?.startsWith("actions/upload-artifact@"));
    expect(download.with).toEqual({
      name: handedOn.with?.name,
      path: "${{ runner.temp }}/site",
      "run-id": "${{ github.event.workflow_run.id }}",
      "github-token": "${{ github.token }}",
    });
    expect(indexOf("upload", download)).toBeLessThan(indexOf("upload", upload()));
    const wrangler = packageJson.devDependencies?.wrangler ?? packageJson.dependencies?.wrangler;
    expect(wrangler).toMatch(/^\d+\.\d+\.\d+$/);
    const project = (parseJsonc(readFileSync(path.join(root, "wrangler.jsonc"), "utf8")) as { name: string }).name;
    // From an empty folder of its own: no package.json, .npmrc, .env or wrangler config is near.
    expect(upload().run?.trim().split("\n")).toEqual([
      'mkdir -p "$RUNNER_TEMP/wrangler"',
      'cd "$RUNNER_TEMP/wrangler"',
      `npx --yes wrangler@${wrangler} pages deploy "$RUNNER_TEMP/site" --project-name ${project} --branch "$BRANCH" --commit-hash "$SHA" --commit-dirty=false`,
    ]);
    expect(upload().env).toMatchObject({
      BRANCH: "${{ needs.decide.outputs.branch }}",
      SHA: "${{ needs.decide.outputs.sha }}",
    });
  });

  it("refuses server code in the artifact, and a working folder wrangler could read, before every upload", () => {
    const download = step("upload", (candidate) => candidate.uses?.startsWith("actions/download-artifact@"));
    const refuse = step("upload", (candidate) => candidate.run?.startsWith("node scripts/publish/artifact.mjs"));
    // The folder the site is downloaded to, and the one wrangler runs in.
    expect(download.with?.path).toBe("${{ runner.temp }}/site");
    expect(upload().run).toContain('cd "$RUNNER_TEMP/wrangler"');
    expect(refuse.run).toBe('node scripts/publish/artifact.mjs "$RUNNER_TEMP/site" "$RUNNER_TEMP/wrangler"');
    // After the download, before the upload, in the one job that uploads, for the live site and
    // previews alike: no condition on the target, nothing that lets its failure pass, and the
    // upload runs only when every step before it succeeded.
    expect(indexOf("upload", refuse)).toBeGreaterThan(indexOf("upload", download));
    expect(indexOf("upload", refuse)).toBeLessThan(indexOf("upload", upload()));
    expect(refuse.if).toBeUndefined();
    expect(refuse).not.toHaveProperty("continue-on-error");
    expect(jobs.upload).not.toHaveProperty("continue-on-error");
    expect(upload().if).toBeUndefined();
    expect(jobs.upload.if).toBe("needs.decide.outputs.upload == 'true'");
    expect(jobs.upload.environment).toBe("${{ needs.decide.outputs.environment }}");
    // No other step, in any job, runs wrangler.
    expect(allSteps.filter((candidate) => candidate.run?.includes("wrangler@"))).toEqual([upload()]);
  });

  it("fails the step when the artifact holds server code, run as the runner runs it", () => {
    // The step's command, run by bash from the checkout's root, with the runner's temporary folder.
    const refuse = step("upload", (candidate) => candidate.run?.startsWith("node scripts/publish/artifact.mjs"));
    const runStep = (files: Record<string, string>) => {
      const temp = mkdtempSync(path.join(tmpdir(), "deploy-"));
      for (const [file, text] of Object.entries({ "site/index.html": "<!doctype html>", ...files })) {
        mkdirSync(path.dirname(path.join(temp, file)), { recursive: true });
        writeFileSync(path.join(temp, file), text);
      }
      const run = spawnSync("bash", ["-e", "-c", refuse.run ?? ""], {
        cwd: root,
        encoding: "utf8",
        env: { PATH: process.env.PATH, RUNNER_TEMP: temp },
        timeout: 30_000,
      });
      rmSync(temp, { recursive: true, force: true });
      return run;
    };
    expect(runStep({ "site/static/functions/x.js": "1;" }).status).toBe(0);
    for (const file of [
      "site/_worker.js",
      "site/_worker.js/index.js",
      "site/_routes.json",
      "site/functions/a.js",
      "wrangler/functions/a.js",
    ]) {
      const run = runStep({ [file]: "export default {};" });
      expect({ file, status: run.status }).toEqual({ file, status: 1 });
      expect(run.stdout).toContain("::error::Not uploaded:");
    }
  });

  it("reads the address wrangler reported, and reports each outcome, even after a failure or cancel", () => {
    const url = step("upload", (candidate) => candidate.run === "node scripts/publish/deployment.mjs url");
    expect(url.if).toBeUndefined();
    expect(url.env?.WRANGLER_OUTPUT_FILE_PATH).toBe(upload().env?.WRANGLER_OUTPUT_FILE_PATH);
    expect(indexOf("upload", url)).toBeGreaterThan(indexOf("upload", upload()));
    expect(jobs.upload.outputs?.url).toBe("${{ steps.url.outputs.url }}");
    expect(jobs.report.needs).toEqual(["decide", "upload"]);
    expect(jobs.report.if).toBe(
      "always() && needs.decide.outputs.upload == 'true' && needs.decide.outputs.deployment-id != ''",
    );
    const finish = step("report", (candidate) => candidate.run === "node scripts/publish/deployment.mjs finish");
    expect(finish.env).toMatchObject({
      DEPLOYMENT_ID: "${{ needs.decide.outputs.deployment-id }}",
      TARGET: "${{ needs.decide.outputs.target }}",
      RESULT: "${{ needs.upload.result }}",
      URL: "${{ needs.upload.outputs.url }}",
    });
  });

  it("passes the GitHub token only to the steps that call GitHub", () => {
    const withToken = allSteps.filter((candidate: Step) => JSON.stringify(candidate).includes("github.token"));
    expect(withToken.map((candidate) => candidate.run ?? candidate.uses?.split("@")[0])).toEqual([
      "node scripts/publish/deployment.mjs start",
      "actions/download-artifact",
      "node scripts/publish/deployment.mjs finish",
    ]);
    expect(oneLine(workflow)).not.toContain("secrets.GITHUB_TOKEN");
  });
});
