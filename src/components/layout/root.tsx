import { ThemeProvider } from "@emotion/react";
import { createContext, useContext, useEffect, useState, type ReactNode } from "react";
import { createHydrationTracker, type HydrationTracker } from "../../lib/hydration-tracker";
import { GlobalStyles } from "../../theme/global-styles";
import { theme } from "../../theme/theme";

/** Wraps everything Gatsby renders, the <head> too (gatsby-browser and gatsby-ssr): the theme. */
export function Root({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}

const HydrationContext = createContext<HydrationTracker | null>(null);

/** The page's hydration tracker (null outside a PageRoot, e.g. in a component test). */
export const useHydrationTracker = (): HydrationTracker | null => useContext(HydrationContext);

const markHydrated = () => {
  document.documentElement.dataset.hydrated = "true";
};

/**
 * Wraps every page, not the <head>: the global reset. The server always renders it; the browser
 * only when the page came without server styles (`gatsby develop`), since <Global> would
 * otherwise write the same rules again and make the browser restyle the whole page.
 *
 * <html data-hydrated> says the page is interactive: set once this root's effect has run (effects
 * run children first, so every component of the first screen has mounted and started its timers
 * and listeners) and every section that hydrates later (HydrateLater) has done the same.
 */
export function PageRoot({ children, globalStyles = true }: { children: ReactNode; globalStyles?: boolean }) {
  const [tracker] = useState(() => createHydrationTracker(markHydrated));
  useEffect(() => tracker.settleRoot(), [tracker]);
  return (
    <HydrationContext.Provider value={tracker}>
      {globalStyles && <GlobalStyles />}
      {children}
    </HydrationContext.Provider>
  );
}
