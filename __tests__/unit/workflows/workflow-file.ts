import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import YAML from "yaml";

/**
 * The publish workflows read as data, for the tests beside this file; actionlint (rhysd/actionlint
 * compiled to WebAssembly, from npm: it runs offline, no binary download) as `npm run lint` runs
 * it; and the constants of scripts/publish/github.mjs the workflows must agree with.
 */

export const root = path.join(__dirname, "..", "..", "..");

export interface Step {
  id?: string;
  name?: string;
  uses?: string;
  run?: string;
  shell?: string;
  if?: string;
  with?: Record<string, string>;
  env?: Record<string, string>;
}

export interface Job {
  name?: string;
  needs?: string | string[];
  if?: string;
  environment?: string | { name: string };
  concurrency?: { group: string; "cancel-in-progress": boolean };
  permissions?: Record<string, string>;
  outputs?: Record<string, string>;
  env?: Record<string, string>;
  steps: Step[];
}

export interface Workflow {
  name: string;
  on: Record<string, { branches?: string[]; types?: string[]; workflows?: string[] } | null>;
  concurrency?: { group: string; "cancel-in-progress": boolean };
  permissions: Record<string, string>;
  jobs: Record<string, Job>;
}

export function readWorkflow(file: string) {
  const text = readFileSync(path.join(root, file), "utf8");
  const parsed = YAML.parse(text) as Workflow;
  const { jobs } = parsed;
  const allSteps = Object.values(jobs).flatMap((job) => job.steps);
  const step = (job: string, predicate: (candidate: Step) => boolean | undefined) => {
    const found = jobs[job].steps.find((candidate) => predicate(candidate));
    if (!found) throw new Error(`No such step in ${job}`);
    return found;
  };
  const indexOf = (job: string, found: Step) => jobs[job].steps.indexOf(found);
  return { file, text, parsed, jobs, allSteps, step, indexOf };
}

/** Every `uses:` in a workflow's text. */
export const actionsUsed = (text: string) => [...text.matchAll(/uses: (\S+)/g)].map((match) => match[1]);

// The package's exports hide its CLI from require.resolve; npm puts it here.
const linter = path.join(root, "node_modules", "@tktco", "node-actionlint", "bin", "node-actionlint.js");

/** Runs the linter's CLI (as `npm run lint` does) on workflow files; its exit status and report. */
export function actionlint(...files: string[]): { status: number | null; report: string } {
  const run = spawnSync(process.execPath, [linter, ...files], { cwd: root, encoding: "utf8", timeout: 60_000 });
  return { status: run.status, report: `${run.stdout}${run.stderr}` };
}

/** What the publish scripts expect of the workflows (scripts/publish/github.mjs), as Node loads it. */
export function publishConstants(): { checkWorkflow: string } {
  const module = pathToFileURL(path.join(root, "scripts", "publish", "github.mjs")).href;
  const run = spawnSync(
    process.execPath,
    ["--input-type=module", "-e", `console.log((await import(${JSON.stringify(module)})).CHECK_WORKFLOW);`],
    { encoding: "utf8", timeout: 30_000 },
  );
  if (run.status !== 0) throw new Error(run.stderr);
  return { checkWorkflow: run.stdout.trim() };
}

/** An `if:` or expression with its line breaks and runs of spaces made single spaces. */
export const oneLine = (text: string | undefined) => (text ?? "").replace(/\s+/g, " ").trim();
