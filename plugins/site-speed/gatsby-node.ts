/**
 * The speed techniques' part of the build (docs/PERFORMANCE.md): every script of the production
 * build opens with V8's compile hint (src/lib/compile-hints.ts): without it, the main thread is
 * blocked for longer while /home starts. BannerPlugin's documented `stage` puts it after the
 * minifier, which would strip the comment.
 * @see https://webpack.js.org/plugins/banner-plugin/
 * @see https://www.gatsbyjs.com/docs/creating-a-local-plugin/
 */
import type { GatsbyNode } from "gatsby";
import { Compilation } from "webpack";
import { COMPILE_HINT, COMPILE_HINT_FILES } from "../../src/lib/compile-hints";

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, plugins }) => {
  if (stage === "build-javascript") {
    actions.setWebpackConfig({
      plugins: [
        plugins.banner({
          banner: COMPILE_HINT,
          raw: true,
          test: COMPILE_HINT_FILES,
          stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
        }),
      ],
    });
  }
};
