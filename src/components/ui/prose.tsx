import styled from "@emotion/styled";

/** Reading styles for formatted text (src/lib/content/formatted-text.ts's elements), with a drop cap. */
export const Prose = styled.div`
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
