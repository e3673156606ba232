/** npm run subset-fonts: cuts the web fonts to the content's characters, as every build does first. */
import { subsetFonts } from "../plugins/site-content/fonts";

subsetFonts()
  .then((message) => console.log(message))
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
