/** The events' build: the events to come on /home and a book's page, and each event's calendar file. */
import type { EventForList } from "../../src/lib/upcoming-events";
import { eventsToCome, upcomingEvents } from "../../src/lib/upcoming-events";
import { EVENTS_ON_HOME } from "../../src/lib/event-site";
import type { BuildTools, CollectionBuild, PageItem } from "./collection-build";
import { writeEventCalendars } from "./calendar";

/** The events still to come at this build, soonest first, and how to list some of them. */
async function eventsToComeNow({ graphql, getNodesByType }: BuildTools) {
  const result = await graphql<{ allEvent: { nodes: EventForList[] } }>(`
    query EventsToCome {
      allEvent {
        nodes {
          address
          title
          kind
          status
          attendance
          startsAt
          endsAt
          timeZone
          venue {
            city
          }
          book
        }
      }
    }
  `);
  const settings = getNodesByType("SiteSettings")[0] as unknown as Queries.SiteSettings | undefined;
  const events = settings ? eventsToCome(result.data?.allEvent.nodes ?? [], Date.now()) : [];
  const copy = settings && {
    lang: settings.lang,
    heading: settings.eventPage.eventsHeading,
    allEvents: settings.eventsPage.allEvents,
    online: settings.eventPage.online,
    kinds: settings.eventPage.kinds,
  };
  return { events, list: (chosen: EventForList[]) => (copy ? upcomingEvents(chosen, copy) : undefined) };
}

export const EVENTS_BUILD: CollectionBuild = {
  // /home's next events, and a book's own: a list only when there are some.
  provides: async (tools) => {
    const toCome = await eventsToComeNow(tools);
    return {
      upcomingEvents: (item?: PageItem) =>
        toCome.list(
          item ? toCome.events.filter((event) => event.book === item.address) : toCome.events.slice(0, EVENTS_ON_HOME),
        ),
    };
  },
  writeFiles: writeEventCalendars,
};
