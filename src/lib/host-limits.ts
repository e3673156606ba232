/**
 * The largest file Cloudflare Pages serves: 25 MiB (the content check holds downloads under it).
 * @see https://developers.cloudflare.com/pages/platform/limits/#file-size
 */
export const CLOUDFLARE_MAX_FILE_BYTES = 25 * 1024 * 1024;
