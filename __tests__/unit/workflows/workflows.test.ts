/** @jest-environment node */
/**
 * The two workflows read as data against docs/SECURITY.md's boundaries; actionlint (`npm run lint`) checks the rest,
 * and where a check publishes is target.test.ts's.
 */
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parse as parseJsonc } from "jsonc-parser";
import YAML from "yaml";

interface Step {
  name?: string;
  id?: string;
  uses?: string;
  run?: string;
  if?: string;
  with?: Record<string, string | number | boolean>;
  env?: Record<string, string>;
}

interface Job {
  if?: string;
  needs?: string;
  environment?: string;
  permissions?: Record<string, string>;
  outputs?: Record<string, string>;
  steps: Step[];
}

const root = path.join(__dirname, "..", "..", "..");
const read = (file: string) => readFileSync(path.join(root, file), "utf8");

function workflow(file: string) {
  const text = read(file);
  const parsed = YAML.parse(text) as { name: string; on: object; permissions: object; jobs: Record<string, Job> };
  const { jobs } = parsed;
  const steps = Object.values(jobs).flatMap((job) => job.steps);
  const step = (job: string, found: (candidate: Step) => boolean | undefined) => {
    const match = jobs[job].steps.find((candidate) => found(candidate));
    if (!match) throw new Error(`No such step in ${job}`);
    return match;
  };
  const indexOf = (job: string, match: Step) => jobs[job].steps.indexOf(match);
  return { text, parsed, jobs, steps, step, indexOf };
}

const check = workflow(".github/workflows/check.yml");
const deploy = workflow(".github/workflows/deploy.yml");
const importing = workflow(".github/workflows/import-articles.yml");
const runs = (steps: Step[]) => steps.flatMap((candidate) => (candidate.run ? [candidate.run] : []));

/** CHECK_WORKFLOW of scripts/publish/github.mjs, as Node loads it (Jest does not load .mjs). */
function checkWorkflowOfScripts() {
  const module = pathToFileURL(path.join(root, "scripts", "publish", "github.mjs")).href;
  const script = `console.log((await import(${JSON.stringify(module)})).CHECK_WORKFLOW)`;
  const run = spawnSync(process.execPath, ["--input-type=module", "-e", script], { encoding: "utf8" });
  return run.stdout.trim();
}

it("every workflow pins every action to a full commit SHA", () => {
  const uses = [check.text, deploy.text, importing.text].flatMap((text) =>
    [...text.matchAll(/uses: (\S+)/g)].map((m) => m[1]),
  );
  expect(uses.length).toBeGreaterThan(0);
  for (const action of uses) expect(action).toMatch(/^[\w.-]+\/[\w.-]+@[0-9a-f]{40}$/);
});

describe("check.yml", () => {
  it("runs on every push and pull request, on the event the installed CMS's Publish Changes sends, and by hand", () => {
    const cms = read("node_modules/@sveltia/cms/dist/sveltia-cms.mjs");
    const sent = /\/dispatches`,\{method:`POST`,body:\{event_type:`([^`]+)`\}/.exec(cms)?.[1];
    expect(sent).toBe("sveltia-cms-publish");
    expect(check.parsed.on).toEqual({
      push: { branches: ["**"] },
      pull_request: { types: ["opened", "synchronize", "reopened"] },
      repository_dispatch: { types: [sent] },
      // Also daily, started by import-articles.yml.
      workflow_dispatch: null,
    });
  });

  it("holds no secret and may write nothing: no environment, no deployment, no stored credential", () => {
    expect(check.parsed.permissions).toEqual({});
    // The plan reads this workflow's runs; the job that installs packages and runs the site's
    // code may only read the code.
    expect(check.jobs.plan.permissions).toEqual({ contents: "read", actions: "read" });
    expect(check.jobs.check.permissions).toEqual({ contents: "read" });
    for (const job of Object.values(check.jobs)) expect(job.environment).toBeUndefined();
    expect(check.text).not.toMatch(/secrets\.|CLOUDFLARE_|wrangler pages deploy|deployment\.mjs/);
    const checkout = check.step("check", (candidate) => candidate.uses?.startsWith("actions/checkout@"));
    expect(checkout.with).toMatchObject({ "persist-credentials": false });
  });

  it("hands public/ on only after the publish gate (quick path) or npm test (full path) succeeded", () => {
    const log = ' 2>&1 | tee "$RUNNER_TEMP/checks.log"';
    const fast = check.step("check", (candidate) => candidate.run === `npm run check:publish${log}`);
    const full = check.step("check", (candidate) => candidate.run === `npm test${log}`);
    // `shell: bash` adds pipefail: without it, a failed check piped into tee would pass.
    expect(fast).toMatchObject({ id: "fast", shell: "bash", if: "needs.plan.outputs.path == 'fast'" });
    expect(full).toMatchObject({ id: "full", shell: "bash", if: "needs.plan.outputs.path == 'full'" });
    const hand = check.step("check", (candidate) => candidate.uses?.startsWith("actions/upload-artifact@"));
    expect(check.indexOf("check", hand)).toBeGreaterThan(
      Math.max(check.indexOf("check", fast), check.indexOf("check", full)),
    );
    // With no status function in it, GitHub also requires every earlier step to have succeeded.
    expect(hand.if).toBe("steps.fast.outcome == 'success' || steps.full.outcome == 'success'");
    expect(hand.with).toMatchObject({ name: "site", path: "public", "if-no-files-found": "error" });
    // Nothing runs after it but the failure summary.
    const after = check.jobs.check.steps.slice(check.indexOf("check", hand) + 1);
    expect(after.map((candidate) => candidate.if)).toEqual(["failure() && steps.install.outcome == 'success'"]);
  });
});

describe("deploy.yml", () => {
  const upload = () => deploy.step("upload", (candidate) => candidate.id === "upload");
  const refuse = () =>
    deploy.step("upload", (candidate) => candidate.run?.startsWith("node scripts/publish/artifact.mjs"));
  const download = () => deploy.step("upload", (candidate) => candidate.uses?.startsWith("actions/download-artifact@"));

  it("runs main's copy, on workflow_run alone, when the check the scripts name completes", () => {
    expect(deploy.parsed.on).toEqual({ workflow_run: { workflows: [check.parsed.name], types: ["completed"] } });
    expect(checkWorkflowOfScripts()).toBe(".github/workflows/check.yml");
  });

  it("grants nothing by default, and each job only what it uses", () => {
    expect(deploy.parsed.permissions).toEqual({});
    expect(deploy.jobs.decide.permissions).toEqual({ contents: "read", deployments: "write" });
    // The job with the token reads the code and the check's artifact, and writes nothing to GitHub.
    expect(deploy.jobs.upload.permissions).toEqual({ contents: "read", actions: "read" });
    expect(deploy.jobs.report.permissions).toEqual({ contents: "read", deployments: "write" });
  });

  it("checks out only the default branch's scripts (and the site's address), never the checked commit", () => {
    const checkouts = deploy.steps.filter((candidate) => candidate.uses?.startsWith("actions/checkout@"));
    expect(checkouts).toHaveLength(3);
    for (const checkout of checkouts) {
      // In a workflow_run run, github.sha is the tip of the default branch this file comes from.
      expect(checkout.with).toMatchObject({ ref: "${{ github.sha }}", "persist-credentials": false });
      expect(checkout.with).not.toHaveProperty("repository");
      const sparse = String(checkout.with?.["sparse-checkout"]).split("\n").filter(Boolean);
      expect(sparse.length).toBeGreaterThan(0);
      for (const entry of sparse) expect(["scripts/publish", "content/settings/site.json"]).toContain(entry);
    }
    expect(deploy.text).not.toMatch(/workflow_run\.head_(sha|branch)|workflow_run\.head_repository/);
  });

  it("runs no package manager, build, cache or test: only node on its own scripts, and the pinned wrangler", () => {
    const lines = runs(deploy.steps).flatMap((run) => run.split("\n"));
    const commands = lines.map((line) => line.trim()).filter(Boolean);
    for (const command of commands) {
      expect(command).toMatch(
        /^(node scripts\/publish\/\w+\.mjs\b|mkdir -p |cd "\$RUNNER_TEMP\/wrangler"$|npx --yes wrangler@)/,
      );
    }
    expect(deploy.text).not.toContain("actions/cache@");
    for (const setup of deploy.steps.filter((candidate) => candidate.uses?.startsWith("actions/setup-node@"))) {
      expect(setup.with).toEqual({ "node-version": 20 });
    }
    // Event fields reach scripts through env, never pasted into a shell script.
    for (const run of runs(deploy.steps)) expect(run).not.toContain("${{");
  });

  it("decides from the event with main's target.mjs, and uploads only when it says so, to the environment it chose", () => {
    const decide = deploy.step("decide", (candidate) => candidate.id === "decide");
    expect(decide).toMatchObject({ run: "node scripts/publish/target.mjs", env: { PRODUCTION_BRANCH: "main" } });
    expect(deploy.jobs.decide.outputs).toMatchObject({
      upload: "${{ steps.decide.outputs.upload }}",
      environment: "${{ steps.decide.outputs.environment }}",
    });
    // Exactly "true": an empty or unexpected output skips the upload.
    expect(deploy.jobs.upload.if).toBe("needs.decide.outputs.upload == 'true'");
    expect(deploy.jobs.upload.environment).toBe("${{ needs.decide.outputs.environment }}");
  });

  it("hands the Cloudflare secrets to the upload step alone, in the one job with an environment", () => {
    for (const secret of ["CLOUDFLARE_ACCOUNT_ID", "CLOUDFLARE_API_TOKEN"]) {
      expect(upload().env?.[secret]).toBe(`\${{ secrets.${secret} }}`);
    }
    expect(deploy.steps.filter((candidate) => JSON.stringify(candidate).includes("secrets."))).toEqual([upload()]);
    const withEnvironment = Object.entries(deploy.jobs).filter(([, job]) => job.environment !== undefined);
    expect(withEnvironment.map(([id]) => id)).toEqual(["upload"]);
  });

  it("uploads the check run's artifact with the wrangler pinned in package.json, from an empty folder", () => {
    const handedOn = check.step("check", (candidate) => candidate.uses?.startsWith("actions/upload-artifact@"));
    expect(download().with).toEqual({
      name: handedOn.with?.name,
      path: "${{ runner.temp }}/site",
      "run-id": "${{ github.event.workflow_run.id }}",
      "github-token": "${{ github.token }}",
    });
    const wrangler = JSON.parse(read("package.json")).devDependencies.wrangler;
    expect(wrangler).toMatch(/^\d+\.\d+\.\d+$/);
    const project = (parseJsonc(read("wrangler.jsonc")) as { name: string }).name;
    expect(upload().run?.trim().split("\n")).toEqual([
      'mkdir -p "$RUNNER_TEMP/wrangler"',
      'cd "$RUNNER_TEMP/wrangler"',
      `npx --yes wrangler@${wrangler} pages deploy "$RUNNER_TEMP/site" --project-name ${project} --branch "$BRANCH" --commit-hash "$SHA" --commit-dirty=false`,
    ]);
    expect(deploy.steps.filter((candidate) => candidate.run?.includes("wrangler@"))).toEqual([upload()]);
  });

  it("refuses server code in the downloaded site, and a working folder wrangler could read, before every upload", () => {
    // The two folders the download and the upload use (artifact.test.ts runs the script on them).
    expect(refuse().run).toBe('node scripts/publish/artifact.mjs "$RUNNER_TEMP/site" "$RUNNER_TEMP/wrangler"');
    expect(deploy.indexOf("upload", refuse())).toBeGreaterThan(deploy.indexOf("upload", download()));
    expect(deploy.indexOf("upload", refuse())).toBeLessThan(deploy.indexOf("upload", upload()));
    // For the live site and previews alike, and nothing lets its failure pass.
    for (const candidate of [refuse(), upload(), deploy.jobs.upload]) {
      expect(candidate).not.toHaveProperty("continue-on-error");
    }
    expect([refuse().if, upload().if]).toEqual([undefined, undefined]);
  });

  it("reports every upload's outcome to the CMS, also after a failure or a cancel", () => {
    const url = deploy.step("upload", (candidate) => candidate.run === "node scripts/publish/deployment.mjs url");
    expect(url.env?.WRANGLER_OUTPUT_FILE_PATH).toBe(upload().env?.WRANGLER_OUTPUT_FILE_PATH);
    expect(deploy.jobs.report.if).toMatch(/^always\(\) && /);
    const finish = deploy.step("report", (candidate) => candidate.run === "node scripts/publish/deployment.mjs finish");
    expect(finish.env).toMatchObject({ RESULT: "${{ needs.upload.result }}", URL: "${{ needs.upload.outputs.url }}" });
  });
});

describe("import-articles.yml", () => {
  const take = () => importing.step("publish", (candidate) => candidate.name?.startsWith("Take only") ?? false);

  it("runs daily and by hand; the job that runs the site's code may only read, the one that may push runs none", () => {
    expect(importing.parsed.on).toEqual({
      schedule: [{ cron: expect.stringMatching(/^\d{1,2} \d{1,2} \* \* \*$/) }],
      workflow_dispatch: null,
    });
    expect(importing.parsed.permissions).toEqual({});
    expect(importing.jobs.import.permissions).toEqual({ contents: "read" });
    expect(importing.jobs.publish.permissions).toEqual({ contents: "write", actions: "write" });
    expect(importing.text).not.toMatch(/secrets\./);
    for (const job of Object.values(importing.jobs)) expect(job.environment).toBeUndefined();
    const checkout = importing.step("import", (candidate) => candidate.uses?.startsWith("actions/checkout@"));
    expect(checkout.with).toMatchObject({ ref: "main", "persist-credentials": false });
    expect(runs(importing.jobs.import.steps)).toEqual(
      expect.arrayContaining(["npm ci --no-audit --no-fund", "npm run import-articles", "npm run check-content"]),
    );
    // No package manager, Node or repository script in the job with the token; event data only through env.
    const publish = importing.jobs.publish.steps;
    expect(publish.some((candidate) => candidate.uses?.startsWith("actions/setup-node@"))).toBe(false);
    for (const run of runs(publish)) {
      expect(run).not.toMatch(/\b(npm|npx|node|tsx|yarn|pnpm|make)\b|(^|[\s;&|(])(\.\/|scripts\/)/m);
      expect(run).not.toContain("${{");
    }
  });

  it("always starts check.yml on main, also when the import failed or found nothing", () => {
    expect(importing.jobs.publish).toMatchObject({ needs: "import", if: "always()" });
    const start = importing.step("publish", (candidate) => candidate.run?.startsWith("gh workflow run") ?? false);
    expect(start).toMatchObject({
      if: "always()",
      run: 'gh workflow run check.yml --repo "$GITHUB_REPOSITORY" --ref main',
      env: { GH_TOKEN: "${{ github.token }}" },
    });
    expect(checkWorkflowOfScripts()).toBe(".github/workflows/check.yml");
    // The commit is pushed as a fast-forward (no force) of the commit the import read.
    const commit = importing.step("publish", (candidate) => candidate.run?.includes("git push") ?? false);
    expect(commit.run).toContain("git push origin HEAD:refs/heads/main\n");
    expect(commit.run).not.toMatch(/--force|\+HEAD/);
    expect(importing.step("publish", (candidate) => candidate.uses?.startsWith("actions/checkout@")).with).toEqual({
      ref: "${{ needs.import.outputs.sha }}",
    });
  });

  describe("takes from the import's artifact only new articles, new pictures and the record", () => {
    let dir: string;
    const content = () => path.join(dir, "workspace", "content");
    const artifact = () => path.join(dir, "articles");
    const fixture = path.join(root, "__tests__", "fixtures", "content");
    const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
    const articles = () => JSON.parse(readFileSync(path.join(fixture, "articles.json"), "utf8")) as object[];
    const added = { ...articles()[0], id: 99, link: "https://letters.example.org/p/new" };

    /** The step's script, run as GitHub runs a `run` (bash -eo pipefail) on an artifact holding `files`. */
    function runTake(files: Record<string, string>) {
      for (const [file, text] of Object.entries(files)) {
        mkdirSync(path.dirname(path.join(artifact(), file)), { recursive: true });
        writeFileSync(path.join(artifact(), file), text);
      }
      return spawnSync("bash", ["--noprofile", "--norc", "-eo", "pipefail", "-c", take().run!], {
        encoding: "utf8",
        env: { ...process.env, RUNNER_TEMP: dir, GITHUB_WORKSPACE: path.join(dir, "workspace") },
      });
    }

    beforeEach(() => {
      dir = mkdtempSync(path.join(os.tmpdir(), "import-take-"));
      cpSync(fixture, content(), { recursive: true });
      mkdirSync(artifact());
    });
    afterEach(() => rmSync(dir, { recursive: true, force: true }));

    it("a new article, its picture and the record", () => {
      const run = runTake({
        "articles.json": json([...articles(), added]),
        "imported-articles.json": json([{ link: added.link }]),
        "images/articles/new.jpg": "picture",
      });
      expect(run.status).toBe(0);
      expect(JSON.parse(readFileSync(path.join(content(), "articles.json"), "utf8")).at(-1)).toEqual(added);
      expect(readFileSync(path.join(content(), "images/articles/new.jpg"), "utf8")).toBe("picture");
    });

    it.each<[string, Record<string, string>]>([
      ["another file", { "articles.json": json([...articles(), added]), "settings/site.json": "{}" }],
      ["a file outside the pictures", { "images/logo.png": "x" }],
      ["a picture she has, replaced", { "images/articles/one.jpg": "x" }],
      [
        "an article of hers, changed",
        { "articles.json": json([{ ...articles()[0], title: "Mine" }, ...articles().slice(1)]) },
      ],
      ["an article of hers, removed", { "articles.json": json(articles().slice(1)) }],
      ["the record emptied", { "imported-articles.json": json({}) }],
    ])("refuses %s, and copies nothing", (_what, files) => {
      const before = readFileSync(path.join(content(), "articles.json"), "utf8");
      const run = runTake(files);
      expect(run.status).toBe(1);
      expect(run.stdout).toMatch(/::error::The import handed on/);
      expect(readFileSync(path.join(content(), "articles.json"), "utf8")).toBe(before);
      expect(existsSync(path.join(content(), "settings", "site.json.bak"))).toBe(false);
    });

    it("refuses a link in place of a picture", () => {
      mkdirSync(path.join(artifact(), "images", "articles"), { recursive: true });
      symlinkSync("/etc/passwd", path.join(artifact(), "images", "articles", "new.jpg"));
      const run = runTake({});
      expect(run.status).toBe(1);
      expect(existsSync(path.join(content(), "images", "articles", "new.jpg"))).toBe(false);
    });
  });
});
