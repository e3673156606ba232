import { readFileSync } from "node:fs";

/** What gatsby-config needs from site.json before GraphQL exists; the one place siteUrl is normalised. */
export function readSiteSettings(settingsFile: string) {
  const settings = JSON.parse(readFileSync(settingsFile, "utf8")) as Record<string, unknown>;
  const text = (field: string): string => {
    const value = settings[field];
    if (typeof value !== "string" || value.trim() === "") {
      throw new Error(`${settingsFile}, ${field}: must be a non-empty text`);
    }
    return value;
  };
  const siteUrl = text("siteUrl");
  if (!/^https:\/\/[^/\s]+\.[^/\s]+/.test(siteUrl)) {
    throw new Error(`${settingsFile}, siteUrl: must be an https URL such as "https://example.com", got "${siteUrl}"`);
  }
  return {
    siteUrl: siteUrl.replace(/\/+$/, ""),
    name: text("name"),
    description: text("description"),
    lang: text("lang"),
    // The logo's path as written (relative to site.json), for the icons; the checker vouches for it.
    ...(typeof settings.logo === "string" && settings.logo.trim() !== "" ? { logo: settings.logo } : {}),
  };
}
