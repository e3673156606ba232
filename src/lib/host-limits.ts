/** The largest file Cloudflare Pages serves (https://developers.cloudflare.com/pages/platform/limits/#file-size). */
export const CLOUDFLARE_MAX_FILE_BYTES = 25 * 1024 * 1024;

/** The most files one Cloudflare Pages deployment may hold (https://developers.cloudflare.com/pages/platform/limits/#files). */
export const CLOUDFLARE_MAX_FILES = 20_000;
