import type { AnchorHTMLAttributes } from "react";

/**
 * "gatsby" in the CMS's bundle (plugins/site-content/admin.ts aliases it here): Link as the plain link
 * it renders to. Nothing else, so a preview importing a query fails the bundle instead of running.
 */
export function Link({ to, children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }) {
  return (
    <a href={to} {...rest}>
      {children}
    </a>
  );
}
