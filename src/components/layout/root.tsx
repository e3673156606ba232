import type { ReactNode } from "react";
import { GlobalStyles } from "../../theme/global-styles";

/**
 * Wraps every page, not the <head>: the global reset and the design tokens. The server renders
 * them (on every page but the redirect at the root); the browser only when the page came without
 * them (`gatsby develop`, that redirect), since <Global> would otherwise write the same rules again
 * and make the browser restyle the whole page.
 */
export function PageRoot({ children, globalStyles = true }: { children: ReactNode; globalStyles?: boolean }) {
  return (
    <>
      {globalStyles && <GlobalStyles />}
      {children}
    </>
  );
}
