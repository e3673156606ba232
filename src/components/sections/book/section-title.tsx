import styled from "@emotion/styled";

/** The heading of each block of a book's page. */
export const SectionTitle = styled.h2`
  font-family: var(--fonts-display);
  font-size: var(--font-sizes-xxl);
  font-weight: var(--font-weights-semibold);
  line-height: var(--line-heights-heading);
  color: var(--colors-heading);
  text-wrap: balance;
  overflow-wrap: anywhere;
`;
