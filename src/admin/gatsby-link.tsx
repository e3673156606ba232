import type { AnchorHTMLAttributes } from "react";

/**
 * "gatsby" in the CMS's bundle (plugins/site-content/admin.ts aliases it here): the site's
 * components link to its pages with Gatsby's Link (src/components/ui/site-link.tsx), which a
 * preview draws as the plain link it renders to. Nothing else of Gatsby's is here, so a preview
 * that imports a page query or useStaticQuery still fails the bundle instead of running without it.
 */
export function Link({ to, children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }) {
  return (
    <a href={to} {...rest}>
      {children}
    </a>
  );
}
