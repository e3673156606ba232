/** A book page's head: the cover to share, and schema.org's Book with one edition per format. */
import { bookPageLd, toBookSeo, type BookPageInput } from "../../../src/lib/seo/book";
import { bookPageQueryFixture as data } from "../../fixtures/book-page-query";
import { siteSettingsFixture as settings } from "../../fixtures/site-settings";

const queried = data.book;
if (!queried) throw new Error("fixture");

const input: BookPageInput = {
  path: "/books/the-second-kettle/",
  title: "The Second Kettle",
  subtitle: "A novel",
  description: "The kettle returns.",
  status: "published",
  releaseDate: "2030-10-01",
  imageUrl: "https://author.example.com/static/cover.jpg",
  formats: queried.formats,
  buyLinks: queried.buyLinks,
  universalLink: "https://books2read.example.com/kettle",
  series: "Kettles",
  seriesNumber: 2,
};

const offer = (url: string, availability: string, store?: string) => ({
  "@type": "Offer",
  availability: `https://schema.org/${availability}`,
  url,
  ...(store ? { seller: { "@type": "Organization", name: store } } : {}),
});

describe("bookPageLd", () => {
  it("names the book by its own @id, on its own page, by the author", () => {
    expect(bookPageLd(settings, input)).toMatchObject({
      "@type": "Book",
      "@id": "https://author.example.com/books/the-second-kettle/#book",
      name: "The Second Kettle",
      alternativeHeadline: "A novel",
      url: "https://author.example.com/books/the-second-kettle/",
      author: { "@type": "Person", "@id": "https://author.example.com/#author", name: settings.name },
      description: "The kettle returns.",
      image: input.imageUrl,
      inLanguage: settings.lang,
      datePublished: "2030-10-01",
      isPartOf: { "@type": "BookSeries", name: "Kettles" },
      position: 2,
    });
  });

  it("has one workExample per format: its format, its ISBN in digits, offers InStock at its stores", () => {
    const { workExample } = bookPageLd(settings, input) as { workExample: Record<string, unknown>[] };
    expect(workExample).toEqual([
      {
        "@type": "Book",
        name: "The Second Kettle",
        bookFormat: "https://schema.org/Paperback",
        isbn: "9780000000015",
        inLanguage: settings.lang,
        datePublished: "2030-10-01",
        offers: [
          offer("https://a.example.com/p", "InStock", "Shop A"),
          offer("https://b.example.com/p", "InStock", "Shop B"),
        ],
      },
      {
        "@type": "Book",
        name: "The Second Kettle",
        bookFormat: "https://schema.org/EBook",
        inLanguage: settings.lang,
        datePublished: "2030-10-01",
        offers: [offer("https://a.example.com/e", "InStock", "Shop A")],
      },
      {
        // No store sells it: the universal link finds it.
        "@type": "Book",
        name: "The Second Kettle",
        bookFormat: "https://schema.org/AudiobookFormat",
        inLanguage: settings.lang,
        datePublished: "2030-10-01",
        offers: [offer("https://books2read.example.com/kettle", "InStock")],
      },
    ]);
  });

  it("offers a pre-order book as PreOrder", () => {
    const ld = bookPageLd(settings, { ...input, status: "pre-order" }) as { workExample: { offers: unknown[] }[] };
    for (const edition of ld.workExample)
      for (const each of edition.offers) expect(each).toMatchObject({ availability: "https://schema.org/PreOrder" });
  });

  it("gives a coming-soon book no offers, no publication date, and no image without a cover", () => {
    const ld = bookPageLd(settings, {
      ...input,
      status: "coming soon",
      buyLinks: [],
      imageUrl: null,
      subtitle: "",
      series: "",
      seriesNumber: 0,
      formats: [{ format: "Hardcover", label: "Hardcover", isbn: "" }],
    });
    for (const field of ["image", "datePublished", "alternativeHeadline", "isPartOf"])
      expect(ld).not.toHaveProperty(field);
    expect(ld.workExample).toEqual([
      { "@type": "Book", name: "The Second Kettle", bookFormat: "https://schema.org/Hardcover", inLanguage: "en" },
    ]);
  });
});

describe("toBookSeo", () => {
  const seo = toBookSeo(data, settings);

  it("titles and describes the page by the book", () => {
    expect(seo).toMatchObject({
      title: "The Second Kettle",
      description: "The kettle returns.",
      path: "/books/the-second-kettle/",
    });
  });

  it("holds the book's JSON-LD, its image the cover at full size", () => {
    const graph = JSON.parse(seo.jsonLd ?? "{}")["@graph"] as Record<string, unknown>[];
    expect(graph).toHaveLength(1);
    expect(graph[0]).toMatchObject({
      "@id": "https://author.example.com/books/the-second-kettle/#book",
      image: "https://author.example.com/static/kettle-cover.jpg",
    });
  });

  it("has no image in its JSON-LD for a book without a cover", () => {
    const bare = toBookSeo({ ...data, book: { ...queried, covers: { alt: "", portrait: null } } }, settings);
    expect(JSON.parse(bare.jsonLd ?? "{}")["@graph"][0]).not.toHaveProperty("image");
  });
});
