import { ThemeProvider } from "@emotion/react";
import type { ReactNode } from "react";
import { GlobalStyles } from "../../theme/global-styles";
import { theme } from "../../theme/theme";

/** Wraps everything Gatsby renders, the <head> too (gatsby-browser and gatsby-ssr): the theme. */
export function Root({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}

/**
 * Wraps every page, not the <head>: the global reset. The server always renders it; the browser
 * only when the page came without server styles (`gatsby develop`), since <Global> would
 * otherwise write the same rules again and make the browser restyle the whole page.
 */
export function PageRoot({ children, globalStyles = true }: { children: ReactNode; globalStyles?: boolean }) {
  return (
    <>
      {globalStyles && <GlobalStyles />}
      {children}
    </>
  );
}
