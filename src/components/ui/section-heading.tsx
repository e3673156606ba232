import { css } from "@emotion/react";
import styled from "@emotion/styled";
import { cardEyebrowStyles, displayHeadingStyles } from "./linked-card";

interface SectionHeadingProps {
  id: string;
  eyebrow?: string;
  children: React.ReactNode;
  align?: "start" | "center";
  tone?: "light" | "dark";
}

const Wrapper = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: var(--space-2);
  text-align: start;
  justify-items: start;
  &[data-align="center"] {
    text-align: center;
    justify-items: center;
  }
`;

const Eyebrow = styled.p(css`
  ${cardEyebrowStyles}
  &[data-tone="dark"] {
    color: var(--colors-on-dark-muted);
  }
`);

/** A section's h2; on its own, without an eyebrow, it heads each block of a book's page. */
export const SectionTitle = styled.h2(css`
  ${displayHeadingStyles}
  font-size: var(--font-sizes-xxl);
  text-wrap: balance;
  &[data-tone="dark"] {
    color: var(--colors-on-dark);
  }
`);

/** An eyebrow line and the section's h2; `id` lets the section name itself with aria-labelledby. */
export function SectionHeading({ id, eyebrow, children, align = "start", tone = "light" }: SectionHeadingProps) {
  return (
    <Wrapper data-align={align}>
      {eyebrow ? <Eyebrow data-tone={tone}>{eyebrow}</Eyebrow> : null}
      <SectionTitle id={id} data-tone={tone}>
        {children}
      </SectionTitle>
    </Wrapper>
  );
}
