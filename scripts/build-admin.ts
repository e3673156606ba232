/**
 * npm run build-admin: builds the CMS at /admin/ into static/admin/ by hand, as every build and
 * develop does first (plugins/site-content/admin.ts).
 */
import { buildAdmin } from "../plugins/site-content/admin";

buildAdmin()
  .then(({ files, bytes }) =>
    console.log(`CMS built into static/admin/: ${files} files, ${(bytes / 1024 / 1024).toFixed(1)} MB.`),
  )
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
