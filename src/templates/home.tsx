import { graphql, type PageProps } from "gatsby";
import { Layout } from "../components/layout/layout";
import { pageHead } from "../components/layout/page-head";
import { About } from "../components/sections/about/about";
import { Articles } from "../components/sections/articles/articles";
import { Books } from "../components/sections/books/books";
import { Countdown } from "../components/sections/countdown/countdown";
import { Hero } from "../components/sections/hero/hero";
import { NewsletterDialog } from "../components/sections/newsletter/newsletter-dialog";
import { NewsletterSection } from "../components/sections/newsletter/newsletter-section";
import { useSiteSettings } from "../hooks/use-site-settings";
import { toHomePageProps } from "../lib/home-page-props";
import { toHomeSeo } from "../lib/seo/home";
import { HOME_PATH } from "../lib/site-path";
import { UpcomingEvents, type UpcomingEventsContext } from "../components/sections/upcoming-events/upcoming-events";
import { PageSection } from "../components/ui/page-section";
import { Container } from "../components/ui/container";

/** /home/, the landing page, created in plugins/site-content: hero, about, books, articles, newsletter; the header appears on scroll. */
export default function HomePage({ data, pageContext }: PageProps<Queries.HomePageQuery, UpcomingEventsContext>) {
  const settings = useSiteSettings();
  const props = toHomePageProps(data, settings);
  return (
    <Layout autoHideHeader currentPath={HOME_PATH}>
      <Hero {...props.hero} />
      <About {...props.about} />
      <Books {...props.books} />
      {pageContext.upcomingEvents ? (
        // The band and its rhythm; the list is its own labelled section.
        <PageSection as="div" id="events">
          <Container>
            <UpcomingEvents titleId="events-title" {...pageContext.upcomingEvents} />
          </Container>
        </PageSection>
      ) : null}
      {props.countdown ? <Countdown {...props.countdown} /> : null}
      {props.articles ? <Articles {...props.articles} /> : null}
      <NewsletterSection {...props.newsletter} />
      <NewsletterDialog {...props.newsletterDialog} />
    </Layout>
  );
}

export const Head = pageHead<Queries.HomePageQuery>((data, settings) => toHomeSeo(data, settings, HOME_PATH));

export const query = graphql`
  # $articleLimit is articles.limit and $featuredBook books.featured in content/settings/home.json,
  # put in the page's context by plugins/site-content.
  query HomePage($articleLimit: Int!, $featuredBook: String!) {
    homeSettings {
      title
      hero {
        eyebrow
        aboutButton
        preorderButton
      }
      about {
        heading
        portraitAlt
        paragraphs
        portrait {
          childImageSharp {
            # Files at 0.75, 1, 1.6 and 2 times the shown width, so a 1.75x phone does not need the 2x one.
            gatsbyImageData(width: 416, aspectRatio: 0.8, outputPixelDensities: [0.75, 1, 1.6, 2])
            person: gatsbyImageData(layout: FIXED, width: 600, formats: [JPG], placeholder: NONE)
          }
        }
      }
      books {
        eyebrow
        storiesHeading
        preorderButton
        carouselLabel
        slideLabel
        pauseLabel
        playLabel
        previousLabel
        nextLabel
        showSlideLabel
      }
      articles {
        eyebrow
        heading
        intro
        readMore
        archiveUrl
        archiveLink
      }
      newsletter {
        heading
        text
        iframeTitle
        dialogHeading
        dialogText
        closeLabel
      }
      countdown {
        visible
        target
        heading
        endedText
        days
        hours
        minutes
        seconds
      }
    }
    book(address: { eq: $featuredBook }) {
      title
      subtitle
      address
      synopsis
      # The fragments BookStories and BookLdCover are src/templates/book.tsx's.
      ...BookStories
      formats {
        format
      }
      covers {
        alt
        portrait {
          childImageSharp {
            ...BookLdCover
          }
        }
        phone {
          childImageSharp {
            gatsbyImageData(layout: FULL_WIDTH, breakpoints: [360, 414, 540, 750, 828, 1080], quality: 62)
          }
        }
        tablet {
          childImageSharp {
            gatsbyImageData(layout: FULL_WIDTH, breakpoints: [600, 768, 1024, 1536], quality: 62)
          }
        }
        flat {
          childImageSharp {
            gatsbyImageData(layout: FULL_WIDTH, breakpoints: [1024, 1280, 1600, 1920, 2400], quality: 62)
            share: gatsbyImageData(layout: FIXED, width: 1200, height: 630, formats: [JPG], placeholder: NONE)
          }
        }
      }
    }
    # Newest first; on the same date, the later-numbered article first, so the order never varies between builds.
    allArticle(sort: [{ date: DESC }, { jsonId: DESC }], limit: $articleLimit) {
      pageInfo {
        hasNextPage
      }
      nodes {
        id
        title
        excerpt
        imageAlt
        readTime
        category
        link
        isoDate: date
        displayDate: date(formatString: "MMMM D, YYYY")
        image {
          childImageSharp {
            gatsbyImageData(width: 400, aspectRatio: 1.6, outputPixelDensities: [0.75, 1, 1.6, 2])
          }
        }
      }
    }
    # The books still to come, soonest first: the Books section names the first.
    comingSoon: allBook(
      filter: { status: { eq: "coming soon" } }
      sort: [{ releaseDate: ASC }, { address: ASC }]
      limit: 1
    ) {
      nodes {
        title
      }
    }
    allCarouselSlide {
      nodes {
        id
        alt
        src {
          childImageSharp {
            gatsbyImageData(width: 416, aspectRatio: 0.75, outputPixelDensities: [0.75, 1, 1.6, 2])
          }
        }
      }
    }
  }
`;
