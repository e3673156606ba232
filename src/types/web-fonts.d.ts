/** What the font step writes for every page's <head> (plugins/site-content/fonts.ts), before any build. */
declare module "*/fonts/generated/head.json" {
  const head: {
    /** The @font-face rules: the web fonts and their metric-matched fallbacks. */
    css: string;
  };
  export default head;
}
