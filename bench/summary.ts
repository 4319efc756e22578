// The Lighthouse bench's summary. `npm run bench` (simulated throttling, lighthouserc.js) and
// `npm run bench:applied` (DevTools throttling, lighthouserc.applied.js) run `lhci autorun` on the
// export in out/, which asserts the budget and saves every run's report in .lighthouseci/<mode>/;
// then this reads those reports and writes bench/results/latest.md (applied.md): per route the
// median and min–max over the runs of Performance, FCP, LCP, SI, TBT, CLS and "visible", and the
// assertions that failed. Exits 1 when one did.
//   tsx bench/summary.ts simulated|applied
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The parts of a Lighthouse result read here. */
export interface Lhr {
  lighthouseVersion: string;
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number; details?: { items?: Item[] } } | undefined>;
  environment: { benchmarkIndex: number; hostUserAgent?: string };
  configSettings: { throttlingMethod: string; throttling: Record<string, number> };
}
type Item = { name?: string; startTime?: number; observedFirstContentfulPaint?: number };
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
 * (lib/layout/overlay.ts), moved onto the report's clock. Applied throttling reports what it observed,
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

const audit = (id: string) => (lhr: Lhr) => lhr.audits[id]?.numericValue;
const seconds = (ms: number) => (ms / 1000).toFixed(2);
const COLUMNS: [string, (lhr: Lhr) => number | undefined, (value: number) => string][] = [
  ['Perf', (lhr) => (lhr.categories.performance?.score ?? NaN) * 100, (v) => `${Math.round(v)}`],
  ['FCP s', audit('first-contentful-paint'), seconds],
  ['LCP s', audit('largest-contentful-paint'), seconds],
  ['SI s', audit('speed-index'), seconds],
  ['TBT ms', audit('total-blocking-time'), (v) => `${Math.round(v)}`],
  ['CLS', audit('cumulative-layout-shift'), (v) => v.toFixed(3)],
  ['visible s', visibleAt, seconds],
];

/** "median (min–max)" over the runs, or one value when they all agree. */
export function formatSpread(values: (number | undefined)[], format: (value: number) => string) {
  const stat = spread(values);
  if (!stat) return '–';
  const [median, min, max] = [stat.median, stat.min, stat.max].map(format);
  return min === max ? median! : `${median} (${min}–${max})`;
}

const pathOf = (url: string) => new URL(url).pathname;

/** The report: how it ran, the table of routes, and the failed assertions. */
export function renderReport(
  title: string,
  runs: { url: string; lhr: Lhr }[],
  failed: Assertion[],
) {
  const routes = [...new Set(runs.map((run) => pathOf(run.url)))];
  const rows = routes.map((route) => {
    const lhrs = runs.filter((run) => pathOf(run.url) === route).map((run) => run.lhr);
    return [route, ...COLUMNS.map(([, value, format]) => formatSpread(lhrs.map(value), format))];
  });
  const first = runs[0]!.lhr;
  const { throttlingMethod, throttling: t } = first.configSettings;
  const mode =
    throttlingMethod === 'devtools'
      ? `applied (DevTools) throttling: ${t.requestLatencyMs} ms per request, ${Math.round(t.downloadThroughputKbps ?? 0)} Kbps down`
      : `simulated throttling: RTT ${t.rttMs} ms, ${t.throughputKbps} Kbps`;
  const perRoute = runs.length / routes.length;
  const cpu = formatSpread(
    runs.map((run) => run.lhr.environment.benchmarkIndex),
    (v) => `${Math.round(v)}`,
  );
  const table = [['route', ...COLUMNS.map(([heading]) => heading)], ...rows]
    .map(
      (cells, index) =>
        `| ${cells.join(' | ')} |${index ? '' : `\n|${' --- |'.repeat(cells.length)}`}`,
    )
    .join('\n');
  const failures = failed.map(
    (a) =>
      `- ✘ ${pathOf(a.url)} ${a.auditProperty ? `${a.auditId}:${a.auditProperty}` : a.auditId} ` +
      `${Number(a.actual.toFixed(3))} (${a.name} ${a.expected})`,
  );
  return `# ${title}

${perRoute < 3 ? `- **${perRoute} run(s) per route: not medians to judge by.**\n` : ''}- Lighthouse ${first.lighthouseVersion} by Lighthouse CI, ${perRoute} runs per route, mobile, ${mode}, CPU ×${t.cpuSlowdownMultiplier}, a fresh profile per run; ${first.environment.hostUserAgent ?? ''}.
- ${os.cpus()[0]?.model} × ${os.cpus().length}, load average ${os.loadavg()[0]!.toFixed(2)} at the end; CPU index (Lighthouse's benchmarkIndex, lower on a busier machine) ${cpu}.
- Every run's report: \`.lighthouseci/\`.

## Median (min–max) over the runs

${table}

Visible is when the page became visible to the eye: the loading overlay's \`overlay-gone\` mark (on the simulated clock, the simulated FCP plus the observed time from first paint to the mark).

## Budget (the assertions of lighthouserc.js, on each route's median run)

${failures.join('\n') || `✔ All ${routes.length} routes within it.`}
`;
}

function main(mode: string | undefined) {
  if (mode !== 'simulated' && mode !== 'applied') {
    console.error('Usage: tsx bench/summary.ts simulated|applied');
    process.exit(2);
  }
  const root = path.resolve(__dirname, '..');
  const lhci = path.join(root, '.lighthouseci');
  const read = <T>(file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as T;
  const manifest = path.join(lhci, mode, 'manifest.json');
  if (!fs.existsSync(manifest)) {
    console.error(`✘ No ${path.relative(root, manifest)}: Lighthouse CI did not finish.`);
    process.exit(1);
  }
  const entries = read<{ url: string; jsonPath: string }[]>(manifest);
  const runs = entries.map(({ url, jsonPath }) => ({ url, lhr: read<Lhr>(jsonPath) }));
  const results = path.join(lhci, 'assertion-results.json');
  const failed = fs.existsSync(results)
    ? read<Assertion[]>(results).filter((result) => !result.passed)
    : [];
  const date = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const title = `Lighthouse bench${mode === 'applied' ? ', applied throttling' : ''}: ${date} UTC`;
  const file = path.join(root, 'bench', 'results', mode === 'applied' ? 'applied.md' : 'latest.md');
  fs.writeFileSync(file, renderReport(title, runs, failed));
  console.log(`Report: ${path.relative(root, file)}; ${failed.length} assertion(s) failed`);
  process.exit(failed.length ? 1 : 0);
}

if (require.main === module) main(process.argv[2]);
