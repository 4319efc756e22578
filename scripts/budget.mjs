// The performance budget (bench/budget.json): loading, the limits that apply to one route, and
// the comparison of measured values with them. Pure functions apart from loadBudget; shared by
// the byte-budget check of the exported pages (e2e/byte-budget.static.spec.ts) and the
// Lighthouse bench (lighthouserc.js and scripts/bench.ts).
import fs from 'node:fs';

const KB = 1000;
const KIB = 1024;

/**
 * Every limit the budget file may set. `min`: the measured value must be at least the limit
 * (scores); `max`: at most the limit. Byte limits of the first load are in bytes of gzip
 * (shown in KB of 1000 bytes, as the targets are stated); Lighthouse transfers are shown in KiB,
 * as Lighthouse does.
 */
export const LIMITS = {
  performance: { label: 'Performance', kind: 'min', format: (v) => `${round(v, 1)}` },
  accessibility: { label: 'Accessibility', kind: 'min', format: (v) => `${round(v, 1)}` },
  bestPractices: { label: 'Best Practices', kind: 'min', format: (v) => `${round(v, 1)}` },
  seo: { label: 'SEO', kind: 'min', format: (v) => `${round(v, 1)}` },
  fcpMs: { label: 'FCP', kind: 'max', format: (v) => `${Math.round(v)} ms` },
  lcpMs: { label: 'LCP', kind: 'max', format: (v) => `${Math.round(v)} ms` },
  tbtMs: { label: 'TBT', kind: 'max', format: (v) => `${Math.round(v)} ms` },
  // Lighthouse shows CLS with three decimals; a shift below 0.0005 reads, and counts, as 0.
  cls: { label: 'CLS', kind: 'max', format: (v) => v.toFixed(3), compareAt: (v) => round(v, 3) },
  speedIndexMs: { label: 'Speed Index', kind: 'max', format: (v) => `${Math.round(v)} ms` },
  totalTransferBytes: { bytes: true, label: 'Total transfer', kind: 'max', format: (v) => kib(v) },
  jsTransferBytes: {
    bytes: true,
    label: 'JavaScript transfer',
    kind: 'max',
    format: (v) => kib(v),
  },
  requests: { label: 'Requests', kind: 'max', format: (v) => `${v}` },
  externalRequests: { label: 'Requests to other hosts', kind: 'max', format: (v) => `${v}` },
  firstLoadJsGzipBytes: {
    bytes: true,
    label: 'First-load JS (gzip)',
    kind: 'max',
    format: (v) => kb(v),
  },
  firstLoadCssGzipBytes: {
    bytes: true,
    label: 'First-load CSS (gzip)',
    kind: 'max',
    format: (v) => kb(v),
  },
  htmlGzipBytes: { bytes: true, label: 'HTML (gzip)', kind: 'max', format: (v) => kb(v) },
};

/** Limits checked on the exported files alone, without a browser. */
export const BYTE_LIMIT_KEYS = ['firstLoadJsGzipBytes', 'firstLoadCssGzipBytes', 'htmlGzipBytes'];

function round(value, decimals) {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}
export const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
export const kib = (bytes) => `${(bytes / KIB).toFixed(1)} KiB`;

function validateLimits(limits, where) {
  if (typeof limits !== 'object' || limits === null || Array.isArray(limits)) {
    throw new Error(`${where} must be an object of limits`);
  }
  for (const [key, value] of Object.entries(limits)) {
    if (key.startsWith('$')) continue;
    if (!(key in LIMITS)) {
      throw new Error(
        `${where}: unknown limit "${key}" (known: ${Object.keys(LIMITS).join(', ')})`,
      );
    }
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
      throw new Error(`${where}.${key} must be a number ≥ 0`);
    }
  }
}

/**
 * Checks the shape of a budget: `default` limits for every route, and `routes` whose keys are
 * URL paths (`/blog/`) or patterns in which `*` stands for one path segment (see the article
 * entry of bench/budget.json).
 * Keys starting with `$` are comments. Throws on an unknown limit or a value that is not a number.
 */
export function validateBudget(budget) {
  if (typeof budget !== 'object' || budget === null)
    throw new Error('The budget must be an object');
  validateLimits(budget.default ?? {}, 'default');
  for (const [route, limits] of Object.entries(budget.routes ?? {})) {
    if (route.startsWith('$')) continue;
    if (!route.startsWith('/')) throw new Error(`routes."${route}": a route starts with /`);
    validateLimits(limits, `routes."${route}"`);
  }
  return budget;
}

export function loadBudget(file) {
  return validateBudget(JSON.parse(fs.readFileSync(file, 'utf8')));
}

/** Whether a route key of the budget (a path, or a pattern with `*` segments) names this route. */
export function routeMatches(pattern, route) {
  const source = pattern
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('[^/]+');
  return new RegExp(`^${source}$`).test(route);
}

/**
 * The limits that apply to a route: `default`, then every matching entry of `routes` in the
 * order of the file (a later entry overrides an earlier one; put exact routes after patterns).
 */
export function limitsForRoute(budget, route) {
  const limits = { ...(budget.default ?? {}) };
  for (const [pattern, overrides] of Object.entries(budget.routes ?? {})) {
    if (!pattern.startsWith('$') && routeMatches(pattern, route)) Object.assign(limits, overrides);
  }
  for (const key of Object.keys(limits)) if (key.startsWith('$')) delete limits[key];
  return limits;
}

/**
 * Compares measured values with limits. Only limits whose value was measured are checked, so
 * the byte check and the bench can share one budget. Returns the failures, empty when within.
 */
export function checkLimits(measured, limits) {
  const failures = [];
  for (const [key, limit] of Object.entries(limits)) {
    const definition = LIMITS[key];
    const actual = measured[key];
    if (!definition || actual === undefined || actual === null) continue;
    const compared = definition.compareAt ? definition.compareAt(actual) : actual;
    const over = definition.kind === 'min' ? compared < limit : compared > limit;
    if (!over) continue;
    const relation = definition.kind === 'min' ? '<' : '>';
    const excess = definition.bytes ? ` (${Math.round(actual - limit)} B over)` : '';
    failures.push({
      key,
      actual,
      limit,
      message: `${definition.label} ${definition.format(actual)} ${relation} ${definition.format(limit)}${excess}`,
    });
  }
  return failures;
}

/**
 * The byte check of one exported page (a measureFirstLoad result): its JS, CSS and HTML
 * against the byte limits, no Firebase SDK or Google tag code in a first-load script, and no
 * first-load script or stylesheet from another host.
 */
export function checkFirstLoad(page, limits) {
  const byteLimits = Object.fromEntries(
    Object.entries(limits).filter(([key]) => BYTE_LIMIT_KEYS.includes(key)),
  );
  const failures = checkLimits(page, byteLimits);
  for (const script of page.scripts) {
    for (const hit of script.forbidden) {
      failures.push({
        key: 'forbiddenCode',
        message: `${hit.name} code in the first load: "${hit.marker}" in ${script.url}`,
      });
    }
  }
  for (const url of page.externalScripts) {
    failures.push({ key: 'externalAsset', message: `First-load asset from another host: ${url}` });
  }
  return failures;
}
