/**
 * GraphQL types for everything under content/. Declared explicitly (@dontInfer, non-null
 * fields, images as File links) so a missing field or image stops the build with the
 * field's name instead of rendering an empty card.
 */
export const contentTypeDefs = /* GraphQL */ `
  type SiteSettings implements Node @dontInfer {
    name: String!
    tagline: String!
    description: String!
    siteUrl: String!
    lang: String!
    email: String!
    linkHubUrl: String!
    newsletterHost: String!
    logo: File! @fileByRelativePath
    logoAlt: String!
    navigation: [NavigationItem!]!
    socials: [SocialLink!]!
    labels: SiteLabels!
    notFound: NotFoundCopy!
  }

  type NavigationItem {
    title: String!
    link: String!
    listsBooks: Boolean
  }

  type SocialLink {
    label: String!
    icon: String!
    href: String!
  }

  type SiteLabels {
    skipToContent: String!
    mainNavigation: String!
    openMenu: String!
    closeMenu: String!
    interviewNav: String!
    comingSoon: String!
    socialNavigation: String!
    socialLink: String!
    contactHeading: String!
    contactLink: String!
    followHeading: String!
    copyright: String!
    homeLink: String!
    newTab: String!
    redirect: String!
    interviewEyebrow: String!
  }

  type NotFoundCopy {
    title: String!
    heading: String!
    text: String!
    homeLink: String!
  }

  type HomeSettings implements Node @dontInfer {
    title: String!
    hero: HeroCopy!
    about: AboutSection!
    books: BooksCopy!
    articles: ArticlesCopy!
    newsletter: NewsletterCopy!
    countdown: CountdownSettings!
  }

  type HeroCopy {
    eyebrow: String!
    aboutButton: String!
    preorderButton: String!
  }

  type AboutSection {
    heading: String!
    portrait: File! @fileByRelativePath
    portraitAlt: String!
    paragraphs: [String!]!
  }

  type BooksCopy {
    eyebrow: String!
    storiesHeading: String!
    preorderButton: String!
    carouselLabel: String!
    slideLabel: String!
    pauseLabel: String!
    playLabel: String!
    previousLabel: String!
    nextLabel: String!
    showSlideLabel: String!
  }

  type ArticlesCopy {
    eyebrow: String!
    heading: String!
    intro: String!
    readMore: String!
  }

  type NewsletterCopy {
    heading: String!
    text: String!
    iframeTitle: String!
    dialogHeading: String!
    dialogText: String!
    closeLabel: String!
  }

  type CountdownSettings {
    visible: Boolean!
    target: String!
    heading: String!
    endedText: String!
    days: String!
    hours: String!
    minutes: String!
    seconds: String!
  }

  type Book implements Node @dontInfer {
    title: String!
    subtitle: String!
    format: String!
    synopsis: [String!]!
    stories: [Story!]!
    covers: BookCovers!
    comingSoon: ComingSoonBook!
  }

  type Story {
    title: String!
    theme: String!
    summary: String!
  }

  type BookCovers {
    portrait: File! @fileByRelativePath
    tablet: File! @fileByRelativePath
    phone: File! @fileByRelativePath
    flat: File! @fileByRelativePath
    alt: String!
  }

  type ComingSoonBook {
    title: String!
  }

  type Article implements Node @dontInfer {
    jsonId: Int!
    title: String!
    excerpt: String!
    image: File! @fileByRelativePath
    imageAlt: String!
    date: Date! @dateformat
    readTime: String!
    category: String!
    link: String!
  }

  type CarouselSlide implements Node @dontInfer {
    src: File! @fileByRelativePath
    alt: String!
  }

  type Mdx implements Node {
    frontmatter: MdxFrontmatter!
    fields: MdxFields!
  }

  type MdxFrontmatter {
    host: String!
    title: String!
    description: String!
    date: Date! @dateformat
  }

  type MdxFields {
    slug: String!
    path: String!
  }
`;
