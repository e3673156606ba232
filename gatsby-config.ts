/**
 * Gatsby configuration.
 * @see https://www.gatsbyjs.com/docs/reference/config-files/gatsby-config/
 */
import type { GatsbyConfig } from "gatsby";
import path from "node:path";
import { readSiteUrl } from "./src/lib/read-site-url";
import { jsonTypeName } from "./src/lib/json-type-name";

const contentDir = path.join(__dirname, "content");

const config: GatsbyConfig = {
  siteMetadata: {
    // The canonical origin lives in content/settings/site.json so the author changes it in one place.
    siteUrl: readSiteUrl(path.join(contentDir, "settings", "site.json")),
  },
  // Routes are /home and /interview-with-…, as the specification names them.
  trailingSlash: "never",
  jsxRuntime: "automatic",
  jsxImportSource: "@emotion/react",
  graphqlTypegen: {
    typesOutputPath: "src/gatsby-types.d.ts",
    generateOnBuild: true,
  },
  plugins: [
    "gatsby-plugin-emotion",
    "gatsby-plugin-image",
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
      options: { name: "content", path: contentDir },
    },
    {
      resolve: "gatsby-transformer-json",
      options: { typeName: jsonTypeName },
    },
    {
      resolve: "gatsby-plugin-mdx",
      options: { extensions: [".mdx"] },
    },
  ],
};

export default config;
