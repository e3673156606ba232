import { css } from "@emotion/react";
import styled from "@emotion/styled";
import { useScrollThreshold } from "../../hooks/use-scroll-threshold";
import { headerRevealThreshold } from "../../lib/constants";
import { buildNavigation } from "../../lib/build-navigation";
import type { NavEntry, SiteSettings } from "../../types/content";
import { NativeButton } from "../ui/forward-attributes";
import { Icon } from "../ui/icon";
import { VisuallyHidden } from "../ui/visually-hidden";
import { SiteLink } from "../ui/site-link";
import { Brand, BrandSlot } from "./brand";
import { NavDropdown } from "./nav-dropdown";
import { navLinkStyles } from "./nav-styles";
import { closeOnLink } from "./popover";
import { SocialLinks } from "./social-links";

export interface HeaderProps {
  settings: SiteSettings;
  /** On /home the header stays out of the way until the visitor scrolls past the hero. */
  autoHide: boolean;
  currentPath?: string;
}

/**
 * On /home, a scroll-driven animation turns `--header-past` to 1 once the page is scrolled more than
 * the window's height minus 30 px (HEADER_REVEAL_OFFSET_PX, strictly past), and the bar reads it with
 * a style query, before any script runs. Without scroll-driven animations the script sets `data-past`.
 */
const RevealTimeline = styled.div`
  --header-past: 0;
  @supports (animation-timeline: scroll()) {
    animation: header-past linear forwards;
    animation-timeline: scroll(root block);
    animation-range: calc(100dvh - 29px) 100%;
  }
  @keyframes header-past {
    from,
    to {
      --header-past: 1;
    }
  }
`;

/** Whether the browser reveals /home's header by itself (RevealTimeline). */
const browserRevealsHeader = () =>
  typeof CSS !== "undefined" && typeof CSS.supports === "function" && CSS.supports("animation-timeline: scroll()");

const Bar = styled.header`
  position: fixed;
  inset: 0 0 auto;
  z-index: var(--z-indices-header);
  background: var(--colors-header-background);
  color: var(--colors-on-dark);
  box-shadow: 0 1px 0 var(--colors-on-dark-hover);
  --focus-color: var(--colors-focus-on-dark);
  transition: transform var(--durations-base) var(--easings-standard);
  /* On /home, with scripts: off-screen (focus can still reach it) until scrolled past the threshold
     or while its menu is open. Without JavaScript it is simply shown. */
  @media (scripting: enabled) {
    &[data-autohide]:not([data-past="true"], :focus-within, :has(:popover-open)) {
      transform: translateY(-100%);
      box-shadow: none;
    }
  }
  @container style(--header-past: 1) {
    &&[data-autohide] {
      transform: none;
      box-shadow: 0 1px 0 var(--colors-on-dark-hover);
    }
  }
  /* The menu toggle's icon and name follow the panel's open state, script or not. */
  [data-when="open"],
  &:has(#mobile-menu:popover-open) [data-when="closed"] {
    display: none;
  }
  &:has(#mobile-menu:popover-open) [data-when="open"] {
    display: block;
  }
`;

const Inner = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: var(--space-4);
  max-width: var(--sizes-content);
  height: var(--sizes-header);
  margin-inline: auto;
  padding-inline: var(--space-4);
  @media (min-width: 768px) {
    padding-inline: var(--space-6);
  }
`;

const DesktopNav = styled.nav`
  display: none;
  /* Keeps its size; a long name beside it gives way instead. */
  flex: none;
  @media (min-width: 768px) {
    display: flex;
    align-items: center;
    gap: var(--space-4);
  }
`;

const NavList = styled.ul`
  display: flex;
  align-items: center;
  gap: var(--space-1);
  margin: 0;
  padding: 0;
  list-style: none;
`;

const NavAnchor = styled(SiteLink)(navLinkStyles);

const DesktopSocials = styled.div`
  display: none;
  @media (min-width: 1024px) {
    display: block;
  }
`;

const MenuToggle = styled(NativeButton)(css`
  ${navLinkStyles}
  justify-content: center;
  min-width: var(--sizes-tap-target);
  padding: 0;
  background: none;
  border: 0;
  cursor: pointer;
  @media (min-width: 768px) {
    display: none;
  }
`);

/** A popover (top layer, under the bar): the browser opens it from the toggle, closes it on Escape or a tap outside. */
const MobilePanel = styled.div`
  position: fixed;
  inset: var(--sizes-header) 0 auto;
  width: auto;
  max-height: calc(100dvh - var(--sizes-header));
  margin: 0;
  overflow-y: auto;
  padding: var(--space-2) var(--space-4) var(--space-5);
  border: 0;
  border-top: 1px solid var(--colors-on-dark-hover);
  background: var(--colors-header-background);
  color: var(--colors-on-dark);
  box-shadow: var(--shadows-raised);
  --focus-color: var(--colors-focus-on-dark);
  @media (min-width: 768px) {
    display: none;
  }
`;

const MobileList = styled.ul`
  display: grid;
  gap: var(--space-1);
  margin: 0 0 var(--space-4);
  padding: 0;
  list-style: none;
`;

const MobileAnchor = styled(SiteLink)(css`
  ${navLinkStyles}
  display: flex;
  font-size: var(--font-sizes-lg);
  font-family: var(--fonts-display);
  padding-inline: var(--space-2);
`);

const MOBILE_MENU_ID = "mobile-menu";

const entryKey = (item: NavEntry) => `${item.kind} ${item.title}`;

/** The fixed header: the browser opens its panel and menus (popovers, <details>); React only closes them on a link. */
export function Header({ settings, autoHide, currentPath }: HeaderProps) {
  const { past } = useScrollThreshold({
    threshold: headerRevealThreshold,
    enabled: autoHide && !browserRevealsHeader(),
  });
  const { labels } = settings;
  const navigation = buildNavigation(settings);
  const ariaCurrent = (link: string) => (link === currentPath ? "page" : undefined);

  const bar = (
    <Bar data-site-header="" data-autohide={autoHide || undefined} data-past={autoHide ? past : undefined}>
      <Inner>
        <BrandSlot>
          <Brand settings={settings} twoLinesAtMost />
        </BrandSlot>
        {/* The bar's links and menus, from the md breakpoint; its social icons from lg. */}
        <DesktopNav aria-label={labels.mainNavigation}>
          <NavList>
            {navigation.map((item, index) => (
              <li key={entryKey(item)}>
                {item.kind === "menu" ? (
                  <NavDropdown
                    menu={item}
                    variant="bar"
                    // The last entry's list opens leftwards, so it stays on screen at the breakpoint.
                    align={index === navigation.length - 1 ? "end" : "center"}
                    currentPath={currentPath}
                  />
                ) : (
                  <NavAnchor href={item.link} aria-current={ariaCurrent(item.link)}>
                    {item.title}
                  </NavAnchor>
                )}
              </li>
            ))}
          </NavList>
          {settings.socials.length > 0 ? (
            <DesktopSocials>
              <SocialLinks settings={settings} label={labels.socialNavigation} />
            </DesktopSocials>
          ) : null}
        </DesktopNav>
        <MenuToggle type="button" popovertarget={MOBILE_MENU_ID} aria-controls={MOBILE_MENU_ID}>
          <span data-when="closed">
            <Icon name="menu" size="1.5rem" />
            <VisuallyHidden>{labels.openMenu}</VisuallyHidden>
          </span>
          <span data-when="open">
            <Icon name="close" size="1.5rem" />
            <VisuallyHidden>{labels.closeMenu}</VisuallyHidden>
          </span>
        </MenuToggle>
      </Inner>
      {/* The same links, the menus opening in place, the social links with their names. */}
      <MobilePanel id={MOBILE_MENU_ID} popover="auto" onClick={closeOnLink}>
        <nav aria-label={labels.mainNavigation}>
          <MobileList>
            {navigation.map((item) => (
              <li key={entryKey(item)}>
                {item.link !== undefined ? (
                  <MobileAnchor href={item.link} aria-current={ariaCurrent(item.link)}>
                    {item.title}
                  </MobileAnchor>
                ) : item.kind === "menu" ? (
                  <NavDropdown menu={item} variant="panel" currentPath={currentPath} />
                ) : null}
              </li>
            ))}
          </MobileList>
        </nav>
        <SocialLinks settings={settings} label={labels.socialNavigation} showLabels />
      </MobilePanel>
    </Bar>
  );
  return autoHide ? <RevealTimeline>{bar}</RevealTimeline> : bar;
}
