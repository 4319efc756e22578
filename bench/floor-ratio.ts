// The site against the framework's floor, in one interleaved Lighthouse run (`npm run bench:floor`):
// builds the floor (bench/build-floor.ts), serves it and out/ the same way (superstatic, gzip),
// then runs Lighthouse round by round, each round one run of the floor and of every route in each
// throttling mode, so a busy machine weighs on all of them alike. Writes
// bench/results/floor-ratio.md (every report in .lighthouseci/floor-ratio/): per page and mode the medians of Performance, FCP, LCP, Speed
// Index, TBT and CLS, TBT as a ratio to the floor's, first-load JS beside the floor's, and the
// machine's load at each round.
//   BENCH_RUNS=5 BENCH_PORT=4720 BENCH_ROUTES=/,/blog/ BENCH_MAX_LOAD=1.5 tsx bench/floor-ratio.ts
// BENCH_MAX_LOAD: before each round, wait (up to 20 min) until the 1-minute load is at most this.
// BENCH_MODES=simulate or devtools: one throttling mode only.
// BENCH_REPORT=FILE: where to write the report (default bench/results/floor-ratio.md).
// BENCH_SITE=DIR: measure DIR/out (served with DIR/firebase.generated.json) instead of ./out.
// BENCH_RERENDER=1: write the report again from the last run's saved results, running nothing.
// BENCH_BEFORE=DIR: also measure another export (DIR/out and DIR/firebase.generated.json, e.g. an
// earlier build), interleaved the same way, its pages named "before /…".
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { type Lhr, spread } from './summary';
import { buildFloor } from './build-floor';
import { findChromium } from '@/testing/chromium';
import { measureFirstLoad } from './first-load';

const ROOT = path.resolve(__dirname, '..');
const KPI_ARTICLE = '/blog/inteligencia-artificial/mitos-vs-realidades-ia-pymes-america-latina/';
/** The issue's three templates: the home page, a service page, an article. */
export const DEFAULT_ROUTES = ['/', '/servicios/consultoria/', KPI_ARTICLE];
export const MODES = ['simulate', 'devtools'] as const;
export type Mode = (typeof MODES)[number];
const CHROME_FLAGS =
  '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run --disable-quic';

/** One Lighthouse result, where it ran and how loaded the machine was. */
export interface Run {
  page: string;
  mode: Mode;
  round: number;
  load: number;
  lhr: Lhr;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until the 1-minute load average is at most `max` (or `limitMs` passed); returns it. */
async function waitForQuiet(max: number, limitMs = 20 * 60_000) {
  const until = Date.now() + limitMs;
  while (os.loadavg()[0]! > max && Date.now() < until) {
    console.log(`load ${os.loadavg()[0]!.toFixed(2)} > ${max}: waiting`);
    await pause(60_000);
  }
  return os.loadavg()[0]!;
}

/**
 * superstatic serving `dir` with its hosting config, as Firebase Hosting would, with gzip: the
 * site's entry of a build's generated config (scripts/serve.ts), or the floor's own firebase.json.
 */
export async function serve(dir: string, config: string, port: number) {
  const command =
    config === 'firebase.generated.json'
      ? ['--import', 'tsx', path.join(ROOT, 'scripts', 'serve.ts'), '--only', 'site']
      : [path.join(ROOT, 'node_modules', 'superstatic', 'lib', 'bin', 'server.js'), '.'];
  const server = spawn(
    process.execPath,
    [
      ...command,
      ...(config === 'firebase.generated.json'
        ? ['--root', dir, '--port', String(port)]
        : ['--host', '127.0.0.1', '--port', String(port), '--config', config, '--compression']),
    ],
    { cwd: dir, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise<void>((resolve, reject) => {
    server.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Superstatic started')) resolve();
    });
    server.on('exit', (code) => reject(new Error(`superstatic exited (${code}) on port ${port}`)));
  });
  return server;
}

/** Lighthouse (the one Lighthouse CI ships), mobile, performance only, a fresh Chromium. */
async function lighthouse(url: string, mode: Mode, chromePath: string): Promise<Lhr> {
  const cli = require.resolve('lighthouse/cli/index.js', {
    paths: [path.dirname(require.resolve('@lhci/cli/package.json'))],
  });
  const output = path.join(os.tmpdir(), `hanzo-floor-ratio-${process.pid}.json`);
  await promisify(execFile)(
    process.execPath,
    [
      cli,
      url,
      '--output=json',
      `--output-path=${output}`,
      '--only-categories=performance',
      `--throttling-method=${mode}`,
      `--chrome-flags=${CHROME_FLAGS}`,
      '--quiet',
    ],
    { env: { ...process.env, CHROME_PATH: chromePath }, maxBuffer: 64 * 1024 * 1024 },
  );
  const lhr = JSON.parse(fs.readFileSync(output, 'utf8')) as Lhr;
  fs.rmSync(output, { force: true });
  return lhr;
}

const audit = (lhr: Lhr, id: string) => lhr.audits[id]?.numericValue;
const med = (values: (number | undefined)[]) => spread(values)?.median;

/**
 * Seconds from the first contentful paint to the loading overlay's `overlay-gone` mark, on the
 * trace's clock (lib/layout/overlay.ts); undefined for a page without the overlay (the floor).
 */
export function overlayAfterFcp(lhr: Lhr) {
  const observedFcp = lhr.audits.metrics?.details?.items?.[0]?.observedFirstContentfulPaint;
  const gone = lhr.audits['user-timings']?.details?.items?.find(
    (item) => item.name === 'overlay-gone',
  )?.startTime;
  return gone === undefined || observedFcp === undefined ? undefined : (gone - observedFcp) / 1000;
}

/** Issue 53's targets, per route, from the runs of one interleaved bench. */
export function targets(runs: Run[]) {
  const pages = [...new Set(runs.map((run) => run.page))].filter(
    (page) => page !== 'floor' && !page.startsWith('before '),
  );
  const at = (mode: Mode, round: number, page: string) =>
    runs.find((r) => r.mode === mode && r.round === round && r.page === page)?.lhr;
  const rounds = [...new Set(runs.map((run) => run.round))];
  return pages.map((page) => {
    const ratios = rounds.map((round) => {
      const [ours, floor] = [at('devtools', round, page), at('devtools', round, 'floor')];
      const tbt = (lhr?: Lhr) => (lhr ? audit(lhr, 'total-blocking-time') : undefined);
      const [a, b] = [tbt(ours), tbt(floor)];
      return a !== undefined && b ? a / b : undefined;
    });
    const perf = (p: string) =>
      med(
        runs
          .filter((r) => r.mode === 'simulate' && r.page === p)
          .map((r) => (r.lhr.categories.performance?.score ?? NaN) * 100),
      );
    const overlay = runs
      .filter((r) => r.mode === 'devtools' && r.page === page)
      .map((r) => overlayAfterFcp(r.lhr));
    const tbtRatio = med(ratios);
    const perfGap =
      perf(page) === undefined || perf('floor') === undefined
        ? undefined
        : perf('floor')! - perf(page)!;
    const overlayMax = overlay.some((v) => v === undefined)
      ? undefined
      : Math.max(...(overlay as number[]));
    return {
      page,
      tbtRatio,
      perfGap,
      overlayMax,
      met: {
        tbt: tbtRatio !== undefined && tbtRatio <= 1.3,
        perf: perfGap !== undefined && perfGap <= 3,
        overlay: overlayMax !== undefined && overlayMax <= 1.0,
      },
    };
  });
}

/** The report: how it ran, then per mode a table of the floor and each route. */
export function renderRatioReport(
  runs: Run[],
  firstLoadKb: Record<string, number>,
  meta: { date: string; nextVersion: string; commit: string; site: string; before?: string },
) {
  const pages = [...new Set(runs.map((run) => run.page))];
  const loads = spread(runs.map((run) => run.load));
  const rounds = Math.max(...runs.map((run) => run.round));
  const table = (mode: Mode) => {
    const mine = runs.filter((run) => run.mode === mode);
    const floorTbt = med(
      mine.filter((r) => r.page === 'floor').map((r) => audit(r.lhr, 'total-blocking-time')),
    );
    const rows = pages.map((page) => {
      const lhrs = mine.filter((run) => run.page === page).map((run) => run.lhr);
      const metric = (id: string) => med(lhrs.map((lhr) => audit(lhr, id)));
      const tbt = metric('total-blocking-time');
      // Ratio per round, so each route is compared with the floor measured beside it.
      const perRound = [...new Set(mine.map((r) => r.round))].map((round) => {
        const at = (p: string) =>
          mine.find((r) => r.round === round && r.page === p)?.lhr.audits['total-blocking-time']
            ?.numericValue;
        const [ours, floor] = [at(page), at('floor')];
        return ours !== undefined && floor ? ours / floor : undefined;
      });
      const s = (ms: number | undefined) => (ms === undefined ? '–' : (ms / 1000).toFixed(2));
      const perf = med(lhrs.map((lhr) => (lhr.categories.performance?.score ?? NaN) * 100));
      return [
        page === 'floor' ? 'Next floor' : page.replace(/(\/\S*)$/, '`$1`'),
        perf === undefined ? '–' : Math.round(perf),
        s(metric('first-contentful-paint')),
        s(metric('largest-contentful-paint')),
        s(metric('speed-index')),
        tbt === undefined ? '–' : Math.round(tbt),
        tbt !== undefined && floorTbt ? `${(tbt / floorTbt).toFixed(2)}×` : '–',
        page === 'floor' ? '1' : `${med(perRound)?.toFixed(2) ?? '–'}×`,
        metric('cumulative-layout-shift')?.toFixed(3) ?? '–',
        (() => {
          const gone = lhrs.map(overlayAfterFcp).filter((v) => v !== undefined);
          return gone.length
            ? `${med(gone)!.toFixed(2)} (max ${Math.max(...gone).toFixed(2)})`
            : '–';
        })(),
        firstLoadKb[page]?.toFixed(1) ?? '–',
      ].join(' | ');
    });
    return [
      '| page | Perf | FCP s | LCP s | SI s | TBT ms | TBT ÷ floor | TBT ÷ floor, per round (median) | CLS | overlay gone after FCP s (max) | first-load JS KB |',
      '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
      ...rows.map((row) => `| ${row} |`),
    ].join('\n');
  };
  const first = runs[0]!.lhr;
  const loadByRound = [...new Set(runs.map((r) => r.round))]
    .map((round) => runs.find((r) => r.round === round)!.load.toFixed(2))
    .join(', ');
  return `# The site against the Next floor: ${meta.date} UTC

- The project's export in \`${meta.site}\` (working tree at \`${meta.commit}\`)${meta.before ? `, an earlier export in \`${meta.before}\` ("before")` : ''} and a bare Next ${meta.nextVersion} export of an \`h1\` and a
  paragraph (bench/floor/, built by the bench), both served by superstatic with gzip.
- Lighthouse ${first.lighthouseVersion}, mobile, performance only, a fresh Chromium per run; ${rounds}
  rounds, each round one run of every page in each mode, in turn: medians over the rounds.
- ${os.cpus()[0]?.model} × ${os.cpus().length}; 1-minute load average at the start of each round: ${loadByRound}
  (min ${loads?.min.toFixed(2)}, max ${loads?.max.toFixed(2)}). Figures from a loaded machine are not comparable.
- First-load JS: gzip of the scripts each page's HTML loads (bench/first-load.ts), KB of 1000 bytes.

${runs.some((run) => run.mode === 'devtools') ? `## Applied throttling (DevTools: 4× CPU, slow 4G): what a phone feels\n\n${table('devtools')}\n\n` : ''}${runs.some((run) => run.mode === 'simulate') ? `## Simulated throttling (what PageSpeed Insights shows)\n\n${table('simulate')}\n\n` : ''}
"TBT ÷ floor" divides the medians; "per round" is the median of each round's ratio. "Overlay
gone after FCP": the overlay's \`overlay-gone\` mark after the first contentful paint, on the
trace's clock, median and the largest of all rounds.
${
  runs.some((run) => run.mode === 'devtools') && runs.some((run) => run.mode === 'simulate')
    ? `
## Issue 53's targets

Applied TBT at most 1.3× the floor's (median of the per-round ratios); simulated Performance
within 3 points of the floor's; the overlay gone within 1.0 s of the first paint in every round.

| page | applied TBT ÷ floor | simulated Perf below the floor's | overlay gone after FCP, max s |
| --- | --- | --- | --- |
${targets(runs)
  .map(
    (t) =>
      `| ${t.page.replace(/(\/\S*)$/, '\`$1\`')} | ${t.tbtRatio?.toFixed(2) ?? '–'}× ${t.met.tbt ? 'met' : 'not met'} | ${t.perfGap?.toFixed(0) ?? '–'} ${t.met.perf ? 'met' : 'not met'} | ${t.overlayMax?.toFixed(2) ?? '–'} ${t.met.overlay ? 'met' : 'not met'} |`,
  )
  .join('\n')}
`
    : ''
}`;
}

async function main() {
  const chromePath = findChromium();
  if (!chromePath) throw new Error('No Chromium: set CHROME_PATH');
  const site = path.resolve(process.env.BENCH_SITE || ROOT);
  if (!fs.existsSync(path.join(site, 'out', 'index.html')))
    throw new Error(`No ${site}/out/: build the site first (npm run build)`);
  const routes = process.env.BENCH_ROUTES?.split(',').map((r) => r.trim()) ?? DEFAULT_ROUTES;
  const rounds = Number(process.env.BENCH_RUNS || 5);
  const port = Number(process.env.BENCH_PORT || 4720);
  const maxLoad = Number(process.env.BENCH_MAX_LOAD || Infinity);
  const modes = MODES.filter((mode) => (process.env.BENCH_MODES ?? mode).split(',').includes(mode));
  const floor = buildFloor();
  const servers: ChildProcess[] = [];
  const stop = () => servers.forEach((server) => server.kill());
  process.on('exit', stop);
  servers.push(await serve(site, 'firebase.generated.json', port));
  servers.push(await serve(floor.dir, 'firebase.json', port + 1));
  const before = process.env.BENCH_BEFORE;
  if (before) servers.push(await serve(before, 'firebase.generated.json', port + 2));
  const pages: [string, string][] = [
    ['floor', `http://127.0.0.1:${port + 1}/`],
    ...routes.flatMap((route): [string, string][] => [
      ...(before
        ? [[`before ${route}`, `http://127.0.0.1:${port + 2}${route}`] as [string, string]]
        : []),
      [route, `http://127.0.0.1:${port}${route}`],
    ]),
  ];
  const firstLoadKb: Record<string, number> = {
    floor:
      measureFirstLoad(path.join(floor.dir, 'out', 'index.html'), path.join(floor.dir, 'out'))
        .firstLoadJsGzipBytes / 1000,
  };
  for (const route of routes) {
    const html = path.join(site, 'out', route, 'index.html');
    firstLoadKb[route] = measureFirstLoad(html, path.join(site, 'out')).firstLoadJsGzipBytes / 1000;
    if (before) {
      const old = path.join(before, 'out', route, 'index.html');
      firstLoadKb[`before ${route}`] =
        measureFirstLoad(old, path.join(before, 'out')).firstLoadJsGzipBytes / 1000;
    }
  }
  const runs: Run[] = [];
  // Every report, for a look at what a median hides (the LCP element, the long tasks).
  const reports = path.join(ROOT, '.lighthouseci', 'floor-ratio');
  const reportFile = (round: number, mode: Mode, page: string) =>
    path.join(reports, `${round}-${mode}-${page.replace(/[^\w]+/g, '_')}.json`);
  const file = path.resolve(
    ROOT,
    process.env.BENCH_REPORT || path.join('bench', 'results', 'floor-ratio.md'),
  );
  // BENCH_RERENDER=1: the report again from the last run's saved results (a changed format).
  const rerender = process.env.BENCH_RERENDER === '1';
  if (rerender) {
    stop();
    const saved = JSON.parse(fs.readFileSync(file.replace(/\.md$/, '.json'), 'utf8')) as Omit<
      Run,
      'lhr'
    >[];
    for (const run of saved)
      runs.push({
        ...run,
        lhr: JSON.parse(fs.readFileSync(reportFile(run.round, run.mode, run.page), 'utf8')) as Lhr,
      });
  } else {
    fs.rmSync(reports, { recursive: true, force: true });
    fs.mkdirSync(reports, { recursive: true });
  }
  for (let round = 1; round <= (rerender ? 0 : rounds); round++) {
    const load = await waitForQuiet(maxLoad);
    for (const mode of modes) {
      for (const [page, url] of pages) {
        // Lighthouse now and then fails to record a trace (NO_NAVSTART): try again.
        const lhr = await lighthouse(url, mode, chromePath).catch(() =>
          lighthouse(url, mode, chromePath),
        );
        const tbt = lhr.audits['total-blocking-time']?.numericValue ?? NaN;
        console.log(
          `round ${round} ${mode} ${page}: TBT ${Math.round(tbt)} ms (load ${load.toFixed(2)})`,
        );
        runs.push({ page, mode, round, load, lhr });
        fs.writeFileSync(reportFile(round, mode, page), JSON.stringify(lhr));
      }
    }
  }
  stop();
  const commit = await promisify(execFile)('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT })
    .then(({ stdout }) => stdout.trim())
    .catch(() => 'unknown');
  const date = new Date().toISOString().slice(0, 16).replace('T', ' ');
  fs.writeFileSync(
    file,
    renderRatioReport(runs, firstLoadKb, {
      date,
      nextVersion: floor.nextVersion,
      commit,
      site: path.relative(ROOT, path.join(site, 'out')) || 'out',
      before,
    }),
  );
  fs.writeFileSync(
    file.replace(/\.md$/, '.json'),
    JSON.stringify(
      runs.map(({ lhr, ...run }) => ({
        ...run,
        perf: lhr.categories.performance?.score,
        ...Object.fromEntries(
          [
            'first-contentful-paint',
            'largest-contentful-paint',
            'speed-index',
            'total-blocking-time',
            'cumulative-layout-shift',
          ].map((id) => [id, lhr.audits[id]?.numericValue]),
        ),
      })),
      null,
      1,
    ),
  );
  console.log(`Report: ${path.relative(ROOT, file)}`);
}

if (require.main === module)
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
