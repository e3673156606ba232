import { css } from "@emotion/react";
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
const triggerStyles = css`
  ${navLinkStyles}
  background: none;
  border: 0;
  cursor: pointer;
  svg {
    flex: none;
    transition: transform var(--durations-fast);
  }
  &[aria-expanded="true"] svg {
    transform: rotate(180deg);
  }
  /* One of its entries is the current page. */
  &[data-current="true"] {
    color: var(--colors-highlight);
  }
`;

// Shared styles are composed in a `css` block handed to styled, not in its template: Emotion
// then combines them once, as the module loads, rather than on every render (./nav-styles.ts).
const BarTrigger = styled.button(triggerStyles);

const PanelTrigger = styled.button(css`
  ${triggerStyles}
  display: flex;
  justify-content: space-between;
  width: 100%;
  padding-inline: var(--space-2);
  font-family: var(--fonts-display);
  font-size: var(--font-sizes-lg);
  text-align: start;
`);

/** Centred under its button, or with `data-align="end"` aligned to its right edge. */
const BarList = styled.ul`
  position: absolute;
  top: calc(100% + var(--space-2));
  left: 50%;
  transform: translateX(-50%);
  &[data-align="end"] {
    left: auto;
    right: 0;
    transform: none;
  }
  /* As wide as the longest title, so each entry stays on one line where the window allows. */
  width: max-content;
  min-width: 16rem;
  max-width: calc(100vw - 2rem);
  margin: 0;
  padding: var(--space-2);
  list-style: none;
  background: var(--colors-surface);
  border-radius: var(--radii-md);
  box-shadow: var(--shadows-raised);
  --focus-color: var(--colors-focus);
  &::before {
    /* Bridges the gap so the pointer can travel from the button to the list. */
    content: "";
    position: absolute;
    inset: calc(-1 * var(--space-3)) 0 auto;
    height: var(--space-3);
  }
`;

const PanelList = styled.ul`
  display: grid;
  gap: var(--space-1);
  margin: var(--space-1) 0 var(--space-2) var(--space-2);
  padding: 0 0 0 var(--space-3);
  list-style: none;
  border-left: 1px solid var(--colors-on-dark-hover);
  &[hidden] {
    display: none;
  }
`;

const BarEntry = styled(SiteLink)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: var(--space-3);
  min-height: var(--sizes-tap-target);
  padding: var(--space-2) var(--space-3);
  border-radius: var(--radii-sm);
  color: var(--colors-text);
  font-family: var(--fonts-display);
  font-size: var(--font-sizes-md);
  text-decoration: none;
  &:hover {
    background: var(--colors-surface-alt);
  }
  &[aria-current="page"] {
    color: var(--colors-accent);
    box-shadow: inset 3px 0 0 var(--colors-highlight);
  }
`;

const PanelEntry = styled(SiteLink)(css`
  ${navLinkStyles}
  display: flex;
  justify-content: space-between;
  white-space: normal;
  padding-inline: var(--space-2);
  font-size: var(--font-sizes-md);
`);

/** The link to the page with more entries, set apart under the others (in the bar's list or the dark panel). */
const MoreItem = styled.li`
  margin-top: var(--space-1);
  padding-top: var(--space-1);
  border-top: 1px solid var(--colors-on-dark-hover);
  &[data-variant="bar"] {
    border-top-color: var(--colors-border);
  }
  a {
    font-family: var(--fonts-body);
    font-size: var(--font-sizes-sm);
    font-weight: var(--font-weights-semibold);
  }
  a:not([aria-current="page"]) {
    color: var(--colors-on-dark-muted);
  }
  &[data-variant="bar"] a:not([aria-current="page"]) {
    color: var(--colors-link);
  }
`;

const Badge = styled.span`
  flex: none;
  padding: 0.125rem var(--space-2);
  border-radius: var(--radii-pill);
  background: var(--colors-highlight-soft);
  color: var(--colors-dark-deep);
  font-family: var(--fonts-body);
  font-size: var(--font-sizes-xs);
  font-weight: var(--font-weights-semibold);
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
        <MoreItem data-variant={variant}>
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
        <BarList {...dropdown.panelProps} data-align={align}>
          {list}
        </BarList>
      ) : (
        <PanelList {...dropdown.panelProps}>{list}</PanelList>
      )}
    </Wrapper>
  );
}
