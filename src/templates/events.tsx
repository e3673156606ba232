import { graphql, type PageProps } from "gatsby";
import { Layout } from "../components/layout/layout";
import { pageHead } from "../components/layout/page-head";
import { CalendarLinks } from "../components/sections/events/calendar-links";
import { EventCard } from "../components/sections/events/event-card";
import { GroupedListingPage } from "../components/sections/listing/grouped-listing-page";
import { toEventsPageProps, type EventsPageContext } from "../lib/events-page-props";
import { toEventsSeo } from "../lib/seo/events";
import { EVENTS_PATH } from "../lib/event-site";

/** /events/, once there is an event: to come, soonest first, then past, newest first, as at `builtAt` (built daily). */
export default function EventsPage({ data, pageContext }: PageProps<Queries.EventsPageQuery, EventsPageContext>) {
  const props = toEventsPageProps(data, pageContext.builtAt);
  return (
    <Layout currentPath={EVENTS_PATH}>
      <GroupedListingPage
        titleId="events-title"
        heading={props.heading}
        intro={props.intro}
        groups={props.groups}
        renderItem={(event) => <EventCard event={event} />}
      >
        <CalendarLinks {...props.calendar} />
      </GroupedListingPage>
    </Layout>
  );
}

export const Head = pageHead<Queries.EventsPageQuery, EventsPageContext>((data, settings, { builtAt }) =>
  toEventsSeo(toEventsPageProps(data, builtAt), settings),
);

export const query = graphql`
  query EventsPage {
    site {
      siteMetadata {
        siteUrl
      }
    }
    siteSettings {
      lang
      eventsPage {
        title
        heading
        intro
        upcomingHeading
        noneUpcoming
        pastHeading
        subscribe
        download
      }
      eventPage {
        # The fragment EventStatusCopy is src/templates/event.tsx's.
        ...EventStatusCopy
        online
      }
    }
    # Latest first as declared (collections.ts); the page sorts them again by the instant they start,
    # since local times in different zones do not sort as written.
    allEvent(sort: [{ start: DESC }, { address: ASC }]) {
      nodes {
        # The fragment EventCardFields is src/templates/event.tsx's.
        ...EventCardFields
      }
    }
  }
`;
