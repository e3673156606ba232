/** What each section of /home renders, as src/lib/home-page-props.ts maps it from the page query. */
import type { IGatsbyImageData } from "gatsby-plugin-image";
import type { Article, CarouselLabels, CarouselSlide, CountdownLabels, Story } from "./content";

export interface HeroContent {
  name: string;
  tagline: string;
  eyebrow: string;
  aboutHref: string;
  aboutLabel: string;
  preorderHref: string;
  preorderLabel: string;
  /** Art-directed cover artwork (phone, tablet and desktop crops). */
  art: IGatsbyImageData;
  artAlt: string;
  newTabLabel: string;
}

export interface AboutContent {
  heading: string;
  portrait: IGatsbyImageData;
  portraitAlt: string;
  paragraphs: readonly string[];
}

export interface BooksContent {
  eyebrow: string;
  title: string;
  /** The featured book's own page. */
  bookHref: string;
  subtitle: string;
  synopsis: readonly string[];
  storiesHeading: string;
  stories: readonly Story[];
  preorderHref: string;
  preorderLabel: string;
  newTabLabel: string;
  slides: readonly CarouselSlide[];
  carouselLabels: CarouselLabels;
  comingSoonLabel: string;
  /** The soonest coming-soon book's title; null when none is coming. */
  comingSoonTitle: string | null;
  /** The page listing every book; null while there is only one. */
  allBooks: LinkContent | null;
}

export interface CountdownContent {
  heading: string;
  endedText: string;
  /** Target instant in ms since the epoch. */
  target: number;
  labels: CountdownLabels;
}

/** A link out of the site, with its text. */
export interface LinkContent {
  href: string;
  label: string;
}

export interface ArticlesContent {
  eyebrow: string;
  heading: string;
  intro: string;
  readMoreLabel: string;
  newTabLabel: string;
  /** The newest articles, newest first: at most as many as the home page's setting allows. */
  articles: readonly Article[];
  /** The newsletter's archive, linked when there are more articles than are shown and it is set. */
  archive: LinkContent | null;
}

export interface NewsletterSectionContent {
  heading: string;
  text: string;
  iframeTitle: string;
  host: string;
}

export interface NewsletterDialogContent extends NewsletterSectionContent {
  closeLabel: string;
}

export interface HomeSections {
  hero: HeroContent;
  about: AboutContent;
  books: BooksContent;
  countdown: CountdownContent | null;
  /** Null when there are no articles: the section is left out. */
  articles: ArticlesContent | null;
  newsletter: NewsletterSectionContent;
  newsletterDialog: NewsletterDialogContent;
}
