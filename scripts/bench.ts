// Lighthouse bench of the exported site (`npm run bench`): builds the export, runs Lighthouse CI
// (its config, written by lighthouseConfig below: runs, server, Chromium, the budget's
// assertions), then writes
// bench/results/latest.md (applied.md with --applied) with what Lighthouse CI does not give:
// median and min–max per route with Lighthouse's CPU index, the LCP element and phases of the
// median run, and the budget's two other checks, requests to other hosts and first-load bytes.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { freePort } from './background-process';
import * as budgets from './budget';
import { CHROMIUM_ARGS, findChromium } from './chromium';
import { MEASURED_EXPORT_ENV } from './export-env';
import { type FirstLoad, exportedRoutes, kb, measureFirstLoad } from './first-load';

/** The parts of a Lighthouse result read here (network requests, the LCP element's tables). */
interface Details {
  items?: Details[];
  name?: string;
  startTime?: number;
  url?: string;
  node?: { selector: string; nodeLabel?: string; snippet?: string };
  phase?: string;
  timing?: number;
  networkEndTime?: number;
  observedFirstContentfulPaint?: number;
}
export interface Lhr {
  lighthouseVersion: string;
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number; details?: Details } | undefined>;
  environment: { benchmarkIndex: number };
  configSettings: { throttlingMethod: string; throttling: Record<string, number> };
}
/** An assertion result as Lighthouse CI saves it (.lighthouseci/assertion-results.json). */
export interface Assertion {
  url: string;
  auditId: string;
  auditProperty?: string;
  name: string;
  actual: number;
  expected: number;
  passed: boolean;
}

/** Median (mean of the middle two for an even count), min and max of the numbers given. */
export function spread(values: (number | undefined)[]) {
  const sorted = values.filter((v): v is number => !isNaN(v ?? NaN)).sort((a, b) => a - b);
  const middle = (sorted.length - 1) / 2;
  const [min, max] = [sorted[0], sorted.at(-1)];
  if (min === undefined || max === undefined) return null;
  return { median: (sorted[Math.floor(middle)]! + sorted[Math.ceil(middle)]!) / 2, min, max };
}

/**
 * When the page became visible to the eye: the loading overlay's `overlay-gone` user timing
 * (lib/overlay.ts), moved onto the report's clock. Applied throttling reports what it observed,
 * so this is the mark itself; simulated throttling reports a simulated FCP, and the page clears
 * as long after its first paint as it did in the observed load. Without the overlay: the FCP.
 */
export function visibleAt(lhr: Lhr) {
  const fcp = lhr.audits['first-contentful-paint']?.numericValue;
  const observedFcp = lhr.audits.metrics?.details?.items?.[0]?.observedFirstContentfulPaint;
  const gone = lhr.audits['user-timings']?.details?.items?.find(
    (item) => item.name === 'overlay-gone',
  )?.startTime;
  if (fcp === undefined) return undefined;
  if (gone === undefined || observedFcp === undefined) return fcp;
  return fcp + Math.max(0, gone - observedFcp);
}

const round = (value: number) => `${Math.round(value)}`;
const score = (id: string) => (lhr: Lhr) => (lhr.categories[id]?.score ?? NaN) * 100;
const audit = (id: string) => (lhr: Lhr) => lhr.audits[id]?.numericValue;
const seconds = (ms: number) => (ms / 1000).toFixed(2);
const COLUMNS: [string, (lhr: Lhr) => number | undefined, (value: number) => string][] = [
  ['Perf', score('performance'), round],
  ['A11y', score('accessibility'), round],
  ['BP', score('best-practices'), round],
  ['SEO', score('seo'), round],
  ['FCP s', audit('first-contentful-paint'), seconds],
  ['LCP s', audit('largest-contentful-paint'), seconds],
  ['SI s', audit('speed-index'), seconds],
  ['visible s', visibleAt, seconds],
  ['visible − FCP s', (lhr) => visibleAt(lhr)! - audit('first-contentful-paint')(lhr)!, seconds],
  ['TBT ms', audit('total-blocking-time'), round],
  ['CLS', audit('cumulative-layout-shift'), (value) => value.toFixed(3)],
  ['total KiB', audit('total-byte-weight'), (value) => (value / 1024).toFixed(1)],
  ['CPU index', (lhr) => lhr.environment.benchmarkIndex, round],
];
const PHASES = ['TTFB', 'Load Delay', 'Load Time', 'Render Delay'];

/** "median (min–max)" over the runs, or one value when they all agree. */
function formatSpread(values: (number | undefined)[], format: (value: number) => string) {
  const stat = spread(values);
  const [median, min, max] = stat ? [stat.median, stat.min, stat.max].map(format) : ['–'];
  return min === max ? median! : `${median} (${min}–${max})`;
}

/**
 * The race issue 17 is about, in the run's real (unthrottled) load: when the page first painted,
 * when the last of its first-load scripts finished downloading (ms since the navigation started),
 * and how many of them had finished before the paint. Lighthouse's simulated LCP is charged with
 * every request that finished before the observed paint, so the count matters, not only the last.
 */
export function paintRace(lhr: Lhr, firstLoadScripts: string[]) {
  const paint = lhr.audits.metrics?.details?.items?.[0]?.observedFirstContentfulPaint;
  const ends = (lhr.audits['network-requests']?.details?.items ?? [])
    .filter((request) => request.url && firstLoadScripts.includes(new URL(request.url).pathname))
    .map((request) => request.networkEndTime ?? NaN);
  const scriptsDone = ends.length ? Math.max(...ends) : undefined;
  const doneBeforePaint =
    paint === undefined ? undefined : ends.filter((end) => end < paint).length;
  return { paint, scriptsDone, doneBeforePaint };
}

/** Requests of a run to any host but the served one (Lighthouse CI has no such assertion). */
export function externalUrls(lhr: Lhr, origin: string) {
  const host = new URL(origin).host;
  return (lhr.audits['network-requests']?.details?.items ?? [])
    .map((request) => request.url ?? '')
    .filter((url) => /^(https?|wss?):/.test(url) && new URL(url).host !== host);
}

interface Context {
  origin: string;
  assertions: Assertion[];
  limits: budgets.Limits;
  firstLoad: FirstLoad;
}

/**
 * One route of the report: the rows of its tables, and its failures: Lighthouse CI's assertions,
 * requests to other hosts in any run, and the first load's bytes measured from out/.
 */
export function summarizeRoute(route: string, runs: Lhr[], medianRun: Lhr, context: Context) {
  const { origin, assertions, limits, firstLoad } = context;
  const external = runs.map((lhr) => externalUrls(lhr, origin));
  const offSite = [...new Set(external.flat())];
  const externalRequests = Math.max(...external.map((urls) => urls.length));
  const failures = [
    ...assertions
      .filter((result) => !result.passed && new URL(result.url).pathname === route)
      .map(({ auditId, auditProperty, name, actual, expected }) => {
        const id = auditProperty ? `${auditId}:${auditProperty}` : auditId;
        return `${id} ${Number(actual.toFixed(3))} (${name} ${expected})`;
      }),
    ...budgets
      .checkExternalRequests(externalRequests, limits)
      .map((failure) => `${failure} in a run: ${offSite.join(', ')}`),
    ...budgets.checkFirstLoad(firstLoad, limits),
  ];
  const lcp = medianRun.audits['largest-contentful-paint-element']?.details?.items ?? [];
  const node = lcp[0]?.items?.[0]?.node;
  // The element's text, or its HTML when it has none (an image's label is its selector).
  const label = node?.nodeLabel !== node?.selector ? node?.nodeLabel : undefined;
  const text = label?.slice(0, 70) ?? (node?.snippet ? `\`${node.snippet.slice(0, 90)}\`` : '–');
  const phase = (name: string) => lcp[1]?.items?.find((item) => item.phase === name)?.timing;
  const size = (bytes: number | undefined) => (bytes ? kb(bytes) : '–');
  const scripts = firstLoad.scripts.map((script) => script.url.split(/[?#]/)[0] ?? '');
  const races = runs.map((lhr) => paintRace(lhr, scripts));
  const won = races.filter(({ paint, scriptsDone }) => paint! < scriptsDone!).length;
  const { firstLoadJsGzipBytes: js, firstLoadCssGzipBytes: css, htmlGzipBytes: html } = firstLoad;
  return {
    route,
    failures,
    offSite,
    metrics: COLUMNS.map(([, value, format]) => formatSpread(runs.map(value), format)),
    firstLoad: [js, limits.firstLoadJsGzipBytes, css, html, limits.htmlGzipBytes].map(size),
    race: [
      formatSpread(
        races.map((race) => race.paint),
        round,
      ),
      formatSpread(
        races.map((race) => race.scriptsDone),
        round,
      ),
      `${won} of ${runs.length}`,
      `${formatSpread(
        races.map((race) => race.doneBeforePaint),
        round,
      )} of ${scripts.length}`,
    ],
    lcp: [
      node ? `\`${node.selector}\`` : '–',
      text,
      ...PHASES.map((name) => formatSpread([phase(name)], round)),
    ],
  };
}
type RouteSummary = ReturnType<typeof summarizeRoute>;

function table(headings: string[], results: RouteSummary[], row: (r: RouteSummary) => string[]) {
  const rows = results.map((result) => [result.route, ...row(result)]);
  return [['route', ...headings], ['route', ...headings].map(() => '---'), ...rows]
    .map((cells) => `| ${cells.map((cell) => cell.replace(/\|/g, '\\|')).join(' | ')} |`)
    .join('\n');
}

export function renderMarkdown(title: string, notes: string[], results: RouteSummary[]) {
  const site = results.filter((result) => result.route !== REFERENCE_ROUTE);
  const passed = site.filter((result) => !result.failures.length).length;
  const offSite = results.filter((result) => result.offSite.length);
  return `# ${title}

- Result: **${passed} of ${site.length} routes within \`bench/budget.json\`**.
- \`${REFERENCE_ROUTE}\`: a bare Next.js page (an h1 and a paragraph, this project's Next version, static export) built and served in the same run, the floor the site's rows compare with; not judged against the budget.
${notes.map((line) => `- ${line}`).join('\n')}

## Scores and metrics (median, min–max over the runs)

${table([...COLUMNS.map(([heading]) => heading), 'budget'], results, (result) => [...result.metrics, result.route === REFERENCE_ROUTE ? '–' : result.failures.length ? '✘' : '✔'])}

Visible is when the page became visible to the eye: the loading overlay's \`overlay-gone\` mark (on the simulated clock, the simulated FCP plus the observed time from first paint to the mark). Total is what Lighthouse counts as transferred (KiB of 1024 bytes). The CPU index is Lighthouse's benchmarkIndex during the run: the busier the machine, the lower it is, and simulated TBT and LCP grow.

## First load, from the files in out/ (gzip level 9, KB of 1000 bytes)

${table(['JS', 'JS limit', 'CSS', 'HTML', 'HTML limit'], results, (result) => result.firstLoad)}

## First paint against the first-load scripts (ms, the runs' real loads, median and min–max)

${table(['first paint', 'last first-load script done', 'runs that painted first', 'first-load scripts done before the paint'], results, (result) => result.race)}

Lighthouse's simulation charges LCP with every request that finished before the page's observed first paint, not only the last script: the fewer first-load scripts are in when the page paints, the closer its LCP comes to its FCP.

## Largest contentful paint element of the median run, and its phases (ms)

${table(['element', 'text', ...PHASES], results, (result) => result.lcp)}

## Requests to other hosts before consent

${offSite.map((result) => `- ${result.route}: ${result.offSite.join(', ')}`).join('\n') || "None: every request of every run went to the served origin (Lighthouse's network-requests audit; no cookie choice stored)."}

## Budget

${site.map(({ route, failures }) => `- ${failures.length ? `✘ ${route}: ${failures.join('; ')}` : `✔ ${route}`}`).join('\n')}
`;
}

// --- Running it ---------------------------------------------------------------------------

/**
 * Builds the bare Next.js page into out/__referencia/ (removed again after the runs): a
 * temporary project with this project's node_modules hard-linked (Turbopack refuses a symlink),
 * a layout and a page, exported under that base path so it is served beside the site.
 */
function buildReference() {
  console.log(`▶ the bare Next.js reference page (${REFERENCE_ROUTE})`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hanzo-bare-next-'));
  try {
    fs.mkdirSync(path.join(dir, 'app'));
    // Its own copy: Next.js run from this project's node_modules would load a second React.
    spawnSync('cp', ['-al', path.join(root, 'node_modules'), path.join(dir, 'node_modules')]);
    const basePath = REFERENCE_ROUTE.slice(0, -1);
    const files = {
      'next.config.mjs': `export default { output: 'export', basePath: '${basePath}', trailingSlash: true };`,
      'app/layout.jsx':
        'export default function Layout({ children }) { return <html lang="es"><body>{children}</body></html>; }',
      'app/page.jsx':
        'export default function Page() { return <main><h1>Referencia</h1><p>Una página de Next.js sin nada más.</p></main>; }',
    };
    for (const [file, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, file), text);
    const next = spawnSync(path.join(dir, 'node_modules', '.bin', 'next'), ['build'], {
      cwd: dir,
      encoding: 'utf8',
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    });
    if (next.status !== 0)
      fail(`${next.stdout}${next.stderr}\n✘ The reference page's build failed.`);
    fs.rmSync(path.join(OUT_DIR, REFERENCE_ROUTE), { recursive: true, force: true });
    fs.cpSync(path.join(dir, 'out'), path.join(OUT_DIR, REFERENCE_ROUTE), { recursive: true });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const USAGE =
  'Usage: npm run bench -- [--runs 5] [--routes /,/blog/] [--no-build] [--applied] [--port P]';
const root = path.resolve(__dirname, '..');
const OUT_DIR = path.join(root, 'out');
const LHCI_DIR = path.join(root, '.lighthouseci');
const BUILD_ENV = Object.entries(MEASURED_EXPORT_ENV).map((entry) => entry.join('='));
const measuredEnv = { ...process.env, ...MEASURED_EXPORT_ENV, NEXT_TELEMETRY_DISABLED: '1' };
const loadProjectBudget = () => budgets.loadBudget(path.join(root, 'bench', 'budget.json'));
const readJson = <T>(file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as T;

function fail(message: string, code = 1): never {
  console.error(message);
  process.exit(code);
}

function options() {
  try {
    const { values } = parseArgs({
      options: {
        runs: { type: 'string', default: '5' },
        routes: { type: 'string' },
        port: { type: 'string' },
        'no-build': { type: 'boolean', default: false },
        applied: { type: 'boolean', default: false },
      },
    });
    const runs = Number(values.runs);
    if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a whole number ≥ 1');
    return { ...values, runs, build: !values['no-build'] };
  } catch (error) {
    return fail(`${(error as Error).message}\n${USAGE}`, 2);
  }
}

/** The requested routes as the export serves them (blog → /blog/); all but 404 by default. */
function selectRoutes(requested: string | undefined) {
  const all = exportedRoutes(OUT_DIR).filter((route) => route !== REFERENCE_ROUTE);
  const wanted = requested?.split(',').map((route) => `/${route.trim()}/`.replace(/\/+/g, '/'));
  const unknown = wanted?.filter((route) => !all.includes(route)) ?? [];
  if (unknown.length) fail(`Not exported: ${unknown.join(', ')}\nRoutes: ${all.join(' ')}`, 2);
  return wanted ?? all;
}

/**
 * scripts/csp.ts on out/ (each page's policy and the ignored firebase.generated.json, which
 * serve.ts serves). A reused out/ comes from npm test (the measured env) or npm run build (the
 * env files), and csp.ts refuses an env the export was not built with: both are tried.
 */
function writeCsp() {
  let result;
  for (const env of [measuredEnv, process.env]) {
    result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/csp.ts'], {
      cwd: root,
      env,
      encoding: 'utf8',
    });
    if (result.status === 0) return process.stdout.write(result.stdout);
  }
  fail(`${result?.stderr}\n✘ The CSP step failed.`);
}

/**
 * Lighthouse CI's config: N runs of each route against the export served by scripts/serve.ts
 * (superstatic + gzip, as Firebase Hosting), in Debian's Chromium (Lighthouse CI adds
 * --headless=new), mobile with simulated throttling or DevTools throttling (--applied), asserted
 * against the budget on the median of each route's runs; every run's report kept on disk.
 */
/** Where the bare Next.js page of the run is served: the floor the site's rows compare with. */
export const REFERENCE_ROUTE = '/__referencia/';

export function lighthouseConfig(
  routes: string[],
  opts: { runs: number; applied: boolean },
  port: string,
) {
  return {
    ci: {
      collect: {
        url: [...routes, REFERENCE_ROUTE].map((route) => `http://127.0.0.1:${port}${route}`),
        numberOfRuns: opts.runs,
        startServerCommand: `node --import tsx scripts/serve.ts --host 127.0.0.1 --port ${port}`,
        startServerReadyPattern: 'Sitio servido en',
        chromePath: findChromium() ?? undefined,
        settings: {
          chromeFlags: CHROMIUM_ARGS.join(' '),
          ...(opts.applied ? { throttlingMethod: 'devtools' } : {}),
        },
      },
      assert: { assertMatrix: budgets.assertMatrix(loadProjectBudget(), routes) },
      // manifest.json there marks each route's median run.
      upload: { target: 'filesystem', outputDir: path.join(LHCI_DIR, 'reports') },
    },
  };
}

/** The report's first lines: how Lighthouse ran, on what machine, and which export. */
function describeRun(lhr: Lhr, opts: ReturnType<typeof options>, origin: string, load: string) {
  const { throttlingMethod, throttling: t } = lhr.configSettings;
  const throttling =
    throttlingMethod === 'devtools'
      ? `applied (DevTools) throttling: ${t.requestLatencyMs} ms per request, ${Math.round(t.downloadThroughputKbps ?? 0)} Kbps down`
      : `simulated throttling: RTT ${t.rttMs} ms, ${t.throughputKbps} Kbps`;
  const chromium = findChromium() ?? '?';
  const version = spawnSync(chromium, ['--version'], { encoding: 'utf8' }).stdout?.trim();
  return [
    `Lighthouse ${lhr.lighthouseVersion} run by Lighthouse CI, ${opts.runs} runs per route${opts.routes ? ' (**partial**: only the routes given with `--routes`)' : ''}, mobile, ${throttling}, CPU ×${t.cpuSlowdownMultiplier}, a fresh profile per run.`,
    `${version} (\`${chromium}\`, the flags of scripts/chromium.ts) on ${os.cpus()[0]?.model} × ${os.cpus().length}, Node ${process.version}; load average ${load} at the start, ${os.loadavg()[0]!.toFixed(2)} at the end.`,
    `Export: ${opts.build ? `fresh \`next build\` with \`${BUILD_ENV.join(' ')}\`` : 'out/ reused (`--no-build`)'}, served by scripts/serve.ts (superstatic, gzip) at ${origin}. Every run's report: \`.lighthouseci/reports/\`.`,
  ];
}

async function main() {
  const started = new Date();
  const opts = options();
  if (opts.build) {
    console.log(`▶ next build (${BUILD_ENV.join(' ')})`);
    const next = spawnSync('node_modules/.bin/next', ['build'], {
      cwd: root,
      stdio: 'inherit',
      env: measuredEnv,
    });
    if (next.status !== 0) fail('✘ The build failed.');
  } else if (!fs.existsSync(path.join(OUT_DIR, 'index.html'))) {
    fail('--no-build needs an export in out/: run npm run build (or drop --no-build).');
  }
  writeCsp();
  const routes = selectRoutes(opts.routes);
  buildReference();
  const port = opts.port ?? String(await freePort());
  const loadAtStart = os.loadavg()[0]!.toFixed(2);

  fs.rmSync(LHCI_DIR, { recursive: true, force: true });
  fs.mkdirSync(LHCI_DIR);
  const config = path.join(LHCI_DIR, 'lighthouserc.json');
  fs.writeFileSync(config, JSON.stringify(lighthouseConfig(routes, opts, port), null, 2));
  const lhci = spawnSync('node_modules/.bin/lhci', ['autorun', `--config=${config}`], {
    cwd: root,
    stdio: 'inherit',
  });
  // Lighthouse CI tries a failing run three times, then stops before writing any report.
  const reference = measureFirstLoad(path.join(OUT_DIR, REFERENCE_ROUTE, 'index.html'), OUT_DIR);
  fs.rmSync(path.join(OUT_DIR, REFERENCE_ROUTE), { recursive: true, force: true });
  const manifestFile = path.join(LHCI_DIR, 'reports', 'manifest.json');
  if (!fs.existsSync(manifestFile)) fail('✘ Lighthouse CI did not finish: a run failed.');

  type Entry = { url: string; isRepresentativeRun: boolean; jsonPath: string };
  const manifest = readJson<Entry[]>(manifestFile);
  const assertions = readJson<Assertion[]>(path.join(LHCI_DIR, 'assertion-results.json'));
  const budget = loadProjectBudget();
  const origin = `http://127.0.0.1:${port}`;
  const results = [...routes, REFERENCE_ROUTE].map((route) => {
    const entries = manifest.filter((entry) => new URL(entry.url).pathname === route);
    const runs = entries.map((entry) => readJson<Lhr>(entry.jsonPath));
    const median = runs[entries.findIndex((entry) => entry.isRepresentativeRun)]!;
    const isReference = route === REFERENCE_ROUTE;
    return summarizeRoute(route, runs, median, {
      origin,
      assertions,
      limits: isReference ? {} : budgets.limitsForRoute(budget, route),
      firstLoad: isReference
        ? reference
        : measureFirstLoad(path.join(OUT_DIR, route, 'index.html'), OUT_DIR),
    });
  });

  const name = opts.applied ? 'applied' : 'latest';
  const date = started.toISOString().slice(0, 16).replace('T', ' ');
  const title = `Lighthouse bench${opts.applied ? ', applied throttling' : ''}: ${date} UTC`;
  const notes = describeRun(readJson<Lhr>(manifest[0]!.jsonPath), opts, origin, loadAtStart);
  if (opts.runs < 3) notes.unshift(`**${opts.runs} run(s) per route: not medians to judge by.**`);
  fs.writeFileSync(`${root}/bench/results/${name}.md`, renderMarkdown(title, notes, results));

  const failed = results.filter((result) => result.failures.length);
  console.log(`\nBudget: ${routes.length - failed.length} of ${routes.length} routes within it`);
  for (const { route, failures } of failed)
    console.log(`  ✘ ${route}\n    ${failures.join('\n    ')}`);
  console.log(
    `Report: bench/results/${name}.md (${Math.round((+new Date() - +started) / 60_000)} min)`,
  );
  process.exit(failed.length || lhci.status !== 0 ? 1 : 0);
}

if (/bench\.ts$/.test(process.argv[1] ?? '')) void main();
