// The performance budget (bench/budget.json): the limits of each route, as Lighthouse CI
// assertions for the bench (scripts/bench.ts), and the byte check of an exported page's first
// load, shared by e2e/byte-budget.static.spec.ts and the bench.
import fs from 'node:fs';
import { type FirstLoad, kb } from './first-load';

type Assertion = [audit: string, option: string, convert?: (value: number) => number];
const score = (value: number) => value / 100;

/** The limits Lighthouse CI asserts, as [audit, option, conversion of the budget's value]. */
const LIGHTHOUSE_ASSERTIONS = {
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
} satisfies Record<string, Assertion>;

/** The limits measured by this project's code: bytes from out/, requests to other hosts. */
const OWN_LIMITS = {
  firstLoadJsGzipBytes: 'First-load JS (gzip)',
  firstLoadCssGzipBytes: 'First-load CSS (gzip)',
  htmlGzipBytes: 'HTML (gzip)',
  externalRequests: 'Requests to other hosts',
};
const BYTE_LIMITS = ['firstLoadJsGzipBytes', 'firstLoadCssGzipBytes', 'htmlGzipBytes'] as const;

export type LimitKey = keyof typeof LIGHTHOUSE_ASSERTIONS | keyof typeof OWN_LIMITS;
export type Limits = Partial<Record<LimitKey, number>>;
export interface Budget {
  default?: Limits;
  routes?: Record<string, Limits>;
}

function validateLimits(limits: unknown, where: string) {
  if (typeof limits !== 'object' || limits === null || Array.isArray(limits)) {
    throw new Error(`${where} must be an object of limits`);
  }
  const known = [...Object.keys(LIGHTHOUSE_ASSERTIONS), ...Object.keys(OWN_LIMITS)];
  for (const [key, value] of Object.entries(limits)) {
    if (key.startsWith('$')) continue;
    if (!known.includes(key)) {
      throw new Error(`${where}: unknown limit "${key}" (known: ${known.join(', ')})`);
    }
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
      throw new Error(`${where}.${key} must be a number ≥ 0`);
    }
  }
}

/**
 * Checks the shape of a budget: `default` limits for every route, and `routes` whose keys are
 * URL paths (`/blog/`) or patterns in which `*` stands for one path segment. Keys starting with
 * `$` are comments. Throws on an unknown limit or a value that is not a number.
 */
export function validateBudget(budget: unknown): Budget {
  if (typeof budget !== 'object' || budget === null)
    throw new Error('The budget must be an object');
  const { default: defaults = {}, routes = {} } = budget as Record<string, unknown>;
  validateLimits(defaults, 'default');
  for (const [route, limits] of Object.entries(routes as object)) {
    if (route.startsWith('$')) continue;
    if (!route.startsWith('/')) throw new Error(`routes."${route}": a route starts with /`);
    validateLimits(limits, `routes."${route}"`);
  }
  return budget as Budget;
}

export function loadBudget(file: string): Budget {
  return validateBudget(JSON.parse(fs.readFileSync(file, 'utf8')));
}

/** Whether a route key of the budget (a path, or a pattern with `*` segments) names this route. */
export function routeMatches(pattern: string, route: string) {
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
export function limitsForRoute(budget: Budget, route: string): Limits {
  const limits: Record<string, number> = { ...budget.default };
  for (const [pattern, overrides] of Object.entries(budget.routes ?? {})) {
    if (!pattern.startsWith('$') && routeMatches(pattern, route)) Object.assign(limits, overrides);
  }
  for (const key of Object.keys(limits)) if (key.startsWith('$')) delete limits[key];
  return limits;
}

/**
 * Lighthouse CI's assertMatrix: one entry per route holding that route's limits, judged on the
 * median of its runs. Lighthouse CI applies every entry whose pattern matches a URL, so the
 * budget's later-wins merging is done here first.
 */
export function assertMatrix(budget: Budget, routes: string[]) {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return routes.map((route) => ({
    matchingUrlPattern: `^https?://[^/]+${escape(route)}$`,
    aggregationMethod: 'median',
    assertions: Object.fromEntries(
      Object.entries(limitsForRoute(budget, route)).flatMap(([key, limit]) => {
        const assertion: Assertion | undefined =
          LIGHTHOUSE_ASSERTIONS[key as keyof typeof LIGHTHOUSE_ASSERTIONS];
        if (!assertion) return [];
        const [audit, option, convert = (value: number) => value] = assertion;
        return [[audit, ['error', { [option]: convert(limit) }]]];
      }),
    ),
  }));
}

/** The limit on requests to other hosts, as a failure message (none when within). */
export function checkExternalRequests(count: number, limits: Limits): string[] {
  const limit = limits.externalRequests;
  return limit !== undefined && count > limit
    ? [`${OWN_LIMITS.externalRequests} ${count} > ${limit}`]
    : [];
}

/**
 * The byte check of one exported page (a measureFirstLoad result): its JS, CSS and HTML
 * against the byte limits, no Firebase SDK or Google tag code in a first-load script, and no
 * first-load script or stylesheet from another host. Returns the failures, empty when within.
 */
export function checkFirstLoad(page: FirstLoad, limits: Limits): string[] {
  const failures = BYTE_LIMITS.flatMap((key) => {
    const limit = limits[key];
    const actual = page[key];
    if (limit === undefined || actual <= limit) return [];
    return [`${OWN_LIMITS[key]} ${kb(actual)} > ${kb(limit)} (${actual - limit} B over)`];
  });
  for (const script of page.scripts) {
    for (const hit of script.forbidden) {
      failures.push(`${hit.name} code in the first load: "${hit.marker}" in ${script.url}`);
    }
  }
  for (const url of page.externalScripts) {
    failures.push(`First-load asset from another host: ${url}`);
  }
  return failures;
}
