import styled from "@emotion/styled";
import type { ReactNode } from "react";
import { Container } from "../../ui/container";

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

const Hero = styled.header`
  padding-block: var(--space-8) var(--space-7);
  background: var(--colors-surface-alt);
  text-align: center;
`;

const Eyebrow = styled.p`
  font-size: var(--font-sizes-xs);
  font-weight: var(--font-weights-semibold);
  letter-spacing: 0.18em;
  text-transform: uppercase;
  color: var(--colors-focus);
`;

const Title = styled.h1`
  max-width: 48rem;
  margin: var(--space-3) auto 0;
  font-family: var(--fonts-display);
  font-size: clamp(2.25rem, 1.5rem + 3.5vw, 4rem);
  font-weight: var(--font-weights-semibold);
  line-height: var(--line-heights-tight);
  color: var(--colors-heading);
  text-wrap: pretty;
`;

const Standfirst = styled.p`
  max-width: var(--sizes-prose);
  margin: var(--space-4) auto 0;
  font-family: var(--fonts-display);
  font-size: var(--font-sizes-lg);
  font-style: italic;
  color: var(--colors-text-muted);
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
      <Hero>
        <Container>
          <Eyebrow>{eyebrow}</Eyebrow>
          <Title id="interview-title">{title}</Title>
          <Standfirst>{description}</Standfirst>
          <Date dateTime={isoDate}>{displayDate}</Date>
        </Container>
      </Hero>
      <Container>
        {bodyHtml === undefined ? <Prose>{children}</Prose> : <Prose dangerouslySetInnerHTML={{ __html: bodyHtml }} />}
      </Container>
    </article>
  );
}
