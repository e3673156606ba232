/** How an event's times, place and price are worded in the site's language, by Intl, in the event's zone. */

/** "Saturday, March 10, 2035 at 10:00 PM EST": the day, the time and the zone's short name. */
export function eventDateTime(iso: string, timeZone: string, lang: string): string {
  return new Intl.DateTimeFormat(lang, {
    weekday: "long",
    year: "numeric",
    month: "long",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone,
    timeZoneName: "short",
  }).format(new Date(iso));
}

/** "10:00 PM EST": the time and the zone's short name. */
function eventTime(iso: string, timeZone: string, lang: string): string {
  return new Intl.DateTimeFormat(lang, { hour: "numeric", minute: "2-digit", timeZone, timeZoneName: "short" }).format(
    new Date(iso),
  );
}

/** The local date of an instant in a zone, "2035-03-10", to tell whether two fall on one day there. */
function localDay(iso: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat("en-CA", { year: "numeric", month: "2-digit", day: "2-digit", timeZone })
    .formatToParts(new Date(iso))
    .reduce<Record<string, string>>((found, part) => ({ ...found, [part.type]: part.value }), {});
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** An end as it follows its start: its time alone on the same local day, its day and time on another. */
export function eventEndText(startIso: string, endIso: string, timeZone: string, lang: string): string {
  return localDay(startIso, timeZone) === localDay(endIso, timeZone)
    ? eventTime(endIso, timeZone, lang)
    : eventDateTime(endIso, timeZone, lang);
}

/** The short month and the day of the month of an instant in a zone, for a calendar leaf: "Mar", "10". */
export function calendarLeaf(iso: string, timeZone: string, lang: string): { month: string; day: string } {
  const date = new Date(iso);
  return {
    month: new Intl.DateTimeFormat(lang, { month: "short", timeZone }).format(date),
    day: new Intl.DateTimeFormat(lang, { day: "numeric", timeZone }).format(date),
  };
}

/** The city an IANA zone is named after: "America/New_York" → "New York", "Africa/Lagos" → "Lagos". */
export function zoneCity(timeZone: string): string {
  return (timeZone.split("/").at(-1) ?? timeZone).replace(/_/g, " ");
}

/** "£8", "₦15,000": a whole price in its currency, as the site's language writes it. */
export function priceText(price: number, currency: string, lang: string): string {
  return new Intl.NumberFormat(lang, {
    style: "currency",
    currency,
    currencyDisplay: "narrowSymbol",
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  }).format(price);
}

/** "United States" for "US", in the site's language; the code itself if the runtime has no name for it. */
export function countryName(code: string, lang: string): string {
  try {
    return new Intl.DisplayNames([lang], { type: "region" }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** The content's kinds, as site.json's eventPage.kinds names them: "book club" → "bookClub". */
export function kindKey(kind: string): string {
  return kind.replace(/ (\w)/g, (_match, letter: string) => letter.toUpperCase());
}

/** The reader's own time of an instant: a short day, the time and the reader's zone ("Sun 3:00 AM GMT+1"). */
export function readerTime(iso: string, lang: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(lang, {
    weekday: "short",
    hour: "numeric",
    minute: "2-digit",
    timeZone,
    timeZoneName: "short",
  }).format(new Date(iso));
}
