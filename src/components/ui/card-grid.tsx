import styled from "@emotion/styled";
import type { ReactNode } from "react";

export interface CardGridProps {
  /** "ol" where the order means something (the default), "ul" where it does not. */
  as?: "ol" | "ul";
  /** From 768 px: one column (the default), two, or as many of at least 16rem as fit. */
  columns?: "one" | "two" | "fit";
  spacing?: "normal" | "wide";
  children: ReactNode;
}

const List = styled.ol`
  display: grid;
  gap: var(--space-4);
  margin: var(--space-5) 0 0;
  padding: 0;
  list-style: none;
  &[data-spacing="wide"] {
    gap: var(--space-5);
  }
  @media (min-width: 768px) {
    &[data-columns="two"] {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
    &[data-columns="fit"] {
      grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr));
    }
  }
`;

export function CardGrid({ as = "ol", columns = "one", spacing = "normal", children }: CardGridProps) {
  return (
    <List as={as} data-columns={columns} data-spacing={spacing}>
      {children}
    </List>
  );
}
