import { toHomePageProps } from "../../../src/lib/home-page-props";
import { homePageQueryFixture as data } from "../../fixtures/home-page-query";
import { siteSettingsFixture as settings } from "../../fixtures/site-settings";

describe("toHomePageProps", () => {
  const props = toHomePageProps(data, settings);

  // The hero's name, tagline and buttons, filled and linked, as the page shows them: home.test.tsx ("HomePage hero").
  it("fills the name into the about copy, and describes the hero's picture", () => {
    expect(props.hero.artAlt).toBe("Cover");
    expect(props.about.heading).toBe("About Test Author");
    expect(props.about.paragraphs).toEqual(data.homeSettings?.about.paragraphs);
  });

  it("art-directs the hero: phone and tablet crops below their breakpoints, the flat one above", () => {
    const art = props.hero.art;
    expect(art.images.fallback?.src).toBe("/static/flat.jpg");
    const media = (art.images.sources ?? []).map((source) => source.media);
    expect(media).toEqual(expect.arrayContaining(["(max-width: 599px)", "(max-width: 1023px)"]));
  });

  it("points both pre-order buttons and the hero to the link hub", () => {
    expect(props.books.preorderHref).toBe(settings.linkHubUrl);
    expect(props.books.slides.map((slide) => slide.alt)).toEqual(["Front", "Back"]);
    expect(props.books.comingSoonTitle).toBe("The Second Book");
  });

  it("links the Books section to the featured book's page, and to /books/ from two books on", () => {
    expect(props.books.bookHref).toBe("/books/the-first-book/");
    expect(props.books.allBooks).toEqual({ href: "/books/", label: settings.booksPage.allBooks });
    const alone = toHomePageProps(data, { ...settings, books: { ...settings.books, total: 1 } });
    expect(alone.books.allBooks).toBeNull();
  });

  it("keeps the countdown hidden while its content flag is off, and builds it when on", () => {
    expect(props.countdown).toBeNull();
    const home = data.homeSettings;
    if (!home) throw new Error("fixture");
    const shown = toHomePageProps(
      { ...data, homeSettings: { ...home, countdown: { ...home.countdown, visible: true } } },
      settings,
    );
    expect(shown.countdown?.target).toBe(new Date(2025, 10, 22).getTime());
  });

  it("passes articles through with their display date and the embed host to both newsletter parts", () => {
    expect(props.articles?.articles[0]).toMatchObject({ displayDate: "July 11, 2025", isoDate: "2025-07-11" });
    expect(props.newsletter.host).toBe(settings.newsletterHost);
    expect(props.newsletterDialog.host).toBe(settings.newsletterHost);
  });

  describe("articles", () => {
    const home = data.homeSettings;
    if (!home) throw new Error("fixture");
    const [article] = data.allArticle.nodes;
    const articles = Array.from({ length: 3 }, (_, i) => ({ ...article, id: `a${i}`, title: `Article ${i}` }));
    const withArticles = (hasNextPage: boolean, archiveUrl = home.articles.archiveUrl) =>
      toHomePageProps(
        {
          ...data,
          homeSettings: { ...home, articles: { ...home.articles, archiveUrl } },
          allArticle: { pageInfo: { hasNextPage }, nodes: articles },
        },
        settings,
      ).articles;

    // With none, the section is left out: home.test.tsx ("leaves the articles section out when there are none").
    it("shows every article the query returns, in its order, and links the archive only for those left out", () => {
      const shown = withArticles(false);
      expect(shown?.articles.map((a) => a.title)).toEqual(["Article 0", "Article 1", "Article 2"]);
      expect(shown?.archive).toBeNull();
      expect(withArticles(true)?.archive).toEqual({ href: home.articles.archiveUrl, label: home.articles.archiveLink });
      // Older articles left out, but no address to link.
      const unlinked = withArticles(true, "");
      expect(unlinked?.articles).toHaveLength(articles.length);
      expect(unlinked?.archive).toBeNull();
    });
  });

  it("reports a missing image by its field", () => {
    const broken = {
      ...data,
      allCarouselSlide: { nodes: [{ id: "s1", alt: "Front", src: { childImageSharp: null } }] },
    };
    expect(() => toHomePageProps(broken, settings)).toThrow(/carousel\[0\]\.src/);
  });
});
