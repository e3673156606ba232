import { css } from "@emotion/react";
import styled from "@emotion/styled";
import type { ReactNode } from "react";
import { SAMPLE_ID } from "../../../lib/book-page-props";
import type { BookPageContent } from "../../../types/book";
import { arrowLinkStyles } from "../../ui/arrow-link";
import { ButtonLink } from "../../ui/button";
import { CardGrid } from "../../ui/card-grid";
import { Container } from "../../ui/container";
import { Icon } from "../../ui/icon";
import { CompactCardEyebrow } from "../../ui/linked-card";
import { MediaCard } from "../../ui/media-card";
import { ItemTitle, PageEyebrow, standfirstStyles } from "../../ui/page-hero";
import { Prose } from "../../ui/prose";
import { SectionTitle } from "../../ui/section-heading";
import { StoryList } from "../books/story-list";
import { BookCover } from "./book-cover";
import { BuyBox } from "./buy-box";
import { PraiseList } from "./praise-list";

export interface BookArticleProps extends BookPageContent {
  /** The sample as HTML made at build time (the site's pages), or… */
  sampleHtml?: string;
  /** …as elements (the CMS's preview). Neither, or an empty one: no sample. */
  sample?: ReactNode;
  /** The last block, which only the site's pages know (its events). */
  children?: ReactNode;
}

/** The page's opening band: the cover beside the title, its date and where to buy it. */
const Hero = styled.header`
  padding-block: var(--space-7);
  background: var(--colors-surface-alt);
  @media (min-width: 768px) {
    padding-block: var(--space-8);
  }
`;

const HeroGrid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: var(--space-6);
  @media (min-width: 768px) {
    grid-template-columns: 15rem minmax(0, 1fr);
    align-items: start;
    gap: var(--space-7);
  }
  @media (min-width: 1024px) {
    grid-template-columns: 22.5rem minmax(0, 1fr);
    gap: var(--space-8);
  }
`;

const Cover = styled(BookCover)`
  width: min(15rem, 70%);
  margin-inline: auto;
  @media (min-width: 768px) {
    width: 100%;
  }
`;

const Subtitle = styled.p(css`
  ${standfirstStyles}
  margin-top: var(--space-3);
`);

const Pitch = styled.p`
  max-width: var(--sizes-prose);
  margin-top: var(--space-4);
  font-size: var(--font-sizes-lg);
  color: var(--colors-text);
`;

const DateLine = styled.time`
  display: block;
  margin-top: var(--space-4);
  font-weight: var(--font-weights-semibold);
  color: var(--colors-accent);
`;

const SampleLink = styled.a(css`
  ${arrowLinkStyles}
  margin-top: var(--space-2);
`);

const Notify = styled.div`
  margin-top: var(--space-5);
`;

const Body = styled.div`
  display: grid;
  gap: var(--space-8);
  max-width: 56rem;
  padding-block: var(--space-8);
`;

const Synopsis = styled.div`
  display: grid;
  gap: var(--space-4);
  max-width: var(--sizes-prose);
  margin-top: var(--space-4);
`;

const Sample = styled(Prose)`
  margin-inline: 0;
  padding-block: var(--space-4) 0;
`;

/** A book's page: the hero (cover, title, date, where to buy), then its blocks, each left out when empty. */
export function BookArticle(props: BookArticleProps) {
  const { sampleHtml, sample, children } = props;
  const hasSample = (sampleHtml !== undefined && sampleHtml !== "") || Boolean(sample);
  const hasBody = Boolean(props.synopsis ?? props.stories ?? props.praise ?? props.series ?? children) || hasSample;
  return (
    <article aria-labelledby="book-title">
      <Hero>
        <Container>
          <HeroGrid>
            <Cover
              cover={props.cover}
              title={props.title}
              sizes="(min-width: 1024px) 360px, (min-width: 768px) 240px, min(240px, 70vw)"
              priority
            />
            <div>
              {props.seriesLine ? <PageEyebrow>{props.seriesLine}</PageEyebrow> : null}
              <ItemTitle id="book-title">{props.title}</ItemTitle>
              {props.subtitle ? <Subtitle>{props.subtitle}</Subtitle> : null}
              <Pitch>{props.pitch}</Pitch>
              <DateLine dateTime={props.dateLine.isoDate}>{props.dateLine.text}</DateLine>
              {props.sampleLink && hasSample ? (
                <div>
                  <SampleLink href={props.sampleLink.href}>
                    {props.sampleLink.label}
                    <Icon name="arrow-down" size="1rem" />
                  </SampleLink>
                </div>
              ) : null}
              {props.notify ? (
                <Notify>
                  <ButtonLink href={props.notify.href}>{props.notify.label}</ButtonLink>
                </Notify>
              ) : null}
              {props.buy ? <BuyBox {...props.buy} newTabLabel={props.newTabLabel} /> : null}
            </div>
          </HeroGrid>
        </Container>
      </Hero>
      {hasBody ? (
        <Container>
          <Body>
            {props.synopsis ? (
              <section aria-labelledby="synopsis-title">
                <SectionTitle id="synopsis-title">{props.synopsis.heading}</SectionTitle>
                <Synopsis>
                  {props.synopsis.paragraphs.map((paragraph, index) => (
                    // Paragraphs have no identity but their place; two may even begin alike.
                    <p key={index}>{paragraph}</p>
                  ))}
                </Synopsis>
              </section>
            ) : null}
            {props.stories ? (
              <section aria-labelledby="stories-title">
                <SectionTitle id="stories-title">{props.stories.heading}</SectionTitle>
                <StoryList stories={props.stories.stories} titleLevel={3} />
              </section>
            ) : null}
            {props.praise ? (
              <section aria-labelledby="praise-title">
                <SectionTitle id="praise-title">{props.praise.heading}</SectionTitle>
                <PraiseList quotes={props.praise.quotes} newTabLabel={props.newTabLabel} />
              </section>
            ) : null}
            {hasSample ? (
              <section id={SAMPLE_ID} aria-labelledby="sample-title">
                <SectionTitle id="sample-title">{props.sampleHeading}</SectionTitle>
                {sampleHtml ? <Sample dangerouslySetInnerHTML={{ __html: sampleHtml }} /> : <Sample>{sample}</Sample>}
              </section>
            ) : null}
            {props.series ? (
              // The other books of the series, in its order: cover, place in the series and title (the link).
              <section aria-labelledby="series-title">
                <SectionTitle id="series-title">{props.series.heading}</SectionTitle>
                <CardGrid columns="two">
                  {props.series.books.map((entry) => (
                    <li key={entry.path}>
                      <MediaCard
                        layout="thumbnail"
                        media={<BookCover cover={entry.cover} title={entry.title} sizes="72px" />}
                        eyebrow={<CompactCardEyebrow>{entry.line}</CompactCardEyebrow>}
                        title={entry.title}
                        href={entry.path}
                      />
                    </li>
                  ))}
                </CardGrid>
              </section>
            ) : null}
            {children}
          </Body>
        </Container>
      ) : null}
    </article>
  );
}
