import styled from "@emotion/styled";

/** A landing-page section: the page's vertical rhythm, on the page colour or (`data-tinted`) a tinted band. */
export const PageSection = styled.section`
  padding-block: var(--space-8);
  background: transparent;
  &[data-tinted] {
    background: var(--colors-surface-alt);
  }
  @media (min-width: 1024px) {
    padding-block: var(--space-9);
  }
`;

/** Picture on the left (5 parts), words on the right (7 parts) from lg; stacked below. */
export const MediaTextGrid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: var(--space-7);
  @media (min-width: 1024px) {
    grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);
    align-items: start;
    gap: var(--space-8);
  }
`;
