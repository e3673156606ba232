/** @jest-environment node */
/** scripts/bench/long-tasks.ts: a Chrome trace's long tasks on the main thread, each with its self time by kind. */
import { describeTask, longTasks, navigationStartOf, type TraceEvent } from "../../../scripts/bench/long-tasks";

const PAGE = { pid: 7, tid: 1 };
const NAV = 1_000_000; // µs
const at = (ms: number) => NAV + ms * 1000;
const x = (name: string, startMs: number, durMs: number, data = {}, thread = PAGE): TraceEvent => ({
  name,
  ph: "X",
  ...thread,
  ts: at(startMs),
  dur: durMs * 1000,
  args: { data },
});

const events: TraceEvent[] = [
  { name: "thread_name", ph: "M", pid: 3, tid: 1, ts: 0, args: { name: "CrBrowserMain" } },
  { name: "thread_name", ph: "M", pid: 9, tid: 1, ts: 0, args: { name: "CrRendererMain" } },
  { name: "thread_name", ph: "M", ...PAGE, ts: 0, args: { name: "CrRendererMain" } },
  {
    name: "navigationStart",
    ph: "R",
    ...PAGE,
    ts: NAV,
    args: { data: { documentLoaderURL: "http://127.0.0.1:9000/home/" } },
  },
  // Before the first paint: left out with from = 100.
  x("RunTask", 20, 80),
  x("ParseHTML", 20, 79),
  // A script's evaluation that lays the page out.
  x("RunTask", 200, 120),
  x("EvaluateScript", 200, 110, { url: "http://127.0.0.1:9000/app-123.js" }),
  x("Layout", 250, 40),
  // React's scheduler forcing a style recalculation.
  x("RunTask", 400, 90),
  x("FunctionCall", 401, 85, { functionName: "T", url: "http://127.0.0.1:9000/framework-9.js" }),
  x("UpdateLayoutTree", 420, 60),
  // Short: not a long task.
  x("RunTask", 600, 50),
  x("EvaluateScript", 600, 49, { url: "http://127.0.0.1:9000/app-123.js" }),
  // Another renderer (an iframe's, an extension's) that ran no script is not the page.
  x("RunTask", 300, 500, {}, { pid: 9, tid: 1 }),
];

describe("longTasks", () => {
  it("lists the page's tasks over 50 ms from `from` on, with each kind of work's self time", () => {
    const tasks = longTasks(events, { navigationStart: NAV, from: 100 });
    expect(tasks.map((task) => [task.start, task.duration])).toEqual([
      [200, 120],
      [400, 90],
    ]);
    expect(Object.fromEntries(tasks[0].parts)).toEqual({ "evaluate app-123.js": 70, Layout: 40, other: 10 });
    expect(Object.fromEntries(tasks[1].parts)).toEqual({
      "call T in framework-9.js": 25,
      "style recalculation": 60,
      other: 5,
    });
    expect(tasks[1].parts[0][0]).toBe("style recalculation");
  });

  it("finds nothing in a trace without the page's thread", () => {
    const otherThreads = events.filter((e) => e.pid !== PAGE.pid);
    expect(longTasks(otherThreads, { navigationStart: NAV })).toEqual([]);
  });
});

it("navigationStartOf reads the page's own navigation marker", () => {
  expect(navigationStartOf(events, "http://127.0.0.1:9000/home/")).toBe(NAV);
  expect(navigationStartOf(events, "http://127.0.0.1:9000/other/")).toBeNull();
});

it("describeTask prints when, how long, and the parts of 5 ms or more", () => {
  const [task] = longTasks(events, { navigationStart: NAV, from: 100 });
  expect(describeTask(task)).toBe("200 ms, 120 ms long: evaluate app-123.js 70, Layout 40, other 10");
});
