import styled from "@emotion/styled";
import type { ReactNode } from "react";
import { Container } from "../../ui/container";
import { PageBanner } from "../../ui/page-hero";
import { Prose } from "../../ui/prose";

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

const Date = styled.time`
  display: block;
  margin-top: var(--space-4);
  font-size: var(--font-sizes-sm);
  color: var(--colors-text-muted);
`;

/** The interview page's article: title block, then the MDX body. */
export function InterviewArticle({ bodyHtml, children, ...props }: InterviewArticleProps) {
  return (
    <article aria-labelledby="interview-title">
      <PageBanner titleId="interview-title" eyebrow={props.eyebrow} heading={props.title} intro={props.description}>
        <Date dateTime={props.isoDate}>{props.displayDate}</Date>
      </PageBanner>
      <Container>
        {bodyHtml === undefined ? <Prose>{children}</Prose> : <Prose dangerouslySetInnerHTML={{ __html: bodyHtml }} />}
      </Container>
    </article>
  );
}
