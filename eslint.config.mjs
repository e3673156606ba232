// ESLint flat config: typescript-eslint, React hooks (dependency rule as an error) and jsx-a11y.
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** The plugins' browser APIs (plugins/site-render/gatsby-browser.tsx): code the browser ships. */
const BROWSER_APIS = "plugins/*/gatsby-browser.{ts,tsx}";

/**
 * The modules of src/lib that run under Node (each imports Node, itself or through another of them):
 * the content check's, the size budgets' and gatsby-config's JSON type names. The browser imports none.
 */
const NODE_IN_LIB = [
  "budgets",
  "json-type-name",
  "content/content-dir",
  "content/folders",
  "content/validate",
  "content/check/*",
  "content/report",
  "content/cms-config",
];

/** What the browser's code may not import. */
const NOT_FOR_THE_BROWSER = {
  group: [
    "node:*",
    "**/plugins/**",
    "**/scripts/**",
    "**/gatsby-node",
    "**/gatsby-config",
    ...NODE_IN_LIB.map((name) => `**/lib/${name}`),
  ],
  allowTypeImports: true,
  message: "Build and tooling code (Node) is not for the browser: move what both need into src/lib.",
};

export default tseslint.config(
  {
    ignores: [
      "node_modules/",
      ".cache/",
      "public/",
      "static/admin/",
      ".scratch/",
      "src/gatsby-types.d.ts",
      "test-results/",
      "playwright-report/",
      ".bench/",
      // The copy of the project the fixture content is built in (scripts/fixture-build.mjs).
      ".fixture/",
      ".wrangler/",
      // Throwaway local debugging scripts (git-ignored).
      "scripts/.*.mjs",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { react, "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    languageOptions: {
      globals: { ...globals.browser, ...globals.node, Queries: "readonly" },
      parserOptions: { ecmaFeatures: { jsx: true } },
    },
    settings: { react: { version: "18" } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs["jsx-runtime"].rules,
      ...jsxA11y.configs.strict.rules,
      "react/no-unknown-property": ["error", { ignore: ["css"] }],
      "react/prop-types": "off",
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", ignoreRestSiblings: true }],
    },
  },
  {
    // Code lives with its audience (STYLE §1): what the browser ships (src/ and the plugins'
    // gatsby-browser) never imports the build's code (plugins/), the tooling's (scripts/) or Node's.
    files: ["src/{components,hooks,templates,pages,theme,admin,lib}/**/*.{ts,tsx}"],
    ignores: NODE_IN_LIB.map((name) => `src/lib/${name}.ts`),
    rules: { "@typescript-eslint/no-restricted-imports": ["error", { patterns: [NOT_FOR_THE_BROWSER] }] },
  },
  {
    // A plugin's gatsby-browser imports from src/ alone: its plugin's other modules are the build's.
    files: [BROWSER_APIS],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            NOT_FOR_THE_BROWSER,
            { regex: "^\\.\\.?/(?!\\.\\./src/)", allowTypeImports: true, message: NOT_FOR_THE_BROWSER.message },
          ],
        },
      ],
    },
  },
  {
    // And the build's and the tooling's code never imports the browser's components or hooks.
    files: [
      "gatsby-config.ts",
      "gatsby-node.ts",
      "plugins/**/*.ts",
      "scripts/**/*.{ts,mjs}",
      ...NODE_IN_LIB.map((name) => `src/lib/${name}.ts`),
    ],
    // A plugin's gatsby-browser is the browser's (above), whatever its extension.
    ignores: [BROWSER_APIS],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/components/**", "**/hooks/**"],
              allowTypeImports: true,
              message: "The build does not import the browser's components or hooks.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["**/*.{js,mjs,cjs}"],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Runs inside the page being measured.
    files: ["scripts/bench/probe.mjs"],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // Jest's config files are CommonJS.
    files: ["*.js"],
    languageOptions: { sourceType: "commonjs", globals: { ...globals.node, ...globals.jest } },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    files: ["__tests__/**/*", "__mocks__/**/*", "jest.setup.ts"],
    languageOptions: { globals: { ...globals.jest } },
  },
  {
    // Playwright fixtures receive a `use` callback that is not a React hook.
    files: ["__tests__/e2e/**/*", "playwright.config.ts"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
);
