import type {
  Book,
  EventAttendanceModeEnumeration,
  EventStatusType,
  LiteraryEvent,
  Offer,
  Organization,
  Person,
  Place,
  VirtualLocation,
} from "schema-dts";
import type { SiteSettings } from "../../types/content";
import type { PageSeo } from "../../types/seo";
import { attendanceOf } from "../event-fields";
import { bookPath } from "../site-path";
import { eventPath } from "../event-site";
import { srcOf } from "./share-image";
import { absoluteUrl, authorNode, bookPageId, toGraph, type IdentityInput } from "./structured-data";

/** An event as its own page describes it to search engines (/events/{address}/). */
export type EventLdInput = Omit<NonNullable<Queries.EventPageQuery["event"]>, "descriptionHtml"> & {
  /** Plain text. */
  description: string;
  /** The book it features, by address ("" for none). */
  book: { address: string; title: string } | null;
  /** The picture: the book's cover, or the featured book's. */
  imageUrl: string;
};

/** schema.org's EventStatusType for each status of the content. */
const STATUS: Readonly<Record<string, EventStatusType>> = {
  scheduled: "https://schema.org/EventScheduled",
  cancelled: "https://schema.org/EventCancelled",
  postponed: "https://schema.org/EventPostponed",
  "moved online": "https://schema.org/EventMovedOnline",
};

/** The EventStatusType: a scheduled event whose start has moved is EventRescheduled. */
function eventStatus(event: Pick<EventLdInput, "status" | "previousStartsAt">): EventStatusType {
  if (event.status === "scheduled" && event.previousStartsAt) return "https://schema.org/EventRescheduled";
  return STATUS[event.status] ?? "https://schema.org/EventScheduled";
}

/** The EventAttendanceModeEnumeration: in a room, online, or both. */
function attendanceMode(event: Pick<EventLdInput, "status" | "attendance">): EventAttendanceModeEnumeration {
  const { inPerson, online } = attendanceOf(event);
  if (inPerson && online) return "https://schema.org/MixedEventAttendanceMode";
  return online ? "https://schema.org/OnlineEventAttendanceMode" : "https://schema.org/OfflineEventAttendanceMode";
}

/** The parts of an object whose value the content may leave empty: those it fills. */
const given = <K extends string>(key: K, value: string) => (value ? { [key]: value } : {}) as { [key in K]?: string };

/** Where it happens: the venue (a Place with its PostalAddress), the link to join (a VirtualLocation), or both. */
function location(event: EventLdInput, pageUrl: string): Place | VirtualLocation | (Place | VirtualLocation)[] {
  const { inPerson, online } = attendanceOf(event);
  const { venue } = event;
  const place: Place = {
    "@type": "Place",
    name: venue.name || venue.city,
    address: {
      "@type": "PostalAddress",
      ...given("streetAddress", venue.street),
      addressLocality: venue.city,
      ...given("addressRegion", venue.region),
      ...given("postalCode", venue.postalCode),
      addressCountry: venue.countryCode,
    },
    ...given("hasMap", venue.mapLink),
  };
  // An event moved online keeps its venue (as Google asks) beside where it is now.
  const keepsVenue = event.status === "moved online" && venue.city !== "";
  // The content check asks an online event for its link; the page itself stands in, should one lack it.
  const virtual: VirtualLocation = { "@type": "VirtualLocation", url: event.onlineLink || pageUrl };
  if (inPerson && online) return [place, virtual];
  if (online) return keepsVenue ? [virtual, place] : virtual;
  return place;
}

/** An event page's LiteraryEvent for Google: no offer once called off; by default the author organises it. */
export function eventLd(identity: IdentityInput, event: EventLdInput): LiteraryEvent {
  const path = eventPath(event.address);
  const url = `${identity.siteUrl}${path}`;
  const offered = event.tickets.link !== "" && (event.status === "scheduled" || event.status === "moved online");
  const organizer: Organization | Person = event.organiser.name
    ? { "@type": "Organization", name: event.organiser.name, ...given("url", event.organiser.link) }
    : authorNode(identity);
  const book: Book | undefined = event.book
    ? {
        "@type": "Book",
        "@id": bookPageId(identity.siteUrl, bookPath(event.book.address)),
        name: event.book.title,
        url: `${identity.siteUrl}${bookPath(event.book.address)}`,
      }
    : undefined;
  const offer: Offer | undefined = offered
    ? {
        "@type": "Offer",
        url: event.tickets.link,
        price: event.tickets.price,
        priceCurrency: event.tickets.currency,
        availability: "https://schema.org/InStock",
      }
    : undefined;
  return {
    "@type": "LiteraryEvent",
    "@id": `${url}#event`,
    name: event.title,
    url,
    description: event.description,
    image: [event.imageUrl],
    startDate: event.startsAt,
    endDate: event.endsAt,
    ...(event.previousStartsAt ? { previousStartDate: event.previousStartsAt } : {}),
    eventStatus: eventStatus(event),
    eventAttendanceMode: attendanceMode(event),
    location: location(event, url),
    inLanguage: identity.lang,
    performer: authorNode(identity),
    organizer,
    ...(book ? { workFeatured: book } : {}),
    ...(offer ? { offers: offer } : {}),
  };
}

/** The text of formatted HTML (an event's description), for a meta description and the JSON-LD. */
export function plainText(html: string): string {
  return (
    html
      // A block ends a sentence's run; a tag inside one (<strong>) joins what it wraps to its words.
      .replace(/<\/?(?:p|h[1-6]|li|ul|ol|blockquote|br)\b[^>]*>/g, " ")
      .replace(/<[^>]*>/g, "")
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&quot;/g, '"')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&amp;/g, "&")
      .replace(/\s+/g, " ")
      .trim()
  );
}

/** Title, description, share image (its book's cover, else the featured book's) and the Event's JSON-LD. */
export function toEventSeo(data: Queries.EventPageQuery, settings: SiteSettings): PageSeo {
  const { event, book, featuredBook } = data;
  if (!event) throw new Error("An event in content/events/ could not be loaded");
  // A book still to come may have no cover yet: the featured book's stands in, as for an event without one.
  const ownCover = Boolean(book?.covers.portrait);
  const pictured = ownCover ? book : featuredBook;
  const sharp = pictured?.covers.portrait?.childImageSharp;
  const field =
    ownCover && book ? `content/books/${book.address}.json, covers.portrait` : "the featured book's covers.portrait";
  const description = plainText(event.descriptionHtml);
  return {
    title: event.title,
    description,
    path: eventPath(event.address),
    jsonLd: toGraph([
      eventLd(settings, {
        ...event,
        description,
        book: book ? { address: book.address, title: book.title } : null,
        imageUrl: absoluteUrl(settings.siteUrl, srcOf(sharp?.cover, field)),
      }),
    ]),
  };
}
