import { isTimeZone, zonedIso } from "../../../src/lib/event-time";

describe("isTimeZone", () => {
  it("accepts the IANA names the pages can format a time in", () => {
    for (const zone of ["Africa/Lagos", "America/New_York", "Europe/London", "UTC"])
      expect(isTimeZone(zone)).toBe(true);
  });

  it("refuses a zone Luxon reads but Intl, which the pages format with, does not", () => {
    expect(() => new Intl.DateTimeFormat("en", { timeZone: "UTC+1" })).toThrow();
    expect(isTimeZone("UTC+1")).toBe(false);
    expect(isTimeZone("Mars/Olympus")).toBe(false);
  });
});

describe("zonedIso", () => {
  it("gives the local time with the offset it has that day, across a summer-time change", () => {
    expect(zonedIso("2035-03-10T22:00", "America/New_York")).toBe("2035-03-10T22:00:00-05:00");
    expect(zonedIso("2035-03-11T04:00", "America/New_York")).toBe("2035-03-11T04:00:00-04:00");
  });
});
