import type { IGatsbyImageData } from "gatsby-plugin-image";

interface ArtDirectedVariant {
  /** A media condition, e.g. "(max-width: 599px)"; the first that matches wins. */
  media: string;
  image: IGatsbyImageData;
}

/** One image cropped per screen (gatsby-plugin-image's withArtDirection would ship its runtime, 12 KB). */
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
