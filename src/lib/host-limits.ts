/** The largest file Cloudflare Pages serves (https://developers.cloudflare.com/pages/platform/limits/#file-size). */
export const CLOUDFLARE_MAX_FILE_BYTES = 25 * 1024 * 1024;
