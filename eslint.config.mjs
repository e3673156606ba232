// ESLint flat config: typescript-eslint, React hooks (dependency rule as an error) and jsx-a11y.
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

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
