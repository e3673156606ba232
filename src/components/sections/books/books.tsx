import styled from "@emotion/styled";
import { newTabProps } from "../../../lib/external-link";
import { ButtonLink } from "../../ui/button";
import { Container } from "../../ui/container";
import { MediaTextGrid, PageSection } from "../../ui/page-section";
import { SectionHeading } from "../../ui/section-heading";
import { VisuallyHidden } from "../../ui/visually-hidden";
import type { BooksContent } from "../../../types/home";
import { Carousel } from "../carousel/carousel";

const CarouselColumn = styled.div`
  @media (min-width: 1024px) {
    position: sticky;
    top: calc(var(--sizes-header) + var(--space-6));
  }
`;

const Subtitle = styled.p`
  margin-top: var(--space-2);
  font-family: var(--fonts-display);
  font-size: var(--font-sizes-lg);
  font-style: italic;
  color: var(--colors-text-muted);
`;

const Synopsis = styled.div`
  display: grid;
  gap: var(--space-4);
  max-width: var(--sizes-prose);
  margin-top: var(--space-5);
`;

const Cta = styled.div`
  margin-top: var(--space-6);
`;

const StoriesHeading = styled.h3`
  margin-top: var(--space-7);
  font-family: var(--fonts-display);
  font-size: var(--font-sizes-xl);
  font-weight: var(--font-weights-semibold);
  color: var(--colors-heading);
`;

const Stories = styled.ol`
  display: grid;
  gap: var(--space-3);
  margin-top: var(--space-4);
  padding: 0;
  list-style: none;
  counter-reset: story;
  @media (min-width: 600px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const StoryCard = styled.li`
  counter-increment: story;
  padding: var(--space-4);
  border-radius: var(--radii-md);
  background: var(--colors-surface);
  box-shadow: var(--shadows-card);
`;

const Theme = styled.p`
  font-size: var(--font-sizes-xs);
  font-weight: var(--font-weights-semibold);
  letter-spacing: 0.14em;
  text-transform: uppercase;
  color: var(--colors-focus);
  &::before {
    content: counter(story, decimal-leading-zero) " · ";
  }
`;

const StoryTitle = styled.h4`
  margin-top: var(--space-1);
  font-family: var(--fonts-display);
  font-size: var(--font-sizes-lg);
  font-weight: var(--font-weights-semibold);
  line-height: var(--line-heights-heading);
  color: var(--colors-heading);
`;

const StorySummary = styled.p`
  margin-top: var(--space-2);
  font-size: var(--font-sizes-sm);
  color: var(--colors-text-muted);
`;

const ComingSoon = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: var(--space-2);
  margin-top: var(--space-7);
  padding-top: var(--space-5);
  border-top: 1px solid var(--colors-border);
  font-family: var(--fonts-display);
  font-size: var(--font-sizes-lg);
  color: var(--colors-heading);
  overflow-wrap: anywhere;
`;

const Badge = styled.span`
  padding: 0.125rem var(--space-3);
  border-radius: var(--radii-pill);
  background: var(--colors-dark);
  color: var(--colors-on-dark);
  font-family: var(--fonts-body);
  font-size: var(--font-sizes-xs);
  font-weight: var(--font-weights-semibold);
  letter-spacing: 0.08em;
  text-transform: uppercase;
`;

function PreorderButton({ href, label, newTabLabel }: { href: string; label: string; newTabLabel: string }) {
  return (
    <ButtonLink href={href} {...newTabProps}>
      {label}
      <VisuallyHidden> {newTabLabel}</VisuallyHidden>
    </ButtonLink>
  );
}

/**
 * The book: its covers, synopsis and stories, with a pre-order call to action after the synopsis
 * and another after the stories. An empty synopsis or list of stories leaves its block out.
 */
export function Books(props: BooksContent) {
  const preorder = (
    <PreorderButton href={props.preorderHref} label={props.preorderLabel} newTabLabel={props.newTabLabel} />
  );
  return (
    <PageSection data-tinted id="books" aria-labelledby="books-title">
      <Container>
        <MediaTextGrid>
          <CarouselColumn>
            <Carousel slides={props.slides} labels={props.carouselLabels} />
          </CarouselColumn>
          <div>
            <SectionHeading id="books-title" eyebrow={props.eyebrow}>
              {props.title}
            </SectionHeading>
            <Subtitle>{props.subtitle}</Subtitle>
            {props.synopsis.length > 0 ? (
              <Synopsis>
                {props.synopsis.map((paragraph, index) => (
                  // Paragraphs have no identity but their place; two may even begin alike.
                  <p key={index}>{paragraph}</p>
                ))}
              </Synopsis>
            ) : null}
            <Cta>{preorder}</Cta>
            {props.stories.length > 0 ? (
              <>
                <StoriesHeading>{props.storiesHeading}</StoriesHeading>
                <Stories>
                  {props.stories.map((story, index) => (
                    // Two stories may share a title; their order is what tells them apart.
                    <StoryCard key={index}>
                      <Theme>{story.theme}</Theme>
                      <StoryTitle>{story.title}</StoryTitle>
                      <StorySummary>{story.summary}</StorySummary>
                    </StoryCard>
                  ))}
                </Stories>
                <Cta>{preorder}</Cta>
              </>
            ) : null}
            {props.comingSoonTitle !== null ? (
              <ComingSoon>
                <Badge>{props.comingSoonLabel}</Badge>
                <span>{props.comingSoonTitle}</span>
              </ComingSoon>
            ) : null}
          </div>
        </MediaTextGrid>
      </Container>
    </PageSection>
  );
}
