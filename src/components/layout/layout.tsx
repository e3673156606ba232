import styled from "@emotion/styled";
import type { ReactNode } from "react";
import { useSiteSettings } from "../../hooks/use-site-settings";
import { Footer } from "./footer";
import { Header } from "./header";

interface LayoutProps {
  children: ReactNode;
  /** /home hides the header over the hero; every other page shows it always. */
  autoHideHeader?: boolean;
  currentPath?: string;
}

const MAIN_ID = "main";

/** First focusable element: jumps past the header to the page's main content. */
const SkipLink = styled.a`
  position: fixed;
  top: var(--space-2);
  left: var(--space-2);
  z-index: var(--z-indices-skip-link);
  padding: var(--space-3) var(--space-4);
  border-radius: var(--radii-sm);
  background: var(--colors-highlight);
  color: var(--colors-dark-deep);
  font-weight: var(--font-weights-semibold);
  transform: translateY(-200%);
  &:focus {
    transform: none;
  }
`;

/** `data-below-header`: starts below the fixed header (on pages where it does not hide). */
const Main = styled.main`
  display: block;
  padding-top: 0;
  &[data-below-header] {
    padding-top: var(--sizes-header);
  }
  &:focus {
    outline: none;
  }
`;

/** Page frame shared by every page: skip link, fixed header, main landmark, footer. */
export function Layout({ children, autoHideHeader = false, currentPath }: LayoutProps) {
  const settings = useSiteSettings();
  return (
    <>
      <SkipLink href={`#${MAIN_ID}`}>{settings.labels.skipToContent}</SkipLink>
      <Header settings={settings} autoHide={autoHideHeader} currentPath={currentPath} />
      <Main id={MAIN_ID} tabIndex={-1} data-below-header={autoHideHeader ? undefined : true}>
        {children}
      </Main>
      <Footer settings={settings} currentPath={currentPath} />
    </>
  );
}
