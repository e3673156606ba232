/** A fixed-size picture gatsby-transformer-sharp made for link previews or JSON-LD. */
export interface FixedImage {
  readonly images: { readonly fallback?: { readonly src: string } };
  readonly width: number;
  readonly height: number;
}

/** The picture's address; a build stops, naming the content field, when none could be made. */
export function srcOf(image: FixedImage | undefined, field: string): string {
  const src = image?.images.fallback?.src;
  if (!src) throw new Error(`${field}: no image could be made for sharing`);
  return src;
}
