import { footerLinks } from "../../../src/lib/footer-links";
import { PRESS_PATH } from "../../../src/lib/site-path";
import { siteSettingsFixture } from "../../fixtures/site-settings";

describe("footerLinks", () => {
  it("links the pages listing a collection that exist, in their order, then the press kit", () => {
    const listings = [
      { title: "All books", link: "/books/" },
      { title: "All events", link: "/events/" },
    ];
    expect(footerLinks({ ...siteSettingsFixture, listings })).toEqual([
      ...listings,
      { title: siteSettingsFixture.pressKit.footerLink, link: PRESS_PATH },
    ]);
  });
});
