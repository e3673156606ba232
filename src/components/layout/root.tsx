import { ThemeProvider } from "@emotion/react";
import type { ReactNode } from "react";
import { GlobalStyles } from "../../theme/global-styles";
import { theme } from "../../theme/theme";

/** Wraps every page (gatsby-browser and gatsby-ssr): theme and the global reset. */
export function Root({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyles />
      {children}
    </ThemeProvider>
  );
}
