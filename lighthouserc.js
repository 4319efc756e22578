// Lighthouse CI configuration of the bench (`npm run bench`, scripts/bench.ts, sets BENCH_*):
// N runs per route of the export in out/, served by scripts/serve.mjs (superstatic + gzip, as
// Firebase Hosting), in Debian's Chromium, mobile with simulated throttling (DevTools throttling
// with BENCH_APPLIED=1), asserted against bench/budget.json on the median of each route's runs.
/* eslint-disable @typescript-eslint/no-require-imports -- Lighthouse CI require()s its config */
const path = require('node:path');
const { limitsForRoute, loadBudget } = require('./scripts/budget.mjs');
const { CHROMIUM_ARGS, findChromium } = require('./scripts/chromium.mjs');
const { exportedRoutes } = require('./scripts/first-load.mjs');

const score = (value) => value / 100;
/**
 * The budget's limits as Lighthouse CI assertions: [assertion, option, conversion]. The others
 * (requests to other hosts, first-load gzip bytes) are checked by scripts/bench.ts.
 */
const ASSERTIONS = {
  performance: ['categories:performance', 'minScore', score],
  accessibility: ['categories:accessibility', 'minScore', score],
  bestPractices: ['categories:best-practices', 'minScore', score],
  seo: ['categories:seo', 'minScore', score],
  fcpMs: ['first-contentful-paint', 'maxNumericValue'],
  lcpMs: ['largest-contentful-paint', 'maxNumericValue'],
  tbtMs: ['total-blocking-time', 'maxNumericValue'],
  // Lighthouse shows CLS with three decimals: a shift below 0.0005 reads, and counts, as 0.
  cls: ['cumulative-layout-shift', 'maxNumericValue', (value) => value + 0.00049],
  speedIndexMs: ['speed-index', 'maxNumericValue'],
  totalTransferBytes: ['total-byte-weight', 'maxNumericValue'],
  jsTransferBytes: ['resource-summary:script:size', 'maxNumericValue'],
  requests: ['network-requests', 'maxLength'],
};

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * One assertMatrix entry per route with the limits the budget gives it (`default`, then every
 * matching `routes` entry, later ones winning). Lighthouse CI applies every entry whose pattern
 * matches a URL, so entries per budget pattern could not let a later limit replace an earlier one.
 */
function assertMatrix(budget, routes) {
  return routes.map((route) => ({
    matchingUrlPattern: `^https?://[^/]+${escapeRegExp(route)}$`,
    aggregationMethod: 'median',
    assertions: Object.fromEntries(
      Object.entries(limitsForRoute(budget, route))
        .filter(([key]) => key in ASSERTIONS)
        .map(([key, limit]) => {
          const [assertion, option, convert = (value) => value] = ASSERTIONS[key];
          return [assertion, ['error', { [option]: convert(limit) }]];
        }),
    ),
  }));
}

const routes = process.env.BENCH_ROUTES?.split(',') ?? exportedRoutes(path.join(__dirname, 'out'));
const port = process.env.BENCH_PORT ?? '4400';

module.exports = {
  assertMatrix,
  ci: {
    collect: {
      url: routes.map((route) => `http://127.0.0.1:${port}${route}`),
      numberOfRuns: Number(process.env.BENCH_RUNS ?? 5),
      startServerCommand: `node scripts/serve.mjs --host 127.0.0.1 --port ${port}`,
      startServerReadyPattern: 'Sitio servido en',
      chromePath: findChromium() ?? undefined,
      settings: {
        chromeFlags: CHROMIUM_ARGS.join(' '), // Lighthouse CI adds --headless=new
        ...(process.env.BENCH_APPLIED === '1' ? { throttlingMethod: 'devtools' } : {}),
      },
    },
    assert: {
      assertMatrix: assertMatrix(loadBudget(path.join(__dirname, 'bench', 'budget.json')), routes),
    },
    // Every run's report (HTML and JSON); manifest.json marks each route's median run.
    upload: { target: 'filesystem', outputDir: '.lighthouseci/reports' },
  },
};
