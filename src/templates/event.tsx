import { graphql, type PageProps } from "gatsby";
import { Layout } from "../components/layout/layout";
import { pageHead } from "../components/layout/page-head";
import { EventArticle } from "../components/sections/event/event-article";
import { useSiteSettings } from "../hooks/use-site-settings";
import { fromEventPageQuery } from "../lib/event-page-props";
import { toEventSeo } from "../lib/seo/event";

/** /events/{address}/: created in plugins/site-content, one for each file in content/events/. */
export default function EventPage({ data }: PageProps<Queries.EventPageQuery>) {
  const { labels } = useSiteSettings();
  const props = fromEventPageQuery(data, labels.newTab);
  return (
    <Layout currentPath={props.path}>
      <EventArticle {...props} />
    </Layout>
  );
}

export const Head = pageHead<Queries.EventPageQuery>(toEventSeo);

export const query = graphql`
  # The names of the kinds of event and the notices of a change of plan: an event's page and /events/.
  fragment EventStatusCopy on EventPageCopy {
    kinds {
      launch
      reading
      signing
      panel
      talk
      workshop
      bookClub
    }
    cancelled
    postponed
    movedOnline
  }

  # What /events/ shows of an event, and its page too.
  fragment EventCardFields on Event {
    title
    address
    kind
    timeZone
    status
    attendance
    startsAt
    endsAt
    venue {
      name
      city
    }
  }

  # What an event's page and its schema.org Event (src/lib/seo/event.ts) read of the event.
  fragment EventFields on Event {
    ...EventCardFields
    previousStartsAt
    venue {
      street
      region
      postalCode
      countryCode
      mapLink
    }
    onlineLink
    tickets {
      link
      label
      price
      currency
    }
    organiser {
      name
      link
    }
  }

  # $id is the event's node, $book the address of the book it features ("" for none) and
  # $featuredBook the book /home features, whose cover stands in for an event without a book in
  # link previews; all put in the page's context by plugins/site-content.
  query EventPage($id: String!, $book: String!, $featuredBook: String!) {
    site {
      buildTime
      siteMetadata {
        siteUrl
      }
    }
    siteSettings {
      lang
      eventPage {
        ...EventStatusCopy
        rescheduledLine
        ended
        whenHeading
        whereHeading
        online
        joinOnline
        mapLink
        yourTime
        free
        organisedBy
        bookHeading
        addToCalendar
        googleCalendar
        outlookCalendar
      }
    }
    event(id: { eq: $id }) {
      ...EventFields
      descriptionHtml
    }
    book(address: { eq: $book }) {
      title
      address
      pitch
      covers {
        alt
        portrait {
          childImageSharp {
            # As on /books/: shown 88 px wide on a phone, 128 px from 768 px.
            gatsbyImageData(width: 128, outputPixelDensities: [1, 1.6, 2])
            ...BookLdCover
            # The book page's link-preview picture (src/templates/book.tsx): the same file.
            ...BookShareCover
          }
        }
      }
    }
    featuredBook: book(address: { eq: $featuredBook }) {
      covers {
        alt
        portrait {
          childImageSharp {
            ...BookLdCover
            ...BookShareCover
          }
        }
      }
    }
  }
`;
