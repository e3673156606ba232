import styled from "@emotion/styled";
import type { ReactNode } from "react";
import { Container } from "../../ui/container";
import { PageEyebrow, PageHero, PageStandfirst, PageTitle } from "../../ui/page-hero";
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
      <PageHero>
        <Container>
          <PageEyebrow>{props.eyebrow}</PageEyebrow>
          <PageTitle id="interview-title">{props.title}</PageTitle>
          <PageStandfirst>{props.description}</PageStandfirst>
          <Date dateTime={props.isoDate}>{props.displayDate}</Date>
        </Container>
      </PageHero>
      <Container>
        {bodyHtml === undefined ? <Prose>{children}</Prose> : <Prose dangerouslySetInnerHTML={{ __html: bodyHtml }} />}
      </Container>
    </article>
  );
}
