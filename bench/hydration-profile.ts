// Where a page's blocking time goes on a throttled phone (`npm run bench:trace -- URL…`): loads
// each URL in Chromium under the bench's applied throttling (4× CPU, Lighthouse's slow 4G), records
// a performance trace with V8's sampling profiler, and breaks the main thread down after the first
// paint: the long tasks by cause with their blocking time (bench/trace-costs.ts), script time by
// chunk and by source module (through the scripts' source maps: build with HANZO_SOURCE_MAPS=1),
// style and layout with what triggered each, the web fonts' arrival and swap, and React's time per
// component (a profiling build: `next build --profile`, see bench/README.md).
//   npx tsx bench/hydration-profile.ts URL... [--runs 3] [--json FILE] [--top 12] [--why]
//     [--save DIR] [--css FILE]
// URLs are measured in turn, one run of each per round, so a busy machine weighs on all alike.
// --save writes each run's trace (Chrome trace format: DevTools' Performance panel opens it);
// --css adds a stylesheet to every page (a probe of a CSS change without a build; CSP bypassed).
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { type Browser, chromium } from '@playwright/test';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';
import { chromiumLaunchOptions } from '@/testing/chromium';
import {
  type Recalc,
  chunkName,
  componentTimes,
  costsByCause,
  fontSwaps,
  recalculations,
  renderWork,
  taskCause,
} from './trace-costs';

/** Lighthouse's applied ("devtools") mobile throttling. */
export const APPLIED_THROTTLING = {
  cpu: 4,
  latencyMs: 150 * 3.75,
  downloadKbps: 1.6 * 1024 * 0.9,
  uploadKbps: 750 * 0.9,
};

const CATEGORIES = [
  '-*',
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'blink.user_timing',
  'loading',
  'disabled-by-default-v8.cpu_profiler',
];

type TraceEvent = import('./trace-costs').TraceEvent;
interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  parent?: number;
}

/** Source maps of the scripts seen, fetched once. */
const maps = new Map<string, SourceMapConsumer | null>();
async function sourceMap(url: string) {
  if (maps.has(url)) return maps.get(url)!;
  let consumer: SourceMapConsumer | null = null;
  try {
    const source = await (await fetch(url)).text();
    const name = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(source)?.[1];
    if (name) {
      const raw = (await (await fetch(new URL(name, url))).json()) as RawSourceMap;
      consumer = new SourceMapConsumer(raw);
    }
  } catch {
    consumer = null;
  }
  maps.set(url, consumer);
  return consumer;
}

/** A module's group: the package or the project file a source path belongs to. */
export function moduleGroup(source: string) {
  const clean = source.replace(/^turbopack:\/\/\/?/, '').replace(/^\[project\]\//, '');
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)$/.exec(clean);
  if (!pkg) return clean.includes('[turbopack]') ? 'turbopack runtime' : clean;
  const [, name, rest = ''] = pkg;
  if (name === 'next') {
    const inner = /dist\/compiled\/((?:@[^/]+\/)?[^/]+)/.exec(rest)?.[1];
    if (inner === 'react-dom') return 'react-dom';
    if (inner === 'react-server-dom-turbopack') return 'RSC payload (react-server-dom)';
    if (inner) return inner === 'scheduler' || inner === 'react' ? inner : `next (${inner})`;
    if (/client\/components\/router-reducer|client\/components\/segment-cache/.test(rest))
      return 'next (router)';
    return 'next';
  }
  return name!;
}

/** What the browser itself was doing, by trace event name. */
const NATIVE: Record<string, string> = {
  ParseHTML: 'parse HTML',
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  'v8.compile': 'compile',
  'v8.compileModule': 'compile',
  CompileScript: 'compile',
  'V8.CompileCode': 'compile',
  MinorGC: 'GC',
  MajorGC: 'GC',
  ParseAuthorStyleSheet: 'parse CSS',
  Commit: 'paint',
  PaintImage: 'paint',
  'Decode Image': 'image decode',
  'IntersectionObserverController::computeIntersections': 'intersection observers',
  'DocumentLoader::CommitNavigation': 'navigation',
  HitTest: 'hit testing',
};

type Bucket = Map<string, number>;
const add = (bucket: Bucket, key: string, ms: number) =>
  bucket.set(key, (bucket.get(key) ?? 0) + ms);

export interface RunResult {
  url: string;
  fcpMs: number;
  /** Total blocking time after FCP to the end of the recording (Lighthouse stops at TTI). */
  tbtMs: number;
  longTasks: { startMs: number; durationMs: number; top: string }[];
  /** Milliseconds inside long tasks after FCP, by module or browser activity. */
  inLongTasks: Record<string, number>;
  /** Milliseconds of react-dom inside long tasks, by function (source name). */
  reactFunctions: Record<string, number>;
  /** Main-thread time from navigation to the end, by module or activity. */
  mainThread: Record<string, number>;
  /**
   * Style recalculations and layouts of 10 ms or more after FCP, with what triggered them
   * (Blink's own reasons only when traced with --why: invalidation tracking slows the page).
   */
  recalcs: Recalc[];
  /** Blocking time after FCP (and time in long tasks) by what each long task was for. */
  costs: ReturnType<typeof costsByCause>;
  /** Milliseconds of script inside long tasks after FCP, by chunk (script file). */
  byChunk: Record<string, number>;
  /** Each web font's arrival and the restyle and relayout it set off. */
  fonts: ReturnType<typeof fontSwaps>;
  /** React's render time per component (self time), from a profiling build; else empty. */
  components: ReturnType<typeof componentTimes>;
  /** All style and layout after FCP: counts and milliseconds. */
  render: ReturnType<typeof renderWork>;
}

export async function analyse(url: string, events: TraceEvent[]): Promise<RunResult> {
  const start = events.find(
    (e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL === url,
  );
  if (!start) throw new Error(`No navigationStart for ${url} in the trace`);
  const { pid, tid } = start;
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === pid);
  if (!fcp) throw new Error(`No first contentful paint for ${url}`);
  const onMain = events.filter((e) => e.pid === pid && e.tid === tid);
  const tasks = onMain.filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.ts >= start.ts);
  const long = tasks.filter((t) => (t.dur ?? 0) > 50_000 && t.ts + t.dur! > fcp.ts);
  const tbtMs =
    long.reduce((sum, t) => sum + Math.max(0, t.ts + t.dur! - Math.max(t.ts, fcp.ts) - 50_000), 0) /
    1000;
  const taskAt = (ts: number) => long.findIndex((t) => ts >= t.ts && ts < t.ts + t.dur!);
  const perTask: Bucket[] = long.map(() => new Map());

  // V8's samples, on the trace clock, with their self time.
  const nodes = new Map<string, ProfileNode>();
  const samples: { ts: number; node: ProfileNode | undefined; ms: number; profile: string }[] = [];
  const clocks = new Map<string, number>();
  for (const e of events.filter((e) => e.pid === pid)) {
    if (e.name === 'Profile') clocks.set(e.id!, Number(e.args?.data?.startTime));
    if (e.name !== 'ProfileChunk') continue;
    const data = e.args?.data as {
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
    };
    for (const node of data.cpuProfile?.nodes ?? []) nodes.set(`${e.id}:${node.id}`, node);
    let clock = clocks.get(e.id!) ?? 0;
    (data.cpuProfile?.samples ?? []).forEach((id, i) => {
      clock += data.timeDeltas?.[i] ?? 0;
      samples.push({ ts: clock, node: undefined, ms: 0, profile: `${e.id}:${id}` });
    });
    clocks.set(e.id!, clock);
  }
  samples.sort((a, b) => a.ts - b.ts);
  samples.forEach((s, i) => {
    s.node = nodes.get(s.profile);
    s.ms = ((samples[i + 1]?.ts ?? s.ts) - s.ts) / 1000;
  });

  const inLongTasks: Bucket = new Map();
  const byChunk: Bucket = new Map();
  const mainThread: Bucket = new Map();
  const reactFunctions: Bucket = new Map();
  // Native work the sampler shows as "(program)": split by the innermost trace event around it.
  const native = onMain
    .filter((e) => e.ph === 'X' && NATIVE[e.name] && e.ts >= start.ts)
    .sort((a, b) => a.ts - b.ts);
  const nativeAt = (ts: number) => {
    let found: string | undefined;
    for (const e of native) {
      if (e.ts > ts) break;
      if (ts < e.ts + (e.dur ?? 0)) found = NATIVE[e.name];
    }
    return found;
  };
  // For the rest of the browser's work, the innermost trace event around it, by name.
  const OUTER = /^(RunTask|ThreadControllerImpl::RunTask|ThreadPool_RunTask|Receive mojo message)$/;
  const traced = onMain
    .filter((e) => e.ph === 'X' && !OUTER.test(e.name) && e.ts >= start.ts && (e.dur ?? 0) > 0)
    .sort((a, b) => a.ts - b.ts);
  const tracedAt = (ts: number) => {
    let found: string | undefined;
    for (const e of traced) {
      if (e.ts > ts) break;
      if (ts < e.ts + (e.dur ?? 0)) found = e.name;
    }
    return found ? `browser: ${found}` : 'other browser work';
  };
  for (const s of samples) {
    if (s.ts < start.ts || !s.node || s.ms <= 0 || s.ms > 20) continue;
    const frame = s.node.callFrame;
    if (frame.functionName === '(idle)') continue;
    let group: string;
    let fn: string | undefined;
    const browserWork = nativeAt(s.ts);
    if (frame.functionName === '(program)' || frame.functionName === '(root)')
      group = browserWork ?? tracedAt(s.ts);
    else if (frame.functionName === '(garbage collector)') group = 'GC';
    else if (!frame.url) group = `native: ${frame.functionName || 'anonymous'}`;
    else if (frame.url.split('#')[0] === url) group = 'inline scripts in the HTML';
    else {
      const map = await sourceMap(frame.url);
      const original = map?.originalPositionFor({
        line: frame.lineNumber + 1,
        column: frame.columnNumber,
      });
      group = original?.source
        ? moduleGroup(original.source)
        : `${new URL(frame.url).pathname} (unmapped)`;
      if (group === 'react-dom') fn = original?.name ?? frame.functionName;
    }
    // Style or layout that a script forced (reading a size, a computed style) is the browser's
    // work, charged to the script that asked for it.
    if ((browserWork === 'style' || browserWork === 'layout') && !group.startsWith(browserWork)) {
      group = `${browserWork}, forced by ${group.replace(/^native: /, '')}`;
      fn = undefined;
    }
    add(mainThread, group, s.ms);
    const task = taskAt(s.ts);
    if (task >= 0) {
      add(perTask[task]!, group, s.ms);
      add(inLongTasks, group, s.ms);
      if (frame.url && !browserWork) add(byChunk, chunkName(frame.url, url), s.ms);
      if (fn) add(reactFunctions, fn || '(anonymous)', s.ms);
    }
  }
  const thread = {
    start: start.ts,
    fcp: fcp.ts,
    events: onMain,
    process: events.filter((e) => e.pid === pid),
  };
  const recalcs = recalculations(thread, long);
  const costs = costsByCause(
    long.map((task, i) => ({ task, cause: taskCause(task, perTask[i]!, thread, recalcs) })),
    fcp.ts,
  );
  return {
    url,
    recalcs,
    costs,
    byChunk: Object.fromEntries(byChunk),
    fonts: fontSwaps(thread, recalcs),
    components: componentTimes(thread),
    render: renderWork(thread),
    fcpMs: (fcp.ts - start.ts) / 1000,
    tbtMs,
    longTasks: long.map((t, i) => ({
      startMs: (t.ts - start.ts) / 1000,
      durationMs: t.dur! / 1000,
      top: [...perTask[i]!]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 4)
        .map(([group, ms]) => `${group} ${ms.toFixed(0)}`)
        .join(', '),
    })),
    inLongTasks: Object.fromEntries(inLongTasks),
    reactFunctions: Object.fromEntries(reactFunctions),
    mainThread: Object.fromEntries(mainThread),
  };
}

/**
 * An empty React DevTools hook: with one present, a profiling build of react-dom times every
 * component of the root it hydrates and writes the times to the trace (its performance tracks).
 * A production build ignores it.
 */
const REACT_HOOK = `window.__REACT_DEVTOOLS_GLOBAL_HOOK__={isDisabled:false,supportsFiber:true,renderers:new Map(),inject:function(){return 1},checkDCE:function(){},onCommitFiberRoot:function(){},onCommitFiberUnmount:function(){},onPostCommitFiberRoot:function(){},onScheduleFiberRoot:function(){}}`;

/** One cold load of `url` in a fresh context, throttled, traced; the trace analysed. */
export async function profileLoad(
  browser: Browser,
  url: string,
  {
    settleMs = 5000,
    saveTo,
    extraCategories = [],
    css,
  }: { settleMs?: number; saveTo?: string; extraCategories?: string[]; css?: string } = {},
) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    bypassCSP: css !== undefined,
  });
  const page = await context.newPage();
  await page.addInitScript(REACT_HOOK);
  // A probe's stylesheet, adopted by the document before its first byte is parsed.
  if (css !== undefined)
    await page.addInitScript((text) => {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(text);
      document.adoptedStyleSheets = [sheet];
    }, css);
  const cdp = await context.newCDPSession(page);
  const t = APPLIED_THROTTLING;
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: t.latencyMs,
    downloadThroughput: (t.downloadKbps * 1024) / 8,
    uploadThroughput: (t.uploadKbps * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: t.cpu });
  await browser.startTracing(page, { categories: [...CATEGORIES, ...extraCategories] });
  await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
  await page.waitForTimeout(settleMs);
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as {
    traceEvents: TraceEvent[];
  };
  await context.close();
  if (saveTo) fs.writeFileSync(saveTo, JSON.stringify(trace));
  return analyse(url, trace.traceEvents);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = (sorted.length - 1) / 2;
  return sorted.length ? (sorted[Math.floor(mid)]! + sorted[Math.ceil(mid)]!) / 2 : 0;
};

/** Per URL: medians over the runs, and the attribution table (median ms per group). */
export function summarise(runs: RunResult[], top = 12) {
  const urls = [...new Set(runs.map((r) => r.url))];
  return urls
    .map((url) => {
      const mine = runs.filter((r) => r.url === url);
      const table = (pick: (r: RunResult) => Record<string, number>, limit: number) => {
        const keys = [...new Set(mine.flatMap((r) => Object.keys(pick(r))))];
        const rows = keys
          .map((key) => [key, median(mine.map((r) => pick(r)[key] ?? 0))] as const)
          .sort((a, b) => b[1] - a[1]);
        const total = rows.reduce((sum, [, ms]) => sum + ms, 0);
        const shown = rows.slice(0, limit);
        const rest = rows.slice(limit).reduce((sum, [, ms]) => sum + ms, 0);
        return [
          '| source | ms (median) | share |',
          '| --- | --- | --- |',
          ...shown.map(
            ([k, ms]) => `| ${k} | ${ms.toFixed(0)} | ${((ms / total) * 100).toFixed(1)} % |`,
          ),
          ...(rest
            ? [
                `| ${rows.length - limit} others | ${rest.toFixed(0)} | ${((rest / total) * 100).toFixed(1)} % |`,
              ]
            : []),
        ].join('\n');
      };
      const tasks = mine
        .map((r, i) =>
          [
            `  - run ${i + 1}:`,
            ...r.longTasks.map(
              (t) => `    - ${t.startMs.toFixed(0)} ms +${t.durationMs.toFixed(0)}: ${t.top}`,
            ),
          ].join('\n'),
        )
        .join('\n');
      const costs = (() => {
        const causes = [...new Set(mine.flatMap((r) => r.costs.map((c) => c.cause)))];
        const pick = (r: RunResult, cause: string) => r.costs.find((c) => c.cause === cause);
        return [
          '| cost (what the long tasks were for) | blocking ms (median) | in long tasks ms | tasks | each run, blocking ms |',
          '| --- | --- | --- | --- | --- |',
          ...causes
            .map((cause) => ({
              cause,
              blocking: median(mine.map((r) => pick(r, cause)?.blockingMs ?? 0)),
              task: median(mine.map((r) => pick(r, cause)?.taskMs ?? 0)),
              count: median(mine.map((r) => pick(r, cause)?.tasks ?? 0)),
              each: mine.map((r) => (pick(r, cause)?.blockingMs ?? 0).toFixed(0)).join(', '),
            }))
            .sort((a, b) => b.blocking - a.blocking)
            .map(
              (c) =>
                `| ${c.cause} | ${c.blocking.toFixed(0)} | ${c.task.toFixed(0)} | ${c.count} | ${c.each} |`,
            ),
        ].join('\n');
      })();
      const recalcs = mine
        .map((r, i) =>
          [
            `  - run ${i + 1}:`,
            ...r.recalcs.map(
              (c) =>
                `    - ${c.startMs.toFixed(0)} ms ${c.kind} ${c.durationMs.toFixed(0)} ms (${c.size}): ${c.trigger}`,
            ),
          ].join('\n'),
        )
        .join('\n');
      const fonts = mine
        .flatMap((r, i) =>
          r.fonts.map(
            (f) =>
              `  - run ${i + 1}: ${f.font} finished at ${f.finishedMs?.toFixed(0) ?? '–'} ms${f.afterFcp ? ' (after FCP)' : ''}; then style ${f.styleMs.toFixed(0)} ms, layout ${f.layoutMs.toFixed(0)} ms${f.layouts.length ? ` (${f.layouts.join(', ')})` : ''}`,
          ),
        )
        .join('\n');
      const components = mine.some((r) => Object.keys(r.components).length)
        ? `### React's render time per component (profiling build; self time)\n\n${table(
            (r) => Object.fromEntries(Object.entries(r.components).map(([k, v]) => [k, v.ms])),
            top,
          )}\n\n`
        : '';
      return `## ${url}

- runs: ${mine.length}; FCP ${median(mine.map((r) => r.fcpMs)).toFixed(0)} ms; blocking time after FCP ${median(mine.map((r) => r.tbtMs)).toFixed(0)} ms (each: ${mine.map((r) => r.tbtMs.toFixed(0)).join(', ')})
- long tasks after FCP (start+duration ms from navigation):
${tasks}
- all style and layout after FCP (medians): ${median(mine.map((r) => r.render.elementsStyled)).toFixed(0)} elements styled in ${median(mine.map((r) => r.render.styleMs)).toFixed(0)} ms, ${median(mine.map((r) => r.render.objectsLaidOut)).toFixed(0)} objects laid out in ${median(mine.map((r) => r.render.layoutMs)).toFixed(0)} ms
- style and layout of 10 ms or more after FCP (ms from navigation), with what triggered them:
${recalcs}
- web fonts:
${fonts || '  - none'}

### Blocking time by cost

${costs}

### Script inside the long tasks after FCP, by chunk

${table((r) => r.byChunk, top)}

${components}### Inside the long tasks after FCP

${table((r) => r.inLongTasks, top)}

### react-dom's share, by function

${table((r) => r.reactFunctions, 10)}

### The whole main thread, navigation to the end of the recording

${table((r) => r.mainThread, top)}
`;
    })
    .join('\n');
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      runs: { type: 'string', default: '3' },
      json: { type: 'string' },
      top: { type: 'string', default: '12' },
      // Record what invalidated style and layout (slows the page: not for timing).
      why: { type: 'boolean', default: false },
      save: { type: 'string' },
      css: { type: 'string' },
    },
  });
  if (values.save) fs.mkdirSync(values.save, { recursive: true });
  const css = values.css === undefined ? undefined : fs.readFileSync(values.css, 'utf8');
  const browser = await chromium.launch(chromiumLaunchOptions());
  const runs: RunResult[] = [];
  for (let round = 0; round < Number(values.runs); round++) {
    for (const url of positionals) {
      const result = await profileLoad(browser, url, {
        css,
        saveTo: values.save
          ? `${values.save}/${round + 1}-${`${new URL(url).host}${new URL(url).pathname}`.replace(/\W+/g, '_')}.json`
          : undefined,
        extraCategories: values.why
          ? [
              'disabled-by-default-devtools.timeline.invalidationTracking',
              'disabled-by-default-devtools.timeline.stack',
            ]
          : [],
      });
      console.error(`round ${round + 1} ${url}: TBT ${result.tbtMs.toFixed(0)} ms`);
      runs.push(result);
    }
  }
  await browser.close();
  if (values.json) fs.writeFileSync(values.json, JSON.stringify(runs, null, 1));
  console.log(summarise(runs, Number(values.top)));
}

if (require.main === module) void main();
