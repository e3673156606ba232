import type { IGatsbyImageData as FixedImage } from "gatsby-plugin-image";

/** A fixed-size picture's address; a build stops, naming the content field, when none could be made. */
export function srcOf(image: FixedImage | undefined, field: string): string {
  const src = image?.images.fallback?.src;
  if (!src) throw new Error(`${field}: no image could be made for sharing`);
  return src;
}
