import type { IGatsbyImageData } from "gatsby-plugin-image";

export interface ImageFile {
  readonly childImageSharp: { readonly gatsbyImageData: IGatsbyImageData } | null;
}

/** The processed image of a content file; none, or not an image, is a build error naming the field. */
export function requireImage(file: ImageFile | null, field: string): IGatsbyImageData {
  if (!file) throw new Error(`${field}: the picture is missing`);
  const image = file.childImageSharp?.gatsbyImageData;
  if (!image) throw new Error(`${field}: the file is not an image (use .jpg, .png, .webp or .avif)`);
  return image;
}
