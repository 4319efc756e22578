/**
 * @jest-environment node
 *
 * The bench's own logic on hand-made Lighthouse results: the budget as Lighthouse CI assertions
 * (checked with Lighthouse CI's assertion engine), and the report's medians and checks.
 */
import {
  type Assertion,
  type Lhr,
  lighthouseConfig,
  paintRace,
  renderMarkdown,
  spread,
  summarizeRoute,
  visibleAt,
} from './bench';
import { type Budget, assertMatrix } from './budget';
import type { FirstLoad } from './first-load';

type Matrix = ReturnType<typeof assertMatrix>;
const { getAllAssertionResults } = jest.requireActual<{
  getAllAssertionResults: (options: { assertMatrix: Matrix }, lhrs: unknown[]) => Assertion[];
}>('@lhci/utils/src/assertions.js');

const ORIGIN = 'http://127.0.0.1:4400';

function lhr({ route = '/', lcpMs = 900, performance = 1, urls = [`${ORIGIN}/`] } = {}) {
  return {
    finalUrl: `${ORIGIN}${route}`,
    lighthouseVersion: '12.6.1',
    categories: { performance: { score: performance }, seo: { score: 0.66 } },
    audits: {
      'first-contentful-paint': { numericValue: 700 },
      'largest-contentful-paint': { numericValue: lcpMs },
      'cumulative-layout-shift': { numericValue: 0.0004 },
      'network-requests': { details: { items: urls.map((url) => ({ url })) } },
      'largest-contentful-paint-element': {
        details: {
          items: [
            { items: [{ node: { selector: 'main > h1', nodeLabel: 'Hola' } }] },
            {
              items: [
                { phase: 'TTFB', timing: 450 },
                { phase: 'Render Delay', timing: 450.4 },
              ],
            },
          ],
        },
      },
    },
    environment: { benchmarkIndex: 2400 },
    configSettings: { throttlingMethod: 'simulate', throttling: {} },
  } satisfies Lhr & { finalUrl: string };
}

describe('the budget as Lighthouse CI assertions', () => {
  const budget: Budget = {
    default: { performance: 100, lcpMs: 1200, cls: 0, externalRequests: 0, htmlGzipBytes: 1 },
    routes: { '/blog/*/': { lcpMs: 1500 }, '/blog/a/': { lcpMs: 2000 }, '/admin/': { seo: 66 } },
  };
  const matrix = assertMatrix(budget, ['/', '/blog/a/', '/blog/b/', '/admin/']);
  const failing = (...runs: ReturnType<typeof lhr>[]) =>
    getAllAssertionResults({ assertMatrix: matrix }, runs).map(
      (result) => `${new URL(result.url).pathname} ${result.auditProperty ?? result.auditId}`,
    );

  it('runs every route N times against the served export, with the budget asserted', () => {
    const config = lighthouseConfig(['/', '/blog/'], { runs: 3, applied: true }, '4401').ci;
    expect(config.collect.url).toEqual([
      'http://127.0.0.1:4401/',
      'http://127.0.0.1:4401/blog/',
      'http://127.0.0.1:4401/__referencia/',
    ]);
    expect(config.collect.numberOfRuns).toBe(3);
    expect(config.collect.startServerCommand).toContain('scripts/serve.ts');
    expect(config.collect.settings).toMatchObject({ throttlingMethod: 'devtools' });
    // The bare Next.js reference page is measured, not judged.
    expect(config.assert.assertMatrix.map((entry) => entry.matchingUrlPattern)).toHaveLength(2);
    const simulated = lighthouseConfig(['/'], { runs: 1, applied: false }, '4401').ci;
    expect(simulated.collect.settings).not.toHaveProperty('throttlingMethod');
  });

  it('gives each route its merged limits, later budget entries winning', () => {
    expect(matrix.map((entry) => entry.assertions['largest-contentful-paint'])).toEqual(
      [1200, 2000, 1500, 1200].map((limit) => ['error', { maxNumericValue: limit }]),
    );
    expect(matrix[3]?.assertions['categories:seo']).toEqual(['error', { minScore: 0.66 }]);
    // Checked by scripts/bench.ts instead: requests to other hosts, first-load bytes.
    expect(Object.keys(matrix[0]?.assertions ?? {}).sort()).toEqual([
      'categories:performance',
      'cumulative-layout-shift',
      'largest-contentful-paint',
    ]);
  });

  it('fails a route on the median of its runs, with its own limits only', () => {
    const slowHome = [800, 1300, 1400].map((lcpMs) => lhr({ lcpMs }));
    const article = [1900, 1900, 5000].map((lcpMs) => lhr({ route: '/blog/a/', lcpMs }));
    expect(failing(...slowHome, ...article)).toEqual(['/ largest-contentful-paint']);
    expect(failing(lhr({ route: '/blog/b/', lcpMs: 1900, performance: 0.99 }))).toEqual([
      '/blog/b/ performance',
      '/blog/b/ largest-contentful-paint',
    ]);
  });

  it('counts a layout shift below 0.0005 as 0, and scores out of 100 as Lighthouse’s 0–1', () => {
    expect(failing(lhr(), lhr({ route: '/admin/' }))).toEqual([]);
  });
});

describe('spread', () => {
  it('gives the median, min and max, ignoring missing values', () => {
    expect(spread([3, 1, undefined, 2, NaN])).toEqual({ median: 2, min: 1, max: 3 });
    expect(spread([4, 1, 3, 2])).toEqual({ median: 2.5, min: 1, max: 4 });
    expect(spread([])).toBeNull();
  });
});

describe('summarizeRoute and renderMarkdown', () => {
  const firstLoad: FirstLoad = {
    htmlGzipBytes: 8000,
    firstLoadJsGzipBytes: 170_000,
    firstLoadCssGzipBytes: 10_000,
    scripts: [{ url: '/a.js', gzipBytes: 170_000, forbidden: [] }],
    styles: [],
    externalScripts: [],
  };
  const limits = { externalRequests: 0, firstLoadJsGzipBytes: 165_000 };
  const lcpOver = (route: string, actual: number): Assertion => ({
    url: `${ORIGIN}${route}`,
    auditId: 'largest-contentful-paint',
    name: 'maxNumericValue',
    actual,
    expected: 1200,
    passed: false,
  });
  const assertions = [lcpOver('/', 1400), lcpOver('/blog/', 9999)];

  it('gives medians and min–max, and fails requests to other hosts, assertions and bytes', () => {
    const runs = [
      lhr({ lcpMs: 800 }),
      lhr({ lcpMs: 1400, urls: [`${ORIGIN}/`, 'https://www.googletagmanager.com/gtag/js'] }),
      lhr({ lcpMs: 1000, urls: ['data:image/png;base64,', 'http://127.0.0.1:9099/x'] }),
    ];
    const result = summarizeRoute('/', runs, runs[2]!, {
      origin: ORIGIN,
      assertions,
      limits,
      firstLoad,
    });
    expect(result.metrics.slice(0, 6)).toEqual(['100', '–', '–', '66', '0.70', '1.00 (0.80–1.40)']);
    expect(result.lcp).toEqual(['`main > h1`', 'Hola', '450', '–', '–', '450']);
    expect(result.failures).toEqual([
      'largest-contentful-paint 1400 (maxNumericValue 1200)',
      'Requests to other hosts 1 > 0 in a run: https://www.googletagmanager.com/gtag/js, http://127.0.0.1:9099/x',
      'First-load JS (gzip) 170.0 KB > 165.0 KB (5000 B over)',
    ]);

    const markdown = renderMarkdown('Bench', ['1 run'], [result]);
    expect(markdown).toContain('- Result: **0 of 1 routes within `bench/budget.json`**.');
    expect(markdown).toContain('| / | 100 | – | – | 66 | 0.70 | 1.00 (0.80–1.40) |');
    expect(markdown).toContain(
      '- /: https://www.googletagmanager.com/gtag/js, http://127.0.0.1:9099/x',
    );
    expect(markdown).toContain('- ✘ /: largest-contentful-paint 1400');
  });

  it('passes a route whose runs stay on the served origin, within its limits', () => {
    const fits = { ...firstLoad, firstLoadJsGzipBytes: 150_000 };
    const result = summarizeRoute('/', [lhr()], lhr(), {
      origin: ORIGIN,
      assertions: [],
      limits,
      firstLoad: fits,
    });
    expect(result.failures).toEqual([]);
    expect(renderMarkdown('Bench', [], [result])).toContain('None: every request of every run');
  });

  it('shows the bare Next.js reference row without judging it', () => {
    const site = summarizeRoute('/', [lhr()], lhr(), {
      origin: ORIGIN,
      assertions,
      limits,
      firstLoad,
    });
    const reference = summarizeRoute('/__referencia/', [lhr({ route: '/__referencia/' })], lhr(), {
      origin: ORIGIN,
      assertions,
      limits: {},
      firstLoad,
    });
    expect(reference.failures).toEqual([]);
    const markdown = renderMarkdown('Bench', [], [site, reference]);
    expect(markdown).toContain('- Result: **0 of 1 routes within `bench/budget.json`**.');
    expect(markdown).toMatch(/\| \/__referencia\/ \| 100 \|.* \| – \|\n/);
    expect(markdown).not.toContain('✔ /__referencia/');
  });

  it('times the first paint against the last first-load script of each run', () => {
    const run = (paint: number, appEnd: number) => {
      const result = lhr();
      Object.assign(result.audits, {
        metrics: { details: { items: [{ observedFirstContentfulPaint: paint }] } },
        'network-requests': {
          details: {
            items: [
              { url: `${ORIGIN}/`, networkEndTime: 20 },
              { url: `${ORIGIN}/_next/app.js`, networkEndTime: appEnd },
              { url: `${ORIGIN}/_next/on-demand.js`, networkEndTime: 900 },
            ],
          },
        },
      });
      return result;
    };
    const withApp = {
      ...firstLoad,
      scripts: [{ url: '/_next/app.js', gzipBytes: 1, forbidden: [] }],
    };
    expect(paintRace(run(100, 150), ['/_next/app.js'])).toEqual({
      paint: 100,
      scriptsDone: 150,
      doneBeforePaint: 0,
    });
    expect(paintRace(run(200, 150), ['/_next/app.js']).doneBeforePaint).toBe(1);
    const runs = [run(100, 150), run(300, 200), run(120, 160)];
    const context = { origin: ORIGIN, assertions: [], limits, firstLoad: withApp };
    expect(summarizeRoute('/', runs, runs[0]!, context).race).toEqual([
      '120 (100–300)',
      '160 (150–200)',
      '2 of 3',
      '0 (0–1) of 1',
    ]);
  });

  it("shows an image's HTML rather than its label, which is its selector", () => {
    const image = lhr();
    const node = { selector: 'div > img', nodeLabel: 'div > img', snippet: '<img src="/a.webp">' };
    image.audits['largest-contentful-paint-element'].details.items[0] = { items: [{ node }] };
    const context = { origin: ORIGIN, assertions: [], limits, firstLoad };
    expect(summarizeRoute('/', [image], image, context).lcp.slice(0, 2)).toEqual([
      '`div > img`',
      '`<img src="/a.webp">`',
    ]);
  });

  it('puts the moment the overlay went on the report clock, or the FCP without one', () => {
    const run = (fcp: number, observedFcp: number, gone?: number) => {
      const result = lhr();
      Object.assign(result.audits, {
        'first-contentful-paint': { numericValue: fcp },
        metrics: { details: { items: [{ observedFirstContentfulPaint: observedFcp }] } },
        'user-timings': {
          details: { items: gone === undefined ? [] : [{ name: 'overlay-gone', startTime: gone }] },
        },
      });
      return result as unknown as Lhr;
    };
    // Applied throttling: observed and reported FCP agree, visible is the mark.
    expect(visibleAt(run(600, 600, 1450))).toBe(1450);
    // Simulated: the simulated FCP plus the observed time from first paint to the mark.
    expect(visibleAt(run(900, 150, 1100))).toBe(1850);
    expect(visibleAt(run(900, 150))).toBe(900);
  });
});
