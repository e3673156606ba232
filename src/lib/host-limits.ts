/**
 * Cloudflare Pages' limits on a deployment's files, which the content must stay within: the content
 * check holds the press kit's downloads under the file size (src/lib/content/validate.ts). The
 * limits on the host files the build writes are in plugins/site-host/host-file-limits.ts.
 */

/**
 * The largest file Cloudflare Pages serves: 25 MiB. The content check holds the pictures offered
 * at full size (the press kit's downloads) under it.
 * @see https://developers.cloudflare.com/pages/platform/limits/#file-size
 */
export const CLOUDFLARE_MAX_FILE_BYTES = 25 * 1024 * 1024;

/**
 * The most files one Cloudflare Pages deployment may hold (on the free plan).
 * @see https://developers.cloudflare.com/pages/platform/limits/#files
 */
export const CLOUDFLARE_MAX_FILES = 20_000;
