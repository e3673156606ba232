/**
 * @jest-environment node
 *
 * The deploy workflow, checked by actionlint (rhysd/actionlint compiled to WebAssembly, from npm:
 * it runs offline, no binary download) and against what the README promises of it.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const root = path.join(__dirname, "..", "..", "..");
const workflowPath = ".github/workflows/deploy.yml";
const workflow = readFileSync(path.join(root, workflowPath), "utf8");
const readme = readFileSync(path.join(root, "README.md"), "utf8");

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

  it("runs on every push to main, and a newer push cancels an older run", () => {
    expect(workflow).toMatch(/^on:\n {2}push:\n {4}branches: \[main\]\n/m);
    expect(workflow).toMatch(/^concurrency:\n {2}group: [\w-]+\n {2}cancel-in-progress: true\n/m);
  });

  it("pins every action to a full commit SHA", () => {
    const uses = [...workflow.matchAll(/uses: (\S+)/g)].map((match) => match[1]);
    expect(uses.length).toBeGreaterThan(0);
    for (const action of uses) expect(action).toMatch(/^[\w.-]+\/[\w.-]+@[0-9a-f]{40}$/);
  });

  it("runs the README's test command, then deploys public/ with the secrets the README names", () => {
    const testCommand = /^npm (\S+)\s+# every check/m.exec(readme)?.[1];
    expect(testCommand).toBe("test");
    const steps = [...workflow.matchAll(/^\s+run: (.+)$/gm)].map((match) => match[1]);
    const testStep = steps.indexOf(`npm ${testCommand}`);
    const deployStep = steps.findIndex((step) => step.startsWith("npx wrangler pages deploy public"));
    expect(testStep).toBeGreaterThan(-1);
    expect(deployStep).toBeGreaterThan(testStep);
    for (const secret of ["CLOUDFLARE_ACCOUNT_ID", "CLOUDFLARE_API_TOKEN"]) {
      expect(workflow).toContain(`${secret}: \${{ secrets.${secret} }}`);
      expect(readme).toContain(`\`${secret}\``);
    }
  });

  it("points the browser tests at the Chromium it installs", () => {
    expect(workflow).toContain("npx playwright install --with-deps chromium");
    expect(workflow).toMatch(/echo "CHROMIUM_PATH=.+" >> "\$GITHUB_ENV"/);
  });
});
