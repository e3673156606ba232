import styled from "@emotion/styled";
import type { ReactNode } from "react";
import { mq } from "../../../theme/media";
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
  padding-block: ${({ theme }) => `${theme.space[8]} ${theme.space[7]}`};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  text-align: center;
`;

const Eyebrow = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.18em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.focus};
`;

const Title = styled.h1`
  max-width: 48rem;
  margin: ${({ theme }) => `${theme.space[3]} auto 0`};
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: clamp(2.25rem, 1.5rem + 3.5vw, 4rem);
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  color: ${({ theme }) => theme.colors.heading};
  text-wrap: pretty;
`;

const Standfirst = styled.p`
  max-width: ${({ theme }) => theme.sizes.prose};
  margin: ${({ theme }) => `${theme.space[4]} auto 0`};
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-style: italic;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Date = styled.time`
  display: block;
  margin-top: ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Long-form reading styles for the interview's Markdown. */
const Prose = styled.div`
  max-width: ${({ theme }) => theme.sizes.prose};
  margin-inline: auto;
  padding-block: ${({ theme }) => theme.space[7]} ${({ theme }) => theme.space[8]};
  font-size: ${({ theme }) => theme.fontSizes.md};
  ${mq.md} {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  & > * + * {
    margin-top: 1.1em;
  }
  & > p:first-of-type::first-letter {
    float: left;
    margin: 0.08em 0.1em 0 0;
    font-family: ${({ theme }) => theme.fonts.display};
    font-size: 3.6em;
    line-height: 0.85;
    color: ${({ theme }) => theme.colors.accent};
  }
  h2 {
    margin-top: 2em;
    font-family: ${({ theme }) => theme.fonts.display};
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    line-height: ${({ theme }) => theme.lineHeights.heading};
    color: ${({ theme }) => theme.colors.heading};
  }
  strong {
    color: ${({ theme }) => theme.colors.accent};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  blockquote {
    padding-left: ${({ theme }) => theme.space[4]};
    border-left: 3px solid ${({ theme }) => theme.colors.highlight};
    font-family: ${({ theme }) => theme.fonts.display};
    font-style: italic;
  }
  a {
    color: ${({ theme }) => theme.colors.link};
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
