import type { ReactNode } from "react";
import { GlobalStyles } from "../../theme/global-styles";

/**
 * Wraps every page, not the <head>: the global styles, which the server renders on every page but the
 * redirect at the root (pageCarriesGlobalStyles); in the browser Emotion takes over the server's tag.
 */
export function PageRoot({ children, globalStyles = true }: { children: ReactNode; globalStyles?: boolean }) {
  return (
    <>
      {globalStyles && <GlobalStyles />}
      {children}
    </>
  );
}
