import { css } from "@emotion/react";
import styled from "@emotion/styled";
import { useId, useRef } from "react";
import { useHoverPopover } from "../../hooks/use-hover-popover";
import type { NavMenu } from "../../types/content";
import { NativeButton } from "../ui/forward-attributes";
import { Icon } from "../ui/icon";
import { SiteLink } from "../ui/site-link";
import { navLinkStyles } from "./nav-styles";
import { closeOnLink } from "./popover";

export interface NavDropdownProps {
  menu: Pick<NavMenu, "title" | "entries" | "more">;
  /** "bar": a list that floats under its button (desktop); "panel": a list that opens in place (mobile). */
  variant: "bar" | "panel";
  /** Where the floating list lines up with its button; "end" keeps the bar's last entry on screen. */
  align?: "center" | "end";
  /** Path of the current page: its entry is marked, and the button shows that it holds it. */
  currentPath?: string;
}

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
  /* One of its entries is the current page. */
  &[data-current="true"] {
    color: var(--colors-highlight);
  }
`;

/** Holds a bar menu's button and list: the anchor name below means this menu's button alone. */
const BarMenu = styled.div`
  anchor-scope: --nav-menu;
`;

const BarTrigger = styled(NativeButton)(css`
  ${triggerStyles}
  anchor-name: --nav-menu;
  &:has(+ :popover-open) svg {
    transform: rotate(180deg);
  }
`);

/** The summary of the mobile panel's `<details>`, which opens the list in place. */
const PanelTrigger = styled.summary(css`
  ${triggerStyles}
  display: flex;
  justify-content: space-between;
  width: 100%;
  padding-inline: var(--space-2);
  font-family: var(--fonts-display);
  font-size: var(--font-sizes-lg);
  text-align: start;
  list-style: none;
  &::-webkit-details-marker {
    display: none;
  }
  details[open] > & svg {
    transform: rotate(180deg);
  }
`);

/**
 * A popover anchored to its button (by name: a hover opens it with no invoker), centred under it or
 * (`data-align="end"`) at its right edge; without anchor positioning, under the bar at the right.
 */
const BarList = styled.ul`
  inset: auto;
  position-anchor: --nav-menu;
  position-area: bottom;
  position-try-fallbacks:
    bottom span-left,
    bottom span-right;
  &[data-align="end"] {
    position-area: bottom span-left;
  }
  @supports not (position-area: bottom) {
    position: fixed;
    inset: var(--sizes-header) var(--space-4) auto auto;
  }
  /* As wide as the longest title, so each entry stays on one line where the window allows. */
  width: max-content;
  min-width: 16rem;
  max-width: calc(100vw - 2rem);
  margin: var(--space-2) 0 0;
  padding: var(--space-2);
  border: 0;
  overflow: visible;
  list-style: none;
  color: var(--colors-text);
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

/** A menu: in the bar a popover, opened on hover too (useHoverPopover); in the panel a <details>, open on its pages. */
export function NavDropdown({ menu, variant, align = "center", currentPath }: NavDropdownProps) {
  const holdsCurrent = currentPath !== undefined && [...menu.entries, menu.more].some((e) => e?.link === currentPath);
  const listId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const hover = useHoverPopover(listRef);
  const Entry = variant === "bar" ? BarEntry : PanelEntry;
  const current = (link: string) => (link === currentPath ? "page" : undefined);
  const list = (
    <>
      {menu.entries.map((entry) => (
        <li key={`${entry.link} ${entry.title}`}>
          <Entry href={entry.link} aria-current={current(entry.link)}>
            <span>{entry.title}</span>
            {entry.badge ? <Badge>{entry.badge}</Badge> : null}
          </Entry>
        </li>
      ))}
      {menu.more ? (
        <MoreItem data-variant={variant}>
          <Entry href={menu.more.link} aria-current={current(menu.more.link)}>
            <span>{menu.more.title}</span>
            <Icon name="chevron-right" size="1rem" />
          </Entry>
        </MoreItem>
      ) : null}
    </>
  );
  const label = (
    <>
      {menu.title}
      <Icon name="chevron-down" size="1rem" />
    </>
  );

  if (variant === "panel") {
    return (
      <details open={holdsCurrent}>
        <PanelTrigger data-current={holdsCurrent}>{label}</PanelTrigger>
        <PanelList>{list}</PanelList>
      </details>
    );
  }
  return (
    <BarMenu {...hover.wrapperProps}>
      <BarTrigger
        type="button"
        popovertarget={listId}
        aria-controls={listId}
        data-current={holdsCurrent}
        onClick={hover.onTriggerClick}
      >
        {label}
      </BarTrigger>
      <BarList id={listId} ref={listRef} popover="auto" data-align={align} onClick={closeOnLink}>
        {list}
      </BarList>
    </BarMenu>
  );
}
