import styled from "@emotion/styled";
import { navigate, type HeadFC } from "gatsby";
import { useEffect } from "react";
import { Seo } from "../components/layout/seo";
import { useSiteSettings } from "../hooks/use-site-settings";
import { HOME_PATH } from "../lib/site-path";
import { colors, fontWeights, fonts, space } from "../theme/tokens";

/**
 * The page renders without the global styles and their custom properties (plugins/site-render), so its
 * few rules carry the tokens' values themselves, written in once as the module loads. It covers the
 * whole window, so the browser's default body margin never shows.
 */
const Main = styled.main`
  position: fixed;
  inset: 0;
  display: grid;
  place-items: center;
  padding: ${space[5]};
  background: ${colors.background};
  color: ${colors.text};
  font-family: ${fonts.body};
  a {
    color: ${colors.link};
    font-weight: ${fontWeights.semibold};
  }
`;

/**
 * "/" is not a page of its own: it sends visitors to /home. The meta refresh in Head works
 * without JavaScript; navigate() is instant once React runs; hosts that read redirects
 * (see plugins/site-content) never serve this page at all. It shows one link, for a moment at most.
 */
export default function IndexPage() {
  const { labels } = useSiteSettings();
  useEffect(() => {
    void navigate(HOME_PATH, { replace: true });
  }, []);
  return (
    <Main>
      <a href={HOME_PATH}>{labels.redirect}</a>
    </Main>
  );
}

export const Head: HeadFC = () => (
  // A refresh at once, which search engines read as a permanent redirect, to the canonical page.
  <Seo path={HOME_PATH}>
    <meta httpEquiv="refresh" content={`0; url=${HOME_PATH}`} />
  </Seo>
);
