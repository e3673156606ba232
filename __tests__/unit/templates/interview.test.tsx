/** An interview's page and its <head>, as its container renders the query (Seo's tags are every page's). */
import type { PageProps } from "gatsby";
import { screen, within } from "@testing-library/react";
import { renderToStaticMarkup } from "react-dom/server";
import InterviewPage, { Head } from "../../../src/templates/interview";
import { imageFixture } from "../../fixtures/image";
import { mockMatchMedia, renderInPage } from "../../fixtures/render";
import { siteSettingsFixture as settings } from "../../fixtures/site-settings";

jest.mock("../../../src/hooks/use-site-settings", () => ({
  useSiteSettings: () => jest.requireActual("../../fixtures/site-settings").siteSettingsFixture,
}));

beforeEach(() => mockMatchMedia(() => false));

type Data = Queries.InterviewPageQuery;
const data: Data = {
  mdx: {
    html: "<p>First <strong>words</strong>.</p>",
    frontmatter: {
      host: "Grace",
      title: "Talking with Grace",
      description: "On kettles.",
      isoDate: "2025-08-02",
      displayDate: "August 2, 2025",
    },
    fields: { path: "/interview-with-grace/" },
  },
  book: { covers: { alt: "A cover", portrait: { childImageSharp: { share: imageFixture("share", 1200, 630) } } } },
};
const props = { data, pageContext: {} } as unknown as PageProps<Data>;

it("shows the interview's title, description, date and text", () => {
  renderInPage(<InterviewPage {...props} />);
  const article = screen.getByRole("article", { name: "Talking with Grace" });
  expect(within(article).getByRole("heading", { level: 1 })).toHaveTextContent("Talking with Grace");
  expect(within(article).getByText(settings.labels.interviewEyebrow)).toBeVisible();
  expect(within(article).getByText("On kettles.")).toBeVisible();
  expect(article.querySelector('time[datetime="2025-08-02"]')).toHaveTextContent("August 2, 2025");
  expect(article.querySelector("strong")?.parentElement).toHaveTextContent("First words.");
});

it("says in <head> its title, description, address and language, and shares them with its picture", () => {
  const html = renderToStaticMarkup(<Head {...(props as unknown as Parameters<typeof Head>[0])} />);
  // The parser moves the <html> tag's attributes onto the document's root.
  const doc = new DOMParser().parseFromString(`<head>${html}</head>`, "text/html");
  const content = (selector: string) => doc.querySelector(selector)?.getAttribute("content");
  const title = `Talking with Grace | ${settings.name}`;
  const url = `${settings.siteUrl}/interview-with-grace/`;
  expect(doc.title).toBe(title);
  expect({
    lang: doc.documentElement.getAttribute("lang"),
    canonical: doc.querySelector('link[rel="canonical"]')?.getAttribute("href"),
    description: content('meta[name="description"]'),
    url: content('meta[property="og:url"]'),
    title: content('meta[property="og:title"]'),
    shared: content('meta[property="og:description"]'),
  }).toEqual({
    lang: settings.lang,
    canonical: url,
    description: "On kettles.",
    url,
    title,
    shared: "On kettles.",
  });
  const graph = JSON.parse(doc.querySelector('script[type="application/ld+json"]')?.textContent ?? "{}")["@graph"];
  expect(graph).toMatchObject([
    {
      "@type": "Article",
      headline: "Talking with Grace",
      datePublished: "2025-08-02",
      url,
      image: `${settings.siteUrl}/static/share.jpg`,
    },
  ]);
});
