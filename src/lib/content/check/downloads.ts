import { statSync } from "node:fs";
import sharp from "sharp";
import { shownPath } from "../content-dir";
import { formatFileSize } from "../../format-file-size";
import { CLOUDFLARE_MAX_FILE_BYTES } from "../../host-limits";
import type { Problem } from "../rule";
import type { CheckedFile } from "./field-problems";

/** The long side, in px, of a picture the press kit offers for download at full size. */
const DOWNLOAD_MIN_LONG_SIDE = 2400;

/** Pictures offered for download (`download` fields) must be large enough for print, and not too heavy. */
export async function downloadProblems(contentDir: string, files: readonly CheckedFile[]): Promise<Problem[]> {
  const problems: Problem[] = [];
  for (const { absolute, segments, read } of files.flatMap((read) => read.downloads.map((at) => ({ ...at, read })))) {
    const shown = shownPath(contentDir, absolute);
    const bytes = statSync(absolute).size;
    if (bytes > CLOUDFLARE_MAX_FILE_BYTES) {
      problems.push(
        read.problem(
          segments,
          `${shown} weighs ${formatFileSize(bytes)}: the host serves files of at most ${formatFileSize(CLOUDFLARE_MAX_FILE_BYTES)}, so save it smaller (a JPEG at quality 85 is plenty)`,
        ),
      );
    }
    let size: { width?: number; height?: number };
    try {
      size = await sharp(absolute).metadata();
    } catch {
      problems.push(read.problem(segments, `${shown} cannot be read as a picture`));
      continue;
    }
    const { width = 0, height = 0 } = size;
    if (Math.max(width, height) < DOWNLOAD_MIN_LONG_SIDE) {
      problems.push(
        read.problem(
          segments,
          `${shown} is ${width} × ${height} px: the press page offers it for download at full size, so it must be at least ${DOWNLOAD_MIN_LONG_SIDE} px on its long side`,
        ),
      );
    }
  }
  return problems;
}
