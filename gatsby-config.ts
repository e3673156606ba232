/**
 * Gatsby configuration.
 * @see https://www.gatsbyjs.com/docs/reference/config-files/gatsby-config/
 */
import type { GatsbyConfig } from "gatsby";
import path from "node:path";
import { readSiteSettings } from "./plugins/site-content/read-site-settings";
import { colors } from "./src/theme/tokens";
import { jsonTypeName } from "./src/lib/json-type-name";
import { HOME_PATH } from "./src/lib/site-path";
import { contentDir, contentFilePath } from "./src/lib/content/content-dir";

const content = contentDir(__dirname);
// Identity lives in content/settings/site.json so the author changes it in one place.
const site = readSiteSettings(path.join(content, "settings", "site.json"));
const logoFile = site.logo === undefined ? undefined : contentFilePath(content, "settings/site.json", site.logo);

const config: GatsbyConfig = {
  siteMetadata: {
    siteUrl: site.siteUrl,
  },
  // Routes are /home/ and /interview-with-…/: the form a static host serves home/index.html at with
  // a 200 (it redirects /home to /home/), so no link or canonical URL sits behind a redirect.
  trailingSlash: "always",
  jsxRuntime: "automatic",
  jsxImportSource: "@emotion/react",
  // src/gatsby-types.d.ts is committed and written by `gatsby develop`, not by builds: Gatsby leaves
  // out every query of a component whose path contains ".cache", "node_modules" or ".yarn", so a
  // build in a checkout under such a folder (a CI cache) would rewrite it without the page queries.
  // npm run test:build checks the committed file against the current queries.
  graphqlTypegen: {
    typesOutputPath: "src/gatsby-types.d.ts",
    generateOnBuild: false,
  },
  plugins: [
    {
      resolve: "gatsby-plugin-emotion",
      // The plugin means to leave CSS source maps out of production builds, but its option's
      // default (true) always wins. With them every styled module is over 160 kB before
      // minifying, and Gatsby gives each a script of its own (__tests__/build/fixture-build.test.mjs).
      options: { sourceMap: process.env.NODE_ENV !== "production" },
    },
    // No gatsby-plugin-image: the site draws its images as plain <picture> elements from the
    // gatsbyImageData gatsby-transformer-sharp makes (src/components/ui/picture.tsx), so it needs
    // neither the GatsbyImage runtime nor the head tags the plugin writes for it into every page.
    {
      resolve: "gatsby-plugin-sharp",
      options: {
        defaults: {
          formats: ["auto", "webp", "avif"],
          placeholder: "dominantColor",
          quality: 72,
        },
      },
    },
    "gatsby-transformer-sharp",
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "content", path: content },
    },
    {
      resolve: "gatsby-transformer-json",
      options: { typeName: jsonTypeName },
    },
    "gatsby-plugin-mdx",
    {
      // Lists the real pages; "/" only redirects and the 404 page is not for search engines.
      resolve: "gatsby-plugin-sitemap",
      options: { excludes: ["/", "/404/", "/404.html", "/dev-404-page/"] },
    },
    {
      resolve: "gatsby-plugin-manifest",
      options: {
        name: site.name,
        short_name: site.name,
        description: site.description,
        lang: site.lang,
        start_url: HOME_PATH,
        display: "standalone",
        background_color: colors.background,
        theme_color: colors.darkDeep,
        // The Seo component writes theme-color itself.
        theme_color_in_head: false,
        // The icons are cut from the author's logo, named relative to the project: Gatsby writes this
        // plugin's options into the site's scripts, and the build machine's path has no business there.
        // A logo outside the content folder gives none (the content check then stops the build).
        icon: logoFile && path.relative(__dirname, logoFile),
        cache_busting_mode: "name",
      },
    },
    // The site's own build steps and rendering, by concern, last so they see every other plugin's work.
    "site-content",
    "site-host",
    "site-render",
  ],
};

export default config;
