import styled from "@emotion/styled";
import { fillTemplate } from "../../lib/fill-template";
import { newTabProps } from "../../lib/external-link";
import type { SocialLink } from "../../types/content";
import { Icon, isIconName } from "../ui/icon";
import { VisuallyHidden } from "../ui/visually-hidden";

interface SocialLinksProps {
  socials: readonly SocialLink[];
  /** Accessible name of the list's navigation landmark. */
  label: string;
  /** "{name} on {network}" */
  linkLabel: string;
  newTabLabel: string;
  name: string;
  tone?: "light" | "dark";
  showLabels?: boolean;
}

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
  list-style: none;
  padding: 0;
`;

const Anchor = styled.a<{ tone: "light" | "dark" }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-width: ${({ theme }) => theme.sizes.tapTarget};
  min-height: ${({ theme }) => theme.sizes.tapTarget};
  justify-content: center;
  padding-inline: ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ theme, tone }) => (tone === "dark" ? theme.colors.onDark : theme.colors.accent)};
  text-decoration: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  transition-property: background-color, color;
  &:hover {
    background: ${({ theme, tone }) => (tone === "dark" ? theme.colors.onDarkHover : theme.colors.surfaceAlt)};
  }
`;

/** Links to the author's social profiles, each opening in a new tab; nothing at all when she lists none. */
export function SocialLinks({
  socials,
  label,
  linkLabel,
  newTabLabel,
  name,
  tone = "light",
  showLabels = false,
}: SocialLinksProps) {
  // No empty navigation landmark.
  if (socials.length === 0) return null;
  return (
    <nav aria-label={label}>
      <List>
        {socials.map((social) => {
          const accessibleName = `${fillTemplate(linkLabel, { name, network: social.label })} ${newTabLabel}`;
          return (
            <li key={social.href}>
              <Anchor
                href={social.href}
                tone={tone}
                aria-label={showLabels ? undefined : accessibleName}
                {...newTabProps}
              >
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
