import styled from "@emotion/styled";
import { fillTemplate } from "../../lib/fill-template";
import { SITE_PLACEHOLDERS } from "../../lib/placeholders";
import { HOME_PATH } from "../../lib/site-path";
import type { SiteSettings } from "../../types/content";
import { Picture } from "../ui/picture";
import { SiteLink } from "../ui/site-link";

/** Holds the brand in a bar: the room the navigation leaves, which the name's container queries fit it to. */
export const BrandSlot = styled.div`
  flex: 1 1 0;
  min-width: 0;
  container: brand / inline-size;
`;

const Anchor = styled(SiteLink)`
  display: inline-flex;
  align-items: center;
  /* Gives way to the navigation beside it: a long name wraps instead. */
  min-width: 0;
  gap: var(--space-3);
  min-height: var(--sizes-tap-target);
  color: var(--colors-on-dark);
  text-decoration: none;
  font-family: var(--fonts-display);
  font-size: var(--font-sizes-lg);
  font-weight: var(--font-weights-semibold);
  letter-spacing: 0.01em;
  line-height: var(--line-heights-heading);
  /* A long name wraps, and a word too long for the line breaks. */
  .brand-name {
    overflow-wrap: anywhere;
  }
  &[data-two-lines] .brand-name {
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 2;
    line-clamp: 2;
    overflow: hidden;
  }
  /* Little room beside the navigation: a smaller name, so its words fit whole before any breaks. */
  @container brand (max-width: 12rem) {
    .brand-name {
      font-size: var(--font-sizes-md);
    }
  }
  @container brand (max-width: 9rem) {
    .brand-name {
      font-size: var(--font-sizes-sm);
    }
  }
  .brand-logo {
    flex: none;
    width: var(--sizes-logo);
    height: var(--sizes-logo);
    border-radius: 50%;
  }
`;

/** The mark and name, linking to /home/ ("/" only redirects); `twoLinesAtMost` cuts a long name; its label is whole. */
export function Brand({ settings, twoLinesAtMost }: { settings: SiteSettings; twoLinesAtMost?: boolean }) {
  const { name, labels } = settings;
  const logo = settings.logo.childImageSharp?.gatsbyImageData;
  const label = fillTemplate(labels.homeLink, SITE_PLACEHOLDERS.labels.homeLink, { name });
  return (
    <Anchor href={HOME_PATH} data-two-lines={twoLinesAtMost || undefined} aria-label={label}>
      {logo ? <Picture className="brand-logo" image={logo} alt="" sizes="40px" loading="eager" /> : null}
      <span className="brand-name">{name}</span>
    </Anchor>
  );
}
