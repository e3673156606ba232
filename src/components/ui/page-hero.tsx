import { css } from "@emotion/react";
import styled from "@emotion/styled";
import type { ReactNode } from "react";
import { Container } from "./container";
import { cardEyebrowStyles } from "./linked-card";

const PageHero = styled.header`
  padding-block: var(--space-8) var(--space-7);
  background: var(--colors-surface-alt);
  text-align: center;
`;

export const PageEyebrow = styled.p(css`
  ${cardEyebrowStyles}
  letter-spacing: 0.18em;
`);

/** What a page's one h1 looks like; below an eyebrow it keeps a little space from it. */
const pageTitleStyles = css`
  font-family: var(--fonts-display);
  font-weight: var(--font-weights-semibold);
  line-height: var(--line-heights-tight);
  color: var(--colors-heading);
  text-wrap: balance;
  * + & {
    margin-top: var(--space-3);
  }
`;

const PageTitle = styled.h1(css`
  ${pageTitleStyles}
  max-width: 48rem;
  margin-inline: auto;
  font-size: clamp(2.25rem, 1.5rem + 3.5vw, 4rem);
`);

/** The one h1 of an item's page (a book's, an event's): a word too long for the line breaks anywhere. */
export const ItemTitle = styled.h1(css`
  ${pageTitleStyles}
  font-size: clamp(2rem, 1.4rem + 2.5vw, 3.25rem);
  overflow-wrap: anywhere;
`);

/** The italic line in the display face that introduces a title or qualifies it: a standfirst, a subtitle. */
export const standfirstStyles = css`
  font-family: var(--fonts-display);
  font-size: var(--font-sizes-lg);
  font-style: italic;
  color: var(--colors-text-muted);
`;

const PageStandfirst = styled.p(css`
  ${standfirstStyles}
  max-width: var(--sizes-prose);
  margin: var(--space-4) auto 0;
`);

/** What a page's banner says; `titleId` is its h1's, which names the page's landmark. */
export interface PageBannerProps {
  titleId: string;
  heading: string;
  intro: string;
}

/** The banner that opens a page of reading (an interview, a listing, the press kit): a tinted band, text centred. */
export function PageBanner(props: PageBannerProps & { eyebrow?: string; children?: ReactNode }) {
  return (
    <PageHero>
      <Container>
        {props.eyebrow === undefined ? null : <PageEyebrow>{props.eyebrow}</PageEyebrow>}
        <PageTitle id={props.titleId}>{props.heading}</PageTitle>
        <PageStandfirst>{props.intro}</PageStandfirst>
        {props.children}
      </Container>
    </PageHero>
  );
}
