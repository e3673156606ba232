/** webpack-stats-plugin ships no types; this is the part gatsby-node uses. */
declare module "webpack-stats-plugin" {
  import type { Compiler, StatsOptions } from "webpack";

  export class StatsWriterPlugin {
    constructor(options?: {
      /** Relative to webpack's output path (public/). */
      filename?: string;
      /** Top-level fields of the stats to keep; null keeps all. */
      fields?: string[] | null;
      stats?: StatsOptions;
      /** The stats (reduced to `fields`) to the file's text. */
      transform?: (data: Record<string, unknown>) => string | Promise<string>;
    });
    apply(compiler: Compiler): void;
  }
}
