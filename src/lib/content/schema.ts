import { z } from "zod";
import {
  altText,
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
  plainText,
  readTime,
  sitePath,
  template,
  text,
  wholeNumber,
  wholeNumberBetween,
} from "./fields";
import { HOME_PLACEHOLDERS, SITE_PLACEHOLDERS } from "../placeholders";

/**
 * The one declaration of all content under content/. Everything else is made from it: the checker
 * (npm run check-content, and gatsby-node before every build), and through its JSON Schema
 * (json-schema.ts) the GraphQL types, the CMS at /admin/ and the editor's validation of content/*.json.
 *
 * `title` and `description` are the label and hint the author sees in the CMS and in her editor;
 * a field without a title is labelled from its name ("skipToContent" → "Skip to content").
 */

const describe = (title: string, description?: string) => ({ title, ...(description ? { description } : {}) });

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

const interviewsPageCopy = object("InterviewsPageCopy", {
  title: plainText().meta(describe("Browser tab")),
  heading: text(),
  intro: text().meta({ ...describe("Introduction", "Under the heading, and in search results."), multiline: true }),
  hostLine: template(SITE_PLACEHOLDERS.interviewsPage.hostLine).meta(
    describe("Host line", "Under each interview's title; {host} is the host's name."),
  ),
}).meta(
  describe(
    '"All interviews" page',
    "The page listing every interview, newest first. It exists once there are more than five interviews.",
  ),
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
  interviewsPage: interviewsPageCopy,
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
  paragraphs: z
    .array(text().meta({ multiline: true }))
    .meta(
      describe(
        "Biography",
        "One entry per paragraph, as many as you like; the first is shown a little larger. With none, only the portrait and heading show.",
      ),
    ),
}).meta(describe("About"));

const booksCopy = object("BooksCopy", {
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

/** How many articles the home page shows at most; the newest come first. */
export const ARTICLE_LIMIT = { min: 1, max: 24 } as const;

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

const bookCovers = object("BookCovers", {
  portrait: image("images/covers", "../images/covers").meta(
    describe("Front cover", "2:3, e.g. 1600×2400. For search engines and when the interview is shared."),
  ),
  tablet: image("images/covers", "../images/covers").meta(
    describe("Hero picture, tablet", "3:4, 1536×2048. Keep the top 55% calm and dark."),
  ),
  phone: image("images/covers", "../images/covers").meta(
    describe("Hero picture, phone", "9:16, 1080×1920. Keep the top 60% calm and dark."),
  ),
  flat: image("images/covers", "../images/covers").meta(
    describe("Hero picture, desktop", "16:9, 2400×1350. Keep the left 60% calm and dark: the white text sits there."),
  ),
  alt: altText().meta(describe("Cover description", "One description shared by the four pictures.")),
}).meta(describe("Cover pictures"));

export const BOOK_FORMATS = ["Paperback", "Hardcover", "EBook", "AudiobookFormat", "GraphicNovel"] as const;

export const bookSchema = object("Book", {
  title: plainText().meta(describe("Book title")),
  subtitle: text(),
  format: oneOf(BOOK_FORMATS).meta(describe("Format")),
  synopsis: z
    .array(text().meta({ multiline: true }))
    .meta(describe("Synopsis", "One entry per paragraph. May be empty.")),
  stories: z
    .array(story)
    .meta(describe("The stories", "As many as the book has. With none, the list and its heading are left out.")),
  covers: bookCovers,
  comingSoon: object("ComingSoonBook", { title: plainText() }).meta(describe("Coming soon")),
});

export const ARTICLE_CATEGORIES = ["Motivation", "Thought provoking", "First steps"] as const;

export const articleSchema = object("Article", {
  id: wholeNumber().meta({
    ...describe("Number", "Given automatically; every article has its own."),
    generated: true,
  }),
  title: text().meta(describe("Title")),
  excerpt: optionalText().meta({
    ...describe("Summary", "May be empty. The card shows the first 3 lines (about 140 characters)."),
    multiline: true,
  }),
  image: image("images/articles", "./images/articles").meta(describe("Picture", "16:10, best 1200×750.")),
  imageAlt: altText().meta(describe("Picture description", "One sentence for readers who cannot see the picture.")),
  date: isoDate().meta(describe("Date", 'Shown as "July 11, 2025". Articles are listed newest first.')),
  readTime: readTime().meta(describe("Reading time", 'A number followed by "min read", e.g. "3 min read".')),
  category: oneOf(ARTICLE_CATEGORIES).meta(describe("Category")),
  link: httpsUrl().meta(describe("Link to the article", "The full address, starting with https://.")),
}).meta(describe("Article"));

/** Ids must also be unique; the validator checks that across the list. */
export const articlesSchema = z.array(articleSchema).meta(describe("Articles"));

export const carouselSlideSchema = object("CarouselSlide", {
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
    .meta({
      ...describe("Introduction", "Under the title, and in search results. At most 200 characters."),
      multiline: true,
    }),
  date: isoDate().meta(describe("Date", 'Shown as "August 2, 2025".')),
});

/** Every JSON file under content/, the GraphQL node type it becomes, and how its items are named in messages. */
export const CONTENT_FILES = [
  { file: "settings/site.json", type: "SiteSettings", label: "Site", schema: siteSettingsSchema },
  { file: "settings/home.json", type: "HomeSettings", label: "Home page", schema: homeSettingsSchema },
  { file: "settings/book.json", type: "Book", label: "The book", schema: bookSchema },
  { file: "articles.json", type: "Article", label: "Articles", schema: articlesSchema, item: "article" },
  { file: "carousel.json", type: "CarouselSlide", label: "Carousel", schema: carouselSchema, item: "image" },
] as const;

export type ContentFile = (typeof CONTENT_FILES)[number];

/**
 * The folder under content/ that holds the interviews, one `.mdx` file each (front matter, then the
 * text). Each becomes a page at /interview-with-{host}/; the folder may be empty or missing.
 */
export const INTERVIEWS_FOLDER = "interviews";

/** What each list inside the content is called in messages ("story 4", "paragraph 2"). */
export const ITEM_NAMES: Readonly<Record<string, string>> = {
  navigation: "navigation item",
  socials: "social link",
  paragraphs: "paragraph",
  synopsis: "paragraph",
  stories: "story",
};

export type SiteSettingsContent = z.infer<typeof siteSettingsSchema>;
export type ArticleContent = z.infer<typeof articleSchema>;
