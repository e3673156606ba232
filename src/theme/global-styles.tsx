import { Global, css } from "@emotion/react";
import { colors, durations, fontSizes, lineHeights, sizes } from "./tokens";
import { cssVariableDeclarations } from "./css-variables";
import { reducedMotion } from "./media";

/** The one global reset, and the design tokens as custom properties. */
const styles = css`
  /* The tokens (./css-variables.ts); ::backdrop inherits from nothing in some browsers, so gets its own copy. */
  :root {
    ${cssVariableDeclarations}
  }
  ::backdrop {
    ${cssVariableDeclarations}
  }
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  html {
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
    scroll-behavior: smooth;
    /* Anchored sections land below the fixed header. */
    scroll-padding-top: ${sizes.header};
  }
  ${reducedMotion} {
    html {
      scroll-behavior: auto;
    }
    *,
    *::before,
    *::after {
      animation-duration: 1ms !important;
      animation-delay: 0ms !important;
      transition-duration: 1ms !important;
    }
  }
  body {
    margin: 0;
    background: ${colors.background};
    color: ${colors.text};
    font-family: var(--fonts-body);
    font-size: ${fontSizes.md};
    line-height: ${lineHeights.body};
    -webkit-font-smoothing: antialiased;
    text-rendering: optimizeLegibility;
    overflow-x: hidden;
    /* A word longer than its line (a long name, a pasted address) breaks rather than sticking out. */
    overflow-wrap: break-word;
  }
  /* In grid and flex layouts only "anywhere" lets a long word shrink a heading's minimum width. */
  h1,
  h2,
  h3,
  h4 {
    overflow-wrap: anywhere;
  }
  h1,
  h2,
  h3,
  h4,
  p,
  figure,
  blockquote,
  ul,
  ol {
    margin: 0;
  }
  img,
  picture,
  svg,
  iframe {
    display: block;
    max-width: 100%;
  }
  a {
    color: inherit;
  }
  button {
    font: inherit;
    color: inherit;
  }
  :focus-visible {
    outline: 3px solid var(--focus-color, ${colors.focus});
    outline-offset: 3px;
    border-radius: 2px;
  }
  ::selection {
    background: ${colors.highlightSoft};
    color: ${colors.text};
  }
  a,
  button {
    transition-duration: ${durations.fast}ms;
  }
`;

/** The global reset and the tokens, on every page (see PageRoot). */
export function GlobalStyles() {
  return <Global styles={styles} />;
}
