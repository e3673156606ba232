/** "2025-07-11" → "July 11, 2025": the form the build's `date(formatString: "MMMM D, YYYY")` gives. */
export function displayDate(isoDate: string, locale = "en-US"): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return date.toLocaleDateString(locale, { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });
}
