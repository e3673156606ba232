/**
 * `{placeholders}`: the names the schema lets each text hold are those the code fills it with, all of them. (That a
 * text holds no other is fields.test.ts's.)
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { createElement } from "react";
import { Footer } from "../../../src/components/layout/footer";
import { Header } from "../../../src/components/layout/header";
import { Carousel } from "../../../src/components/sections/carousel/carousel";
import { buildNavigation } from "../../../src/lib/build-navigation";
import { fillTemplate } from "../../../src/lib/fill-template";
import { toHomePageProps } from "../../../src/lib/home-page-props";
import { toInterviewsPageProps } from "../../../src/lib/interviews-page-props";
import { toPressPageProps } from "../../../src/lib/press-page-props";
import { fromBookPageQuery } from "../../../src/lib/book-page-props";
import { toEventPageProps } from "../../../src/lib/event-page-props";
import { pictureAlt } from "../../../scripts/import-articles/import";
import { carouselLabels, slides } from "../../fixtures/books";
import { bookPageCopyFixture, bookPageQueryFixture } from "../../fixtures/book-page-query";
import { eventPageCopyFixture, onlineTalk } from "../../fixtures/event-page-query";
import { textFields } from "../../fixtures/content-fields";
import { homePageQueryFixture } from "../../fixtures/home-page-query";
import { pressPageQueryFixture } from "../../fixtures/press-page-query";
import { renderInPage } from "../../fixtures/render";
import { interviewsFixture, siteSettingsFixture } from "../../fixtures/site-settings";

// The real fillTemplate, recorded: which text each caller fills, with which names and values.
jest.mock("../../../src/lib/fill-template", () => {
  const actual = jest.requireActual("../../../src/lib/fill-template");
  return { ...actual, fillTemplate: jest.fn(actual.fillTemplate) };
});
const fillCalls = jest.mocked(fillTemplate);

const root = path.join(__dirname, "..", "..", "..");

/** The templated fields as the content schema declares them. */
const inSchema = textFields().filter(({ json }) => json.placeholders);

/** A text for `field` that uses every placeholder the schema lets it hold, and says which field it is. */
function marker(file: string, field: string): string {
  const names = inSchema.find((entry) => entry.key === `${file} ${field}`)?.json.placeholders;
  if (!names) throw new Error(`${file} ${field} takes no placeholders in the schema`);
  return `${field}: ${names.map((name) => `{${name}}`).join(" ")}`;
}
/** The markers of `fields` of `file`, each under its own last name ("labels.copyright": copyright). */
const markers = (file: string, fields: string[]) =>
  Object.fromEntries(fields.map((field) => [field.split(".").at(-1), marker(file, field)]));
const site = (field: string) => marker("settings/site.json", field);
const home = (field: string) => marker("settings/home.json", field);

const labels = {
  ...siteSettingsFixture.labels,
  ...markers("settings/site.json", [
    "labels.interviewNav",
    "labels.socialLink",
    "labels.contactLink",
    "labels.copyright",
    "labels.homeLink",
  ]),
};

/** The site's settings with those labels, for the header and the footer. */
const settings = { ...siteSettingsFixture, labels, interviews: interviewsFixture(0) };

const BOOK_PAGE_FIELDS = [
  "bookPage.publishedLine",
  "bookPage.preorderLine",
  "bookPage.comingSoonLine",
  "bookPage.seriesLine",
  "bookPage.seriesHeading",
  "bookPage.isbnLine",
];
const EVENT_PAGE_FIELDS = ["eventPage.rescheduledLine", "eventPage.yourTime", "eventPage.organisedBy"];

/** Each piece of code that calls fillTemplate, run on texts that use all their placeholders, and the fields it fills. */
const callers: { name: string; source: string; fields: string[]; run: () => void }[] = [
  {
    name: "the footer",
    source: "src/components/layout/footer.tsx",
    fields: ["labels.homeLink", "labels.contactLink", "labels.copyright", "labels.socialLink"],
    run: () => void renderInPage(createElement(Footer, { settings })),
  },
  {
    name: "the header's brand",
    source: "src/components/layout/brand.tsx",
    fields: ["labels.homeLink", "labels.socialLink"],
    run: () => void renderInPage(createElement(Header, { settings, autoHide: false })),
  },
  {
    name: "the carousel",
    source: "src/components/sections/carousel/carousel.tsx",
    fields: ["books.slideLabel", "books.showSlideLabel"],
    run: () =>
      void renderInPage(
        createElement(Carousel, {
          slides,
          labels: { ...carouselLabels, ...markers("settings/home.json", ["books.slideLabel", "books.showSlideLabel"]) },
        }),
      ),
  },
  {
    name: "the header's navigation",
    source: "src/lib/build-navigation.ts",
    fields: ["labels.interviewNav"],
    run: () => void buildNavigation({ ...siteSettingsFixture, labels, interviews: interviewsFixture(2) }),
  },
  {
    name: "the /interviews/ page",
    source: "src/lib/interviews-page-props.ts",
    fields: ["interviewsPage.hostLine"],
    run: () =>
      void toInterviewsPageProps({
        siteSettings: {
          interviewsPage: {
            title: "Tab",
            heading: "Interviews",
            intro: "All",
            hostLine: site("interviewsPage.hostLine"),
          },
        },
        allMdx: {
          nodes: [
            {
              frontmatter: { host: "Grace", title: "T", description: "D", isoDate: "2025-01-01", displayDate: "D" },
              fields: { path: "/interview-with-grace/" },
            },
          ],
        },
      }),
  },
  {
    name: "a book's page (and the list of books, which fills its date lines with it)",
    source: "src/lib/book-page-props.ts",
    fields: BOOK_PAGE_FIELDS,
    run: () => {
      const book = bookPageQueryFixture.book!;
      const bookPage = { ...bookPageCopyFixture, ...markers("settings/site.json", BOOK_PAGE_FIELDS) };
      for (const status of ["published", "pre-order", "coming soon"])
        void fromBookPageQuery({ ...bookPageQueryFixture, siteSettings: { bookPage }, book: { ...book, status } }, "");
    },
  },
  {
    name: "an event's page (online and rescheduled, with an organiser: every templated line)",
    source: "src/lib/event-page-props.ts",
    fields: EVENT_PAGE_FIELDS,
    run: () =>
      void toEventPageProps(
        { ...onlineTalk, previousStartsAt: "2035-05-10T18:30:00+01:00" },
        { ...eventPageCopyFixture, ...markers("settings/site.json", EVENT_PAGE_FIELDS) },
        null,
        { lang: "en", builtAt: "2030-01-01T00:00:00Z", newTabLabel: "", siteUrl: "https://ada.example.org" },
      ),
  },
  {
    name: "the home page",
    source: "src/lib/home-page-props.ts",
    fields: ["hero.aboutButton", "hero.preorderButton", "about.heading"],
    run: () => {
      const own = homePageQueryFixture.homeSettings!;
      void toHomePageProps(
        {
          ...homePageQueryFixture,
          homeSettings: {
            ...own,
            hero: { ...own.hero, ...markers("settings/home.json", ["hero.aboutButton", "hero.preorderButton"]) },
            about: { ...own.about, heading: home("about.heading") },
          },
        },
        siteSettingsFixture,
      );
    },
  },
  {
    name: "the newsletter import (a picture the feed does not describe)",
    source: "scripts/import-articles/import.ts",
    fields: ["articles.import.imageAlt"],
    run: () => void pictureAlt(home("articles.import.imageAlt"), "A post", ""),
  },
  {
    name: "the press kit",
    source: "src/lib/press-page-props.ts",
    fields: ["downloadDetails"],
    run: () =>
      void toPressPageProps({
        ...pressPageQueryFixture,
        pressKit: {
          ...pressPageQueryFixture.pressKit!,
          downloadDetails: marker("settings/press.json", "downloadDetails"),
        },
      }),
  },
];

/** Every file under src/ and scripts/ that calls fillTemplate, but the function's own. */
const filesCallingFillTemplate = () =>
  ["src", "scripts"]
    .flatMap((dir) =>
      readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" }).map((file) => path.join(dir, file)),
    )
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith("/fill-template.ts"))
    .filter((file) => readFileSync(path.join(root, file), "utf8").includes("fillTemplate("));

describe("the code fills exactly the placeholders the schema allows", () => {
  // Each caller's text is a field of the schema, filled with that field's own names (below): so no name lists of the
  // code's (src/lib/placeholders.ts) can stray from the schema's.
  it("runs every piece of code that calls fillTemplate, which between them fill every templated field", () => {
    // social-links.tsx fills labels.socialLink for the header and the footer, which are run.
    expect(filesCallingFillTemplate().sort()).toEqual(
      [...callers.map((caller) => caller.source), "src/components/layout/social-links.tsx"].sort(),
    );
    const filled = new Set(callers.flatMap((caller) => caller.fields));
    expect([...filled].sort()).toEqual(inSchema.map((entry) => entry.at).sort());
  });

  it.each(callers.map((caller) => [caller.name, caller]))(
    "%s passes each text's own names, all of them, and fills every placeholder",
    (_name, caller) => {
      fillCalls.mockClear();
      caller.run();
      const filled = new Set<string>();
      for (const [text, names, values] of fillCalls.mock.calls) {
        const entry = inSchema.find((candidate) => text === marker(candidate.file, candidate.at));
        if (!entry) throw new Error(`fillTemplate was called on "${text}", which is no templated field's text`);
        filled.add(entry.at);
        const own = [...(entry.json.placeholders ?? [])].sort();
        expect([entry.at, [...names].sort(), Object.keys(values).sort()]).toEqual([entry.at, own, own]);
      }
      for (const result of fillCalls.mock.results)
        expect(result).toEqual({ type: "return", value: expect.not.stringMatching(/[{}]/) });
      expect([...filled].sort()).toEqual([...caller.fields].sort());
    },
  );
});
