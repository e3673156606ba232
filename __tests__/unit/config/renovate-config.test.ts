/**
 * @jest-environment node
 *
 * renovate.json, the dependency-update bot's configuration: valid against Renovate's own JSON
 * Schema (a copy in __tests__/fixtures/renovate/, see its README; nothing is downloaded), with no
 * option the schema does not know, and with the rules this project needs: groups that upgrade
 * together, the exactly pinned packages one by one, nothing merged by the bot.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import Ajv from "ajv";

const root = path.join(__dirname, "..", "..", "..");
const readJson = (file: string) => JSON.parse(readFileSync(path.join(root, file), "utf8"));

type Rule = Record<string, unknown> & { matchPackageNames?: string[]; matchManagers?: string[] };
interface RenovateConfig extends Record<string, unknown> {
  packageRules: Rule[];
}
interface JsonSchema {
  properties: Record<string, unknown>;
  definitions: { packageRules: { items: { allOf: { properties: Record<string, unknown> }[] } } };
}

const config = readJson("renovate.json") as RenovateConfig;
const schema = readJson("__tests__/fixtures/renovate/renovate-schema.json") as JsonSchema;
const pkg = readJson("package.json") as Record<string, Record<string, string>>;
const validate = new Ajv({ allErrors: true, logger: false }).compile(schema);

const errorsOf = (candidate: unknown) => (validate(candidate) ? [] : validate.errors);

/** Options only a package rule has (the match… conditions), by the schema. */
const ruleOnly = new Set(Object.keys(schema.definitions.packageRules.items.allOf[0].properties));
const topLevel = new Set(Object.keys(schema.properties));

/** Every option's value checked as the schema types it at the top level: it leaves a rule's untyped. */
function problemsOf(candidate: Record<string, unknown>): string[] {
  const problems: string[] = [];
  // "$schema" points editors at the schema; Renovate reads past it.
  const { packageRules, $schema: _editorSchema, ...options } = candidate;
  for (const key of Object.keys(options)) if (!topLevel.has(key)) problems.push(`unknown option ${key}`);
  problems.push(...(errorsOf(candidate) ?? []).map((error) => `${error.dataPath} ${error.message}`));
  ((packageRules as Rule[] | undefined) ?? []).forEach((rule, index) => {
    const settings: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(rule)) {
      if (ruleOnly.has(key)) continue;
      if (!topLevel.has(key)) problems.push(`packageRules[${index}]: unknown option ${key}`);
      else settings[key] = value;
    }
    problems.push(
      ...(errorsOf(settings) ?? []).map((error) => `packageRules[${index}]${error.dataPath} ${error.message}`),
    );
  });
  return problems;
}

/** Renovate's name matching, for the forms this configuration uses: exact names and "prefix*". */
function matches(pattern: string, name: string): boolean {
  if (/[?[\]{}!/]|\*./.test(pattern.replace(/^@[\w-]+\//, ""))) {
    throw new Error(`This test reads exact names and trailing-* globs only, not "${pattern}"`);
  }
  return pattern.endsWith("*") ? name.startsWith(pattern.slice(0, -1)) : pattern === name;
}

/** The settings Renovate applies to an npm package: every matching rule, later ones winning. */
function settingsFor(name: string): Record<string, unknown> {
  return config.packageRules
    .filter((rule) => rule.matchPackageNames?.some((pattern) => matches(pattern, name)))
    .reduce<Record<string, unknown>>((merged, rule) => ({ ...merged, ...rule }), {});
}

const dependencies = { ...pkg.dependencies, ...pkg.devDependencies };
const exactPins = Object.entries(dependencies)
  .filter(([, range]) => /^\d/.test(range))
  .map(([name]) => name);

describe("renovate.json", () => {
  it("is valid against Renovate's schema, and uses no option the schema does not know", () => {
    expect(problemsOf(config)).toEqual([]);
  });

  it("is really checked: a misspelt option, a wrong type and an unknown value are each reported", () => {
    expect(problemsOf({ ...config, automerg: false })).toEqual(["unknown option automerg"]);
    expect(problemsOf({ ...config, prConcurrentLimit: "six" }).join()).toMatch(/prConcurrentLimit should be integer/);
    const rules = [...config.packageRules, { matchPackageNames: ["x"], rangeStrategy: "sometimes" }];
    expect(problemsOf({ ...config, packageRules: rules }).join()).toMatch(
      /packageRules\[\d+\]\.rangeStrategy should be equal to one of the allowed values/,
    );
    const typo = [...config.packageRules, { matchPackageNames: ["x"], groupname: "X" }];
    expect(problemsOf({ ...config, packageRules: typo })).toEqual([
      `packageRules[${config.packageRules.length}]: unknown option groupname`,
    ]);
  });

  it("updates npm packages and GitHub Actions, and the bot merges nothing", () => {
    expect(config.enabledManagers).toEqual(["npm", "github-actions"]);
    expect(config.automerge).toBe(false);
    expect(JSON.stringify(config)).not.toMatch(/"automerge":\s*true|"platformAutomerge":\s*true/);
  });

  it("keeps every exactly pinned package exact, in a pull request of its own, never merged by the bot", () => {
    expect(exactPins).toEqual(expect.arrayContaining(["@sveltia/cms", "wrangler", "esbuild"]));
    for (const name of exactPins) {
      expect({ name, ...settingsFor(name) }).toMatchObject({
        name,
        rangeStrategy: "pin",
        groupName: null,
        separateMultipleMinor: true,
        automerge: false,
      });
    }
  });

  it("upgrades together what is released or used together", () => {
    const groupOf = (name: string) => settingsFor(name).groupName;
    expect(
      Object.keys(dependencies)
        .filter((name) => name.startsWith("gatsby"))
        .map(groupOf),
    ).toEqual(
      Object.keys(dependencies)
        .filter((name) => name.startsWith("gatsby"))
        .map(() => "Gatsby and its plugins"),
    );
    expect(groupOf("babel-preset-gatsby")).toBe("Gatsby and its plugins");
    expect(["react", "react-dom", "@types/react", "@types/react-dom"].map(groupOf)).toEqual(Array(4).fill("React"));
    expect(["jest", "@testing-library/react", "@playwright/test", "@types/jest", "ajv", "yaml"].map(groupOf)).toEqual(
      Array(6).fill("Testing tools"),
    );
    expect(["eslint", "eslint-plugin-react", "typescript-eslint", "prettier"].map(groupOf)).toEqual(
      Array(4).fill("Linting and formatting"),
    );
    expect(["typescript", "@types/node"].map(groupOf)).toEqual(Array(2).fill("TypeScript and types"));
    const actions = config.packageRules.find((rule) => rule.matchManagers?.includes("github-actions"));
    expect(actions).toMatchObject({ groupName: "GitHub Actions", pinDigests: true });
  });

  it("holds back what this project cannot take yet", () => {
    expect(settingsFor("@types/node").allowedVersions).toBe(`<${Number(/\d+/.exec(pkg.engines.node)?.[0]) + 1}`);
    for (const name of ["react", "react-dom", "@types/react", "@types/react-dom"]) {
      expect(settingsFor(name).allowedVersions).toBe("<19");
    }
    expect(settingsFor("@mdx-js/react").allowedVersions).toBe("<3");
  });
});
