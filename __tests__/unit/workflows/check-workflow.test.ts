/**
 * @jest-environment node
 *
 * The check workflow (every branch runs its own copy), checked by actionlint and read as data: it
 * tests every change with no secret and no write permission, and hands public/ on as an artifact
 * only after a check step succeeded.
 */
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { actionlint, actionsUsed, oneLine, publishConstants, readWorkflow, root } from "./workflow-file";

// Each test runs real processes (node, the linter), slow on a busy machine.
jest.setTimeout(60_000);

const workflowPath = ".github/workflows/check.yml";
const { text: workflow, parsed, jobs, allSteps, step, indexOf } = readWorkflow(workflowPath);
const readme = readFileSync(path.join(root, "README.md"), "utf8");
const scripts: Record<string, string> = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")).scripts;

const handoff = () => step("check", (candidate) => candidate.uses?.startsWith("actions/upload-artifact@"));

describe(workflowPath, () => {
  it("passes actionlint", () => {
    const { status, report } = actionlint(workflowPath);
    expect(report).toContain("Checking 1 workflow file(s)");
    expect({ status, report }).toEqual({ status: 0, report: expect.stringContaining("passed lint checks") });
  });

  it("is really checked: actionlint reports a mistake slipped into it", () => {
    const broken = workflow.replace("steps.fast.outcome == 'success'", "steps.fats.outcome == 'success'");
    expect(broken).not.toBe(workflow);
    const file = path.join(mkdtempSync(path.join(tmpdir(), "workflow-")), "check.yml");
    writeFileSync(file, broken);
    const { status, report } = actionlint(file);
    expect(status).toBe(1);
    expect(report).toContain('property "fats" is not defined');
  });

  it("is the file the publish scripts name", () => {
    expect(publishConstants().checkWorkflow).toBe(workflowPath);
  });

  it("runs on every push to every branch, on pull requests, on the CMS's Publish Changes, by hand and daily", () => {
    expect(parsed.on.push).toEqual({ branches: ["**"] });
    expect(parsed.on.pull_request?.types).toEqual(expect.arrayContaining(["opened", "synchronize", "reopened"]));
    expect(Object.keys(parsed.on).sort()).toEqual(
      ["pull_request", "push", "repository_dispatch", "schedule", "workflow_dispatch"].sort(),
    );
    // Once a day (GitHub runs a schedule on the default branch only).
    const [daily, ...more] = (parsed.on.schedule as unknown as { cron: string }[]) ?? [];
    expect(more).toEqual([]);
    expect(daily.cron).toMatch(/^\d{1,2} \d{1,2} \* \* \*$/);
  });

  it("answers the event the installed CMS sends when the author clicks Publish Changes", () => {
    const cms = readFileSync(path.join(root, "node_modules", "@sveltia", "cms", "dist", "sveltia-cms.mjs"), "utf8");
    const sent = /\/dispatches`,\{method:`POST`,body:\{event_type:`([^`]+)`\}/.exec(cms)?.[1];
    expect(sent).toBe("sveltia-cms-publish");
    expect(parsed.on.repository_dispatch?.types).toEqual([sent]);
  });

  it("lets a newer change cancel an older run, the live site in one group and each branch in its own", () => {
    expect(parsed.concurrency?.["cancel-in-progress"]).toBe(true);
    const group = oneLine(parsed.concurrency?.group);
    expect(group).toMatch(/^check-\$\{\{ .* \}\}$/);
    expect(group).toContain("github.event_name != 'pull_request' && github.ref == 'refs/heads/main' && 'production'");
    // A pull request, even one from a fork's main, never shares the live site's group.
    expect(group).toContain("format('branch-{0}', github.head_ref)");
    expect(group).toContain("format('fork-{0}', github.event.pull_request.number)");
  });

  it("pins every action to a full commit SHA", () => {
    const uses = actionsUsed(workflow);
    expect(uses.length).toBeGreaterThan(0);
    for (const action of uses) expect(action).toMatch(/^[\w.-]+\/[\w.-]+@[0-9a-f]{40}$/);
  });

  it("holds no secret and may write nothing: no token, no environment, no deployment", () => {
    expect(parsed.permissions).toEqual({});
    // The plan reads this workflow's runs, for the last passed push.
    expect(jobs.plan.permissions).toEqual({ contents: "read", actions: "read" });
    // The job that installs packages and runs the site's code may only read the code.
    expect(jobs.check.permissions).toEqual({ contents: "read" });
    for (const job of Object.values(jobs)) {
      expect(Object.values(job.permissions ?? {})).not.toContain("write");
      expect(job.environment).toBeUndefined();
    }
    expect(workflow).not.toMatch(/secrets\./);
    expect(workflow).not.toMatch(/CLOUDFLARE_|wrangler pages deploy|deployment\.mjs/);
    expect(step("check", (candidate) => candidate.uses?.startsWith("actions/checkout@")).with).toMatchObject({
      "persist-credentials": false,
    });
  });

  it("plans from the pull request's own commit, telling forks and bots apart for the summary", () => {
    const checkout = step("plan", (candidate) => candidate.uses?.startsWith("actions/checkout@"));
    expect(checkout.with?.ref).toBe("${{ github.event.pull_request.head.sha || github.sha }}");
    const plan = step("plan", (candidate) => candidate.run === "node scripts/publish/plan.mjs");
    expect(plan.env).toMatchObject({
      PRODUCTION_BRANCH: "main",
      HEAD_REPOSITORY: "${{ github.event.pull_request.head.repo.full_name }}",
      SENDER_TYPE: "${{ github.event.sender.type }}",
      HEAD_REF: "${{ github.head_ref }}",
      GITHUB_TOKEN: "${{ github.token }}",
    });
    expect(jobs.check.needs).toBe("plan");
    expect(step("check", (candidate) => candidate.uses?.startsWith("actions/checkout@")).with?.ref).toBe(
      "${{ needs.plan.outputs.sha }}",
    );
  });

  it("runs the publish gate for a content-only change and the README's test command otherwise", () => {
    const testCommand = /^npm (\S+)\s+# every check/m.exec(readme)?.[1];
    expect(testCommand).toBe("test");
    // Each keeps its output for the failure summary, and fails on a failure anywhere in the pipe.
    const log = ' 2>&1 | tee "$RUNNER_TEMP/checks.log"';
    const fast = step("check", (candidate) => candidate.run === `npm run check:publish${log}`);
    const full = step("check", (candidate) => candidate.run === `npm ${testCommand}${log}`);
    expect([fast.shell, full.shell]).toEqual(["bash", "bash"]);
    expect(fast.if).toBe("needs.plan.outputs.path == 'fast'");
    expect(full.if).toBe("needs.plan.outputs.path == 'full'");
    expect([fast.id, full.id]).toEqual(["fast", "full"]);
  });

  it("fails closed: a plan with neither path fails the run before anything is installed", () => {
    const refuse = step("check", (candidate) => candidate.name === "Refuse an unknown check path");
    expect(refuse.if).toBe("needs.plan.outputs.path != 'fast' && needs.plan.outputs.path != 'full'");
    expect(refuse.run).toMatch(/\bexit 1\s*$/);
    const install = step("check", (candidate) => candidate.run?.startsWith("npm ci") ?? false);
    expect(indexOf("check", refuse)).toBeLessThan(indexOf("check", install));
  });

  it("hands public/ on only after a check step succeeded", () => {
    const hand = handoff();
    const fast = step("check", (candidate) => candidate.id === "fast");
    const full = step("check", (candidate) => candidate.id === "full");
    expect(indexOf("check", hand)).toBeGreaterThan(indexOf("check", fast));
    expect(indexOf("check", hand)).toBeGreaterThan(indexOf("check", full));
    // An explicit success of one of them; with no status function in it, GitHub also requires
    // every earlier step to have succeeded (the implicit success()).
    expect(hand.if).toBe("steps.fast.outcome == 'success' || steps.full.outcome == 'success'");
    expect(hand.if).not.toMatch(/always\(\)|failure\(\)|cancelled\(\)|success\(\)/);
    expect(hand.with).toMatchObject({ name: "site", path: "public", "if-no-files-found": "error" });
    // Nothing runs after it but the failure summary.
    const after = jobs.check.steps.slice(indexOf("check", hand) + 1);
    expect(after.map((candidate) => candidate.if)).toEqual(["failure() && steps.install.outcome == 'success'"]);
  });

  it("restores Gatsby's cache and last build from the newest run, and saves a fresh one each commit", () => {
    const cache = step("check", (candidate) => candidate.uses?.startsWith("actions/cache@"));
    expect(cache.with?.path.split("\n").filter(Boolean)).toEqual([".cache", "public"]);
    const key = cache.with?.key ?? "";
    const restore = (cache.with?.["restore-keys"] ?? "").trim();
    expect(key).toContain("${{ hashFiles('package-lock.json') }}");
    expect(key.endsWith("${{ needs.plan.outputs.sha }}")).toBe(true);
    expect(restore).toBe(key.slice(0, -"${{ needs.plan.outputs.sha }}".length));
    const install = step("check", (candidate) => candidate.run?.startsWith("npm ci"));
    const gate = step("check", (candidate) => candidate.id === "fast");
    expect(indexOf("check", cache)).toBeGreaterThan(indexOf("check", install));
    expect(indexOf("check", cache)).toBeLessThan(indexOf("check", gate));
  });

  it("points the browser tests at the Chromium it installs, before the gate and the full suite", () => {
    const chromium = step("check", (candidate) =>
      candidate.run?.includes("npx playwright install --with-deps chromium"),
    );
    // The publish gate ends with a browser run too, so both paths install it.
    expect(chromium.if).toBeUndefined();
    expect(chromium.run).toMatch(/echo "CHROMIUM_PATH=.+" >> "\$GITHUB_ENV"/);
  });

  it("explains a failure in the run's summary, naming the step that failed", () => {
    const explain = step("check", (candidate) => candidate.run?.includes("scripts/publish-summary.ts"));
    expect(explain.run).toBe('npx tsx scripts/publish-summary.ts >> "$GITHUB_STEP_SUMMARY"');
    expect(explain.if).toBe("failure() && steps.install.outcome == 'success'");
    expect(oneLine(explain.env?.FAILED_STEP)).toBe(
      "${{ (steps.fast.outcome == 'failure' || steps.full.outcome == 'failure') && 'gate' || 'other' }}",
    );
    expect(explain.env?.PUBLISH_TARGET).toBe("${{ needs.plan.outputs.target }}");
    // What the checks printed, so the summary can name the content files they stopped on.
    expect(explain.env?.PUBLISH_PATH).toBe("${{ needs.plan.outputs.path }}");
    expect(explain.env?.GATE_LOG).toBe("${{ runner.temp }}/checks.log");
  });

  it("runs only npm scripts and files that exist, and puts no expression into a shell script", () => {
    const runs = allSteps.flatMap((candidate) => (candidate.run ? [candidate.run] : []));
    const npmScripts = runs.flatMap((run) => [...run.matchAll(/npm run (\S+)/g)].map((match) => match[1]));
    expect(npmScripts).toEqual(["check:publish"]);
    for (const name of npmScripts) expect(Object.keys(scripts)).toContain(name);
    const files = runs.flatMap((run) => [...run.matchAll(/(?:node|tsx) (scripts\/\S+)/g)].map((match) => match[1]));
    expect(files.sort()).toEqual(["scripts/publish-summary.ts", "scripts/publish/plan.mjs"]);
    for (const file of files) expect(existsSync(path.join(root, file))).toBe(true);
    // Branch names and titles reach scripts through env, never pasted into the script itself.
    for (const run of runs) expect(run).not.toContain("${{");
  });
});
