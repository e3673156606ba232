import { isValidElement, type ReactElement, type ReactNode } from "react";
import { fontsVersion, parseFontFaces, WEB_FONTS_ID, WEB_FONTS_SWITCH_ID, webFontsSwitch } from "./web-fonts";

type HtmlProps = { dangerouslySetInnerHTML?: { __html?: string }; "data-identity"?: string };

const innerHtml = (node: ReactNode): string =>
  isValidElement<HtmlProps>(node) ? (node.props.dangerouslySetInnerHTML?.__html ?? "") : "";

/** How Gatsby marks the global stylesheet it inlines into every page's head in a production build. */
const GLOBAL_CSS_IDENTITY = "gatsby-global-css";

const FONT_FACES_ONLY = /^\s*(?:@font-face\s*\{[^{}]*\}\s*)+$/;

/**
 * The page's <head> with the web fonts applied once the page has loaded (src/lib/web-fonts.ts).
 *
 * Gatsby inlines the global stylesheet (src/fonts/generated/subset.css, imported by
 * plugins/site-render/gatsby-browser.tsx) as a <style data-identity="gatsby-global-css">. It becomes
 * the print-media sheet the switch script turns on, followed by the script and a <noscript> copy of
 * the sheet. The global stylesheet must hold nothing but the @font-face rules: anything else put
 * there would only apply once the fonts are switched on, so the build stops instead. A production
 * page without Gatsby's sheet stops the build too: the fonts would silently never switch on.
 */
export function deferWebFonts(components: readonly ReactNode[], { production }: { production: boolean }): ReactNode[] {
  const index = components.findIndex(
    (node) => isValidElement<HtmlProps>(node) && node.props["data-identity"] === GLOBAL_CSS_IDENTITY,
  );
  if (index === -1) {
    // The development server injects styles from its scripts instead: nothing to defer there.
    if (!production) return [...components];
    throw new Error(
      `Gatsby's markup changed: the page's head has no <style data-identity="${GLOBAL_CSS_IDENTITY}"> (Gatsby's inlined global stylesheet), which the web fonts' switch replaces. Nothing in the content causes this; update src/lib/head-components.tsx to Gatsby's new markup.`,
    );
  }
  const css = innerHtml(components[index]);
  if (!FONT_FACES_ONLY.test(css))
    throw new Error(
      "The global stylesheet must hold only the web fonts' @font-face rules (src/fonts/generated/subset.css); put other styles in src/theme/global-styles.tsx.",
    );
  const fonts: ReactElement[] = [
    <style key="web-fonts" id={WEB_FONTS_ID} media="print" dangerouslySetInnerHTML={{ __html: css }} />,
    <script
      key="web-fonts-switch"
      id={WEB_FONTS_SWITCH_ID}
      dangerouslySetInnerHTML={{ __html: webFontsSwitch(fontsVersion(css), parseFontFaces(css)) }}
    />,
    <noscript key="web-fonts-noscript">
      <style dangerouslySetInnerHTML={{ __html: css }} />
    </noscript>,
  ];
  return [...components.slice(0, index), ...fonts, ...components.slice(index + 1)];
}
