import { Link } from "gatsby";
import type { AnchorHTMLAttributes } from "react";
import { pagePath } from "../../lib/site-path";

type SiteLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/**
 * Internal page links go through Gatsby's Link (prefetching); links with a #fragment stay
 * plain anchors so the browser scrolls to the section, on this page or after loading another.
 */
export function SiteLink({ href: given, children, ...rest }: SiteLinkProps) {
  // Content may name a page "/home#about": linked as served, "/home/#about", never via a redirect.
  const href = given.startsWith("/") ? pagePath(given) : given;
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
