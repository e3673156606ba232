import { css } from "@emotion/react";
import styled from "@emotion/styled";
import { NEWSLETTER_EMBED_SIZES } from "../../../lib/newsletter";
import { Container } from "../../ui/container";
import { SectionHeading } from "../../ui/section-heading";
import { NewsletterEmbed } from "./newsletter-embed";
import type { NewsletterSectionContent } from "../../../types/home";

const Section = styled.section`
  padding-block: var(--space-8);
  background: var(--colors-dark);
  color: var(--colors-on-dark);
  --focus-color: var(--colors-focus-on-dark);
`;

// Sized from the embed's constant: a `css` block handed to styled, made once as the module loads.
const Inner = styled.div(css`
  display: grid;
  gap: var(--space-5);
  @media (min-width: 1024px) {
    grid-template-columns: minmax(0, 1fr) minmax(0, ${NEWSLETTER_EMBED_SIZES.section.width}px);
    align-items: center;
    gap: var(--space-8);
  }
`);

const Text = styled.p`
  max-width: 34rem;
  margin-top: var(--space-3);
  color: var(--colors-on-dark-muted);
`;

const EmbedBox = styled.div(css`
  width: 100%;
  max-width: ${NEWSLETTER_EMBED_SIZES.section.width}px;
`);

/** "Subscribe to My Substack": the embedded sign-up form, loaded only when scrolled near. */
export function NewsletterSection({ heading, text, iframeTitle, host }: NewsletterSectionContent) {
  const { width, height } = NEWSLETTER_EMBED_SIZES.section;
  return (
    <Section id="newsletter" aria-labelledby="newsletter-title">
      <Container>
        <Inner>
          <div>
            <SectionHeading id="newsletter-title" tone="dark">
              {heading}
            </SectionHeading>
            <Text>{text}</Text>
          </div>
          <EmbedBox>
            <NewsletterEmbed host={host} title={iframeTitle} width={width} height={height} loading="lazy" />
          </EmbedBox>
        </Inner>
      </Container>
    </Section>
  );
}
