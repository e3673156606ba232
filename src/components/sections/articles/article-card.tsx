import styled from "@emotion/styled";
import { newTabProps } from "../../../lib/external-link";
import type { Article } from "../../../types/content";
import { Picture } from "../../ui/picture";
import { VisuallyHidden } from "../../ui/visually-hidden";

export interface ArticleCardProps {
  article: Article;
  readMoreLabel: string;
  newTabLabel: string;
}

/** The card's image width in the 1 / 2 / 3 column grid. */
const ARTICLE_IMAGE_SIZES =
  "(min-width: 1152px) 352px, (min-width: 1024px) calc((100vw - 128px) / 3), (min-width: 768px) calc((100vw - 88px) / 2), calc(100vw - 48px)";

const Card = styled.article`
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  border-radius: var(--radii-lg);
  background: var(--colors-surface);
  box-shadow: var(--shadows-card);
  transition:
    box-shadow var(--durations-base),
    transform var(--durations-base);
  &:hover {
    box-shadow: var(--shadows-raised);
    transform: translateY(-2px);
  }
`;

const ImageLink = styled.a`
  position: relative;
  display: block;
  aspect-ratio: 16 / 10;
  overflow: hidden;
  .article-image img {
    transition: transform var(--durations-slow) var(--easings-out);
  }
  &:hover .article-image img {
    transform: scale(1.03);
  }
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: var(--space-3);
  padding: var(--space-5);
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--space-1) var(--space-3);
  font-size: var(--font-sizes-xs);
  color: var(--colors-text-muted);
`;

/** Date and read time stay on one line together. */
const DateLine = styled.span`
  white-space: nowrap;
`;

const Category = styled.span`
  padding: 0.125rem var(--space-2);
  border-radius: var(--radii-pill);
  background: var(--colors-highlight-soft);
  color: var(--colors-dark-deep);
  font-weight: var(--font-weights-semibold);
  letter-spacing: 0.04em;
`;

const Title = styled.h3`
  font-family: var(--fonts-display);
  font-size: var(--font-sizes-xl);
  font-weight: var(--font-weights-semibold);
  line-height: var(--line-heights-heading);
  color: var(--colors-heading);
  text-wrap: balance;
  a {
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
    text-underline-offset: 0.2em;
  }
`;

const Excerpt = styled.p`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 3;
  line-clamp: 3;
  overflow: hidden;
  font-size: var(--font-sizes-sm);
  color: var(--colors-text-muted);
`;

const ReadMore = styled.a`
  display: inline-flex;
  align-items: center;
  align-self: flex-start;
  min-height: var(--sizes-tap-target);
  margin-top: auto;
  color: var(--colors-link);
  font-weight: var(--font-weights-semibold);
  text-underline-offset: 0.25em;
  &:hover {
    color: var(--colors-accent-hover);
  }
`;

/** One newsletter article: image, title and Read More all open the article on the newsletter. */
export function ArticleCard({ article, readMoreLabel, newTabLabel }: ArticleCardProps) {
  const newTab = <VisuallyHidden> {newTabLabel}</VisuallyHidden>;
  return (
    <Card>
      {/* The image repeats the title's link; keeping it out of the tab order avoids a duplicate stop. */}
      <ImageLink href={article.link} tabIndex={-1} aria-hidden="true" {...newTabProps}>
        <Picture
          className="article-image"
          image={article.image}
          alt={article.imageAlt}
          sizes={ARTICLE_IMAGE_SIZES}
          fill
        />
      </ImageLink>
      <Body>
        <Meta>
          <Category>{article.category}</Category>
          <DateLine>
            <time dateTime={article.isoDate}>{article.displayDate}</time>
            <span aria-hidden="true"> · </span>
            <span>{article.readTime}</span>
          </DateLine>
        </Meta>
        <Title>
          <a href={article.link} {...newTabProps}>
            {article.title}
            {newTab}
          </a>
        </Title>
        {article.excerpt ? <Excerpt>{article.excerpt}</Excerpt> : null}
        <ReadMore href={article.link} {...newTabProps}>
          {readMoreLabel}
          {/* Spoken (and indexed) as "Read More: <title>", so every link says where it goes. */}
          <VisuallyHidden>
            : {article.title} {newTabLabel}
          </VisuallyHidden>
        </ReadMore>
      </Body>
    </Card>
  );
}
