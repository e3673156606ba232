import styled from "@emotion/styled";

/** A round, icon-only button (its accessible name comes from aria-label). */
export const IconButton = styled.button<{ look?: "raised" | "soft" }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.sizes.tapTarget};
  height: ${({ theme }) => theme.sizes.tapTarget};
  border: 0;
  border-radius: 50%;
  background: ${({ theme, look }) => (look === "soft" ? theme.colors.surfaceAlt : theme.colors.surface)};
  color: ${({ theme, look }) => (look === "soft" ? theme.colors.heading : theme.colors.accent)};
  box-shadow: ${({ theme, look }) => (look === "soft" ? "none" : theme.shadows.card)};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.onAccent};
  }
`;
