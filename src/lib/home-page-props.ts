import { below } from "../theme/media";
import type { SiteSettings } from "../types/content";
import type { HomeSections } from "../types/home";
import { artDirect } from "./art-direction";
import { fillTemplate } from "./fill-template";
import { HOME_PLACEHOLDERS } from "./placeholders";
import { requireImage } from "./require-image";
import { bookPath, BOOKS_PATH, hasBooksPage } from "./site-path";
import { parseLocalDateTime } from "./split-duration";

type Settings = Pick<
  SiteSettings,
  "name" | "tagline" | "linkHubUrl" | "newsletterHost" | "labels" | "booksPage" | "books"
>;

/** Maps the home page query and the site settings to each section's plain props. */
export function toHomePageProps(data: Queries.HomePageQuery, settings: Settings): HomeSections {
  const { homeSettings: home, book } = data;
  if (!home) throw new Error("content/settings/home.json is missing");
  if (!book) throw new Error("content/settings/home.json, books.featured names no book in content/books/");
  // The content check refuses a featured book without its covers and hero pictures.
  const covers = book.covers;
  const values = { name: settings.name, book: book.title };
  const newTabLabel = settings.labels.newTab;

  // Art direction: each screen size gets the crop drawn for it (four cover variants in the content).
  const art = artDirect(requireImage(covers.flat, "book.covers.flat"), [
    { media: below.sm, image: requireImage(covers.phone, "book.covers.phone") },
    { media: below.lg, image: requireImage(covers.tablet, "book.covers.tablet") },
  ]);

  const { countdown } = home;
  const { nodes: articles, pageInfo } = data.allArticle;
  // Older articles than the page shows exist: the archive, when the author has set it, has them all.
  const archive =
    pageInfo.hasNextPage && home.articles.archiveUrl !== ""
      ? { href: home.articles.archiveUrl, label: home.articles.archiveLink }
      : null;
  return {
    hero: {
      name: settings.name,
      tagline: settings.tagline,
      eyebrow: home.hero.eyebrow,
      aboutHref: "#about",
      aboutLabel: fillTemplate(home.hero.aboutButton, HOME_PLACEHOLDERS.hero.aboutButton, values),
      preorderHref: settings.linkHubUrl,
      preorderLabel: fillTemplate(home.hero.preorderButton, HOME_PLACEHOLDERS.hero.preorderButton, values),
      art,
      artAlt: covers.alt,
      newTabLabel,
    },
    about: {
      heading: fillTemplate(home.about.heading, HOME_PLACEHOLDERS.about.heading, values),
      portrait: requireImage(home.about.portrait, "home.about.portrait"),
      portraitAlt: home.about.portraitAlt,
      paragraphs: home.about.paragraphs,
    },
    books: {
      eyebrow: home.books.eyebrow,
      title: book.title,
      bookHref: bookPath(book.address),
      subtitle: book.subtitle,
      synopsis: book.synopsis,
      storiesHeading: home.books.storiesHeading,
      stories: book.stories,
      preorderHref: settings.linkHubUrl,
      preorderLabel: home.books.preorderButton,
      newTabLabel,
      slides: data.allCarouselSlide.nodes.map((slide, index) => ({
        id: slide.id,
        alt: slide.alt,
        image: requireImage(slide.src, `carousel[${index}].src`),
      })),
      carouselLabels: home.books,
      comingSoonLabel: settings.labels.comingSoon,
      comingSoonTitle: data.comingSoon.nodes[0]?.title ?? null,
      allBooks: hasBooksPage(settings.books.total) ? { href: BOOKS_PATH, label: settings.booksPage.allBooks } : null,
    },
    countdown: countdown.visible
      ? {
          heading: countdown.heading,
          endedText: countdown.endedText,
          target: parseLocalDateTime(countdown.target),
          labels: countdown,
        }
      : null,
    articles:
      articles.length === 0
        ? null
        : {
            eyebrow: home.articles.eyebrow,
            heading: home.articles.heading,
            intro: home.articles.intro,
            readMoreLabel: home.articles.readMore,
            newTabLabel,
            articles: articles.map((article, index) => ({
              ...article,
              image: requireImage(article.image, `articles[${index}].image`),
            })),
            archive,
          },
    newsletter: {
      heading: home.newsletter.heading,
      text: home.newsletter.text,
      iframeTitle: home.newsletter.iframeTitle,
      host: settings.newsletterHost,
    },
    newsletterDialog: {
      heading: home.newsletter.dialogHeading,
      text: home.newsletter.dialogText,
      iframeTitle: home.newsletter.iframeTitle,
      closeLabel: home.newsletter.closeLabel,
      host: settings.newsletterHost,
    },
  };
}
