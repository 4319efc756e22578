/**
 * @jest-environment node
 */
import {
  type LighthouseResult,
  formatSpread,
  renderMarkdown,
  throttlingLine,
  spread,
  summarizeRoute,
  summarizeRun,
} from './bench-report.mjs';
import type { FirstLoad } from './first-load.mjs';

const ORIGIN = 'http://127.0.0.1:4400';

/** A Lighthouse result reduced to what the bench reads. */
function lighthouseResult({
  lcpMs = 900,
  tbtMs = 40,
  performance = 1,
  urls = [`${ORIGIN}/`, `${ORIGIN}/_next/static/chunks/a.js`],
}: { lcpMs?: number; tbtMs?: number; performance?: number; urls?: string[] } = {}) {
  const category = (score: number) => ({ score, auditRefs: [] });
  return {
    categories: {
      performance: category(performance),
      accessibility: category(1),
      'best-practices': category(0.96),
      seo: category(1),
    },
    audits: {
      'first-contentful-paint': { numericValue: 700 },
      'largest-contentful-paint': { numericValue: lcpMs },
      'total-blocking-time': { numericValue: tbtMs },
      'cumulative-layout-shift': { numericValue: 0 },
      'speed-index': { numericValue: 1000 },
      'total-byte-weight': { numericValue: 200_000 },
      'network-requests': {
        details: {
          items: urls.map((url) => ({
            url,
            resourceType: url.endsWith('.js') ? 'Script' : 'Document',
            transferSize: url.endsWith('.js') ? 50_000 : 10_000,
          })),
        },
      },
      'largest-contentful-paint-element': {
        details: {
          items: [
            { items: [{ node: { selector: 'main > h1', nodeLabel: 'Hola', snippet: '<h1>' } }] },
            {
              items: [
                { phase: 'TTFB', timing: 450 },
                { phase: 'Render Delay', timing: lcpMs - 450 },
              ],
            },
          ],
        },
      },
    },
    environment: { benchmarkIndex: 2400 },
  } as LighthouseResult;
}

const firstLoad: FirstLoad = {
  htmlGzipBytes: 8000,
  firstLoadJsGzipBytes: 150_000,
  firstLoadCssGzipBytes: 10_000,
  scripts: [{ url: '/a.js', gzipBytes: 150_000, forbidden: [] }],
  styles: [{ url: '/s.css', gzipBytes: 10_000 }],
  externalScripts: [],
};
const limits = {
  performance: 100,
  bestPractices: 96,
  lcpMs: 1200,
  tbtMs: 150,
  externalRequests: 0,
};

describe('summarizeRun', () => {
  it('reads the scores, metrics, transfers and the largest-paint element', () => {
    const run = summarizeRun(lighthouseResult(), ORIGIN);
    expect(run.metrics).toMatchObject({
      performance: 100,
      bestPractices: 96,
      lcpMs: 900,
      totalTransferBytes: 200_000,
      jsTransferBytes: 50_000,
      requests: 2,
      externalRequests: 0,
      benchmarkIndex: 2400,
    });
    expect(run.lcpElement).toEqual({ selector: 'main > h1', label: 'Hola', snippet: '<h1>' });
    expect(run.lcpPhases).toEqual({ TTFB: 450, 'Render Delay': 450 });
  });

  it('counts every request that leaves the served origin, another port included', () => {
    const run = summarizeRun(
      lighthouseResult({
        urls: [
          `${ORIGIN}/`,
          'data:image/svg+xml,<svg/>',
          'https://www.googletagmanager.com/gtag/js?id=G-TEST000000',
          'http://127.0.0.1:9999/x',
        ],
      }),
      ORIGIN,
    );
    expect(run.externalUrls).toEqual([
      'https://www.googletagmanager.com/gtag/js?id=G-TEST000000',
      'http://127.0.0.1:9999/x',
    ]);
  });
});

describe('spread', () => {
  it('gives the median, min and max, ignoring missing values', () => {
    expect(spread([3, 1, null, 2])).toEqual({ median: 2, min: 1, max: 3 });
    expect(spread([4, 1, 3, 2])).toEqual({ median: 2.5, min: 1, max: 4 });
    expect(spread([])).toBeNull();
  });

  it('shows "median (min–max)", or one value when the runs agree', () => {
    expect(formatSpread({ median: 2, min: 1, max: 3 }, String)).toBe('2 (1–3)');
    expect(formatSpread({ median: 100, min: 100, max: 100 }, String)).toBe('100');
  });
});

describe('summarizeRoute', () => {
  const runsOf = (...results: ReturnType<typeof lighthouseResult>[]) =>
    results.map((lhr) => summarizeRun(lhr, ORIGIN));

  it('passes a route whose medians are within its limits, despite one slow run', () => {
    const result = summarizeRoute({
      route: '/',
      runs: runsOf(
        lighthouseResult({ lcpMs: 900 }),
        lighthouseResult({ lcpMs: 2500, performance: 0.9 }),
        lighthouseResult({ lcpMs: 1000 }),
      ),
      firstLoad,
      limits,
    });
    expect(result.stats.lcpMs).toEqual({ median: 1000, min: 900, max: 2500 });
    expect(result.failures).toEqual([]);
    expect(result.passed).toBe(true);
  });

  it('fails over-budget medians, a request to another host in any run, and failed runs', () => {
    const result = summarizeRoute({
      route: '/',
      runs: [
        ...runsOf(
          lighthouseResult({ lcpMs: 1500, tbtMs: 200 }),
          lighthouseResult({ lcpMs: 1600, urls: [`${ORIGIN}/`, 'https://example.com/x.js'] }),
        ),
        { error: 'NO_FCP: The page did not paint any content.' },
      ],
      firstLoad: { ...firstLoad, firstLoadJsGzipBytes: 170_000 },
      limits: { ...limits, firstLoadJsGzipBytes: 165_000 },
    });
    expect(result.passed).toBe(false);
    expect(result.failures).toEqual([
      'LCP 1550 ms > 1200 ms',
      'Requests to other hosts 1 > 0 in a run: https://example.com/x.js',
      'First-load JS (gzip) 170.0 KB > 165.0 KB (5000 B over)',
      '1 of 3 runs failed: NO_FCP: The page did not paint any content.',
    ]);
  });
});

describe('renderMarkdown', () => {
  it('writes a row per route and the failures of the budget', () => {
    const route = summarizeRoute({
      route: '/blog/',
      runs: [summarizeRun(lighthouseResult({ lcpMs: 1300 }), ORIGIN)],
      firstLoad,
      limits,
    });
    const markdown = renderMarkdown({
      date: '2026-01-02T03:04:05.000Z',
      partial: false,
      runsPerRoute: 1,
      durationMs: 60_000,
      environment: {
        os: 'Debian',
        cpu: 'CPU × 2',
        memoryGiB: 8,
        node: 'v20',
        chromium: 'Chromium 156',
        chromiumPath: '/usr/bin/chromium',
        chromiumFlags: ['--headless=new'],
        loadAverageAtStart: [1, 1, 1],
        loadAverageAtEnd: [1, 1, 1],
        lighthouse: '12.8.2',
        lighthouseSettings: { formFactor: 'mobile', throttlingMethod: 'simulate' },
      },
      export: { built: false, server: 'superstatic', origin: ORIGIN },
      budgetFile: 'bench/budget.json',
      summary: { routes: 1, passed: 0, failed: 1 },
      routes: [{ ...route, diagnostics: null }],
    });
    expect(markdown).toContain('# Lighthouse bench: 2026-01-02 03:04 UTC');
    expect(markdown).toContain('**1 run per route**');
    expect(markdown).toContain('| /blog/ | 100 | 100 | 96 | 100 | 0.70 | 1.30 | 40 | 0.000 |');
    expect(markdown).toContain('- ✘ /blog/: LCP 1300 ms > 1200 ms');
    expect(markdown).toContain('`main > h1`');
  });
});

describe('throttlingLine', () => {
  const throttling = {
    rttMs: 150,
    throughputKbps: 1638.4,
    requestLatencyMs: 562.5,
    downloadThroughputKbps: 1474.5600000000002,
    cpuSlowdownMultiplier: 4,
  };

  it('names the simulated settings Lantern models', () => {
    expect(throttlingLine({ throttlingMethod: 'simulate', throttling })).toBe(
      'simulated throttling (RTT 150 ms, 1638.4 Kbps, CPU ×4)',
    );
  });

  it('names the latency and bandwidth DevTools really applies', () => {
    expect(throttlingLine({ throttlingMethod: 'devtools', throttling })).toBe(
      'applied (DevTools) throttling (request latency 562.5 ms, 1474.56 Kbps down, CPU ×4)',
    );
  });
});
