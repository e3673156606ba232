import { css } from "@emotion/react";
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
  /** In a bar of fixed height: a long name is cut after two lines (the link's label still names it in full). */
  twoLinesAtMost?: boolean;
}

/**
 * The name of the container a bar gives the brand (see BrandSlot): queries against it size the
 * name to the room left. Where there is no such container, as in the footer, they never apply.
 */
const BRAND_CONTAINER = "brand";

/** Holds the brand in a bar: takes the room the navigation leaves, and lets the name fit itself to it. */
export const BrandSlot = styled.div`
  flex: 1 1 0;
  min-width: 0;
  container: ${BRAND_CONTAINER} / inline-size;
`;

const twoLines = css`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  line-clamp: 2;
  overflow: hidden;
`;

const Anchor = styled(SiteLink, { shouldForwardProp: (prop) => prop !== "tone" && prop !== "twoLinesAtMost" })<{
  tone: "light" | "dark";
  twoLinesAtMost: boolean;
}>`
  display: inline-flex;
  align-items: center;
  /* Gives way to the navigation beside it: a long name wraps instead. */
  min-width: 0;
  gap: ${({ theme }) => theme.space[3]};
  min-height: ${({ theme }) => theme.sizes.tapTarget};
  color: ${({ theme, tone }) => (tone === "dark" ? theme.colors.onDark : theme.colors.heading)};
  text-decoration: none;
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.01em;
  line-height: ${({ theme }) => theme.lineHeights.heading};
  /* A long name wraps, and a word too long for the line breaks. */
  .brand-name {
    overflow-wrap: anywhere;
    ${({ twoLinesAtMost }) => twoLinesAtMost && twoLines}
  }
  /* Where the bar leaves the brand little room (a long name beside the navigation), the name is set
     smaller, so its words fit whole before any of them has to break. */
  @container ${BRAND_CONTAINER} (max-width: 12rem) {
    .brand-name {
      font-size: ${({ theme }) => theme.fontSizes.md};
    }
  }
  @container ${BRAND_CONTAINER} (max-width: 9rem) {
    .brand-name {
      font-size: ${({ theme }) => theme.fontSizes.sm};
    }
  }
  .brand-logo {
    flex: none;
    width: ${({ theme }) => theme.sizes.logo};
    height: ${({ theme }) => theme.sizes.logo};
    border-radius: 50%;
  }
`;

/** The author's mark and name, linking home. */
export function Brand({ name, href, logo, label, tone = "light", twoLinesAtMost = false }: BrandProps) {
  return (
    <Anchor href={href} tone={tone} twoLinesAtMost={twoLinesAtMost} aria-label={label}>
      {logo ? <Picture className="brand-logo" image={logo} alt="" sizes="40px" loading="eager" /> : null}
      <span className="brand-name">{name}</span>
    </Anchor>
  );
}
