// What a page's main thread did after its first paint, read from a Chrome trace (the format
// Lighthouse and chrome://tracing write): style and layout with what triggered each, the web
// fonts' arrival and the restyle and relayout that followed, React's per-component render times
// (its "Components ⚛" performance track, in a profiling build) and the long tasks named by
// their cause, so their blocking time adds up by cost. Pure functions, used by
// bench/hydration-profile.ts.

export interface TraceEvent {
  name: string;
  cat?: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: {
    data?: Record<string, unknown>;
    beginData?: Record<string, unknown>;
    elementCount?: number;
    frame?: string;
  } & Record<string, unknown>;
}

/** The main thread of one navigation: its events from navigation start on, and its FCP. */
export interface MainThread {
  start: number;
  fcp: number;
  events: TraceEvent[];
  /** Every event of the renderer process (network events are on other threads). */
  process: TraceEvent[];
}

const ms = (from: number, to: number) => (to - from) / 1000;
const end = (e: TraceEvent) => e.ts + (e.dur ?? 0);
const fileName = (url: string) => url.split('?')[0]!.split('/').pop() || url;

/** Requests by id: their URL, resource type and when they finished. */
export function requests(process: TraceEvent[]) {
  const byId = new Map<string, { url: string; type: string; sent: number; finished?: number }>();
  for (const e of process) {
    const data = e.args?.data as { requestId?: string; url?: string; resourceType?: string };
    if (!data?.requestId) continue;
    if (e.name === 'ResourceSendRequest' && data.url)
      byId.set(data.requestId, { url: data.url, type: data.resourceType ?? '', sent: e.ts });
    if (e.name === 'ResourceFinish') {
      const request = byId.get(data.requestId);
      if (request) request.finished = e.ts;
    }
  }
  return [...byId.values()];
}

export interface Recalc {
  kind: 'style' | 'layout';
  startMs: number;
  durationMs: number;
  /** Elements restyled, or layout objects laid out of those in the tree. */
  size: string;
  trigger: string;
}

export const NEW_NODES = 'new nodes styled and laid out';
export const FONT = 'a web font arrived';
export const STYLESHEET = 'the stylesheet arrived';

/**
 * What set off a style recalculation or layout, in this order: a script that asked for it (the
 * event's own stack); the stylesheet parsed since the previous one; for a layout, objects laid
 * out for the first time (the tree grew by at least half of what was laid out: nodes the parser
 * or a script added), noting a web font loaded meanwhile; a web font that Blink loaded since the
 * previous one (`RemoteFontLoaded`); the reasons Blink's invalidation tracking recorded (--why);
 * else "other".
 */
function trigger(
  e: TraceEvent,
  since: number,
  thread: MainThread,
  tracked: string | undefined,
  grewBy: number,
) {
  const stack = (e.args?.beginData?.stackTrace ??
    (e.args?.data as { stackTrace?: unknown })?.stackTrace) as
    { url?: string; functionName?: string }[] | undefined;
  if (stack?.[0]?.url) return `forced by a script (${fileName(stack[0].url)})`;
  const between = (name: string) =>
    thread.events.some((p) => p.name === name && p.ts > since && p.ts <= e.ts);
  if (between('ParseAuthorStyleSheet')) return STYLESHEET;
  const font = between('RemoteFontLoaded');
  const dirty = Number((e.args?.beginData as { dirtyObjects?: number })?.dirtyObjects ?? 0);
  if (e.name === 'Layout' && dirty > 0 && grewBy >= dirty / 2)
    return font ? `${NEW_NODES} (${FONT} too)` : NEW_NODES;
  if (font) return FONT;
  return tracked ?? 'other';
}

/** The most frequent invalidation reasons Blink recorded before `e` since `since` (with --why). */
function trackedReasons(e: TraceEvent, since: number, thread: MainThread) {
  const prefix = e.name === 'Layout' ? 'Layout' : 'StyleRecalc';
  const counts = new Map<string, number>();
  for (const inv of thread.events) {
    if (!inv.name.startsWith(prefix) || !inv.name.endsWith('InvalidationTracking')) continue;
    if (inv.ts < since || inv.ts > end(e)) continue;
    const reason = String((inv.args?.data as { reason?: string })?.reason ?? 'unknown');
    counts.set(reason, (counts.get(reason) ?? 0) + 1);
  }
  if (!counts.size) return undefined;
  const [top] = [...counts].sort((a, b) => b[1] - a[1]);
  if (top![0] === 'Fonts changed') return FONT;
  if (/^(Added to layout|Node was inserted into tree)$/.test(top![0])) return NEW_NODES;
  return `${top![0]} ×${top![1]}`;
}

/**
 * Style recalculations and layouts after FCP of at least `minMs`, with their trigger. A style
 * recalculation followed in its task by a layout of new nodes is charged to them too.
 */
export function recalculations(thread: MainThread, longTasks: TraceEvent[], minMs = 10) {
  const found: (Recalc & { ts: number })[] = [];
  const since = { style: thread.start, layout: thread.start };
  let objects = 0;
  for (const e of thread.events) {
    if (e.name !== 'UpdateLayoutTree' && e.name !== 'Layout') continue;
    const kind = e.name === 'Layout' ? 'layout' : 'style';
    const begin = e.args?.beginData as { dirtyObjects?: number; totalObjects?: number } | undefined;
    const total = Number(begin?.totalObjects ?? objects);
    const cause = trigger(
      e,
      since[kind],
      thread,
      trackedReasons(e, since[kind], thread),
      total - objects,
    );
    if (kind === 'layout') objects = total;
    since[kind] = end(e);
    if (e.ts < thread.fcp || (e.dur ?? 0) < minMs * 1000) continue;
    found.push({
      ts: e.ts,
      kind,
      startMs: ms(thread.start, e.ts),
      durationMs: (e.dur ?? 0) / 1000,
      size:
        kind === 'layout'
          ? `${begin?.dirtyObjects ?? '?'} of ${begin?.totalObjects ?? '?'} objects`
          : `${e.args?.elementCount ?? '?'} elements`,
      trigger: cause,
    });
  }
  // A style recalculation's trigger is often only seen in the layout that follows it.
  found.forEach((c, i) => {
    const next = found[i + 1];
    const task = longTasks.find((t) => c.ts >= t.ts && c.ts < end(t));
    if (
      c.kind === 'style' &&
      c.trigger === 'other' &&
      next?.kind === 'layout' &&
      task &&
      next.ts < end(task)
    )
      c.trigger = next.trigger;
  });
  return found.map((c): Recalc => ({
    kind: c.kind,
    startMs: c.startMs,
    durationMs: c.durationMs,
    size: c.size,
    trigger: c.trigger,
  }));
}

/**
 * All style and layout after FCP, however short: elements styled and objects laid out (counts a
 * busy machine does not change) and their milliseconds. What grows with an article's length.
 */
export function renderWork(thread: MainThread) {
  const after = thread.events.filter((e) => e.ph === 'X' && e.ts >= thread.fcp);
  const styles = after.filter((e) => e.name === 'UpdateLayoutTree');
  const layouts = after.filter((e) => e.name === 'Layout');
  return {
    styleMs: styles.reduce((sum, e) => sum + (e.dur ?? 0), 0) / 1000,
    elementsStyled: styles.reduce((sum, e) => sum + Number(e.args?.elementCount ?? 0), 0),
    layoutMs: layouts.reduce((sum, e) => sum + (e.dur ?? 0), 0) / 1000,
    objectsLaidOut: layouts.reduce(
      (sum, e) => sum + Number((e.args?.beginData as { dirtyObjects?: number })?.dirtyObjects ?? 0),
      0,
    ),
  };
}

/** Each web font: when its request finished, and the style and layout its arrival set off. */
export function fontSwaps(thread: MainThread, recalcs: Recalc[]) {
  const after = recalcs.filter((c) => c.trigger.includes(FONT));
  return requests(thread.process)
    .filter((r) => r.type === 'Font')
    .map((r) => ({
      font: fileName(r.url),
      finishedMs: r.finished === undefined ? undefined : ms(thread.start, r.finished),
      afterFcp: r.finished !== undefined && r.finished > thread.fcp,
      styleMs: after.filter((c) => c.kind === 'style').reduce((sum, c) => sum + c.durationMs, 0),
      layoutMs: after.filter((c) => c.kind === 'layout').reduce((sum, c) => sum + c.durationMs, 0),
      layouts: after.map((c) => `${c.kind} ${c.durationMs.toFixed(0)} ms (${c.size})`),
    }));
}

/**
 * React's per-component render times from its performance tracks (`console.timeStamp` on the
 * "Components ⚛" track), written only by a profiling build (`next build --profile`) when a
 * DevTools hook is present (bench/hydration-profile.ts installs an empty one). Entries nest like
 * the tree; each component's self time is its entry less the entries directly inside it, summed
 * per component name. A concurrent render that yields stretches its ancestors' entries, so the
 * framework's wrappers (boundaries, routers) carry the yields: read the leaves.
 */
export function componentTimes(thread: MainThread) {
  const entries: { name: string; start: number; end: number }[] = [];
  for (const e of thread.events) {
    if (e.name !== 'TimeStamp') continue;
    const data = e.args?.data as
      { message?: string; name?: string; track?: string; start?: number; end?: number } | undefined;
    if (!data?.track?.startsWith('Components')) continue;
    const name = data.message ?? data.name ?? '?';
    // "Blocked": React's mark for time its render waited, not a component.
    if (name === 'Blocked') continue;
    // Blink writes the times on the trace's clock, in µs.
    const [start, stop] = [Number(data.start), Number(data.end)];
    if (Number.isFinite(start) && Number.isFinite(stop) && stop >= start)
      entries.push({ name, start, end: stop });
  }
  entries.sort((a, b) => a.start - b.start || b.end - a.end);
  const totals = new Map<string, { ms: number; count: number }>();
  const stack: { name: string; end: number; self: number }[] = [];
  const close = () => {
    const done = stack.pop()!;
    const total = totals.get(done.name) ?? { ms: 0, count: 0 };
    totals.set(done.name, { ms: total.ms + done.self / 1000, count: total.count + 1 });
  };
  for (const entry of entries) {
    while (stack.length && stack[stack.length - 1]!.end <= entry.start) close();
    const parent = stack[stack.length - 1];
    if (parent) parent.self -= entry.end - entry.start;
    stack.push({ name: entry.name, end: entry.end, self: entry.end - entry.start });
  }
  while (stack.length) close();
  return Object.fromEntries([...totals].sort((a, b) => b[1].ms - a[1].ms));
}

/** A long task's work by group (module or browser activity, as bench/hydration-profile.ts names it). */
export type TaskWork = Map<string, number>;

const STYLE_AND_LAYOUT = /^(style|layout)/;
const ROUTER = /^(next \(router\)|native: fetch|RSC payload)/;

/**
 * What a long task was for, from what it did: the framework's start (it evaluated a chunk and
 * ran the most script), link prefetches (the router and fetch), style and layout (by the trigger
 * of its longest recalculation), other script by its top module, else the browser's top activity.
 */
export function taskCause(
  task: TraceEvent,
  work: TaskWork,
  thread: MainThread,
  recalcs: Recalc[],
): string {
  const total = [...work.values()].reduce((sum, v) => sum + v, 0) || 1;
  const share = (test: RegExp) =>
    [...work].filter(([group]) => test.test(group)).reduce((sum, [, v]) => sum + v, 0) / total;
  const browser = share(
    /^(style|layout|paint|parse HTML|other browser work|GC|compile|navigation|image decode|hit testing|intersection observers|parse CSS)/,
  );
  const top = [...work].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'nothing sampled';
  if (share(STYLE_AND_LAYOUT) >= 0.4) {
    const inside = recalcs
      .filter(
        (c) => c.startMs >= ms(thread.start, task.ts) && c.startMs < ms(thread.start, end(task)),
      )
      .sort((a, b) => b.durationMs - a.durationMs)[0];
    return `style and layout: ${inside?.trigger ?? 'other'}`;
  }
  if (browser >= 0.5) return `browser: ${top}`;
  if (share(ROUTER) >= 0.4) return 'link prefetches (router, fetch, RSC parse)';
  const evaluated = thread.events.some(
    (e) =>
      e.name === 'EvaluateScript' &&
      e.ts >= task.ts &&
      e.ts < end(task) &&
      /\/_next\/static\/chunks\//.test(String((e.args?.data as { url?: string })?.url)),
  );
  // Turbopack's module runtime: by name through a source map, else its chunk's file name.
  if (evaluated && share(/^turbopack runtime$|\/turbopack-[\w-]+\.js/) >= 0.2)
    return 'framework start: chunk evaluation and hydration';
  return `script: ${top}`;
}

/** Blocking time (each task's time over 50 ms after FCP) and task time, by cause. */
export function costsByCause(
  tasks: { task: TraceEvent; cause: string }[],
  fcp: number,
): { cause: string; blockingMs: number; taskMs: number; tasks: number }[] {
  const totals = new Map<string, { blockingMs: number; taskMs: number; tasks: number }>();
  for (const { task, cause } of tasks) {
    const from = Math.max(task.ts, fcp);
    const blocking = Math.max(0, end(task) - from - 50_000) / 1000;
    const t = totals.get(cause) ?? { blockingMs: 0, taskMs: 0, tasks: 0 };
    totals.set(cause, {
      blockingMs: t.blockingMs + blocking,
      taskMs: t.taskMs + (task.dur ?? 0) / 1000,
      tasks: t.tasks + 1,
    });
  }
  return [...totals]
    .map(([cause, t]) => ({ cause, ...t }))
    .sort((a, b) => b.blockingMs - a.blockingMs);
}

/** Main-thread script time by chunk (the script file a V8 sample's frame is in). */
export const chunkName = (url: string, pageUrl: string) =>
  url.split('#')[0] === pageUrl ? 'inline scripts in the HTML' : fileName(url);
