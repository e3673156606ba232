import type { IGatsbyImageData as FixedImage } from "gatsby-plugin-image";
import type { ShareImage } from "../../types/seo";

/** A fixed-size picture's address; a build stops, naming the content field, when none could be made. */
export function srcOf(image: FixedImage | undefined, field: string): string {
  const src = image?.images.fallback?.src;
  if (!src) throw new Error(`${field}: no image could be made for sharing`);
  return src;
}

/** A page's link-preview picture, described; none when the page has no picture to share. */
export function shareImage(image: FixedImage | null | undefined, field: string, alt: string): ShareImage | undefined {
  return image ? { src: srcOf(image, field), width: image.width, height: image.height, alt } : undefined;
}

/** The page's share card, which the build drew and put in its context (plugins/site-content/share-cards.ts). */
export const shareCardOf = (pageContext: unknown): ShareImage | undefined =>
  (pageContext as { shareCard?: ShareImage } | undefined)?.shareCard;
