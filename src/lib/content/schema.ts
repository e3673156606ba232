import { z } from "zod";
import {
  altText,
  describe,
  email,
  hostName,
  httpsUrl,
  image,
  isoDate,
  languageCode,
  localDateTime,
  nonEmptyList,
  object,
  oneOf,
  optionalHttpsUrl,
  optionalPlainText,
  optionalText,
  pageHead,
  plainText,
  readTime,
  sitePath,
  template,
  bookAddress,
  isbn,
  optionalImage,
  text,
  wholeNumber,
  wholeNumberBetween,
} from "./fields";
import { HOME_PLACEHOLDERS, PRESS_PLACEHOLDERS, SITE_PLACEHOLDERS } from "../placeholders";

/** The fields of every content file; `describe` gives a field's label and hint (else it is labelled from its name). */

/** One entry per paragraph, each over several lines in the CMS. */
const paragraphs = () => z.array(text().meta({ multiline: true }));

const navigationItem = object("NavigationItem", {
  title: plainText().meta(describe("Menu text")),
  link: sitePath().meta(describe("Goes to", 'A path on this site, such as "/home#about".')),
  listsBooks: z.boolean().meta(describe("Opens the list of books", "On for the Books entry only.")),
}).meta(describe("Menu entry"));

const socialLink = object("SocialLink", {
  label: plainText().meta(
    describe("Network", 'As readers should hear it: "Instagram" reads "Ada Ikemba on Instagram".'),
  ),
  icon: oneOf(["instagram", "tiktok", "linkedin"] as const, " or ").meta(describe("Icon")),
  href: httpsUrl().meta(describe("Your profile address", "The full address, starting with https://.")),
}).meta(describe("Social network"));

const siteLabels = object("SiteLabels", {
  skipToContent: plainText(),
  mainNavigation: plainText(),
  openMenu: plainText(),
  closeMenu: plainText(),
  interviewNav: template(SITE_PLACEHOLDERS.labels.interviewNav).meta(
    describe(
      "Interview menu entry",
      "{host} is the interview host's name. Also names each entry of the interviews menu.",
    ),
  ),
  interviewsNav: plainText().meta(
    describe("Interviews menu", "The menu entry that lists the interviews once there are two or more."),
  ),
  allInterviews: plainText().meta(
    describe(
      '"All interviews" link',
      "Ends the interviews menu once there are more than five; it leads to the page listing them all.",
    ),
  ),
  comingSoon: plainText(),
  socialNavigation: plainText(),
  socialLink: template(SITE_PLACEHOLDERS.labels.socialLink).meta(
    describe("Social link", "Heard by screen-reader users; {name} and {network} are filled in."),
  ),
  contactHeading: plainText(),
  contactLink: template(SITE_PLACEHOLDERS.labels.contactLink),
  followHeading: plainText(),
  copyright: template(SITE_PLACEHOLDERS.labels.copyright).meta(
    describe("Copyright line", "{year} is always the current year."),
  ),
  homeLink: template(SITE_PLACEHOLDERS.labels.homeLink),
  newTab: plainText().meta(describe("New tab", "Heard after links that open a new tab.")),
  redirect: plainText(),
  interviewEyebrow: plainText(),
}).meta(describe("Small labels", "Short texts around the site, many only heard by screen-reader users."));

const notFoundCopy = object("NotFoundCopy", {
  title: plainText().meta(describe("Browser tab")),
  heading: text(),
  text: text(),
  homeLink: plainText().meta(describe("Link home")),
}).meta(describe('"Page not found" page'));

export const interviewsPageCopy = object("InterviewsPageCopy", {
  ...pageHead(),
  hostLine: template(SITE_PLACEHOLDERS.interviewsPage.hostLine).meta(
    describe("Host line", "Under each interview's title; {host} is the host's name."),
  ),
}).meta(
  describe(
    '"All interviews" page',
    "The page listing every interview, newest first. It exists once there are more than five interviews.",
  ),
);

export const bookPageCopy = object("BookPageCopy", {
  publishedLine: template(SITE_PLACEHOLDERS.bookPage.publishedLine).meta(
    describe("Published line", "Under a published book's title; {date} is its release date."),
  ),
  preorderLine: template(SITE_PLACEHOLDERS.bookPage.preorderLine).meta(
    describe("Pre-order line", "Under a pre-order book's title; {date} is its release date."),
  ),
  comingSoonLine: template(SITE_PLACEHOLDERS.bookPage.comingSoonLine).meta(
    describe("Coming-soon line", "Under a coming-soon book's title; {date} is the expected date."),
  ),
  notifyLink: plainText().meta(
    describe("Tell-me link", "A coming-soon book's link to the newsletter sign-up, instead of buy buttons."),
  ),
  buyHeading: plainText().meta(describe("Buy heading", "Over the stores, grouped by format.")),
  preorderHeading: plainText().meta(describe("Pre-order heading", "The same, for a book not out yet.")),
  universalLink: plainText().meta(
    describe("Universal link text", "The button that finds the book at the reader's own store."),
  ),
  isbnLine: template(SITE_PLACEHOLDERS.bookPage.isbnLine).meta(describe("ISBN line", "{isbn} is the format's ISBN.")),
  seriesLine: template(SITE_PLACEHOLDERS.bookPage.seriesLine).meta(
    describe("Series line", "{number} is the book's number, {series} the series' name."),
  ),
  seriesHeading: template(SITE_PLACEHOLDERS.bookPage.seriesHeading).meta(
    describe("Series heading", "Over the other books of the series; {series} is its name."),
  ),
  synopsisHeading: plainText(),
  storiesHeading: plainText(),
  praiseHeading: plainText(),
  sampleHeading: plainText(),
  sampleLink: plainText().meta(describe("Sample link", "Near the top of a page with a sample, leading down to it.")),
}).meta(describe("Book pages", "The texts around each book's page, the same for every book."));

export const booksPageCopy = object("BooksPageCopy", {
  ...pageHead(),
  allBooks: plainText().meta(
    describe(
      '"All books" link',
      "Where the site links to the list of books: the Books section, the footer and the menu.",
    ),
  ),
}).meta(
  describe('"Books" page', "The page listing every book, newest first. It exists once there are two books or more."),
);

const cmsSettings = object("CmsSettings", {
  repo: plainText().meta(
    describe("GitHub repository", 'Where the site is stored, written "owner/name". The editor saves there.'),
  ),
  branch: plainText().meta(describe("Branch", 'The branch the site is published from, usually "main".')),
  authUrl: httpsUrl().meta(
    describe("Sign-in helper", "The address of the small sign-in service that lets you log in with GitHub."),
  ),
}).meta(describe("Online editor", "Where the editor at /admin/ saves your changes. Change only when moving the site."));

/** content/settings/site.json without the collections' `copy`, which collections.ts adds before `cms`. */
export const siteSettingsSchema = object("SiteSettings", {
  name: plainText().meta(describe("Your name", "Shown in the hero, the header, the footer and the browser tab.")),
  tagline: text().meta(describe("Tagline")),
  description: text().meta(
    describe("Site description", "One or two sentences; search engines and social media show them."),
  ),
  siteUrl: httpsUrl().meta(
    describe("Website address", "The real address of your website, e.g. https://ada-ikemba.example.com."),
  ),
  lang: languageCode().meta(describe("Language", 'Usually "en".')),
  email: email().meta(describe("Contact e-mail", "The contact address in the footer.")),
  linkHubUrl: httpsUrl().meta(describe("Pre-order link", 'Where every "Pre-order" button goes.')),
  newsletterHost: hostName().meta(
    describe("Newsletter host", "Your newsletter's host name, without https:// and no /, e.g. newsletter.example.com."),
  ),
  logo: image("images", "../images").meta(
    describe("Logo", "512×512 PNG. The browser-tab and home-screen icon is made from it."),
  ),
  logoAlt: optionalPlainText().meta(
    describe("Logo description", "Empty on purpose: your name is written right next to the logo."),
  ),
  navigation: nonEmptyList(navigationItem, "needs at least one navigation item").meta(describe("Menu")),
  socials: z
    .array(socialLink)
    .meta(describe("Social media", "As many profiles as you like. With none, the social links are left out.")),
  labels: siteLabels,
  notFound: notFoundCopy,
  cms: cmsSettings,
});

const heroCopy = object("HeroCopy", {
  eyebrow: plainText().meta(describe("Small line above your name")),
  aboutButton: template(HOME_PLACEHOLDERS.hero.aboutButton).meta(
    describe("About button", "{name} and {book} are filled in."),
  ),
  preorderButton: template(HOME_PLACEHOLDERS.hero.preorderButton).meta(
    describe("Pre-order button", "{name} and {book} are filled in."),
  ),
}).meta(describe("Hero (top of the page)"));

const aboutSection = object("AboutSection", {
  heading: template(HOME_PLACEHOLDERS.about.heading, "text").meta(
    describe("Heading", "{name} and {book} are filled in."),
  ),
  portrait: image("images", "../images").meta(describe("Portrait", "4:5, best 1200×1500.")),
  portraitAlt: altText().meta(describe("Portrait description", "One sentence for readers who cannot see the picture.")),
  paragraphs: paragraphs().meta(
    describe(
      "Biography",
      "One entry per paragraph, as many as you like; the first is shown a little larger. With none, only the portrait and heading show.",
    ),
  ),
}).meta(describe("About"));

const booksCopy = object("BooksCopy", {
  featured: bookAddress().meta(
    describe("Featured book", "The book this section and the hero show, by its address.", { references: "books" }),
  ),
  eyebrow: plainText(),
  storiesHeading: plainText(),
  preorderButton: plainText(),
  carouselLabel: plainText(),
  slideLabel: template(HOME_PLACEHOLDERS.books.slideLabel).meta(
    describe("Slide label", "{index} and {total} are filled in."),
  ),
  pauseLabel: plainText(),
  playLabel: plainText(),
  previousLabel: plainText(),
  nextLabel: plainText(),
  showSlideLabel: template(HOME_PLACEHOLDERS.books.showSlideLabel).meta(
    describe("Show slide label", "{index} and {total} are filled in."),
  ),
}).meta(describe("Books section"));

export const ARTICLE_CATEGORIES = ["Motivation", "Thought provoking", "First steps"] as const;

/** How new posts come from the newsletter's feed (scripts/import-articles.ts); each is an ordinary article after. */
const articleImport = object("ArticleImport", {
  enabled: z
    .boolean()
    .meta(
      describe(
        "Import new posts",
        "Once a day, new posts on your newsletter are added to Articles. An article you edit or delete stays as you left it.",
      ),
    ),
  feed: optionalHttpsUrl().meta(
    describe(
      "Feed address",
      "Your newsletter's feed, starting with https://. Empty: https://{newsletter host}/feed, where Substack publishes it.",
    ),
  ),
  category: oneOf(ARTICLE_CATEGORIES).meta(
    describe("Category", "For a post whose categories on the newsletter are none of the site's."),
  ),
  image: image("images/articles", "../images/articles").meta(
    describe("Picture", "For a post without a picture of its own. 16:10, best 1200×750."),
  ),
  imageAlt: template(HOME_PLACEHOLDERS.articles.imageAlt).meta(
    describe("Picture description", "When the feed does not describe a post's picture; {title} is the post's title."),
  ),
}).meta(describe("Newsletter import"));

/** How many articles the home page shows at most; the newest come first. */
const ARTICLE_LIMIT = { min: 1, max: 24 } as const;

const articlesCopy = object("ArticlesCopy", {
  eyebrow: plainText(),
  heading: text(),
  intro: text().meta({ multiline: true }),
  readMore: plainText().meta(describe('"Read More" link')),
  limit: wholeNumberBetween(ARTICLE_LIMIT.min, ARTICLE_LIMIT.max).meta(
    describe(
      "Articles shown",
      `How many of your newest articles the page shows, from ${ARTICLE_LIMIT.min} to ${ARTICLE_LIMIT.max}. Older ones stay in your list but are not shown.`,
    ),
  ),
  archiveUrl: optionalHttpsUrl().meta(
    describe(
      "Newsletter archive",
      "The address of the page that lists all your articles, starting with https://. When you have more articles than the page shows, a link to it ends the section. May be empty.",
    ),
  ),
  archiveLink: plainText().meta(describe("Archive link text", "The text of that link.")),
  import: articleImport,
}).meta(describe("Articles section"));

const newsletterCopy = object("NewsletterCopy", {
  heading: text().meta(describe("Heading on the page")),
  text: text().meta({ ...describe("Text on the page"), multiline: true }),
  iframeTitle: plainText().meta(describe("Sign-up form title", "Heard by screen-reader users.")),
  dialogHeading: text().meta(describe("Pop-up heading")),
  dialogText: text().meta({ ...describe("Pop-up text"), multiline: true }),
  closeLabel: plainText().meta(describe("Pop-up close button")),
}).meta(describe("Newsletter"));

const countdownSettings = object("CountdownSettings", {
  visible: z.boolean().meta(describe("Show the countdown")),
  target: localDateTime().meta(describe("Counts down to", "Written 2025-11-22T00:00:00 (your visitor's local time).")),
  heading: text(),
  endedText: text(),
  days: plainText(),
  hours: plainText(),
  minutes: plainText(),
  seconds: plainText(),
}).meta(describe("Countdown"));

export const homeSettingsSchema = object("HomeSettings", {
  title: plainText().meta(
    describe("Browser tab title", "The home page's title in the browser tab and search results."),
  ),
  hero: heroCopy,
  about: aboutSection,
  books: booksCopy,
  articles: articlesCopy,
  newsletter: newsletterCopy,
  countdown: countdownSettings,
});

const story = object("Story", {
  title: text(),
  theme: text(),
  summary: text().meta({ multiline: true }),
}).meta(describe("Story"));

/** A picture of a book: the CMS uploads it to content/images/covers/, and a book file names it from there. */
const coverImage = () => optionalImage("images/covers", "../images/covers");

const bookCovers = object("BookCovers", {
  portrait: coverImage().meta(
    describe(
      "Front cover",
      "2:3, e.g. 1600×2400. Shown on the book's page, for search engines and when a page is shared; the press page offers it for download at full size (at least 2400 px tall is best).",
      { download: true },
    ),
  ),
  tablet: coverImage().meta(
    describe(
      "Hero picture, tablet",
      "3:4, 1536×2048. Keep the top 55% calm and dark. Needed for the book the home page features.",
    ),
  ),
  phone: coverImage().meta(
    describe(
      "Hero picture, phone",
      "9:16, 1080×1920. Keep the top 60% calm and dark. Needed for the book the home page features.",
    ),
  ),
  flat: coverImage().meta(
    describe(
      "Hero picture, desktop",
      "16:9, 2400×1350. Keep the left 60% calm and dark: the white text sits there. Needed for the book the home page features.",
    ),
  ),
  alt: optionalPlainText().meta(
    describe("Cover description", "One description shared by the pictures; empty only while there is no cover."),
  ),
}).meta(describe("Cover pictures", "A coming-soon book may have none yet: leave them empty."));

/** schema.org's names for a book's formats (https://schema.org/BookFormatType). */
const BOOK_FORMATS = ["Paperback", "Hardcover", "EBook", "AudiobookFormat", "GraphicNovel"] as const;

/** Where a book stands: only a published or pre-order book can be bought. */
const BOOK_STATUSES = ["published", "pre-order", "coming soon"] as const;

const bookFormat = object("BookFormat", {
  format: oneOf(BOOK_FORMATS).meta(
    describe(
      "Format",
      'The kind of edition, as search engines name it ("EBook" is the ebook, "AudiobookFormat" the audiobook).',
    ),
  ),
  label: plainText().meta(describe("Label", 'As readers say it: "Paperback", "Ebook", "Audiobook".')),
  isbn: isbn().meta(describe("ISBN", "The edition's ISBN-13 (dashes allowed), or empty while it has none.")),
}).meta(describe("Format"));

const buyLink = object("BuyLink", {
  store: plainText().meta(describe("Store", 'As readers know it: "Amazon", "Bookshop.org".')),
  format: oneOf(BOOK_FORMATS).meta(describe("Format", "One of the book's formats above.")),
  url: httpsUrl().meta(describe("Link", "The book's page at the store, starting with https://.")),
}).meta(describe("Where to buy"));

const praise = object("Praise", {
  quote: text().meta(describe("Quote", "Without quotation marks: the page adds them.", { multiline: true })),
  source: plainText().meta(describe("Who said it", 'A name, and where: "Chika Obi, The Lagos Review".')),
  link: optionalHttpsUrl().meta(
    describe("Link", "Where the review can be read, starting with https://. May be empty."),
  ),
}).meta(describe("Praise"));

export const bookSchema = object("Book", {
  title: plainText().meta(describe("Book title")),
  subtitle: optionalPlainText().meta(describe("Subtitle", "May be empty.")),
  address: bookAddress().meta(
    describe(
      "Address",
      "The end of the book's page address, small letters, digits and dashes: \"my-secret-ingredient-is-love\" makes /books/my-secret-ingredient-is-love/. It is also the file's name.",
    ),
  ),
  status: oneOf(BOOK_STATUSES).meta(
    describe("Status", '"published", "pre-order" or "coming soon". A coming-soon book has no buy links yet.'),
  ),
  releaseDate: isoDate().meta(
    describe("Release date", "The day it is (or is expected to be) out; books are listed newest first."),
  ),
  pitch: text().meta(describe("One-line pitch", "One sentence, for the list of books and the press page.")),
  synopsis: paragraphs().meta(describe("Synopsis", "One entry per paragraph. May be empty.")),
  stories: z
    .array(story)
    .meta(
      describe("The stories", "For a collection, as many as it has. With none, the list and its heading are left out."),
    ),
  covers: bookCovers,
  formats: z.array(bookFormat).meta(describe("Formats", "Each edition, with its ISBN where it has one.")),
  buyLinks: z
    .array(buyLink)
    .meta(describe("Where to buy", "Each store and format, as many as you like. None for a coming-soon book.")),
  universalLink: optionalHttpsUrl().meta(
    describe(
      "Universal book link",
      "A Books2Read or Booklinker link that sends each reader to her own store. May be empty.",
    ),
  ),
  praise: z.array(praise).meta(describe("Praise", "Quotes from readers and reviewers. May be empty.")),
  sample: optionalText().meta(
    describe(
      "Sample",
      "An extract to read, formatted like an interview's text. May be empty: the page then has no sample.",
      { formatted: true },
    ),
  ),
  series: optionalPlainText().meta(describe("Series", "The series' name, or empty for a book on its own.")),
  seriesNumber: wholeNumberBetween(0, 99).meta(
    describe("Number in the series", "1 for the first book; 0 for a book on its own."),
  ),
});

const pressBios = object("PressBios", {
  short: text().meta(describe("Short bio", "One or two sentences, about 50 words.", { multiline: true })),
  medium: text().meta(describe("Medium bio", "One paragraph, about 100 words.", { multiline: true })),
  long: paragraphs()
    .min(1, { error: "the long bio needs at least one paragraph" })
    .meta(describe("Long bio", "About 250 words, one entry per paragraph.")),
}).meta(describe("Bios", "Three lengths, for programmes, articles and introductions."));

export const pressKitSchema = object("PressKit", {
  ...pageHead(),
  footerLink: plainText().meta(describe("Footer link", "The footer's link to this page.")),
  bios: pressBios,
  biosHeading: plainText(),
  shortLabel: plainText(),
  mediumLabel: plainText(),
  longLabel: plainText(),
  copyButton: plainText().meta(describe("Copy button", "Copies a bio for a journalist to paste.")),
  copiedMessage: plainText().meta(describe("Copied message", "Said once a bio is copied.")),
  pronunciationHeading: plainText(),
  pronunciation: text().meta(
    describe("How to say your name", 'As a journalist should read it: "Ada ee-KEM-bah".', { multiline: true }),
  ),
  downloadsHeading: plainText(),
  portrait: image("images", "../images").meta(
    describe("Press portrait", "Offered at full size: at least 2400 px on the long side, under 25 MB.", {
      download: true,
    }),
  ),
  portraitLabel: plainText().meta(describe("Portrait's name", "Names the portrait's download.")),
  portraitAlt: altText(),
  downloadDetails: template(PRESS_PLACEHOLDERS.downloadDetails).meta(
    describe("Download details", "Under each download; {width} and {height} are its pixels, {size} its weight."),
  ),
  booksHeading: plainText(),
  releaseLine: plainText().meta(describe("Release label", 'Before each book\'s date, e.g. "Release date".')),
  contactHeading: plainText(),
  contactText: text().meta({ ...describe("Contact text"), multiline: true }),
  contactEmail: email().meta(describe("Media e-mail", "Where journalists write; may be your own address.")),
}).meta(describe("Press kit", "The page at /press/ for journalists and event organisers."));

const articleSchema = object("Article", {
  id: wholeNumber().meta(describe("Number", "Given automatically; every article has its own.", { generated: true })),
  title: text().meta(describe("Title")),
  excerpt: optionalText().meta(
    describe("Summary", "May be empty. The card shows the first 3 lines (about 140 characters).", { multiline: true }),
  ),
  image: image("images/articles", "./images/articles").meta(describe("Picture", "16:10, best 1200×750.")),
  imageAlt: altText().meta(describe("Picture description", "One sentence for readers who cannot see the picture.")),
  date: isoDate().meta(describe("Date", 'Shown as "July 11, 2025". Articles are listed newest first.')),
  readTime: readTime().meta(describe("Reading time", 'A number followed by "min read", e.g. "3 min read".')),
  category: oneOf(ARTICLE_CATEGORIES).meta(describe("Category")),
  link: httpsUrl().meta(describe("Link to the article", "The full address, starting with https://.")),
}).meta(describe("Article"));

/** Ids must also be unique; the validator checks that across the list. */
export const articlesSchema = z.array(articleSchema).meta(describe("Articles"));

/** What the import has added (by link), so an article she deleted is not brought back. */
export const importedArticlesSchema = z
  .array(
    object("ImportedArticle", {
      link: httpsUrl().meta(describe("Link", "A post the import added; remove it to let the import add it again.")),
    }).meta(describe("Imported post")),
  )
  .meta(describe("Imported posts"));

const carouselSlideSchema = object("CarouselSlide", {
  src: image("images/carousel", "./images/carousel").meta(describe("Picture", "3:4, at least 1200×1600.")),
  alt: altText().meta(describe("Picture description", "One sentence for readers who cannot see the picture.")),
}).meta(describe("Carousel picture"));

export const carouselSchema = nonEmptyList(carouselSlideSchema, "the carousel needs at least one image").meta(
  describe("Carousel pictures"),
);

export const interviewFrontmatterSchema = object("MdxFrontmatter", {
  host: plainText().meta(
    describe(
      "Host",
      'The interviewer\'s name. It makes the page address and the menu entry: e.g. "Grace" makes /interview-with-grace/.',
    ),
  ),
  title: text().meta(describe("Title", "The big heading at the top of the page.")),
  description: text()
    .max(200, { error: "should be at most 200 characters (search engines show about 155)" })
    .meta(
      describe("Introduction", "Under the title, and in search results. At most 200 characters.", { multiline: true }),
    ),
  date: isoDate().meta(describe("Date", 'Shown as "August 2, 2025".')),
});

/** What each list inside the content is called in messages ("story 4", "paragraph 2"). */
export const ITEM_NAMES: Readonly<Record<string, string>> = {
  navigation: "navigation item",
  socials: "social link",
  paragraphs: "paragraph",
  synopsis: "paragraph",
  stories: "story",
  formats: "format",
  buyLinks: "store link",
  praise: "quote",
};

export type SiteSettingsContent = z.infer<typeof siteSettingsSchema>;
export type ArticleContent = z.infer<typeof articleSchema>;
export type BookContent = z.infer<typeof bookSchema>;
export type HomeSettingsContent = z.infer<typeof homeSettingsSchema>;
