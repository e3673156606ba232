import styled from "@emotion/styled";
import type { HeadFC } from "gatsby";
import { Layout } from "../components/layout/layout";
import { Seo } from "../components/layout/seo";
import { ButtonLink } from "../components/ui/button";
import { Container } from "../components/ui/container";
import { Icon } from "../components/ui/icon";
import { useSiteSettings } from "../hooks/use-site-settings";
import { HOME_PATH } from "../lib/site-path";

const Section = styled.section`
  display: grid;
  place-items: center;
  min-height: 70vh;
  padding-block: var(--space-8);
  text-align: center;
`;

const Mark = styled.p`
  font-family: var(--fonts-display);
  font-size: var(--font-sizes-display);
  font-style: italic;
  line-height: 1;
  color: var(--colors-accent);
`;

const Heading = styled.h1`
  margin-top: var(--space-4);
  font-family: var(--fonts-display);
  font-size: var(--font-sizes-xxl);
  font-weight: var(--font-weights-semibold);
  color: var(--colors-heading);
  text-wrap: balance;
`;

const Text = styled.p`
  max-width: 32rem;
  margin: var(--space-4) auto var(--space-6);
  color: var(--colors-text-muted);
`;

/** Friendly not-found page (served with HTTP 404 by static hosts). */
export default function NotFoundPage() {
  const { notFound } = useSiteSettings();
  return (
    <Layout>
      <Section aria-labelledby="not-found-title">
        <Container>
          <Mark aria-hidden="true">404</Mark>
          <Heading id="not-found-title">{notFound.heading}</Heading>
          <Text>{notFound.text}</Text>
          <ButtonLink href={HOME_PATH}>
            <Icon name="chevron-left" />
            {notFound.homeLink}
          </ButtonLink>
        </Container>
      </Section>
    </Layout>
  );
}

export const Head: HeadFC = function Head() {
  const { notFound } = useSiteSettings();
  return (
    <Seo title={notFound.title}>
      <meta name="robots" content="noindex" />
    </Seo>
  );
};
