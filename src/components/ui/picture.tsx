import styled from "@emotion/styled";
import type { IGatsbyImageData } from "gatsby-plugin-image";

export interface PictureProps {
  /** Processed image data from gatsby-plugin-image (gatsbyImageData, or withArtDirection's result). */
  image: IGatsbyImageData;
  alt: string;
  /** The image's rendered width per layout, so the browser picks the right file from srcset. */
  sizes?: string;
  loading?: "lazy" | "eager";
  /** "high" for the image that is the largest paint of the page. */
  priority?: boolean;
  /** Fill the positioned parent, cropping to cover it (hero, cards, slides). */
  fill?: boolean;
  className?: string;
}

const Root = styled.picture`
  display: block;
  img {
    display: block;
    width: 100%;
    height: auto;
    object-fit: cover;
  }
  &[data-fill] {
    position: absolute;
    inset: 0;
  }
  &[data-fill] img {
    height: 100%;
  }
`;

/** The <img>'s width and height in whole pixels; a full-width image's (data 1 × height/width) is its largest file's. */
export function intrinsicSize(image: IGatsbyImageData): { width: number; height: number } {
  if (image.layout !== "fullWidth") return { width: image.width, height: image.height };
  const widths = [...(image.images.fallback?.srcSet ?? "").matchAll(/\s(\d+)w\b/g)].map((match) => Number(match[1]));
  const width = widths.length > 0 ? Math.max(...widths) : 1;
  return { width, height: Math.round((width * image.height) / image.width) };
}

/** A native <picture> from gatsby-plugin-image's data: modern sources, art direction, its size reserved; no script. */
export function Picture({
  image,
  alt,
  sizes,
  loading = "lazy",
  priority = false,
  fill = false,
  className,
}: PictureProps) {
  const { fallback, sources = [] } = image.images;
  // React 18 does not know fetchPriority yet; the lower-case attribute passes through.
  const priorityAttribute = priority ? ({ fetchpriority: "high" } as Record<string, string>) : {};
  const { width, height } = intrinsicSize(image);
  return (
    <Root data-fill={fill || undefined} className={className}>
      {sources.map((source) => (
        <source
          key={`${source.media ?? ""}${source.type ?? ""}`}
          type={source.type}
          media={source.media}
          srcSet={source.srcSet}
          sizes={sizes ?? source.sizes}
        />
      ))}
      <img
        src={fallback?.src}
        srcSet={fallback?.srcSet}
        sizes={sizes ?? fallback?.sizes}
        width={width}
        height={height}
        alt={alt}
        loading={loading}
        decoding={priority ? "sync" : "async"}
        style={{ backgroundColor: image.backgroundColor }}
        {...priorityAttribute}
      />
    </Root>
  );
}
