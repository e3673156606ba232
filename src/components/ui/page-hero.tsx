import styled from "@emotion/styled";

/**
 * The banner that opens a page of reading (an interview, the list of interviews): a tinted band
 * with the page's title and its standfirst, centred.
 */
export const PageHero = styled.header`
  padding-block: var(--space-8) var(--space-7);
  background: var(--colors-surface-alt);
  text-align: center;
`;

/** The small capitals over a page's title: what the page is (an interview, a book's series). */
export const PageEyebrow = styled.p`
  font-size: var(--font-sizes-xs);
  font-weight: var(--font-weights-semibold);
  letter-spacing: 0.18em;
  text-transform: uppercase;
  color: var(--colors-focus);
`;

/** The page's one h1; below an eyebrow it keeps a little space from it. */
export const PageTitle = styled.h1`
  max-width: 48rem;
  margin-inline: auto;
  font-family: var(--fonts-display);
  font-size: clamp(2.25rem, 1.5rem + 3.5vw, 4rem);
  font-weight: var(--font-weights-semibold);
  line-height: var(--line-heights-tight);
  color: var(--colors-heading);
  text-wrap: balance;
  * + & {
    margin-top: var(--space-3);
  }
`;

/** The short introduction under the title. */
export const PageStandfirst = styled.p`
  max-width: var(--sizes-prose);
  margin: var(--space-4) auto 0;
  font-family: var(--fonts-display);
  font-size: var(--font-sizes-lg);
  font-style: italic;
  color: var(--colors-text-muted);
`;
