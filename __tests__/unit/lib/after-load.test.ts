import { afterLoadJs, inlineJson } from "../../../src/lib/after-load";

/** Runs the snippet in jsdom with the document in `state` and tells how often it has called back. */
function run(state: DocumentReadyState) {
  jest.spyOn(document, "readyState", "get").mockReturnValue(state);
  const calls = { count: 0 };
  new Function("calls", `function callback(){calls.count+=1}${afterLoadJs("callback")}`)(calls);
  return () => calls.count;
}

describe("afterLoadJs", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it("calls back once, in the task after the page's load event", () => {
    const calls = run("interactive");
    jest.advanceTimersByTime(5000);
    expect(calls()).toBe(0);
    window.dispatchEvent(new Event("load"));
    expect(calls()).toBe(0);
    jest.advanceTimersByTime(0); // the task after the event
    expect(calls()).toBe(1);
    window.dispatchEvent(new Event("load"));
    jest.advanceTimersByTime(0);
    expect(calls()).toBe(1);
  });

  it("calls back in the next task when the page has already loaded", () => {
    const calls = run("complete");
    expect(calls()).toBe(0);
    jest.advanceTimersByTime(0);
    expect(calls()).toBe(1);
  });
});

describe("inlineJson", () => {
  it("cannot be broken out of its script element by a value", () => {
    expect(inlineJson(["</script><script>alert(1)//"])).not.toContain("</script>");
  });
});
