import { Link } from "gatsby";
import type { AnchorHTMLAttributes } from "react";

type SiteLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/**
 * Internal page links go through Gatsby's Link (prefetching); links with a #fragment stay
 * plain anchors so the browser scrolls to the section, on this page or after loading another.
 */
export function SiteLink({ href, children, ...rest }: SiteLinkProps) {
  if (href.startsWith("/") && !href.includes("#")) {
    return (
      <Link to={href} {...rest}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} {...rest}>
      {children}
    </a>
  );
}
