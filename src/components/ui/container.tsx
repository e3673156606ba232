import styled from "@emotion/styled";

export const Container = styled.div`
  width: 100%;
  max-width: var(--sizes-content);
  margin-inline: auto;
  padding-inline: var(--space-5);
  @media (min-width: 768px) {
    padding-inline: var(--space-6);
  }
`;
