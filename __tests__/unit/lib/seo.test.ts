import { toHomeSeo } from "../../../src/lib/seo/home";
import { articleLd } from "../../../src/lib/seo/interview";
import { homePageQueryFixture as data } from "../../fixtures/home-page-query";
import { siteSettingsFixture as settings } from "../../fixtures/site-settings";

describe("toHomeSeo", () => {
  const seo = toHomeSeo(data, settings, "/home/");
  const node = (type: string, of = seo) =>
    (JSON.parse(of.jsonLd ?? "{}")["@graph"] as Array<Record<string, unknown>>).find((n) => n["@type"] === type) ?? {};

  it("describes the author as a Person from the same settings that render the page", () => {
    expect(node("Person")).toMatchObject({
      name: settings.name,
      url: "https://author.example.com/home/",
      image: "https://author.example.com/static/portrait-person.jpg",
      sameAs: settings.socials.map((s) => s.href),
    });
  });

  it("describes the book with its format and a pre-order offer at the link hub", () => {
    expect(node("Book")).toMatchObject({
      name: "The First Book",
      author: { "@id": "https://author.example.com/#author" },
      description: "Synopsis.",
      image: "https://author.example.com/static/cover.jpg",
      bookFormat: "https://schema.org/Paperback",
      offers: { "@type": "Offer", availability: "https://schema.org/PreOrder", url: settings.linkHubUrl },
    });
  });

  it("adds the WebSite and the ProfilePage", () => {
    expect(node("WebSite")).toMatchObject({ name: settings.name, url: "https://author.example.com/home/" });
    expect(node("ProfilePage")).toMatchObject({ mainEntity: { "@id": "https://author.example.com/#author" } });
  });

  it("names no profiles, stories or synopsis it does not have", () => {
    const book = data.book as NonNullable<typeof data.book>;
    const bare = toHomeSeo(
      { ...data, book: { ...book, stories: [], synopsis: [] } },
      { ...settings, socials: [] },
      "/home/",
    );
    expect(node("Person", bare)).not.toHaveProperty("sameAs");
    expect(node("Book", bare)).not.toHaveProperty("hasPart");
    expect(node("Book", bare).description).toBe(settings.description);
  });

  it("cannot be broken out of its script element by content", () => {
    const sneaky = { ...settings, name: "</script><script>alert(1)</script>" };
    expect(toHomeSeo(data, sneaky, "/home/").jsonLd).not.toContain("</script>");
  });
});

describe("articleLd", () => {
  it("names its author and site on the page itself, not only by a reference to /home", () => {
    const article = articleLd(settings, {
      headline: "A talk",
      description: "About things.",
      datePublished: "2025-08-02",
      path: "/interview-with-grace/",
      imageUrl: "https://author.example.com/static/share.jpg",
    });
    const author = { "@type": "Person", "@id": "https://author.example.com/#author", name: settings.name };
    expect(article).toMatchObject({
      "@type": "Article",
      url: "https://author.example.com/interview-with-grace/",
      author,
      publisher: author,
      isPartOf: { "@type": "WebSite", name: settings.name, url: "https://author.example.com/home/" },
    });
  });
});
