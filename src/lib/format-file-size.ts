/** Decimal units, as operating systems and browsers show a download's weight (1 MB = 1,000,000 bytes). */
const KB = 1000;
const MB = KB * 1000;

/**
 * A file's weight as a reader sees it: 141124 → "141 KB", 3216011 → "3.2 MB", 812 → "812 B".
 * Kilobytes are whole, megabytes have one decimal; a weight that rounds up to the next unit is
 * written in it (999,600 bytes is "1.0 MB", never "1000 KB").
 */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) throw new Error(`Not a file size: ${bytes}`);
  if (bytes < KB) return `${Math.round(bytes)} B`;
  const kilobytes = Math.round(bytes / KB);
  if (kilobytes < 1000) return `${kilobytes} KB`;
  return `${(bytes / MB).toFixed(1)} MB`;
}
