import { readFileSync } from "node:fs";

/** Reads the site's canonical origin from the settings file, without a trailing slash. */
export function readSiteUrl(settingsFile: string): string {
  const settings = JSON.parse(readFileSync(settingsFile, "utf8")) as { siteUrl?: unknown };
  if (typeof settings.siteUrl !== "string" || !/^https:\/\/[^/\s]+/.test(settings.siteUrl)) {
    throw new Error(`${settingsFile}, siteUrl: must be an https URL such as "https://example.com"`);
  }
  return settings.siteUrl.replace(/\/+$/, "");
}
