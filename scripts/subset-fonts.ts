/**
 * npm run subset-fonts: cuts the web fonts to the content's characters by hand, as every build and
 * develop does first (plugins/site-content/fonts.ts).
 */
import { subsetFonts } from "../plugins/site-content/fonts";

subsetFonts()
  .then((message) => console.log(message))
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
