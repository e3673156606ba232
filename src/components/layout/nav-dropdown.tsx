import { css, type Theme } from "@emotion/react";
import styled from "@emotion/styled";
import { useNavDropdown } from "../../hooks/use-nav-dropdown";
import type { NavMenu } from "../../types/content";
import { Icon } from "../ui/icon";
import { SiteLink } from "../ui/site-link";
import { navLinkStyles } from "./nav-styles";

export interface NavDropdownProps {
  menu: Pick<NavMenu, "title" | "entries" | "more">;
  /** "bar": a list that floats under its button (desktop); "panel": a list that opens in place (mobile). */
  variant: "bar" | "panel";
  /** Where the floating list lines up with its button; "end" keeps the bar's last entry on screen. */
  align?: "center" | "end";
  /** Path of the current page: its entry is marked, and the button shows that it holds it. */
  currentPath?: string;
  /** Called when an entry is chosen (the mobile panel closes then). */
  onNavigate?: () => void;
}

const Wrapper = styled.div`
  position: relative;
`;

/** The disclosure button: a navigation entry with a chevron that turns while its list is open. */
const triggerStyles = (theme: Theme) => css`
  ${navLinkStyles(theme)}
  background: none;
  border: 0;
  cursor: pointer;
  svg {
    flex: none;
    transition: transform ${theme.durations.fast}ms;
  }
  &[aria-expanded="true"] svg {
    transform: rotate(180deg);
  }
  /* One of its entries is the current page. */
  &[data-current="true"] {
    color: ${theme.colors.highlight};
  }
`;

const BarTrigger = styled.button`
  ${({ theme }) => triggerStyles(theme)}
`;

const PanelTrigger = styled.button`
  ${({ theme }) => triggerStyles(theme)}
  display: flex;
  justify-content: space-between;
  width: 100%;
  padding-inline: ${({ theme }) => theme.space[2]};
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  text-align: start;
`;

const BarList = styled.ul<{ align: "center" | "end" }>`
  position: absolute;
  top: calc(100% + ${({ theme }) => theme.space[2]});
  ${({ align }) => (align === "end" ? "right: 0;" : "left: 50%; transform: translateX(-50%);")}
  /* As wide as the longest title, so each entry stays on one line where the window allows. */
  width: max-content;
  min-width: 16rem;
  max-width: calc(100vw - 2rem);
  margin: 0;
  padding: ${({ theme }) => theme.space[2]};
  list-style: none;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  --focus-color: ${({ theme }) => theme.colors.focus};
  &::before {
    /* Bridges the gap so the pointer can travel from the button to the list. */
    content: "";
    position: absolute;
    inset: -${({ theme }) => theme.space[3]} 0 auto;
    height: ${({ theme }) => theme.space[3]};
  }
`;

const PanelList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  margin: ${({ theme }) => `${theme.space[1]} 0 ${theme.space[2]} ${theme.space[2]}`};
  padding: 0 0 0 ${({ theme }) => theme.space[3]};
  list-style: none;
  border-left: 1px solid ${({ theme }) => theme.colors.onDarkHover};
  &[hidden] {
    display: none;
  }
`;

const BarEntry = styled(SiteLink)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  min-height: ${({ theme }) => theme.sizes.tapTarget};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.text};
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSizes.md};
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  &[aria-current="page"] {
    color: ${({ theme }) => theme.colors.accent};
    box-shadow: inset 3px 0 0 ${({ theme }) => theme.colors.highlight};
  }
`;

const PanelEntry = styled(SiteLink)`
  ${({ theme }) => navLinkStyles(theme)}
  display: flex;
  justify-content: space-between;
  white-space: normal;
  padding-inline: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

/** The link to the page with more entries, set apart under the others. */
const MoreItem = styled.li<{ variant: "bar" | "panel" }>`
  margin-top: ${({ theme }) => theme.space[1]};
  padding-top: ${({ theme }) => theme.space[1]};
  border-top: 1px solid ${({ theme, variant }) => (variant === "bar" ? theme.colors.border : theme.colors.onDarkHover)};
  a {
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  a:not([aria-current="page"]) {
    color: ${({ theme, variant }) => (variant === "bar" ? theme.colors.link : theme.colors.onDarkMuted)};
  }
`;

const Badge = styled.span`
  flex: none;
  padding: 0.125rem ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.highlightSoft};
  color: ${({ theme }) => theme.colors.darkDeep};
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/**
 * A navigation entry that opens a list of links: Books and, from two interviews on, the
 * interviews. In the bar it floats under its button and opens on click, hover and from the
 * keyboard (Escape closes it and returns focus); in the mobile panel it opens in place.
 */
export function NavDropdown({ menu, variant, align = "center", currentPath, onNavigate }: NavDropdownProps) {
  const links = [...menu.entries, ...(menu.more ? [menu.more] : [])];
  const holdsCurrent = currentPath !== undefined && links.some((entry) => entry.link === currentPath);
  const dropdown = useNavDropdown({ popup: variant === "bar", initialOpen: variant === "panel" && holdsCurrent });
  const { close } = dropdown;
  const Trigger = variant === "bar" ? BarTrigger : PanelTrigger;
  const Entry = variant === "bar" ? BarEntry : PanelEntry;
  const choose = () => {
    close();
    onNavigate?.();
  };
  const current = (link: string) => (link === currentPath ? "page" : undefined);
  const list = (
    <>
      {menu.entries.map((entry) => (
        <li key={`${entry.link} ${entry.title}`}>
          <Entry href={entry.link} aria-current={current(entry.link)} onClick={choose}>
            <span>{entry.title}</span>
            {entry.badge ? <Badge>{entry.badge}</Badge> : null}
          </Entry>
        </li>
      ))}
      {menu.more ? (
        <MoreItem variant={variant}>
          <Entry href={menu.more.link} aria-current={current(menu.more.link)} onClick={choose}>
            <span>{menu.more.title}</span>
            <Icon name="chevron-right" size="1rem" />
          </Entry>
        </MoreItem>
      ) : null}
    </>
  );

  return (
    <Wrapper {...dropdown.wrapperProps}>
      <Trigger {...dropdown.triggerProps} data-current={holdsCurrent}>
        {menu.title}
        <Icon name="chevron-down" size="1rem" />
      </Trigger>
      {variant === "bar" ? (
        <BarList {...dropdown.panelProps} align={align}>
          {list}
        </BarList>
      ) : (
        <PanelList {...dropdown.panelProps}>{list}</PanelList>
      )}
    </Wrapper>
  );
}
