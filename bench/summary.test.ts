/**
 * @jest-environment node
 *
 * The bench summary on hand-made Lighthouse results: medians and spreads, the overlay's mark on
 * the report's clock, the failed assertions; and the budget of lighthouserc.js as Lighthouse
 * CI's own assertion engine reads it.
 */
import { type Assertion, type Lhr, renderReport, spread, visibleAt } from './summary';

const config = jest.requireActual<{ ci: { assert: { assertMatrix: unknown[] } } }>(
  '../lighthouserc.js',
);
const { getAllAssertionResults } = jest.requireActual<{
  getAllAssertionResults: (options: { assertMatrix: unknown[] }, lhrs: unknown[]) => Assertion[];
}>('@lhci/utils/src/assertions.js');

const ORIGIN = 'http://127.0.0.1:4410';

function lhr({ route = '/', fcp = 700, lcp = 900, performance = 1, seo = 1 } = {}) {
  return {
    finalUrl: `${ORIGIN}${route}`,
    lighthouseVersion: '12.6.1',
    categories: {
      performance: { score: performance },
      accessibility: { score: 1 },
      'best-practices': { score: 1 },
      seo: { score: seo },
    },
    audits: {
      'first-contentful-paint': { numericValue: fcp },
      'largest-contentful-paint': { numericValue: lcp },
      'speed-index': { numericValue: 1000 },
      'total-blocking-time': { numericValue: 40 },
      'cumulative-layout-shift': { numericValue: 0.0004 },
      'total-byte-weight': { numericValue: 200_000 },
    },
    environment: { benchmarkIndex: 2400, hostUserAgent: 'Chromium 156' },
    configSettings: {
      throttlingMethod: 'simulate',
      throttling: { rttMs: 150, throughputKbps: 1638.4, cpuSlowdownMultiplier: 4 },
    },
  } satisfies Lhr & { finalUrl: string };
}

describe('the budget of lighthouserc.js', () => {
  const failing = (...runs: ReturnType<typeof lhr>[]) =>
    getAllAssertionResults(config.ci.assert, runs).map(
      (result) => `${new URL(result.url).pathname} ${result.auditProperty ?? result.auditId}`,
    );

  it('judges each route on the median of its runs', () => {
    const home = [800, 1300, 1400].map((lcp) => lhr({ lcp }));
    const blog = [900, 1000, 5000].map((lcp) => lhr({ route: '/blog/', lcp }));
    expect(failing(...home, ...blog)).toEqual(['/ largest-contentful-paint']);
  });

  it('asks a performance score of 0.98, and counts a shift below 0.0005 as none', () => {
    expect(failing(lhr({ performance: 0.98 }))).toEqual([]);
    expect(failing(lhr({ performance: 0.97 }))).toEqual(['/ performance']);
  });

  it('accepts the SEO score of a noindex page on /admin/ only', () => {
    expect(failing(lhr({ route: '/admin/', seo: 0.66 }))).toEqual([]);
    expect(failing(lhr({ route: '/blog/', seo: 0.66 }))).toEqual(['/blog/ seo']);
  });
});

describe('spread', () => {
  it('gives the median, min and max, ignoring missing values', () => {
    expect(spread([3, 1, undefined, 2, NaN])).toEqual({ median: 2, min: 1, max: 3 });
    expect(spread([4, 1, 3, 2])).toEqual({ median: 2.5, min: 1, max: 4 });
    expect(spread([])).toBeNull();
  });
});

describe('visibleAt', () => {
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

describe('renderReport', () => {
  const runs = (route: string, lcps: number[]) =>
    lcps.map((lcp) => ({ url: `${ORIGIN}${route}`, lhr: lhr({ route, lcp }) }));

  it('gives one row per route with medians and min–max, and lists the failed assertions', () => {
    const failed: Assertion = {
      url: `${ORIGIN}/`,
      auditId: 'largest-contentful-paint',
      name: 'maxNumericValue',
      actual: 1300.4,
      expected: 1200,
      passed: false,
    };
    const report = renderReport(
      'Bench',
      [...runs('/', [800, 1300, 1400]), ...runs('/blog/', [900, 900, 900])],
      [failed],
    );
    expect(report).toContain('| route | Perf | FCP s | LCP s | SI s | TBT ms | CLS | visible s |');
    expect(report).toContain('| / | 100 | 0.70 | 1.30 (0.80–1.40) | 1.00 | 40 | 0.000 | 0.70 |');
    expect(report).toContain('| /blog/ | 100 | 0.70 | 0.90 | 1.00 | 40 | 0.000 | 0.70 |');
    expect(report).toContain('3 runs per route, mobile, simulated throttling: RTT 150 ms');
    expect(report).toContain('- ✘ / largest-contentful-paint 1300.4 (maxNumericValue 1200)');
    expect(report).not.toContain('not medians to judge by');
  });

  it('says when there are too few runs to judge by, and when every route is within budget', () => {
    const report = renderReport('Bench', runs('/', [800]), []);
    expect(report).toContain('**1 run(s) per route: not medians to judge by.**');
    expect(report).toContain('✔ All 1 routes within it.');
  });
});
