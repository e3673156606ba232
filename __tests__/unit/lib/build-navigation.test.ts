import { buildNavigation } from "../../../src/lib/build-navigation";
import { siteSettingsFixture } from "../../fixtures/site-settings";

describe("buildNavigation", () => {
  it("keeps the content's entries in order and appends the interview with its host", () => {
    const items = buildNavigation(siteSettingsFixture);
    expect(items.map((item) => item.title)).toEqual(["Home", "About", "Books", "Articles", "Interview with Grace"]);
    expect(items.at(-1)).toEqual({ title: "Interview with Grace", link: "/interview-with-grace/", listsBooks: false });
  });
});
