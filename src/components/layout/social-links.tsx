import styled from "@emotion/styled";
import { fillTemplate } from "../../lib/fill-template";
import { SITE_PLACEHOLDERS } from "../../lib/placeholders";
import { newTabProps } from "../../lib/external-link";
import type { SiteSettings } from "../../types/content";
import { Icon, isIconName } from "../ui/icon";
import { VisuallyHidden } from "../ui/visually-hidden";

interface SocialLinksProps {
  settings: Pick<SiteSettings, "socials" | "name" | "labels">;
  /** Accessible name of the list's navigation landmark, unless a heading names it (labelledBy). */
  label?: string;
  /** The id of the heading that names the landmark: each landmark on a page needs a name of its own. */
  labelledBy?: string;
  showLabels?: boolean;
}

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-1);
  list-style: none;
  padding: 0;
`;

const Anchor = styled.a`
  display: inline-flex;
  align-items: center;
  gap: var(--space-2);
  min-width: var(--sizes-tap-target);
  min-height: var(--sizes-tap-target);
  justify-content: center;
  padding-inline: var(--space-2);
  border-radius: var(--radii-pill);
  color: var(--colors-on-dark);
  text-decoration: none;
  font-size: var(--font-sizes-sm);
  font-weight: var(--font-weights-medium);
  transition-property: background-color, color;
  &:hover {
    background: var(--colors-on-dark-hover);
  }
`;

/** Links to the author's social profiles, each opening in a new tab; nothing at all when she lists none. */
export function SocialLinks({ settings, label, labelledBy, showLabels }: SocialLinksProps) {
  const { socials, name } = settings;
  const { socialLink: linkLabel, newTab: newTabLabel } = settings.labels;
  // No empty navigation landmark.
  if (socials.length === 0) return null;
  return (
    <nav aria-label={labelledBy ? undefined : label} aria-labelledby={labelledBy}>
      <List>
        {socials.map((social) => {
          const linkName = fillTemplate(linkLabel, SITE_PLACEHOLDERS.labels.socialLink, {
            name,
            network: social.label,
          });
          const accessibleName = `${linkName} ${newTabLabel}`;
          return (
            <li key={social.href}>
              <Anchor href={social.href} aria-label={showLabels ? undefined : accessibleName} {...newTabProps}>
                {isIconName(social.icon) ? <Icon name={social.icon} size="1.375rem" /> : null}
                {showLabels ? (
                  <span>
                    {social.label}
                    <VisuallyHidden> {newTabLabel}</VisuallyHidden>
                  </span>
                ) : null}
              </Anchor>
            </li>
          );
        })}
      </List>
    </nav>
  );
}
