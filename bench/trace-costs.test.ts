/**
 * @jest-environment node
 *
 * The trace breakdown on hand-made trace events: what each style and layout is charged to, the
 * font's swap, React's self time per component, and blocking time by cause.
 */
import {
  FONT,
  type MainThread,
  NEW_NODES,
  STYLESHEET,
  type TraceEvent,
  componentTimes,
  costsByCause,
  fontSwaps,
  recalculations,
  renderWork,
  taskCause,
} from './trace-costs';

const event = (name: string, ms: number, durMs = 0, args: TraceEvent['args'] = {}): TraceEvent => ({
  name,
  ph: durMs ? 'X' : 'I',
  ts: ms * 1000,
  dur: durMs * 1000,
  pid: 1,
  tid: 1,
  args,
});
const layout = (ms: number, durMs: number, dirty: number, total: number) =>
  event('Layout', ms, durMs, { beginData: { dirtyObjects: dirty, totalObjects: total } });
const style = (ms: number, durMs: number, elements: number) =>
  event('UpdateLayoutTree', ms, durMs, { elementCount: elements });
const thread = (events: TraceEvent[], fcpMs = 100): MainThread => ({
  start: 0,
  fcp: fcpMs * 1000,
  events,
  process: events,
});

describe('recalculations', () => {
  test('names the stylesheet, new nodes, a web font and a script as triggers', () => {
    const events = [
      layout(50, 20, 40, 40),
      // The parser added 200 objects: laid out for the first time.
      style(200, 30, 120),
      layout(230, 60, 210, 240),
      event('RemoteFontLoaded', 400),
      // The same 240 objects again, after the font: the swap.
      layout(450, 40, 230, 240),
      event('ParseAuthorStyleSheet', 600, 5),
      style(700, 80, 300),
      event('Layout', 900, 15, {
        beginData: {
          dirtyObjects: 3,
          totalObjects: 240,
          stackTrace: [{ url: 'http://x/_next/static/chunks/a1.js' }],
        },
      }),
    ];
    const task = event('RunTask', 190, 120);
    const found = recalculations(thread(events), [task]);
    expect(found.map((c) => [c.kind, c.startMs, c.trigger])).toEqual([
      ['style', 200, NEW_NODES],
      ['layout', 230, NEW_NODES],
      ['layout', 450, FONT],
      ['style', 700, STYLESHEET],
      ['layout', 900, 'forced by a script (a1.js)'],
    ]);
    expect(found[1]!.size).toBe('210 of 240 objects');
    expect(
      fontSwaps(
        thread([
          ...events,
          event('ResourceSendRequest', 10, 0, {
            data: { requestId: 'f', url: 'http://x/f.woff2', resourceType: 'Font' },
          }),
          event('ResourceFinish', 390, 0, { data: { requestId: 'f' } }),
        ]),
        found,
      ),
    ).toEqual([
      expect.objectContaining({
        font: 'f.woff2',
        finishedMs: 390,
        afterFcp: true,
        layoutMs: 40,
        styleMs: 0,
      }),
    ]);
  });

  test('leaves out what came before FCP or took under the threshold', () => {
    const found = recalculations(thread([layout(50, 40, 10, 10), layout(300, 5, 1, 10)]), []);
    expect(found).toEqual([]);
  });
});

test("React's self time per component: its entry less the entries directly inside it", () => {
  const stamp = (name: string, start: number, end: number) =>
    event('TimeStamp', end, 0, { data: { message: name, track: 'Components ⚛', start, end } });
  const times = componentTimes(
    thread([
      stamp('Page', 0, 10_000),
      stamp('Header', 1000, 4000),
      stamp('Link', 1500, 2500),
      stamp('Link', 5000, 6000),
      stamp('Blocked', 0, 50_000),
      event('TimeStamp', 0, 0, { data: { message: 'Other', track: 'Blocking', start: 0, end: 9 } }),
    ]),
  );
  expect(times).toEqual({
    Page: { ms: 6, count: 1 },
    Link: { ms: 2, count: 2 },
    Header: { ms: 2, count: 1 },
  });
});

describe('costs', () => {
  const work = (entries: [string, number][]) => new Map(entries);
  const t = thread([
    event('EvaluateScript', 1000, 400, { data: { url: 'http://x/_next/static/chunks/b2.js' } }),
  ]);

  test('a long task is named by what it did', () => {
    const hydration = event('RunTask', 1000, 500);
    expect(
      taskCause(
        hydration,
        work([
          ['turbopack runtime', 200],
          ['react-dom', 150],
        ]),
        t,
        [],
      ),
    ).toBe('framework start: chunk evaluation and hydration');
    const prefetch = event('RunTask', 3000, 80);
    expect(
      taskCause(
        prefetch,
        work([
          ['next (router)', 40],
          ['native: fetch', 20],
          ['react-dom', 10],
        ]),
        t,
        [],
      ),
    ).toBe('link prefetches (router, fetch, RSC parse)');
    const relayout = event('RunTask', 2000, 300);
    const recalcs = [
      { kind: 'layout' as const, startMs: 2010, durationMs: 250, size: '', trigger: FONT },
    ];
    expect(
      taskCause(
        relayout,
        work([
          ['layout', 250],
          ['paint', 30],
        ]),
        t,
        recalcs,
      ),
    ).toBe(`style and layout: ${FONT}`);
    expect(taskCause(event('RunTask', 4000, 90), work([['react-dom', 70]]), t, [])).toBe(
      'script: react-dom',
    );
  });

  test('blocking time is each task past 50 ms after FCP, summed by cause', () => {
    const costs = costsByCause(
      [
        // Straddles FCP (at 100 ms): only its 120 ms after FCP count, 70 of them blocking.
        { task: event('RunTask', -20, 240), cause: 'a' },
        { task: event('RunTask', 300, 80), cause: 'b' },
        { task: event('RunTask', 500, 60), cause: 'b' },
        { task: event('RunTask', 700, 40), cause: 'c' },
      ],
      100_000,
    );
    expect(costs).toEqual([
      { cause: 'a', blockingMs: 70, taskMs: 240, tasks: 1 },
      { cause: 'b', blockingMs: 40, taskMs: 140, tasks: 2 },
      { cause: 'c', blockingMs: 0, taskMs: 40, tasks: 1 },
    ]);
  });
});

test('all style and layout after FCP, counted and timed, however short', () => {
  const work = renderWork(
    thread([
      style(50, 30, 400),
      style(150, 4, 12),
      layout(160, 6, 20, 300),
      layout(400, 40, 250, 300),
    ]),
  );
  expect(work).toEqual({ styleMs: 4, elementsStyled: 12, layoutMs: 46, objectsLaidOut: 270 });
});
