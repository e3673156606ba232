import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { readSiteSettings } from "../../../plugins/site-content/read-site-settings";

const settingsWith = (siteUrl: string, more: { logo?: string } = {}) => {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), "site-")), "site.json");
  writeFileSync(file, JSON.stringify({ siteUrl, name: "Ada", description: "An author.", lang: "en-GB", ...more }));
  return file;
};

describe("readSiteSettings", () => {
  it.each([
    ["https://example.com", "https://example.com"],
    ["https://example.com/", "https://example.com"],
    ["https://example.com//", "https://example.com"],
    ["https://example.com/author/", "https://example.com/author"],
  ])("gives %s as the origin %s, with no trailing slash", (siteUrl, origin) => {
    expect(readSiteSettings(settingsWith(siteUrl)).siteUrl).toBe(origin);
  });

  it("refuses a site URL that is not https", () => {
    expect(() => readSiteSettings(settingsWith("http://example.com"))).toThrow(/siteUrl: must be an https URL/);
  });

  it("passes the logo's path on as written, for the web manifest's icons", () => {
    expect(readSiteSettings(settingsWith("https://example.com", { logo: "../images/logo.png" })).logo).toBe(
      "../images/logo.png",
    );
    expect(readSiteSettings(settingsWith("https://example.com")).logo).toBeUndefined();
  });
});
