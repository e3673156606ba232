import { COLLECTIONS } from "../../../src/lib/content/collections";
import { hostFileProblems } from "../../../src/lib/content/check/host-files";

/** Content with this many events and interviews, and 19 pictures (as hers has). */
const content = (events: number, interviews = 1) =>
  hostFileProblems(
    "content",
    [
      { collection: COLLECTIONS.events, items: events },
      { collection: COLLECTIONS.interviews, items: interviews },
    ],
    19,
  );

it("refuses content that would make more files than Cloudflare Pages deploys, at its largest collection", () => {
  // Each event is four files (its page, its page data, its card and its calendar file).
  expect(content(4_700)).toEqual([
    {
      severity: "error",
      file: "content/events",
      message: expect.stringMatching(
        /^the site would be up to 20,4\d\d files \(4,?70\d pages, 19 pictures in several sizes each\): Cloudflare Pages deploys at most 20,000, so remove some items or pictures$/,
      ),
    },
  ]);
  expect(content(4_000)).toEqual([]);
  // An interview is three: 6,500 are too many too, named at their folder.
  expect(content(0, 6_500)).toMatchObject([{ file: "content/interviews" }]);
});
