import styled from "@emotion/styled";
import { NEWSLETTER_EMBED_SIZES } from "../../../lib/newsletter";
import { mq } from "../../../theme/media";
import { Container } from "../../ui/container";
import { SectionHeading } from "../../ui/section-heading";
import { NewsletterEmbed } from "./newsletter-embed";
import type { NewsletterSectionContent } from "../../../types/home";

const Section = styled.section`
  padding-block: ${({ theme }) => theme.space[8]};
  background: ${({ theme }) => theme.colors.dark};
  color: ${({ theme }) => theme.colors.onDark};
  --focus-color: ${({ theme }) => theme.colors.focusOnDark};
`;

const Inner = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  ${mq.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(0, ${NEWSLETTER_EMBED_SIZES.section.width}px);
    align-items: center;
    gap: ${({ theme }) => theme.space[8]};
  }
`;

const Text = styled.p`
  max-width: 34rem;
  margin-top: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.onDarkMuted};
`;

const EmbedBox = styled.div`
  width: 100%;
  max-width: ${NEWSLETTER_EMBED_SIZES.section.width}px;
`;

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
