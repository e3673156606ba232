/** Decimal units, as operating systems and browsers show a download's weight (1 MB = 1,000,000 bytes). */
const KB = 1000;
const MB = KB * 1000;

/** A file's weight as a reader sees it: 141124 → "141 KB", 999600 → "1.0 MB", 812 → "812 B". */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) throw new Error(`Not a file size: ${bytes}`);
  if (bytes < KB) return `${Math.round(bytes)} B`;
  const kilobytes = Math.round(bytes / KB);
  if (kilobytes < 1000) return `${kilobytes} KB`;
  return `${(bytes / MB).toFixed(1)} MB`;
}
