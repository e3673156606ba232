import sharp from "sharp";
import { fetchLimited, type Limits } from "./fetch-limited";

/** A post's picture: downloaded, proved a picture by decoding it, and made the grid's size as a JPEG. */

/** Formats a post's picture may come in (raster only: an SVG is a document, not a picture). */
const PICTURE_FORMATS = new Set(["jpeg", "png", "webp", "gif", "avif", "heif", "tiff"]);

/** The grid's pictures are 16:10; a larger one is made this size, a smaller one is not enlarged. */
const GRID_SIZE = { width: 1200, height: 750 };

export class PictureError extends Error {}

export async function gridPicture(url: string, limits: Omit<Limits, "sameHostOnly">): Promise<Buffer> {
  const { body } = await fetchLimited(url, { ...limits, sameHostOnly: false }).catch((error: Error) => {
    throw new PictureError(`its picture ${url}: ${error.message}`);
  });
  try {
    const image = sharp(body, { failOn: "error" });
    const { format } = await image.metadata();
    if (!format || !PICTURE_FORMATS.has(format)) throw new Error(`a ${format ?? "unknown"} file`);
    return await image
      .rotate()
      .resize({ ...GRID_SIZE, fit: "cover", withoutEnlargement: true })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer();
  } catch (error) {
    throw new PictureError(`its picture ${url} is not an image (${(error as Error).message})`);
  }
}
