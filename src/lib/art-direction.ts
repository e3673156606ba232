import type { IGatsbyImageData } from "gatsby-plugin-image";

export interface ArtDirectedVariant {
  /** A media condition, e.g. "(max-width: 599px)"; the first that matches wins. */
  media: string;
  image: IGatsbyImageData;
}

/**
 * One image whose crop changes with the screen: each variant's sources under its media condition,
 * then the default's. gatsby-plugin-image's withArtDirection would ship its whole runtime (12 KB).
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
