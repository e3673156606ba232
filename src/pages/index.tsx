import { navigate, type HeadFC } from "gatsby";
import { useEffect } from "react";
import { Seo } from "../components/layout/seo";
import { useSiteSettings } from "../hooks/use-site-settings";
import { HOME_PATH } from "../lib/site-path";

/**
 * "/" is not a page of its own: it sends visitors to /home. The meta refresh in Head works
 * without JavaScript; navigate() is instant once React runs; hosts that read redirects
 * (see gatsby-node) never serve this page at all. It carries no styles (gatsby-ssr.tsx): a plain
 * link, shown for a moment at most.
 */
export default function IndexPage() {
  const { labels } = useSiteSettings();
  useEffect(() => {
    void navigate(HOME_PATH, { replace: true });
  }, []);
  return (
    <main>
      <a href={HOME_PATH}>{labels.redirect}</a>
    </main>
  );
}

export const Head: HeadFC = () => (
  // A refresh at once, which search engines read as a permanent redirect, to the canonical page.
  <Seo path={HOME_PATH}>
    <meta httpEquiv="refresh" content={`0; url=${HOME_PATH}`} />
  </Seo>
);
