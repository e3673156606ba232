import { interviewPath, slugify } from "../../../src/lib/slugify";

describe("slugify", () => {
  it.each([
    ["Grace", "grace"],
    ["Grace Ọkà", "grace-oka"],
    ["  Mary-Jane  O'Neil ", "mary-jane-o-neil"],
    ["!!!", ""],
  ])("%p → %p", (input, expected) => {
    expect(slugify(input)).toBe(expected);
  });

  it("builds the interview route from the host's name", () => {
    expect(interviewPath("Grace")).toBe("/interview-with-grace/");
  });
});
