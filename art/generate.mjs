/**
 * Draws every image in content/images (logo, portrait, book covers, hero backgrounds, carousel and
 * article illustrations): each composition is an SVG document built in code (art/illustrations/,
 * one module per illustration; shared parts in art/lib/), rasterised with sharp (librsvg, with
 * fontconfig for the text). How to rerun it: art/README.md.
 */
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { C } from "./lib/palette.mjs";
import { OUTPUTS, SCALES } from "./outputs.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const OUT = path.join(ROOT, "content/images");

/** librsvg's density for an SVG drawn at its own size (1 user unit = 1 px). */
const SVG_DENSITY = 72;

async function write(rel, scene, { format = "jpeg", scale = 1 } = {}) {
  const file = path.join(OUT, rel);
  await mkdir(path.dirname(file), { recursive: true });
  const img = sharp(Buffer.from(scene.toString()), { density: SVG_DENSITY * scale });
  const out =
    format === "png"
      ? img.png({ compressionLevel: 9, palette: false })
      : img.flatten({ background: C.ink }).jpeg({ quality: 85, mozjpeg: true });
  const info = await out.toFile(file);
  console.log(`${rel.padEnd(44)} ${info.width}x${info.height} ${(info.size / 1024).toFixed(0)} KB`);
}

const filters = process.argv.slice(2);

for (const [rel, build] of Object.entries(OUTPUTS)) {
  if (filters.length && !filters.some((f) => rel.includes(f))) continue;
  await write(rel, await build(), { format: rel.endsWith(".png") ? "png" : "jpeg", scale: SCALES[rel] ?? 1 });
}
