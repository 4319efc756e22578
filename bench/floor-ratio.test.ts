/**
 * @jest-environment node
 *
 * The floor bench's verdict on issue 53's targets, from hand-made Lighthouse results.
 */
import type { Lhr } from './summary';
import { type Mode, type Run, overlayAfterFcp, renderRatioReport, targets } from './floor-ratio';

function lhr({
  tbt = 200,
  perf = 0.95,
  fcp = 1000,
  gone,
}: {
  tbt?: number;
  perf?: number;
  fcp?: number;
  gone?: number;
}): Lhr {
  return {
    lighthouseVersion: '12.6.1',
    categories: { performance: { score: perf } },
    audits: {
      'total-blocking-time': { numericValue: tbt },
      metrics: { details: { items: [{ observedFirstContentfulPaint: fcp }] } },
      'user-timings': {
        details: { items: gone === undefined ? [] : [{ name: 'overlay-gone', startTime: gone }] },
      },
    },
    environment: { benchmarkIndex: 1000 },
    configSettings: { throttlingMethod: 'devtools', throttling: {} },
  };
}
const run = (page: string, mode: Mode, round: number, result: Lhr): Run => ({
  page,
  mode,
  round,
  load: 0.5,
  lhr: result,
});

test('the overlay is timed from the first paint to its mark; the floor has none', () => {
  expect(overlayAfterFcp(lhr({ fcp: 1200, gone: 2000 }))).toBeCloseTo(0.8);
  expect(overlayAfterFcp(lhr({}))).toBeUndefined();
});

test('each target is judged per route: TBT per round against the floor, Perf, the worst overlay', () => {
  const runs = [1, 2, 3].flatMap((round) => [
    run('floor', 'devtools', round, lhr({ tbt: 200 })),
    run('floor', 'simulate', round, lhr({ perf: 0.97 })),
    // 1.25× the floor in every round, Perf 95, overlay at most 0.9 s after FCP: all met.
    run('/', 'devtools', round, lhr({ tbt: 250, gone: 1000 + 700 + round * 100 })),
    run('/', 'simulate', round, lhr({ perf: 0.95 })),
    // 1.5× the floor, Perf 92, and one round whose overlay stayed 1.2 s: none met.
    run('/blog/a/', 'devtools', round, lhr({ tbt: 300, gone: round === 2 ? 2200 : 1500 })),
    run('/blog/a/', 'simulate', round, lhr({ perf: 0.92 })),
    // An earlier export is not judged.
    run('before /', 'devtools', round, lhr({ tbt: 900, gone: 3000 })),
  ]);
  const verdict = targets(runs);
  expect(verdict.map((t) => [t.page, t.met])).toEqual([
    ['/', { tbt: true, perf: true, overlay: true }],
    ['/blog/a/', { tbt: false, perf: false, overlay: false }],
  ]);
  expect(verdict[1]).toMatchObject({ perfGap: 5, overlayMax: 1.2 });
  expect(verdict[1]!.tbtRatio).toBeCloseTo(1.5);
  const report = renderRatioReport(
    runs,
    {},
    { date: 'd', nextVersion: '16', commit: 'c', site: 'out' },
  );
  expect(report).toContain('| `/blog/a/` | 1.50× not met | 5 not met | 1.20 not met |');
});
