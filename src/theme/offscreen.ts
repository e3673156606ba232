import { css } from "@emotion/react";
import { mq } from "./media";

/** A block's height in px, at least as tall as it really is, below md, from md and from lg. */
export interface EstimatedHeight {
  base: number;
  md: number;
  lg: number;
}

/**
 * For sections below the first screen: the browser skips their style, layout and paint until
 * they come near the viewport, which is most of the work of the first render on a slow phone
 * (it halved the layout time of /home under a 4× CPU slowdown).
 *
 * Until a section has been rendered once its height is the estimate ("auto" then remembers the
 * real one). The estimate errs on the tall side: tools that look at a skipped section (axe's
 * colour-contrast check, for one) then still find each element inside its own section.
 */
export const offscreenUntilNeeded = ({ base, md, lg }: EstimatedHeight) => css`
  content-visibility: auto;
  contain-intrinsic-size: auto ${base}px;
  ${mq.md} {
    contain-intrinsic-size: auto ${md}px;
  }
  ${mq.lg} {
    contain-intrinsic-size: auto ${lg}px;
  }
`;
