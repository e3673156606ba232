import styled from "@emotion/styled";

interface SectionHeadingProps {
  id: string;
  eyebrow?: string;
  children: React.ReactNode;
  align?: "start" | "center";
  tone?: "light" | "dark";
}

const Wrapper = styled.div<{ align: "start" | "center" }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[2]};
  text-align: ${({ align }) => align};
  justify-items: ${({ align }) => align};
`;

const Eyebrow = styled.p<{ tone: "light" | "dark" }>`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.16em;
  text-transform: uppercase;
  color: ${({ theme, tone }) => (tone === "dark" ? theme.colors.onDarkMuted : theme.colors.focus)};
`;

const Heading = styled.h2<{ tone: "light" | "dark" }>`
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.heading};
  color: ${({ theme, tone }) => (tone === "dark" ? theme.colors.onDark : theme.colors.heading)};
  text-wrap: balance;
`;

/** An eyebrow line and the section's h2; `id` lets the section name itself with aria-labelledby. */
export function SectionHeading({ id, eyebrow, children, align = "start", tone = "light" }: SectionHeadingProps) {
  return (
    <Wrapper align={align}>
      {eyebrow ? <Eyebrow tone={tone}>{eyebrow}</Eyebrow> : null}
      <Heading id={id} tone={tone}>
        {children}
      </Heading>
    </Wrapper>
  );
}
