import { Link } from "gatsby";
import type { AnchorHTMLAttributes } from "react";

type SiteLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/** Internal links go through Gatsby's Link (prefetching); a #fragment link stays an anchor the browser scrolls to. */
export function SiteLink({ href, ...rest }: SiteLinkProps) {
  if (href.startsWith("/") && !href.includes("#")) return <Link to={href} {...rest} />;
  return (
    <a href={href} {...rest}>
      {rest.children}
    </a>
  );
}
