import styled from "@emotion/styled";
import type { ReactNode } from "react";
import { Container } from "../../ui/container";
import { PageHero, PageStandfirst, PageTitle } from "../../ui/page-hero";

export interface InterviewArticleProps {
  eyebrow: string;
  title: string;
  description: string;
  isoDate: string;
  displayDate: string;
  /** The body as HTML made at build time (the site's pages), or… */
  bodyHtml?: string;
  /** …as elements (the CMS's preview). */
  children?: ReactNode;
}

const Eyebrow = styled.p`
  font-size: var(--font-sizes-xs);
  font-weight: var(--font-weights-semibold);
  letter-spacing: 0.18em;
  text-transform: uppercase;
  color: var(--colors-focus);
`;

const Date = styled.time`
  display: block;
  margin-top: var(--space-4);
  font-size: var(--font-sizes-sm);
  color: var(--colors-text-muted);
`;

/** Long-form reading styles for the interview's Markdown. */
const Prose = styled.div`
  max-width: var(--sizes-prose);
  margin-inline: auto;
  padding-block: var(--space-7) var(--space-8);
  font-size: var(--font-sizes-md);
  @media (min-width: 768px) {
    font-size: var(--font-sizes-lg);
  }
  & > * + * {
    margin-top: 1.1em;
  }
  & > p:first-of-type::first-letter {
    float: left;
    margin: 0.08em 0.1em 0 0;
    font-family: var(--fonts-display);
    font-size: 3.6em;
    line-height: 0.85;
    color: var(--colors-accent);
  }
  h2 {
    margin-top: 2em;
    font-family: var(--fonts-display);
    font-size: var(--font-sizes-xl);
    font-weight: var(--font-weights-semibold);
    line-height: var(--line-heights-heading);
    color: var(--colors-heading);
  }
  strong {
    color: var(--colors-accent);
    font-weight: var(--font-weights-semibold);
  }
  blockquote {
    padding-left: var(--space-4);
    border-left: 3px solid var(--colors-highlight);
    font-family: var(--fonts-display);
    font-style: italic;
  }
  a {
    color: var(--colors-link);
  }
`;

/** The interview page's article: title block, then the MDX body. */
export function InterviewArticle({
  eyebrow,
  title,
  description,
  isoDate,
  displayDate,
  bodyHtml,
  children,
}: InterviewArticleProps) {
  return (
    <article aria-labelledby="interview-title">
      <PageHero>
        <Container>
          <Eyebrow>{eyebrow}</Eyebrow>
          <PageTitle id="interview-title">{title}</PageTitle>
          <PageStandfirst>{description}</PageStandfirst>
          <Date dateTime={isoDate}>{displayDate}</Date>
        </Container>
      </PageHero>
      <Container>
        {bodyHtml === undefined ? <Prose>{children}</Prose> : <Prose dangerouslySetInnerHTML={{ __html: bodyHtml }} />}
      </Container>
    </article>
  );
}
