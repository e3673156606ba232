import type { AnchorHTMLAttributes } from "react";

/** The CMS bundle's "gatsby" (plugins/site-content/admin.ts): Link alone, so a preview with a query fails to bundle. */
export function Link({ to, children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }) {
  return (
    <a href={to} {...rest}>
      {children}
    </a>
  );
}
