import styled from "@emotion/styled";
import { navigate, type HeadFC } from "gatsby";
import { useEffect } from "react";
import { Seo } from "../components/layout/seo";
import { useSiteSettings } from "../hooks/use-site-settings";
import { HOME_PATH } from "../lib/site-path";
import { colors, fontWeights, fonts, space } from "../theme/tokens";

/** Without global styles (plugins/site-render): its rules hold the tokens' values; it hides the body margin. */
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

/** "/" sends to /home: a meta refresh without JavaScript, navigate() with it; hosts with redirects never serve it. */
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
