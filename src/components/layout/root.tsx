import type { ReactNode } from "react";
import { GlobalStyles } from "../../theme/global-styles";

/** Wraps every page's body in the global styles, left out only of the redirect at / (pageCarriesGlobalStyles). */
export function PageRoot({ children, globalStyles = true }: { children: ReactNode; globalStyles?: boolean }) {
  return (
    <>
      {globalStyles && <GlobalStyles />}
      {children}
    </>
  );
}
