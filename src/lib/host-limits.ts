/**
 * The largest file Cloudflare Pages serves: 25 MiB (the content check holds downloads under it).
 * @see https://developers.cloudflare.com/pages/platform/limits/#file-size
 */
export const CLOUDFLARE_MAX_FILE_BYTES = 25 * 1024 * 1024;

/**
 * The most files one Cloudflare Pages deployment may hold (on the free plan).
 * @see https://developers.cloudflare.com/pages/platform/limits/#files
 */
export const CLOUDFLARE_MAX_FILES = 20_000;
