import { graphql, type PageProps } from "gatsby";
import { Layout } from "../components/layout/layout";
import { pageHead } from "../components/layout/page-head";
import { BookArticle } from "../components/sections/book/book-article";
import { useSiteSettings } from "../hooks/use-site-settings";
import { fromBookPageQuery } from "../lib/book-page-props";
import { toBookSeo } from "../lib/seo/book";
import { UpcomingEvents, type UpcomingEventsContext } from "../components/sections/upcoming-events/upcoming-events";

/** /books/{address}/: created in plugins/site-content, one for each file in content/books/. */
export default function BookPage({ data, pageContext }: PageProps<Queries.BookPageQuery, UpcomingEventsContext>) {
  const { labels } = useSiteSettings();
  const props = fromBookPageQuery(data, labels.newTab);
  const events = pageContext.upcomingEvents;
  return (
    <Layout currentPath={props.path}>
      <BookArticle {...props} sampleHtml={data.book?.sampleHtml ?? ""}>
        {events ? <UpcomingEvents titleId="events-title" {...events} /> : null}
      </BookArticle>
    </Layout>
  );
}

export const Head = pageHead<Queries.BookPageQuery>(toBookSeo);

export const query = graphql`
  # A book's stories, in its order: its page's and /home's Books section's (StoryList).
  fragment BookStories on Book {
    stories {
      title
      theme
      summary
    }
  }

  # The cover's file the Book's JSON-LD names (src/lib/seo/book.ts, src/lib/seo/home.ts), on the
  # book's page and on /home: the same file on both.
  fragment BookLdCover on ImageSharp {
    cover: gatsbyImageData(layout: FIXED, width: 800, formats: [JPG], placeholder: NONE)
  }

  # A cover's link-preview picture: the whole cover on the pages' dark colour (colors.darkDeep). A
  # book's page, an event's (its book's, or the featured one's) and an interview's (the featured book's).
  fragment BookShareCover on ImageSharp {
    share: gatsbyImageData(
      layout: FIXED
      width: 1200
      height: 630
      formats: [JPG]
      placeholder: NONE
      backgroundColor: "#2a1128"
      transformOptions: { fit: CONTAIN }
    )
  }

  # $id is the book's node and $series its series' name ("" for a book on its own), put in the
  # page's context by plugins/site-content.
  query BookPage($id: String!, $series: String!) {
    siteSettings {
      bookPage {
        publishedLine
        preorderLine
        comingSoonLine
        notifyLink
        buyHeading
        preorderHeading
        universalLink
        isbnLine
        seriesLine
        seriesHeading
        synopsisHeading
        storiesHeading
        praiseHeading
        sampleHeading
        sampleLink
      }
    }
    book(id: { eq: $id }) {
      ...BookSummary
      synopsis
      ...BookStories
      formats {
        format
        label
        isbn
      }
      buyLinks {
        store
        format
        url
      }
      universalLink
      praise {
        quote
        source
        link
      }
      sampleHtml
      series
      seriesNumber
      covers {
        alt
        portrait {
          childImageSharp {
            # Shown at most 360 px wide (240 on a phone): files at 0.75, 1, 1.35 and 2 times that.
            gatsbyImageData(width: 360, outputPixelDensities: [0.75, 1, 1.35, 2])
            ...BookLdCover
            ...BookShareCover
          }
        }
      }
    }
    # The other books of its series, in the series' order; none for a book on its own.
    series: allBook(
      filter: { series: { eq: $series, ne: "" }, id: { ne: $id } }
      sort: [{ seriesNumber: ASC }, { address: ASC }]
    ) {
      nodes {
        title
        address
        series
        seriesNumber
        covers {
          alt
          portrait {
            childImageSharp {
              gatsbyImageData(width: 96, outputPixelDensities: [1, 2])
            }
          }
        }
      }
    }
  }
`;
