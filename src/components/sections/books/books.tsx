import styled from "@emotion/styled";
import { newTabProps } from "../../../lib/external-link";
import { mq } from "../../../theme/media";
import { ButtonLink } from "../../ui/button";
import { Container } from "../../ui/container";
import { MediaTextGrid, PageSection } from "../../ui/page-section";
import { SectionHeading } from "../../ui/section-heading";
import { VisuallyHidden } from "../../ui/visually-hidden";
import type { BooksContent } from "../../../types/home";
import { Carousel } from "../carousel/carousel";

const CarouselColumn = styled.div`
  ${mq.lg} {
    position: sticky;
    top: calc(${({ theme }) => `${theme.sizes.header} + ${theme.space[6]}`});
  }
`;

const Subtitle = styled.p`
  margin-top: ${({ theme }) => theme.space[2]};
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-style: italic;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Synopsis = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  max-width: ${({ theme }) => theme.sizes.prose};
  margin-top: ${({ theme }) => theme.space[5]};
`;

const Cta = styled.div`
  margin-top: ${({ theme }) => theme.space[6]};
`;

const StoriesHeading = styled.h3`
  margin-top: ${({ theme }) => theme.space[7]};
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.heading};
`;

const Stories = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[4]};
  padding: 0;
  list-style: none;
  counter-reset: story;
  ${mq.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const StoryCard = styled.li`
  counter-increment: story;
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const Theme = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.14em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.focus};
  &::before {
    content: counter(story, decimal-leading-zero) " · ";
  }
`;

const StoryTitle = styled.h4`
  margin-top: ${({ theme }) => theme.space[1]};
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.heading};
  color: ${({ theme }) => theme.colors.heading};
`;

const StorySummary = styled.p`
  margin-top: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ComingSoon = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[7]};
  padding-top: ${({ theme }) => theme.space[5]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.heading};
  overflow-wrap: anywhere;
`;

const Badge = styled.span`
  padding: 0.125rem ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.dark};
  color: ${({ theme }) => theme.colors.onDark};
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
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
    <PageSection tinted id="books" aria-labelledby="books-title">
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
            <ComingSoon>
              <Badge>{props.comingSoonLabel}</Badge>
              <span>{props.comingSoonTitle}</span>
            </ComingSoon>
          </div>
        </MediaTextGrid>
      </Container>
    </PageSection>
  );
}
