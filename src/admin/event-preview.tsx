import { EventArticle } from "../components/sections/event/event-article";
import { EVENT_KINDS, eventSchema } from "../lib/content/events";
import { interviewHtml } from "../lib/content/interview-html";
import { eventPlace } from "../lib/event-fields";
import { toEventPageProps, type FeaturedBookFields } from "../lib/event-page-props";
import { isTimeZone, zonedIso } from "../lib/event-time";
import type { EventFields, EventPageCopy, TimeText } from "../types/event";
import { FormattedBody } from "./formatted-body";
import { coverImage, entries, labels, plain, text, texts, type Data, type Render } from "./preview-data";

/** What the preview says above the page when the description holds what the site refuses. */
export const EVENT_REFUSED_HEADING = "The site will not publish this event until these are fixed:";

/** A time left out: an empty <time>. */
const NO_TIME: TimeText = { iso: "", text: "" };

/** Stands in for a time not known yet: one that never comes, so an event without an end is not over. */
const NEVER = "9999-12-31T23:59:59Z";

/** The entry's zone, when the content check would take it (isTimeZone asks Luxon and Intl both). */
const knownZone = (value: unknown): string | undefined =>
  typeof value === "string" && isTimeZone(value) ? value : undefined;

/** A local time of the entry in its zone, as the build computes it; undefined until both are valid. */
function zoned(local: unknown, zone: string | undefined): string | undefined {
  if (zone === undefined || !eventSchema.shape.start.safeParse(local).success) return undefined;
  try {
    return zonedIso(local as string, zone);
  } catch {
    return undefined;
  }
}

const isKind = (value: string): value is (typeof EVENT_KINDS)[number] =>
  (EVENT_KINDS as readonly string[]).includes(value);

/** The featured book, from the books the previews read as saved (loadSettings); none for an address naming none. */
function featuredBook(
  props: Parameters<Render>[0],
  address: string,
  extra: Data,
  onPending: () => void,
): FeaturedBookFields | null {
  if (address === "") return null;
  const book = entries(extra.books).find((entry) => text(entry.address) === address);
  if (!book) return null;
  return {
    ...texts(book, ["title", "pitch"]),
    address,
    // As on the page: 128 px wide at most, a 2:3 portrait.
    cover: coverImage(props, plain(book.covers), 128, 192, onPending),
  };
}

/** The description as the build renders it (descriptionHtml), or what it refuses. */
function description(source: string): { html: string; refused: boolean } {
  if (source.trim() === "") return { html: "", refused: false };
  try {
    return { html: interviewHtml(source), refused: false };
  } catch {
    return { html: "", refused: true };
  }
}

/** The page by its own code (event-page-props.ts), zoned as the build does, over by the clock at drawing. */
export const eventPreview: Render = (props, data, extra, onPending) => {
  const site = plain(extra.site);
  const copy = plain(site.eventPage) as unknown as EventPageCopy;
  // Until the site's settings are read, there are no texts to draw the page with.
  if (typeof copy.whenHeading !== "string") return <></>;

  const zone = knownZone(data.timeZone);
  const startsAt = zoned(data.start, zone);
  const endsAt = zoned(data.end, zone);
  const previousStartsAt = zoned(data.previousStart, zone) ?? null;
  const kind = text(data.kind);
  const tickets = plain(data.tickets);
  const price = Number(tickets.price ?? 0);
  const currency = eventSchema.shape.tickets.shape.currency.safeParse(tickets.currency).success
    ? text(tickets.currency)
    : undefined;
  const source = text(data.description);
  const body = description(source);

  const event: EventFields & { descriptionHtml: string } = {
    ...texts(data, ["title", "address", "onlineLink"]),
    // A new entry has none of these until one is picked: the page's code needs one of each.
    kind: isKind(kind) ? kind : "launch",
    status: text(data.status) || "scheduled",
    attendance: text(data.attendance) || "in person",
    timeZone: zone ?? "UTC",
    startsAt: startsAt ?? NEVER,
    endsAt: endsAt ?? NEVER,
    previousStartsAt,
    venue: texts(plain(data.venue), ["name", "street", "city", "region", "postalCode", "countryCode", "mapLink"]),
    tickets: {
      link: text(tickets.link),
      label: text(tickets.label),
      price: Number.isFinite(price) ? price : 0,
      currency: currency ?? "USD",
    },
    organiser: texts(plain(data.organiser), ["name", "link"]),
    descriptionHtml: body.html,
  };
  const page = toEventPageProps(event, copy, featuredBook(props, text(data.book), extra, onPending), {
    lang: text(site.lang) || "en",
    builtAt: new Date().toISOString(),
    newTabLabel: text(labels(extra).newTab),
    // The calendar links carry the page's address on the live site (site.json, without its trailing slash).
    siteUrl: text(site.siteUrl).replace(/\/+$/, ""),
  });
  return (
    <>
      {body.refused ? <FormattedBody source={source} heading={EVENT_REFUSED_HEADING} /> : null}
      <EventArticle
        {...page}
        // What the stand-ins above filled in is left out: the page shows none of it.
        kindLabel={isKind(kind) ? page.kindLabel : ""}
        start={startsAt ? page.start : NO_TIME}
        end={endsAt ? page.end : NO_TIME}
        place={zone ? page.place : eventPlace({ ...event, timeZone: "" })}
        readerTime={startsAt ? page.readerTime : null}
        tickets={
          page.tickets && price !== 0 && (currency === undefined || !Number.isFinite(price))
            ? { ...page.tickets, price: "" }
            : page.tickets
        }
      />
    </>
  );
};
