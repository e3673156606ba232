import { css } from "@emotion/react";
import styled from "@emotion/styled";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { useCallback, useEffect, useRef, useState, type FocusEvent } from "react";
import { useDisclosure } from "../../hooks/use-disclosure";
import { useScrollThreshold } from "../../hooks/use-scroll-threshold";
import { headerRevealThreshold } from "../../lib/constants";
import type { NavEntry, SiteLabels, SocialLink } from "../../types/content";
import { fillTemplate } from "../../lib/fill-template";
import { SITE_PLACEHOLDERS } from "../../lib/placeholders";
import { Icon } from "../ui/icon";
import { SiteLink } from "../ui/site-link";
import { Brand, BrandSlot } from "./brand";
import { NavDropdown } from "./nav-dropdown";
import { navLinkStyles } from "./nav-styles";
import { SocialLinks } from "./social-links";

export interface HeaderProps {
  name: string;
  logo: IGatsbyImageData | undefined;
  homePath: string;
  /** The entries in order, menus included (src/lib/build-navigation.ts). */
  navigation: readonly NavEntry[];
  socials: readonly SocialLink[];
  labels: Pick<
    SiteLabels,
    "mainNavigation" | "openMenu" | "closeMenu" | "socialNavigation" | "socialLink" | "homeLink" | "newTab"
  >;
  /** On /home the header stays out of the way until the visitor scrolls past the hero. */
  autoHide: boolean;
  /** Path of the current page, to mark the matching link. */
  currentPath?: string;
}

const Bar = styled.header`
  position: fixed;
  inset: 0 0 auto;
  z-index: var(--z-indices-header);
  background: var(--colors-header-background);
  color: var(--colors-on-dark);
  box-shadow: 0 1px 0 var(--colors-on-dark-hover);
  --focus-color: var(--colors-focus-on-dark);
  transition: transform var(--durations-base) var(--easings-standard);
  &[data-visible="false"] {
    /* Off-screen rather than display:none, so keyboard focus can still reach it. */
    transform: translateY(-100%);
    box-shadow: none;
  }
  /* Without JavaScript nothing can reveal it on scroll, so it stays shown. */
  @media (scripting: none) {
    &[data-visible="false"] {
      transform: none;
    }
  }
  &:focus-within {
    transform: none;
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

// Shared styles are composed in a `css` block handed to styled, not in its template: Emotion
// then combines them once, as the module loads, rather than on every render (./nav-styles.ts).
const NavAnchor = styled(SiteLink)(navLinkStyles);

const DesktopSocials = styled.div`
  display: none;
  @media (min-width: 1024px) {
    display: block;
  }
`;

const MenuToggle = styled.button(css`
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

const MobilePanel = styled.div`
  max-height: calc(100vh - var(--sizes-header));
  overflow-y: auto;
  padding: var(--space-2) var(--space-4) var(--space-5);
  border-top: 1px solid var(--colors-on-dark-hover);
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

type NavPartProps = Pick<HeaderProps, "name" | "navigation" | "socials" | "labels" | "currentPath">;

const socialProps = ({ socials, name, labels }: NavPartProps) => ({
  socials,
  name,
  label: labels.socialNavigation,
  linkLabel: labels.socialLink,
  newTabLabel: labels.newTab,
  tone: "dark" as const,
});

const ariaCurrent = (link: string, currentPath: string | undefined) => (link === currentPath ? "page" : undefined);

function HeaderBrand({
  name,
  homePath,
  logo,
  label,
}: Pick<HeaderProps, "name" | "homePath" | "logo"> & { label: string }) {
  return <Brand name={name} href={homePath} logo={logo} label={label} tone="dark" twoLinesAtMost />;
}

/** The bar's links and menus, from the md breakpoint; its social icons from lg. */
function BarNavigation(props: NavPartProps) {
  const { navigation, socials, labels, currentPath } = props;
  return (
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
              <NavAnchor href={item.link} aria-current={ariaCurrent(item.link, currentPath)}>
                {item.title}
              </NavAnchor>
            )}
          </li>
        ))}
      </NavList>
      {socials.length > 0 ? (
        <DesktopSocials>
          <SocialLinks {...socialProps(props)} />
        </DesktopSocials>
      ) : null}
    </DesktopNav>
  );
}

/** The mobile panel's contents: the same links, the menus opening in place, the social links with their names. */
function PanelNavigation(props: NavPartProps & { onNavigate: () => void }) {
  const { navigation, labels, currentPath, onNavigate } = props;
  return (
    <>
      <nav aria-label={labels.mainNavigation}>
        <MobileList>
          {navigation.map((item) => (
            <li key={entryKey(item)}>
              {item.link !== undefined ? (
                <MobileAnchor href={item.link} aria-current={ariaCurrent(item.link, currentPath)} onClick={onNavigate}>
                  {item.title}
                </MobileAnchor>
              ) : item.kind === "menu" ? (
                <NavDropdown menu={item} variant="panel" currentPath={currentPath} onNavigate={onNavigate} />
              ) : null}
            </li>
          ))}
        </MobileList>
      </nav>
      <SocialLinks {...socialProps(props)} showLabels />
    </>
  );
}

/**
 * The fixed site header: brand, desktop navigation with its menus (Books, the interviews) and
 * social icons, and below the md breakpoint a toggle that opens the same links in a panel.
 */
export function Header({ name, logo, homePath, navigation, socials, labels, autoHide, currentPath }: HeaderProps) {
  const { past } = useScrollThreshold({ threshold: headerRevealThreshold, enabled: autoHide });
  const [focusInside, setFocusInside] = useState(false);
  const menu = useDisclosure();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const visible = !autoHide || past || focusInside || menu.isOpen;

  const onBlur = useCallback((event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocusInside(false);
  }, []);

  const { isOpen, close } = menu;
  useEffect(() => {
    if (!isOpen) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        close();
        toggleRef.current?.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [isOpen, close]);

  const parts = { name, navigation, socials, labels, currentPath };

  return (
    <Bar data-site-header="" data-visible={visible} onFocus={() => setFocusInside(true)} onBlur={onBlur}>
      <Inner>
        <BrandSlot>
          <HeaderBrand
            name={name}
            homePath={homePath}
            logo={logo}
            label={fillTemplate(labels.homeLink, SITE_PLACEHOLDERS.labels.homeLink, { name })}
          />
        </BrandSlot>
        <BarNavigation {...parts} />
        <MenuToggle
          ref={toggleRef}
          type="button"
          aria-expanded={menu.isOpen}
          aria-controls={MOBILE_MENU_ID}
          aria-label={menu.isOpen ? labels.closeMenu : labels.openMenu}
          onClick={menu.toggle}
        >
          <Icon name={menu.isOpen ? "close" : "menu"} size="1.5rem" />
        </MenuToggle>
      </Inner>
      <MobilePanel id={MOBILE_MENU_ID} hidden={!menu.isOpen}>
        <PanelNavigation {...parts} onNavigate={close} />
      </MobilePanel>
    </Bar>
  );
}
