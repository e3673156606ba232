import { css } from "@emotion/react";
import styled from "@emotion/styled";
import { cardSurfaceStyles, displayHeadingStyles } from "../../ui/linked-card";
import type { PressDownload } from "../../../lib/press-page-props";
import { Icon } from "../../ui/icon";
import { Picture } from "../../ui/picture";

/** Previews are drawn this wide at most; the query makes files for 1x and 2x screens. */
const PREVIEW_SIZES = "(min-width: 288px) 240px, calc(100vw - 3rem)";

/** Cards of a row are as tall as the tallest: the mats take the difference, so the names line up below. */
const Card = styled.article(css`
  ${cardSurfaceStyles}
  display: grid;
  grid-template-rows: 1fr auto;
  gap: var(--space-4);
  height: 100%;
  padding: var(--space-5);
`);

/** The preview on a tinted mat, centred: pictures of any shape sit the same way. */
const Preview = styled.div`
  display: grid;
  place-items: center;
  padding: var(--space-4);
  background: var(--colors-surface-alt);
  border-radius: var(--radii-sm);
  picture {
    width: 100%;
    max-width: 15rem;
  }
  img {
    border-radius: var(--radii-sm);
    box-shadow: var(--shadows-card);
  }
`;

const Body = styled.div`
  display: grid;
  align-content: start;
  gap: var(--space-1);
`;

const Name = styled.h3(css`
  ${displayHeadingStyles}
  font-size: var(--font-sizes-lg);
  text-wrap: pretty;
`);

const Link = styled.a`
  display: inline-flex;
  align-items: flex-start;
  gap: var(--space-2);
  min-height: var(--sizes-tap-target);
  padding-block: var(--space-2);
  color: var(--colors-link);
  text-underline-offset: 0.2em;
  overflow-wrap: anywhere;
  svg {
    flex: none;
    margin-top: 0.1em;
  }
  &:hover {
    color: var(--colors-accent-hover);
  }
`;

const Details = styled.p`
  font-size: var(--font-sizes-sm);
  color: var(--colors-text-muted);
  font-variant-numeric: tabular-nums;
`;

/** A picture to download at full size: a small preview, its name as the link to the original file, its pixels and weight. */
export function DownloadCard({ download }: { download: PressDownload }) {
  return (
    <Card>
      <Preview>
        <Picture image={download.preview} alt={download.alt} sizes={PREVIEW_SIZES} />
      </Preview>
      <Body>
        <Name>
          <Link href={download.href} download={download.fileName}>
            <Icon name="download" />
            {download.label}
          </Link>
        </Name>
        {download.details ? <Details>{download.details}</Details> : null}
      </Body>
    </Card>
  );
}
