import type { IGatsbyImageData } from "gatsby-plugin-image";
import { artDirect } from "../../../src/lib/art-direction";
import { imageFixture } from "../../fixtures/image";

function withSources(name: string, width: number, height: number): IGatsbyImageData {
  const image = imageFixture(name, width, height);
  return {
    ...image,
    images: {
      ...image.images,
      sources: [
        { type: "image/avif", srcSet: `/static/${name}.avif ${width}w`, sizes: `${width}px` },
        { type: "image/webp", srcSet: `/static/${name}.webp ${width}w`, sizes: `${width}px` },
      ],
    },
  };
}

describe("artDirect", () => {
  const flat = withSources("flat", 1200, 600);
  const phone = withSources("phone", 400, 700);
  const tablet = withSources("tablet", 800, 700);
  const art = artDirect(flat, [
    { media: "(max-width: 599px)", image: phone },
    { media: "(max-width: 1023px)", image: tablet },
  ]);

  it("lists each variant's sources under its media condition, first match first, then the default's", () => {
    expect((art.images.sources ?? []).map((source) => [source.media ?? "", source.type ?? "", source.srcSet])).toEqual([
      ["(max-width: 599px)", "image/avif", "/static/phone.avif 400w"],
      ["(max-width: 599px)", "image/webp", "/static/phone.webp 400w"],
      ["(max-width: 599px)", "", "/static/phone.jpg 400w"],
      ["(max-width: 1023px)", "image/avif", "/static/tablet.avif 800w"],
      ["(max-width: 1023px)", "image/webp", "/static/tablet.webp 800w"],
      ["(max-width: 1023px)", "", "/static/tablet.jpg 800w"],
      ["", "image/avif", "/static/flat.avif 1200w"],
      ["", "image/webp", "/static/flat.webp 1200w"],
    ]);
  });

  it("keeps the default image's JPEG fallback and size, and leaves its inputs untouched", () => {
    expect(art.images.fallback?.src).toBe("/static/flat.jpg");
    expect([art.width, art.height]).toEqual([1200, 600]);
    expect(flat.images.sources).toHaveLength(2);
    expect(phone.images.sources?.every((source) => source.media === undefined)).toBe(true);
  });
});
