import styled from "@emotion/styled";

/** A round icon-only button (named by aria-label): raised, or `data-look="soft"`, flat on a tinted surface. */
export const IconButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: var(--sizes-tap-target);
  height: var(--sizes-tap-target);
  border: 0;
  border-radius: 50%;
  background: var(--colors-surface);
  color: var(--colors-accent);
  box-shadow: var(--shadows-card);
  cursor: pointer;
  &[data-look="soft"] {
    background: var(--colors-surface-alt);
    color: var(--colors-heading);
    box-shadow: none;
  }
  &:hover {
    background: var(--colors-accent);
    color: var(--colors-on-accent);
  }
`;
