import styled from "@emotion/styled";
import { Picture } from "../../ui/picture";
import { Container } from "../../ui/container";
import { MediaTextGrid, PageSection } from "../../ui/page-section";
import { SectionHeading } from "../../ui/section-heading";
import type { AboutContent } from "../../../types/home";

const Figure = styled.figure`
  position: relative;
  max-width: 26rem;
  width: 100%;
  margin-inline: auto;
  @media (min-width: 1024px) {
    position: sticky;
    top: calc(var(--sizes-header) + var(--space-6));
  }
  &::before {
    content: "";
    position: absolute;
    inset: var(--space-4) calc(-1 * var(--space-4)) calc(-1 * var(--space-4)) var(--space-4);
    border-radius: var(--radii-lg);
    background: var(--colors-highlight-soft);
  }
  .about-portrait {
    position: relative;
    overflow: hidden;
    border-radius: var(--radii-lg);
    box-shadow: var(--shadows-raised);
  }
`;

const Body = styled.div`
  display: grid;
  gap: var(--space-4);
  max-width: var(--sizes-prose);
  margin-top: var(--space-5);
  p:first-of-type {
    font-family: var(--fonts-display);
    font-size: var(--font-sizes-lg);
    line-height: 1.55;
    color: var(--colors-heading);
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
