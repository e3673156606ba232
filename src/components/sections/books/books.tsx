import { css } from "@emotion/react";
import styled from "@emotion/styled";
import { arrowLinkStyles } from "../../ui/arrow-link";
import { ButtonLink } from "../../ui/button";
import { Container } from "../../ui/container";
import { Icon } from "../../ui/icon";
import { standfirstStyles } from "../../ui/page-hero";
import { MediaTextGrid, PageSection } from "../../ui/page-section";
import { SectionHeading } from "../../ui/section-heading";
import { SiteLink } from "../../ui/site-link";
import type { BooksContent } from "../../../types/home";
import { Carousel } from "../carousel/carousel";
import { StoryList } from "./story-list";

const CarouselColumn = styled.div`
  @media (min-width: 1024px) {
    position: sticky;
    top: calc(var(--sizes-header) + var(--space-6));
  }
`;

const Subtitle = styled.p(css`
  ${standfirstStyles}
  margin-top: var(--space-2);
`);

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

/** The title leads to the book's own page; it keeps the heading's looks, with a chevron to say so. */
const TitleLink = styled(SiteLink)`
  color: inherit;
  text-decoration: none;
  svg {
    display: inline-block;
    vertical-align: -0.08em;
    margin-left: var(--space-2);
    color: var(--colors-accent);
    transition: transform var(--durations-fast);
  }
  &:hover {
    text-decoration: underline;
    text-decoration-color: var(--colors-highlight);
    text-decoration-thickness: 2px;
    text-underline-offset: 0.15em;
  }
  &:hover svg {
    transform: translateX(var(--space-1));
  }
`;

/** The link to the list of every book, under the section's last block. */
const AllBooks = styled(SiteLink)(css`
  ${arrowLinkStyles}
  margin-top: var(--space-5);
`);

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

/** The featured book: covers, synopsis and stories (each left out when empty), a pre-order button after each. */
export function Books(props: BooksContent) {
  const preorder = (
    <ButtonLink href={props.preorderHref} newTabLabel={props.newTabLabel}>
      {props.preorderLabel}
    </ButtonLink>
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
              <TitleLink href={props.bookHref}>
                {props.title}
                <Icon name="chevron-right" size="0.7em" />
              </TitleLink>
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
                <StoryList stories={props.stories} titleLevel={4} />
                <Cta>{preorder}</Cta>
              </>
            ) : null}
            {props.comingSoonTitle !== null ? (
              <ComingSoon>
                <Badge>{props.comingSoonLabel}</Badge>
                <span>{props.comingSoonTitle}</span>
              </ComingSoon>
            ) : null}
            {props.allBooks ? (
              <AllBooks href={props.allBooks.href}>
                {props.allBooks.label}
                <Icon name="chevron-right" size="1rem" />
              </AllBooks>
            ) : null}
          </div>
        </MediaTextGrid>
      </Container>
    </PageSection>
  );
}
