/** npm run build-admin: builds the CMS into static/admin/, as every build does first. */
import { buildAdmin } from "../plugins/site-content/admin";

buildAdmin()
  .then(({ files, bytes }) =>
    console.log(`CMS built into static/admin/: ${files} files, ${(bytes / 1024 / 1024).toFixed(1)} MB.`),
  )
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
