import { displayDate } from "../../../src/lib/format-date";

describe("displayDate", () => {
  it.each([
    ["2025-07-11", "July 11, 2025"],
    ["2025-01-01", "January 1, 2025"],
    ["2024-02-29", "February 29, 2024"],
  ])("shows %s as %s, whatever the time zone", (iso, shown) => {
    expect(displayDate(iso)).toBe(shown);
  });

  it("shows text that is not a date as it is", () => {
    expect(displayDate("soon")).toBe("soon");
  });
});
