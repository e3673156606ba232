import { formatFileSize } from "../../../src/lib/format-file-size";

describe("formatFileSize", () => {
  it.each([
    [0, "0 B"],
    [812, "812 B"],
    [1000, "1 KB"],
    [141_124, "141 KB"],
    [999_400, "999 KB"],
    // Rounds up into the next unit: never "1000 KB".
    [999_600, "1.0 MB"],
    [3_216_011, "3.2 MB"],
    [26_214_400, "26.2 MB"],
  ])("writes %p bytes as %p, in decimal units as downloads are shown", (bytes, expected) => {
    expect(formatFileSize(bytes)).toBe(expected);
  });

  it("refuses what is not a size", () => {
    expect(() => formatFileSize(-1)).toThrow("Not a file size");
    expect(() => formatFileSize(Number.NaN)).toThrow("Not a file size");
  });
});
