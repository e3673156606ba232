import type { IGatsbyImageData } from "gatsby-plugin-image";

export interface ArtDirectedVariant {
  /** A media condition, e.g. "(max-width: 599px)"; the first that matches wins. */
  media: string;
  image: IGatsbyImageData;
}

/**
 * One image whose crop changes with the screen: each variant's sources (AVIF, WebP, then its
 * JPEG srcset) come first under its media condition, then the default image's sources, which
 * apply when no condition matches. The default image's size and JPEG fallback are kept.
 *
 * gatsby-plugin-image has the same helper (withArtDirection), but importing anything that is
 * not a type from it ships its whole runtime (about 12 KB compressed) for a few lines.
 */
export function artDirect(defaultImage: IGatsbyImageData, variants: readonly ArtDirectedVariant[]): IGatsbyImageData {
  const sources = variants.flatMap(({ media, image }) => [
    ...(image.images.sources ?? []).map((source) => ({ ...source, media })),
    ...(image.images.fallback?.srcSet ? [{ media, srcSet: image.images.fallback.srcSet }] : []),
  ]);
  return {
    ...defaultImage,
    images: { ...defaultImage.images, sources: [...sources, ...(defaultImage.images.sources ?? [])] },
  };
}
