import { createHydrationTracker } from "../../../src/lib/hydration-tracker";

describe("createHydrationTracker", () => {
  it("settles once the root and every part begun before it have settled, in any order", () => {
    const onSettled = jest.fn();
    const tracker = createHydrationTracker(onSettled);
    const about = tracker.begin();
    const footer = tracker.begin();
    tracker.settleRoot();
    about();
    expect(onSettled).not.toHaveBeenCalled();
    footer();
    expect(onSettled).toHaveBeenCalledTimes(1);
  });

  it("settles with the root alone when nothing hydrates later", () => {
    const onSettled = jest.fn();
    createHydrationTracker(onSettled).settleRoot();
    expect(onSettled).toHaveBeenCalledTimes(1);
  });

  it("counts a part settled twice, or the root settled twice, only once", () => {
    const onSettled = jest.fn();
    const tracker = createHydrationTracker(onSettled);
    const part = tracker.begin();
    tracker.settleRoot();
    tracker.settleRoot();
    expect(onSettled).not.toHaveBeenCalled();
    part();
    part();
    expect(onSettled).toHaveBeenCalledTimes(1);
  });

  it("ignores parts that begin after the page has settled (a later navigation)", () => {
    const onSettled = jest.fn();
    const tracker = createHydrationTracker(onSettled);
    tracker.settleRoot();
    tracker.begin()();
    expect(onSettled).toHaveBeenCalledTimes(1);
  });
});
