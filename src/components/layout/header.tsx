import styled from "@emotion/styled";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { useCallback, useEffect, useRef, useState, type FocusEvent } from "react";
import { useDisclosure } from "../../hooks/use-disclosure";
import { useScrollThreshold } from "../../hooks/use-scroll-threshold";
import { headerRevealThreshold } from "../../lib/constants";
import { mq } from "../../theme/media";
import type { NavEntry, SiteLabels, SocialLink } from "../../types/content";
import { fillTemplate } from "../../lib/fill-template";
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
  z-index: ${({ theme }) => theme.zIndices.header};
  background: ${({ theme }) => theme.colors.headerBackground};
  color: ${({ theme }) => theme.colors.onDark};
  box-shadow: 0 1px 0 ${({ theme }) => theme.colors.onDarkHover};
  --focus-color: ${({ theme }) => theme.colors.focusOnDark};
  transition: transform ${({ theme }) => `${theme.durations.base}ms ${theme.easings.standard}`};
  &[data-visible="false"] {
    /* Off-screen rather than display:none, so keyboard focus can still reach it. */
    transform: translateY(-100%);
    box-shadow: none;
  }
  &:focus-within {
    transform: none;
  }
`;

const Inner = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  max-width: ${({ theme }) => theme.sizes.content};
  height: ${({ theme }) => theme.sizes.header};
  margin-inline: auto;
  padding-inline: ${({ theme }) => theme.space[4]};
  ${mq.md} {
    padding-inline: ${({ theme }) => theme.space[6]};
  }
`;

const DesktopNav = styled.nav`
  display: none;
  /* Keeps its size; a long name beside it gives way instead. */
  flex: none;
  ${mq.md} {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[4]};
  }
`;

const NavList = styled.ul`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const NavAnchor = styled(SiteLink)`
  ${({ theme }) => navLinkStyles(theme)}
`;

const DesktopSocials = styled.div`
  display: none;
  ${mq.lg} {
    display: block;
  }
`;

const MenuToggle = styled.button`
  ${({ theme }) => navLinkStyles(theme)}
  justify-content: center;
  min-width: ${({ theme }) => theme.sizes.tapTarget};
  padding: 0;
  background: none;
  border: 0;
  cursor: pointer;
  ${mq.md} {
    display: none;
  }
`;

const MobilePanel = styled.div`
  max-height: calc(100vh - ${({ theme }) => theme.sizes.header});
  overflow-y: auto;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]} ${theme.space[5]}`};
  border-top: 1px solid ${({ theme }) => theme.colors.onDarkHover};
  ${mq.md} {
    display: none;
  }
`;

const MobileList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0 0 ${({ theme }) => theme.space[4]};
  padding: 0;
  list-style: none;
`;

const MobileAnchor = styled(SiteLink)`
  ${({ theme }) => navLinkStyles(theme)}
  display: flex;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-family: ${({ theme }) => theme.fonts.display};
  padding-inline: ${({ theme }) => theme.space[2]};
`;

const MOBILE_MENU_ID = "mobile-menu";

const entryKey = (item: NavEntry) => `${item.kind} ${item.title}`;

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

  const socialProps = {
    socials,
    name,
    label: labels.socialNavigation,
    linkLabel: labels.socialLink,
    newTabLabel: labels.newTab,
    tone: "dark" as const,
  };
  const current = (link: string) => (link === currentPath ? "page" : undefined);

  return (
    <Bar data-site-header="" data-visible={visible} onFocus={() => setFocusInside(true)} onBlur={onBlur}>
      <Inner>
        <BrandSlot>
          <Brand
            name={name}
            href={homePath}
            logo={logo}
            label={fillTemplate(labels.homeLink, { name })}
            tone="dark"
            twoLinesAtMost
          />
        </BrandSlot>
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
                  <NavAnchor href={item.link} aria-current={current(item.link)}>
                    {item.title}
                  </NavAnchor>
                )}
              </li>
            ))}
          </NavList>
          {socials.length > 0 ? (
            <DesktopSocials>
              <SocialLinks {...socialProps} />
            </DesktopSocials>
          ) : null}
        </DesktopNav>
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
        <nav aria-label={labels.mainNavigation}>
          <MobileList>
            {navigation.map((item) => (
              <li key={entryKey(item)}>
                {item.link !== undefined ? (
                  <MobileAnchor href={item.link} aria-current={current(item.link)} onClick={menu.close}>
                    {item.title}
                  </MobileAnchor>
                ) : item.kind === "menu" ? (
                  <NavDropdown menu={item} variant="panel" currentPath={currentPath} onNavigate={menu.close} />
                ) : null}
              </li>
            ))}
          </MobileList>
        </nav>
        <SocialLinks {...socialProps} showLabels />
      </MobilePanel>
    </Bar>
  );
}
