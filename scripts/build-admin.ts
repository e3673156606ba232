/** npm run build-admin: builds the CMS into static/admin/, as every build does first. */
import { buildAdmin } from "../plugins/site-content/admin";

buildAdmin()
  .then((message) => console.log(message))
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
