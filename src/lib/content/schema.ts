import { z } from "zod";
import { altText, email, hostName, httpsUrl, image, isoDate, localDateTime, object, text } from "./fields";

/**
 * The one declaration of all content under content/. The validator (npm run check-content,
 * and gatsby-node before every build) and the GraphQL types (graphql-sdl.ts) both come from it.
 */

const navigationItem = object("NavigationItem", {
  title: text(),
  link: text().regex(/^\/[^\s]*$/, { message: 'must be a path on this site, starting with "/" (e.g. "/home#about")' }),
  listsBooks: z.boolean().optional(),
});

const socialLink = object("SocialLink", {
  label: text(),
  icon: z.enum(["instagram", "tiktok", "linkedin"], {
    errorMap: () => ({ message: 'must be one of "instagram", "tiktok" or "linkedin"' }),
  }),
  href: httpsUrl(),
});

const siteLabels = object("SiteLabels", {
  skipToContent: text(),
  mainNavigation: text(),
  openMenu: text(),
  closeMenu: text(),
  interviewNav: text(),
  comingSoon: text(),
  socialNavigation: text(),
  socialLink: text(),
  contactHeading: text(),
  contactLink: text(),
  followHeading: text(),
  copyright: text(),
  homeLink: text(),
  newTab: text(),
  redirect: text(),
  interviewEyebrow: text(),
});

const notFoundCopy = object("NotFoundCopy", {
  title: text(),
  heading: text(),
  text: text(),
  homeLink: text(),
});

export const siteSettingsSchema = object("SiteSettings", {
  name: text(),
  tagline: text(),
  description: text(),
  siteUrl: httpsUrl(),
  lang: text().regex(/^[a-z]{2}(-[A-Z]{2})?$/, { message: 'must be a language code such as "en" or "en-GB"' }),
  email: email(),
  linkHubUrl: httpsUrl(),
  newsletterHost: hostName(),
  logo: image(),
  logoAlt: z.string(),
  navigation: z.array(navigationItem).min(1, { message: "needs at least one navigation item" }),
  socials: z.array(socialLink),
  labels: siteLabels,
  notFound: notFoundCopy,
});

const heroCopy = object("HeroCopy", {
  eyebrow: text(),
  aboutButton: text(),
  preorderButton: text(),
});

const aboutSection = object("AboutSection", {
  heading: text(),
  portrait: image(),
  portraitAlt: altText(),
  paragraphs: z.array(text()).min(1, { message: "needs at least one paragraph" }),
});

const booksCopy = object("BooksCopy", {
  eyebrow: text(),
  storiesHeading: text(),
  preorderButton: text(),
  carouselLabel: text(),
  slideLabel: text(),
  pauseLabel: text(),
  playLabel: text(),
  previousLabel: text(),
  nextLabel: text(),
  showSlideLabel: text(),
});

const articlesCopy = object("ArticlesCopy", {
  eyebrow: text(),
  heading: text(),
  intro: text(),
  readMore: text(),
});

const newsletterCopy = object("NewsletterCopy", {
  heading: text(),
  text: text(),
  iframeTitle: text(),
  dialogHeading: text(),
  dialogText: text(),
  closeLabel: text(),
});

const countdownSettings = object("CountdownSettings", {
  visible: z.boolean(),
  target: localDateTime(),
  heading: text(),
  endedText: text(),
  days: text(),
  hours: text(),
  minutes: text(),
  seconds: text(),
});

export const homeSettingsSchema = object("HomeSettings", {
  title: text(),
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
  summary: text(),
});

const bookCovers = object("BookCovers", {
  portrait: image(),
  tablet: image(),
  phone: image(),
  flat: image(),
  alt: altText(),
});

export const bookSchema = object("Book", {
  title: text(),
  subtitle: text(),
  format: z.enum(["Paperback", "Hardcover", "EBook", "AudiobookFormat", "GraphicNovel"], {
    errorMap: () => ({
      message: 'must be one of "Paperback", "Hardcover", "EBook", "AudiobookFormat", "GraphicNovel"',
    }),
  }),
  synopsis: z.array(text()).min(1, { message: "needs at least one paragraph" }),
  stories: z.array(story).min(1, { message: "needs at least one story" }),
  covers: bookCovers,
  comingSoon: object("ComingSoonBook", { title: text() }),
});

export const ARTICLE_CATEGORIES = ["Motivation", "Thought provoking", "First steps"] as const;

export const articleSchema = object("Article", {
  id: z.number({ invalid_type_error: "must be a whole number, such as 9" }).int({ message: "must be a whole number" }),
  title: text(),
  excerpt: z.string(),
  image: image(),
  imageAlt: altText(),
  date: isoDate(),
  readTime: z.string().regex(/^\d+ min read$/, { message: 'must read like "3 min read"' }),
  category: z.enum(ARTICLE_CATEGORIES, {
    errorMap: () => ({ message: `must be one of ${ARTICLE_CATEGORIES.map((c) => `"${c}"`).join(", ")}` }),
  }),
  link: httpsUrl(),
});

/** Ids must also be unique; the validator checks that across the list. */
export const articlesSchema = z.array(articleSchema);

export const carouselSlideSchema = object("CarouselSlide", {
  src: image(),
  alt: altText(),
});

export const carouselSchema = z.array(carouselSlideSchema).min(1, { message: "the carousel needs at least one image" });

export const interviewFrontmatterSchema = object("MdxFrontmatter", {
  host: text(),
  title: text(),
  description: text().max(200, { message: "should be at most 200 characters (search engines show about 155)" }),
  date: isoDate(),
});

/** Every JSON file under content/, the GraphQL node type it becomes, and how its items are named in messages. */
export const CONTENT_FILES = [
  { file: "settings/site.json", type: "SiteSettings", schema: siteSettingsSchema, node: siteSettingsSchema },
  { file: "settings/home.json", type: "HomeSettings", schema: homeSettingsSchema, node: homeSettingsSchema },
  { file: "settings/book.json", type: "Book", schema: bookSchema, node: bookSchema },
  { file: "articles.json", type: "Article", schema: articlesSchema, node: articleSchema, item: "article" },
  { file: "carousel.json", type: "CarouselSlide", schema: carouselSchema, node: carouselSlideSchema, item: "image" },
] as const;

export const INTERVIEW_FILE = "interview/index.mdx";

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
