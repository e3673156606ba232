import styled from "@emotion/styled";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { Picture } from "../ui/picture";
import { SiteLink } from "../ui/site-link";

interface BrandProps {
  name: string;
  href: string;
  logo: IGatsbyImageData | undefined;
  /** Accessible name of the link, e.g. "Ada Ikemba, home". */
  label: string;
  tone?: "light" | "dark";
}

const Anchor = styled(SiteLink, { shouldForwardProp: (prop) => prop !== "tone" })<{ tone: "light" | "dark" }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  min-height: ${({ theme }) => theme.sizes.tapTarget};
  color: ${({ theme, tone }) => (tone === "dark" ? theme.colors.onDark : theme.colors.heading)};
  text-decoration: none;
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.01em;
  white-space: nowrap;
  .brand-logo {
    flex: none;
    width: ${({ theme }) => theme.sizes.logo};
    height: ${({ theme }) => theme.sizes.logo};
    border-radius: 50%;
  }
`;

/** The author's mark and name, linking home. */
export function Brand({ name, href, logo, label, tone = "light" }: BrandProps) {
  return (
    <Anchor href={href} tone={tone} aria-label={label}>
      {logo ? <Picture className="brand-logo" image={logo} alt="" sizes="40px" loading="eager" /> : null}
      <span>{name}</span>
    </Anchor>
  );
}
