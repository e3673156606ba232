// Jest setup after https://www.gatsbyjs.com/docs/how-to/testing/unit-testing/
module.exports = {
  testEnvironment: "jsdom",
  // Jest's default leaves one core free; the suite is all there is to run, so it takes every core.
  maxWorkers: "100%",
  testEnvironmentOptions: { url: "http://localhost/home" },
  transform: { "^.+\\.[jt]sx?$": "<rootDir>/jest-preprocess.js" },
  moduleNameMapper: {
    "\\.css$": "identity-obj-proxy",
    "\\.(jpg|jpeg|png|gif|webp|avif|svg|woff2?)$": "<rootDir>/__mocks__/file-mock.js",
  },
  testMatch: ["<rootDir>/__tests__/unit/**/*.test.ts?(x)"],
  // The bench's reference build and the fixture build (whole copies of the project) live in .bench/ and .fixture/.
  modulePathIgnorePatterns: ["<rootDir>/.bench/", "<rootDir>/.fixture/"],
  // Packages published only as ES modules, compiled for Jest: Gatsby's, and MDX's parser with its
  // dependencies (src/lib/content/formatted-text.ts), and the Atom writer (plugins/site-content/feed.ts).
  transformIgnorePatterns: [
    "node_modules/(?!(gatsby|gatsby-script|gatsby-link|gatsby-plugin-image|micromark.*|mdast-util.*|unist-util.*|decode-named-character-reference|character-.*|vfile-message|estree-util-.*|ccount|longest-streak|zwitch|is-alphabetical|is-alphanumerical|is-decimal|is-hexadecimal|parse-entities|stringify-entities|feed)/)",
  ],
  globals: { __PATH_PREFIX__: "", __BASE_PATH__: "" },
  setupFiles: ["<rootDir>/loadershim.js"],
  setupFilesAfterEnv: ["<rootDir>/jest.setup.ts"],
};
