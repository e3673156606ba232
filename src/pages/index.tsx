import styled from "@emotion/styled";
import { navigate, type HeadFC } from "gatsby";
import { useEffect } from "react";
import { Seo } from "../components/layout/seo";
import { useSiteSettings } from "../hooks/use-site-settings";
import { HOME_PATH } from "../lib/site-path";

const Main = styled.main`
  display: grid;
  place-items: center;
  min-height: 100vh;
  padding: ${({ theme }) => theme.space[5]};
  a {
    color: ${({ theme }) => theme.colors.link};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

/**
 * "/" is not a page of its own: it sends visitors to /home. The meta refresh in Head works
 * without JavaScript; navigate() is instant once React runs; hosts that read redirects
 * (see gatsby-node) never serve this page at all.
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
