import styled from "@emotion/styled";
import { Picture } from "../../ui/picture";
import { mq } from "../../../theme/media";
import { Container } from "../../ui/container";
import { MediaTextGrid, PageSection } from "../../ui/page-section";
import { SectionHeading } from "../../ui/section-heading";
import type { AboutContent } from "../../../types/home";

const Figure = styled.figure`
  position: relative;
  max-width: 26rem;
  width: 100%;
  margin-inline: auto;
  ${mq.lg} {
    position: sticky;
    top: calc(${({ theme }) => `${theme.sizes.header} + ${theme.space[6]}`});
  }
  &::before {
    content: "";
    position: absolute;
    inset: ${({ theme }) => theme.space[4]} -${({ theme }) => theme.space[4]} -${({ theme }) => theme.space[4]}
      ${({ theme }) => theme.space[4]};
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme }) => theme.colors.highlightSoft};
  }
  .about-portrait {
    position: relative;
    overflow: hidden;
    border-radius: ${({ theme }) => theme.radii.lg};
    box-shadow: ${({ theme }) => theme.shadows.raised};
  }
`;

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  max-width: ${({ theme }) => theme.sizes.prose};
  margin-top: ${({ theme }) => theme.space[5]};
  p:first-of-type {
    font-family: ${({ theme }) => theme.fonts.display};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    line-height: 1.55;
    color: ${({ theme }) => theme.colors.heading};
  }
`;

/** Biography: the portrait and the author's story, in as many paragraphs as she writes (none leaves the text out). */
export function About({ heading, portrait, portraitAlt, paragraphs }: AboutContent) {
  return (
    <PageSection id="about" aria-labelledby="about-title">
      <Container>
        <MediaTextGrid>
          <Figure>
            <Picture
              className="about-portrait"
              image={portrait}
              alt={portraitAlt}
              sizes="(min-width: 1024px) 416px, min(416px, 100vw - 48px)"
            />
          </Figure>
          <div>
            <SectionHeading id="about-title">{heading}</SectionHeading>
            {paragraphs.length > 0 ? (
              <Body>
                {paragraphs.map((paragraph, index) => (
                  // Paragraphs have no identity but their place; two may even begin alike.
                  <p key={index}>{paragraph}</p>
                ))}
              </Body>
            ) : null}
          </div>
        </MediaTextGrid>
      </Container>
    </PageSection>
  );
}
