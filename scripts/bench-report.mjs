// The bench's numbers, from Lighthouse results to the report: one run's metrics, the summary of
// a route's runs checked against its limits, the diagnostics of the median run, and the Markdown
// report. Pure functions (no browser, no files), so they are unit-tested (bench-report.test.ts).
import { checkFirstLoad, checkLimits, kb, kib } from './budget.mjs';

/** The values summarised per route (median, min, max). */
export const METRIC_KEYS = [
  'performance',
  'accessibility',
  'bestPractices',
  'seo',
  'fcpMs',
  'lcpMs',
  'tbtMs',
  'cls',
  'speedIndexMs',
  'totalTransferBytes',
  'jsTransferBytes',
  'requests',
  'externalRequests',
  'benchmarkIndex',
];

const pathOf = (url, origin) => (url.startsWith(origin) ? url.slice(origin.length) || '/' : url);

/** The numbers of one run, the largest-paint element and the requests that left the origin. */
export function summarizeRun(lhr, origin) {
  const audits = lhr.audits;
  const score = (id) => {
    const value = lhr.categories[id]?.score;
    return typeof value === 'number' ? Math.round(value * 100) : null;
  };
  const requests = audits['network-requests']?.details?.items ?? [];
  const servedHost = new URL(origin).host;
  const externalUrls = requests
    .map((request) => request.url)
    .filter((url) => /^(https?|wss?):/.test(url) && new URL(url).host !== servedHost);
  const jsTransferBytes = requests
    .filter((request) => request.resourceType === 'Script')
    .reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
  const [elementTable, phaseTable] =
    audits['largest-contentful-paint-element']?.details?.items ?? [];
  const node = elementTable?.items?.[0]?.node;
  return {
    metrics: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcpMs: audits['first-contentful-paint']?.numericValue ?? null,
      lcpMs: audits['largest-contentful-paint']?.numericValue ?? null,
      tbtMs: audits['total-blocking-time']?.numericValue ?? null,
      cls: audits['cumulative-layout-shift']?.numericValue ?? null,
      speedIndexMs: audits['speed-index']?.numericValue ?? null,
      totalTransferBytes: audits['total-byte-weight']?.numericValue ?? null,
      jsTransferBytes,
      requests: requests.length,
      externalRequests: externalUrls.length,
      benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    },
    lcpElement: node
      ? { selector: node.selector, label: node.nodeLabel, snippet: node.snippet }
      : null,
    lcpPhases: Object.fromEntries(
      (phaseTable?.items ?? []).map((item) => [item.phase, item.timing]),
    ),
    externalUrls,
  };
}

/** What the median run says costs the most: unused JS, main-thread work, audits below 1. */
export function diagnosticsOf(lhr, origin) {
  const audits = lhr.audits;
  const items = (id) => audits[id]?.details?.items ?? [];
  const unused = audits['unused-javascript']?.details;
  const belowFull = Object.fromEntries(
    Object.entries(lhr.categories).map(([id, category]) => [
      id,
      category.auditRefs
        .filter((ref) => ref.weight > 0)
        .map((ref) => audits[ref.id])
        .filter((audit) => audit && typeof audit.score === 'number' && audit.score < 1)
        .map((audit) => ({
          id: audit.id,
          title: audit.title,
          score: audit.score,
          displayValue: audit.displayValue ?? null,
        })),
    ]),
  );
  return {
    unusedJavaScript: {
      wastedBytes: unused?.overallSavingsBytes ?? 0,
      items: items('unused-javascript')
        .slice(0, 5)
        .map((item) => ({
          url: pathOf(item.url, origin),
          totalBytes: item.totalBytes,
          wastedBytes: item.wastedBytes,
        })),
    },
    mainThread: {
      totalMs: audits['mainthread-work-breakdown']?.numericValue ?? null,
      groups: items('mainthread-work-breakdown').map((item) => ({
        group: item.groupLabel,
        ms: item.duration,
      })),
    },
    bootup: items('bootup-time')
      .slice(0, 5)
      .map((item) => ({
        url: pathOf(item.url, origin),
        totalMs: item.total,
        scriptingMs: item.scripting,
      })),
    renderBlocking: items('render-blocking-resources').map((item) => ({
      url: pathOf(item.url, origin),
      wastedMs: item.wastedMs,
    })),
    auditsBelowFullScore: belowFull,
  };
}

/** Median (mean of the middle two for an even count), min and max of the values that exist. */
export function spread(values) {
  const sorted = values.filter((value) => typeof value === 'number').sort((a, b) => a - b);
  if (!sorted.length) return null;
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  return { median, min: sorted[0], max: sorted.at(-1) };
}

function mostFrequent(entries, keyOf) {
  const counts = new Map();
  for (const entry of entries) {
    const key = keyOf(entry);
    counts.set(key, { entry, count: (counts.get(key)?.count ?? 0) + 1 });
  }
  return [...counts.values()].sort((a, b) => b.count - a.count);
}

/**
 * Aggregates the runs of one route and checks the medians (requests to other hosts: any run)
 * and the first-load bytes against the route's limits.
 */
export function summarizeRoute({ route, runs, firstLoad, limits, diagnostics = null }) {
  const ok = runs.filter((run) => !run.error);
  const stats = Object.fromEntries(
    METRIC_KEYS.map((key) => [key, spread(ok.map((run) => run.metrics[key]))]),
  );
  const elements = mostFrequent(
    ok.filter((run) => run.lcpElement),
    (run) => run.lcpElement.selector,
  );
  const phaseNames = [...new Set(ok.flatMap((run) => Object.keys(run.lcpPhases)))];
  const lcpPhases = Object.fromEntries(
    phaseNames.map((phase) => [
      phase,
      spread(ok.map((run) => run.lcpPhases[phase]))?.median ?? null,
    ]),
  );
  const externalUrls = [...new Set(ok.flatMap((run) => run.externalUrls))];

  const measured = Object.fromEntries(
    Object.entries(stats)
      .filter(([, value]) => value)
      .map(([key, value]) => [key, key === 'externalRequests' ? value.max : value.median]),
  );
  const failures = [...checkLimits(measured, limits), ...checkFirstLoad(firstLoad, limits)].map(
    (failure) =>
      failure.key === 'externalRequests'
        ? `${failure.message} in a run: ${externalUrls.join(', ')}`
        : failure.message,
  );
  const errors = runs.filter((run) => run.error);
  if (errors.length) {
    failures.push(`${errors.length} of ${runs.length} runs failed: ${errors[0].error}`);
  }

  return {
    route,
    limits,
    firstLoad: {
      firstLoadJsGzipBytes: firstLoad.firstLoadJsGzipBytes,
      firstLoadCssGzipBytes: firstLoad.firstLoadCssGzipBytes,
      htmlGzipBytes: firstLoad.htmlGzipBytes,
      scripts: firstLoad.scripts.map(({ url, gzipBytes }) => ({ url, gzipBytes })),
      forbidden: firstLoad.scripts.flatMap((script) =>
        script.forbidden.map((hit) => ({ ...hit, url: script.url })),
      ),
    },
    stats,
    lcpElement: elements[0] ? { ...elements[0].entry.lcpElement, runs: elements[0].count } : null,
    lcpElementVariants: elements.length,
    lcpPhases,
    externalUrls,
    diagnostics,
    runs,
    failures,
    passed: failures.length === 0,
  };
}

// --- Markdown report -------------------------------------------------------------------------

const cell = (text) => String(text).replace(/\|/g, '\\|').replace(/\n/g, ' ');
const code = (text) => `\`${String(text).replace(/`/g, "'")}\``;
const truncate = (text, length) => (text.length > length ? `${text.slice(0, length - 1)}…` : text);

const FORMATS = {
  score: (v) => `${Math.round(v)}`,
  seconds: (v) => (v / 1000).toFixed(2),
  ms: (v) => `${Math.round(v)}`,
  cls: (v) => v.toFixed(3),
  kib: (v) => (v / 1024).toFixed(1),
  count: (v) => `${Math.round(v)}`,
};

/** "median (min–max)", or just the value when every run agreed. */
export function formatSpread(stat, format) {
  if (!stat) return '–';
  const median = format(stat.median);
  const [min, max] = [format(stat.min), format(stat.max)];
  return min === max ? median : `${median} (${min}–${max})`;
}

const TABLE_COLUMNS = [
  ['Perf', 'performance', FORMATS.score],
  ['A11y', 'accessibility', FORMATS.score],
  ['BP', 'bestPractices', FORMATS.score],
  ['SEO', 'seo', FORMATS.score],
  ['FCP s', 'fcpMs', FORMATS.seconds],
  ['LCP s', 'lcpMs', FORMATS.seconds],
  ['TBT ms', 'tbtMs', FORMATS.ms],
  ['CLS', 'cls', FORMATS.cls],
  ['SI s', 'speedIndexMs', FORMATS.seconds],
  ['total KiB', 'totalTransferBytes', FORMATS.kib],
  ['JS KiB', 'jsTransferBytes', FORMATS.kib],
  ['requests', 'requests', FORMATS.count],
  ['CPU index', 'benchmarkIndex', FORMATS.count],
];

/** The element's text, or its HTML when it has none (an image's label is its selector). */
function elementText(element) {
  const text = element.label && element.label !== element.selector ? element.label : '';
  return text ? truncate(text, 70) : code(truncate(element.snippet ?? '', 90));
}

function table(headings, rows) {
  return [
    `| ${headings.join(' | ')} |`,
    `|${headings.map(() => '---').join('|')}|`,
    ...rows.map((row) => `| ${row.map(cell).join(' | ')} |`),
  ].join('\n');
}

function diagnosticsSection(result) {
  const d = result.diagnostics;
  if (!d) return `### ${result.route}\n\nNo successful run.\n`;
  const lines = [`### ${result.route}`, ''];
  const unused = d.unusedJavaScript.items
    .map((item) => `${code(item.url)} ${kib(item.wastedBytes)} of ${kib(item.totalBytes)}`)
    .join(', ');
  lines.push(
    `- Unused JavaScript: ${kib(d.unusedJavaScript.wastedBytes)}${unused ? ` (${unused})` : ''}`,
  );
  const groups = d.mainThread.groups
    .filter((group) => group.ms >= 10)
    .map((group) => `${group.group} ${Math.round(group.ms)}`)
    .join(', ');
  lines.push(`- Main-thread work: ${Math.round(d.mainThread.totalMs ?? 0)} ms (${groups})`);
  const bootup = d.bootup
    .map(
      (item) =>
        `${code(item.url)} ${Math.round(item.totalMs)} ms (script ${Math.round(item.scriptingMs)})`,
    )
    .join(', ');
  if (bootup) lines.push(`- JavaScript execution time: ${bootup}`);
  const blocking = d.renderBlocking
    .map((item) => `${code(item.url)} ${Math.round(item.wastedMs)} ms`)
    .join(', ');
  if (blocking) lines.push(`- Render-blocking: ${blocking}`);
  const below = Object.entries(d.auditsBelowFullScore)
    .filter(([, audits]) => audits.length)
    .map(
      ([category, audits]) =>
        `${category}: ${audits.map((audit) => `${audit.id} ${audit.score}${audit.displayValue ? ` (${audit.displayValue})` : ''}`).join(', ')}`,
    );
  lines.push(`- Scored audits below 1: ${below.length ? below.join('; ') : 'none'}`);
  return `${lines.join('\n')}\n`;
}

/**
 * How the runs were throttled: simulated (Lantern models a slow network and CPU from a fast
 * load) or applied (DevTools really slows the load down: latency per request, bandwidth, CPU).
 */
export function throttlingLine(settings) {
  const throttling = settings.throttling ?? {};
  // 1474.56 comes out of Lighthouse as 1474.5600000000002.
  const number = (value) => (typeof value === 'number' ? Number(value.toFixed(2)) : '?');
  const cpu = `CPU ×${throttling.cpuSlowdownMultiplier ?? '?'}`;
  if (settings.throttlingMethod === 'devtools') {
    return (
      `applied (DevTools) throttling (request latency ${number(throttling.requestLatencyMs)} ms, ` +
      `${number(throttling.downloadThroughputKbps)} Kbps down, ${cpu})`
    );
  }
  const method = settings.throttlingMethod === 'simulate' ? 'simulated' : settings.throttlingMethod;
  return `${method ?? '?'} throttling (RTT ${throttling.rttMs ?? '?'} ms, ${throttling.throughputKbps ?? '?'} Kbps, ${cpu})`;
}

export function renderMarkdown(report) {
  const env = report.environment;
  const settings = env.lighthouseSettings ?? {};
  const results = report.routes;
  const out = [];
  out.push(`# Lighthouse bench: ${report.date.slice(0, 16).replace('T', ' ')} UTC`, '');
  const notes = [];
  if (report.runsPerRoute < 3) {
    notes.push(
      `**${report.runsPerRoute} run${report.runsPerRoute === 1 ? '' : 's'} per route**: single samples on a noisy machine, not medians to judge by (take at least 3, normally 5).`,
    );
  }
  if (report.partial) notes.push('**Partial**: only the routes given with `--routes`.');
  if (notes.length) out.push(...notes.map((note) => `> ${note}`), '');
  out.push(
    `- Result: **${report.summary.passed} of ${report.summary.routes} routes within \`${report.budgetFile}\`**; ${report.runsPerRoute} Lighthouse run${report.runsPerRoute === 1 ? '' : 's'} per route, ${Math.round(report.durationMs / 60000)} min in all.`,
    `- Lighthouse ${env.lighthouse ?? '?'}, default config: ${settings.formFactor ?? '?'} form factor, ${throttlingLine(settings)}, fresh profile per run.`,
    `- ${env.chromium} (\`${env.chromiumPath}\` ${env.chromiumFlags.join(' ')}).`,
    `- Machine: ${env.cpu}, ${env.memoryGiB} GiB, ${env.os}, Node ${env.node}; load average ${env.loadAverageAtStart.join(' / ')} at the start, ${env.loadAverageAtEnd.join(' / ')} at the end.`,
    `- Export: ${
      report.export.built
        ? `fresh \`next build\` with ${Object.entries(report.export.buildEnv)
            .map((entry) => code(entry.join('=')))
            .join(' ')}`
        : 'out/ reused (`--no-build`)'
    }; served by ${report.export.server}, at ${report.export.origin}.`,
    '',
  );

  out.push(`## Scores and metrics (median, min–max over the runs)`, '');
  out.push(
    table(
      ['route', ...TABLE_COLUMNS.map(([heading]) => heading), 'budget'],
      results.map((result) => [
        result.route,
        ...TABLE_COLUMNS.map(([, key, format]) => formatSpread(result.stats[key], format)),
        result.passed ? '✔' : '✘',
      ]),
    ),
    '',
    "JS and total are bytes transferred (gzip) as Lighthouse counts them, KiB of 1024 bytes; requests include the link prefetches Next makes after load. CPU index is Lighthouse's benchmarkIndex of the machine during the run: the lower it is, the busier the machine, and simulated TBT and LCP grow with it.",
    '',
  );

  out.push('## First load, from the files in out/ (gzip level 9, KB of 1000 bytes)', '');
  out.push(
    table(
      ['route', 'JS KB', 'JS limit', 'scripts', 'CSS KB', 'HTML KB'],
      results.map((result) => [
        result.route,
        (result.firstLoad.firstLoadJsGzipBytes / 1000).toFixed(1),
        result.limits.firstLoadJsGzipBytes ? kb(result.limits.firstLoadJsGzipBytes) : '–',
        result.firstLoad.scripts.length,
        (result.firstLoad.firstLoadCssGzipBytes / 1000).toFixed(1),
        (result.firstLoad.htmlGzipBytes / 1000).toFixed(1),
      ]),
    ),
    '',
  );

  out.push('## Largest contentful paint element (most frequent) and its phases (median ms)', '');
  out.push(
    table(
      ['route', 'element', 'text', 'TTFB', 'load delay', 'load time', 'render delay'],
      results.map((result) => {
        const element = result.lcpElement;
        const note =
          result.lcpElementVariants > 1
            ? ` (in ${element.runs} runs; ${result.lcpElementVariants} different elements)`
            : '';
        const phase = (name) => {
          const value = result.lcpPhases[name];
          return typeof value === 'number' ? Math.round(value) : '–';
        };
        return [
          result.route,
          element ? `${code(element.selector)}${note}` : '–',
          element ? elementText(element) : '–',
          phase('TTFB'),
          phase('Load Delay'),
          phase('Load Time'),
          phase('Render Delay'),
        ];
      }),
    ),
    '',
  );

  const leaving = results.filter((result) => result.externalUrls.length);
  out.push('## Requests to other hosts before consent', '');
  out.push(
    leaving.length
      ? leaving
          .map((result) => `- ${result.route}: ${result.externalUrls.map(code).join(', ')}`)
          .join('\n')
      : `None: every request of every run went to ${report.export.origin} (Lighthouse's network-requests audit; no cookie choice stored).`,
    '',
  );

  out.push('## Budget', '');
  out.push(
    results
      .map((result) =>
        result.passed
          ? `- ✔ ${result.route}`
          : `- ✘ ${result.route}: ${result.failures.join('; ')}`,
      )
      .join('\n'),
    '',
  );

  out.push('## Diagnostics of the median run of each route', '');
  out.push(...results.map(diagnosticsSection));
  return `${out.join('\n').trimEnd()}\n`;
}
