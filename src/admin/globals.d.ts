import type { ReactElement } from "react";

/** What Sveltia CMS puts on `window` (as Decap CMS): `h` and `createClass`, made with the CMS's own React. */
declare global {
  interface Window {
    h: (type: string, props: Record<string, unknown>) => ReactElement;
    createClass: (spec: Record<string, unknown>) => unknown;
  }
  /** The CMS configuration, made from the content schema when the page is built (plugins/site-content/admin.ts). */
  const __CMS_CONFIG__: import("../lib/content/cms-config").CmsConfig;
}

export {};
