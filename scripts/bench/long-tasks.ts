/** What a page's long tasks (over 50 ms) were made of, by kind of work, from a Chrome trace. */

/** The fields of a trace event this reads (Chrome's Trace Event Format). */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string; data?: Record<string, unknown> };
}

export interface LongTask {
  /** Start, from the page's navigation start, and length, in ms. */
  start: number;
  duration: number;
  /** The work inside the task: a label and its total time in ms, longest first. */
  parts: Array<[string, number]>;
}

type Timed = TraceEvent & { dur: number };

const fileOf = (url: unknown) => (typeof url === "string" ? (url.split("/").pop() ?? "") : "");

type Data = Record<string, unknown>;
const compiled = (data: Data) => `compile ${fileOf(data.url)}`;
const LABELS: Record<string, string | ((data: Data) => string)> = {
  EvaluateScript: (data) => `evaluate ${fileOf(data.url) || "(no file)"}`,
  "v8.compile": compiled,
  "v8.compileModule": compiled,
  FunctionCall: (data) => `call ${String(data.functionName || "(anonymous)")} in ${fileOf(data.url) || "(no file)"}`,
  EventDispatch: (data) => `event ${String(data.type ?? "")}`,
  TimerFire: "timer",
  FireAnimationFrame: "animation frame",
  XHRReadyStateChange: "fetch callback",
  XHRLoad: "fetch callback",
  RunMicrotasks: "microtasks",
  ParseHTML: "parse HTML",
  UpdateLayoutTree: "style recalculation",
};
const NAMED = ["Layout", "Paint", "PrePaint", "Layerize", "Commit", "HitTest", "MinorGC", "MajorGC"];

/** A label for one event inside a task, or null for one whose time is already counted by the events it contains. */
function labelOf(event: TraceEvent): string | null {
  const label = Object.hasOwn(LABELS, event.name) ? LABELS[event.name] : undefined;
  if (typeof label === "function") return label(event.args?.data ?? {});
  return label ?? (NAMED.includes(event.name) ? event.name : null);
}

/** The page's long tasks in order, in ms from `navigationStart` (µs) as its performance.now(); none before `from`. */
export function longTasks(
  events: TraceEvent[],
  { navigationStart, from = 0 }: { navigationStart: number; from?: number },
): LongTask[] {
  // The renderer main thread that ran the page's scripts (trace files also hold the browser's).
  const evaluated = new Set(events.filter((e) => e.name === "EvaluateScript").map((e) => `${e.pid}:${e.tid}`));
  const thread = events.find(
    (e) => e.name === "thread_name" && e.args?.name === "CrRendererMain" && evaluated.has(`${e.pid}:${e.tid}`),
  );
  if (!thread) return [];
  const timed = events
    .filter((e): e is Timed => e.pid === thread.pid && e.tid === thread.tid && e.ph === "X" && (e.dur ?? 0) > 0)
    // Parents before their children: by start, then the longer first.
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const ms = (us: number) => us / 1000;
  return timed
    .filter((e) => e.name === "RunTask" && ms(e.dur) > 50 && ms(e.ts - navigationStart) >= from)
    .map((task) => {
      const end = task.ts + task.dur;
      // Self time by label: an event's time less that of the labelled events inside it (a
      // script's call that forces a style recalculation shows both); what no label covers is "other".
      const inside = timed.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur <= end && labelOf(e) !== null);
      const open: Array<{ label: string; end: number; self: number }> = [];
      const totals = new Map<string, number>();
      const close = (entry: { label: string; self: number }) =>
        totals.set(entry.label, (totals.get(entry.label) ?? 0) + entry.self);
      let covered = 0;
      for (const event of inside) {
        const dur = event.dur;
        while (open.length > 0 && open[open.length - 1].end <= event.ts) close(open.pop()!);
        const parent = open[open.length - 1];
        if (parent) parent.self -= dur;
        else covered += dur;
        open.push({ label: labelOf(event)!, end: event.ts + dur, self: dur });
      }
      while (open.length > 0) close(open.pop()!);
      const other = task.dur - covered;
      if (other > 0) totals.set("other", other);
      const parts = [...totals].map(([label, us]): [string, number] => [label, ms(us)]).sort((a, b) => b[1] - a[1]);
      return { start: ms(task.ts - navigationStart), duration: ms(task.dur), parts };
    });
}

/** The navigation start of the page at `url` in the trace (µs), from Blink's own marker. */
export function navigationStartOf(events: TraceEvent[], url: string): number | null {
  const marks = events.filter(
    (e) => e.name === "navigationStart" && String(e.args?.data?.documentLoaderURL ?? "").startsWith(url),
  );
  return marks.at(-1)?.ts ?? null;
}

/** A task as one line: when, how long, and its parts over 5 ms. */
export function describeTask(task: LongTask): string {
  const parts = task.parts
    .filter(([, duration]) => duration >= 5)
    .map(([label, duration]) => `${label} ${Math.round(duration)}`)
    .join(", ");
  return `${Math.round(task.start)} ms, ${Math.round(task.duration)} ms long: ${parts || "(nothing labelled)"}`;
}
