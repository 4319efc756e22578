import type { Browser, Page } from '@playwright/test';
import { BACK_TO_TOP_THRESHOLD } from '../lib/layout/scroll';
import { GENERATED_SLUG_PREFIX } from '../testing/generate-articles';
import { realArticles } from './blog-data';
import { expect, prepareShellContext, test } from './fixtures';
import {
  type PageReports,
  axeViolations,
  blockStorage,
  policyProblems,
  watchPage,
} from './page-checks';
import { UNKNOWN_URL, exportedRoutes } from './html';
import { findTextProblems } from './layout-check';
import { htmlHasDarkClass, untilIdle, untilPrefetched, waitForHydration } from './site';
import { isAllowedAnalyticsRequest, tagStandInReady } from '../testing/tag-stand-in';
import { analyticsRan } from './tag';

/**
 * The routes the sweep visits in a browser:
 * every exported route, except that pages built from one template with generated data are
 * sampled, so the test export's dozens of generated articles and tags do not multiply the run
 * time: one generated article, the first two tag archives, and page 2 of each list (one tag's).
 */
function sweepRoutes(routes: string[] = exportedRoutes()): string[] {
  let generatedArticles = 0;
  let tagPages = 0;
  let tagLaterPages = 0;
  return routes.filter((route) => {
    const later = /\/pagina\/(\d+)\/$/.exec(route);
    if (later) {
      if (later[1] !== '2') return false;
      if (!route.startsWith('/blog/etiquetas/')) return true;
      tagLaterPages += 1;
      return tagLaterPages <= 1;
    }
    if (/^\/blog\/etiquetas\/[^/]+\/$/.test(route)) {
      tagPages += 1;
      return tagPages <= 2;
    }
    if (new RegExp(`^/blog/[^/]+/${GENERATED_SLUG_PREFIX}`).test(route)) {
      generatedArticles += 1;
      return generatedArticles <= 1;
    }
    return true;
  });
}

/**
 * One route of each page template among the sweep routes: the first route of each shape, where a
 * shape keeps a path's first segment and the words `etiquetas` and `pagina` and stands a star
 * for every other segment (so all service pages are one shape, all articles another).
 */
function templateRoutes(routes: string[] = sweepRoutes()): string[] {
  const shapes = new Set<string>();
  return routes.filter((route) => {
    const shape = route.replace(/[^/]+/g, (segment, offset) =>
      offset === 1 || segment === 'etiquetas' || segment === 'pagina' ? segment : '*',
    );
    if (shapes.has(shape)) return false;
    shapes.add(shape);
    return true;
  });
}

// The whole site, one visit per route and width: every exported route (pages of one template
// with generated data are sampled, see sweepRoutes) and the not-found page, at the six widths the
// design is checked at. Each visit runs every per-page check; a width's routes go in groups of
// about eight, one test each, which reports all the problems of all its routes at once:
// - the status (200, 404 for the unknown URL), an h1, hydration;
// - both Content-Security-Policies in place (header and meta) and no violation reported;
// - no console error and no uncaught exception;
// - nothing leaves the site: with the cookie choice stored as rejected, no request at all; with
//   analytics accepted (at 390 and 1280 px) only the tag and its three hits, which must arrive;
// - layout (in the light theme: the dark one changes colours only, app/dark-variants.test.ts): no
//   text leaves its box or is cut off, no sideways scroll;
// - nothing fixed, sticky or floating covers text anywhere down the page, and back to top shows
//   past its threshold;
// - axe (WCAG 2.2 AA and best practices): at 1280 px on every route, at 390 px on one route of
//   each template and the not-found page (what differs on a phone is the template's: the menu,
//   the bars, the stacked grids). The whole rule set runs in the light theme; then the page
//   switches to dark (only there) for the rules a theme can change, the colour rules
//   (AXE_COLOUR_RULES);
// - at 1280 px, once the footer's links have prefetched, no preloaded image that the page does
//   not show.
// Above 1280 px (1440 and 1920) the sweep visits a sample: one route of each template, the
// hand-written articles (their tables, code and figures differ from page to page) and the
// not-found page. No viewport breakpoint exists above `xl` (1280 px): `grep -rn "xl:\|2xl:\|
// min-width: *1[3-9]" app components` finds two `xl:` classes, the home hero's `xl:text-6xl` and
// the service grid's `xl:grid-cols-4` (home and /servicios/, both in the sample), which already
// apply at 1280, and `@2xl:` container queries of the mission diagram (a width the figure reaches
// well below 1280); app/globals.css has only rules below 80rem. So above 1280 px no style differs
// from 1280 px: only widths do, and every template and hand-written article shows them.
// SWEEP_ROUTES=/,/blog/ narrows a local run to some routes.
const ROUTES = process.env.SWEEP_ROUTES?.split(',') ?? [...sweepRoutes(), UNKNOWN_URL];
const TEMPLATE_ROUTES = new Set([...templateRoutes(), UNKNOWN_URL]);
const HAND_WRITTEN = new Set(realArticles.map((article) => article.path));
const SAMPLE = ROUTES.filter((route) => TEMPLATE_ROUTES.has(route) || HAND_WRITTEN.has(route));

/** The rules of axe's set whose verdict depends on colours: all a second theme can change. */
const AXE_COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

const runsAxe = (width: Width, route: string) =>
  width.axe === 'every route' || (width.axe === 'templates' && TEMPLATE_ROUTES.has(route));

interface Width {
  width: number;
  height: number;
  isMobile: boolean;
  /** Axe (light; dark for the colour rules), on every route or on one route per template. */
  axe?: 'every route' | 'templates';
  /** The visitor accepted analytics: the tag loads and sends its hits on every route. */
  analytics?: boolean;
  /** Preload hints checked against the images shown. */
  preloads?: boolean;
  /** Only the sample of routes (above 1280 px, see the top of this file). */
  sampled?: boolean;
}

const WIDTHS: Width[] = [
  { width: 390, height: 844, isMobile: true, axe: 'templates', analytics: true },
  { width: 768, height: 1024, isMobile: true },
  { width: 1024, height: 768, isMobile: false },
  {
    width: 1280,
    height: 800,
    isMobile: false,
    axe: 'every route',
    analytics: true,
    preloads: true,
  },
  { width: 1440, height: 900, isMobile: false, sampled: true },
  { width: 1920, height: 1080, isMobile: false, sampled: true },
];

test.describe.configure({ mode: 'parallel' });

async function newSweepPage(browser: Browser, width: Width) {
  const context = await browser.newContext({
    viewport: { width: width.width, height: width.height },
    isMobile: width.isMobile,
    hasTouch: width.isMobile,
    locale: 'es-MX',
    timezoneId: 'America/Mexico_City',
    colorScheme: 'light',
  });
  const hits = await prepareShellContext(context, {
    skipOverlay: true,
    storedConsent: width.analytics ? 'true' : 'false',
  });
  const page = await context.newPage();
  await tagStandInReady(page);
  return { page, hits, reports: await watchPage(page) };
}

/** Ends every running animation and transition where it would come to rest. */
function finishAnimations(page: Page): Promise<void> {
  return page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      try {
        animation.finish();
      } catch {
        animation.cancel(); // an endless loop cannot finish
      }
    }
  });
}

/**
 * Once the page has been scrolled to its end (lazy pictures asked for, reveals started), lets it
 * come to rest: pictures loaded, animations finished, a reveal driven by script (framer-motion's,
 * marked data-motion) at rest. Returns what did not.
 */
async function settle(page: Page): Promise<string[]> {
  // A lazy picture the scroll passed before the browser started it (a busy machine) would never
  // load: what is still pending loads now. A picture that fails is complete too; one that never
  // answers is left to the checks that follow.
  await page.evaluate(async () => {
    for (const image of document.images) if (!image.complete) image.loading = 'eager';
    const end = performance.now() + 10_000;
    const loaded = () => [...document.images].every((image) => image.complete);
    // Looked at every 20 ms in the page: a poll from the test asks again after 100, 250, then 500
    // ms and more, so a picture that came in 120 ms held the visit for 350.
    while (!loaded() && performance.now() < end) await new Promise((done) => setTimeout(done, 20));
  });
  await finishAnimations(page);
  const moving = await page.evaluate(async () => {
    const end = performance.now() + 5_000;
    const moving = () =>
      [...document.querySelectorAll('[data-motion="reveal"] li')].filter((element) => {
        const { opacity, transform } = getComputedStyle(element);
        return opacity !== '1' || !/^(none|matrix\(1, 0, 0, 1, 0, 0\))$/.test(transform);
      }).length;
    while (moving() && performance.now() < end) await new Promise((done) => setTimeout(done, 20));
    return moving();
  });
  return moving ? [`${moving} steps of a reveal ([data-motion]) still hidden or moving`] : [];
}

/** Preloaded images the page does not show (links in view prefetch other pages' hints). */
function unusedImagePreloads(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const shown = new Set(
      [...document.images].flatMap((image) => [image.currentSrc, image.src].filter(Boolean)),
    );
    return [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')]
      .filter((link) => link.hasAttribute('href'))
      .map((link) => link.href)
      .filter((href) => !shown.has(href));
  });
}

/** Empties the reports; returns what they held. */
function take(reports: PageReports): PageReports {
  const held = {
    cspViolations: reports.cspViolations.splice(0),
    consoleErrors: reports.consoleErrors.splice(0),
    pageErrors: reports.pageErrors.splice(0),
    externalRequests: reports.externalRequests.splice(0),
  };
  return held;
}

/** The errors and violations the reports held (each line names its page), emptying them. */
function takeErrors(reports: PageReports): string[] {
  const { cspViolations, consoleErrors, pageErrors } = take(reports);
  return [...cspViolations, ...consoleErrors, ...pageErrors];
}

/** One visit: every per-page check on one route at one width; returns what failed. */
async function visit(
  page: Page,
  route: string,
  width: Width,
  reports: PageReports,
  hits: string[],
  progress: { done: string },
): Promise<string[]> {
  const problems: string[] = [];
  const note = (label: string, lines: string[]) => {
    progress.done = label;
    if (lines.length) problems.push(`${label}:\n    ${lines.join('\n    ')}`);
  };
  // What arrived after the previous route's checks (its URL is in each line).
  note('reported late by the previous route', takeErrors(reports));
  const hitsBefore = hits.length;

  // The page in front, so it draws frames (a page in the background draws none).
  await page.bringToFront();
  await page.emulateMedia({ colorScheme: 'light' });
  // Bounded: a load that never ends is this route's problem, and the next route still runs.
  const response = await page.goto(route, { timeout: 30_000 }).catch((error: Error) => {
    note('load', [error.message.split('\n')[0] ?? '']);
    return undefined;
  });
  if (response === undefined) return problems;
  const status = route === UNKNOWN_URL ? 404 : 200;
  if (response?.status() !== status) note('status', [`${response?.status()}, not ${status}`]);
  try {
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await waitForHydration(page);
  } catch (error) {
    note('no h1 or no hydration', [String(error).split('\n')[0] ?? '']);
    return problems;
  }
  note('policies', await policyProblems(page, response));
  const body = page.locator('body');
  note('frames while settling', await body.evaluate(findTextProblems, 'scroll'));
  note('settling', await settle(page));
  const scrollThreshold = BACK_TO_TOP_THRESHOLD;
  note('text covered', await body.evaluate(findTextProblems, { scrollThreshold }));
  if (width.preloads) {
    // The footer's links prefetch their pages once in view, and their hints come with them.
    await untilPrefetched(page).catch((error: Error) => note('prefetches', [error.message]));
    note('preloaded images not shown', await unusedImagePreloads(page));
  }

  // The layout in the light theme only: the dark one changes colours alone
  // (app/dark-variants.test.ts), so its layout cannot differ. Axe's colour rules run in both.
  if (await htmlHasDarkClass(page)) note('theme', ['dark under a light system theme']);
  note('layout', await body.evaluate(findTextProblems, 'layout'));
  if (runsAxe(width, route)) {
    note('axe (light)', await axeViolations(page));
    await page.emulateMedia({ colorScheme: 'dark' });
    // A slow switch is this route's problem: the width's other routes still run.
    const dark = await expect(page.locator('html'))
      .toHaveClass(/\bdark\b/)
      .then(
        () => true,
        () => false,
      );
    if (dark) {
      // The system's switch runs the colours' transitions (only the toggle turns them off): the
      // rules judge the colours they come to rest at.
      await finishAnimations(page);
      note('axe (dark)', await axeViolations(page, AXE_COLOUR_RULES));
    } else note('theme', ['the page stayed light after the switch to dark']);
  }

  if (width.analytics) {
    const ran = await expect
      .poll(async () => (await analyticsRan(page)) && hits.length - hitsBefore >= 3)
      .toBe(true)
      .then(
        () => true,
        () => false,
      );
    if (!ran || hits.length - hitsBefore !== 3) {
      note('analytics', [`tag ran: ${ran}, hits: ${hits.length - hitsBefore} of 3`]);
    }
  }
  const reported = take(reports);
  note(
    width.analytics ? 'off-site requests besides the tag and its hits' : 'off-site requests',
    reported.externalRequests.filter((url) => !width.analytics || !isAllowedAnalyticsRequest(url)),
  );
  note('CSP violations', reported.cspViolations);
  // The browser logs the unknown URL's own 404 response as an error: that one is expected.
  const expected404 = (line: string) =>
    route === UNKNOWN_URL && line.includes(`status of 404 (Not Found) (${page.url()}:`);
  note(
    'console errors',
    reported.consoleErrors.filter((line) => !expected404(line)),
  );
  note('uncaught exceptions', reported.pageErrors);
  return problems;
}

/**
 * How long one visit may take: well past the slowest on a loaded machine (about 12 s with axe; the
 * test's timeout allows 25). A visit that outlives it has stalled, as one did on 2026-12-06 (a
 * `page.evaluate` that never returned, while the page still answered Playwright's snapshot
 * afterwards): its group then fails at once, naming the route and the last check it finished,
 * rather than holding its worker until the test's timeout (260 s for eight routes).
 */
const VISIT_DEADLINE = 45_000;

async function withinDeadline<T>(work: Promise<T>, stalled: () => string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(stalled())), VISIT_DEADLINE);
  });
  work.catch(() => {}); // a stalled visit may still fail once its page is closed
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A width's routes in groups of about GROUP_SIZE, each group a test of its own: the workers share
 * the groups, so a machine with more cores finishes sooner, and a group's failure names its routes.
 */
const GROUP_SIZE = 8;
function groups(routes: string[]): string[][] {
  const count = Math.max(1, Math.round(routes.length / GROUP_SIZE));
  return Array.from({ length: count }, (_, index) =>
    routes.slice(
      Math.floor((index * routes.length) / count),
      Math.floor(((index + 1) * routes.length) / count),
    ),
  );
}

// The widths with axe take longest: their groups start first.
for (const width of [...WIDTHS].sort((a, b) => Number(Boolean(b.axe)) - Number(Boolean(a.axe)))) {
  const checks = [
    'layout',
    width.axe && `axe on ${width.axe}`,
    width.analytics ? 'analytics accepted' : 'nothing leaves',
  ].filter(Boolean);
  const which = width.sampled ? 'a sample of routes' : 'every route';
  const widthGroups = groups(width.sampled ? SAMPLE : ROUTES);
  widthGroups.forEach((routes, index) => {
    const group = `group ${index + 1} of ${widthGroups.length}`;
    test(`${which} at ${width.width}px (${group}): ${checks.join(', ')}`, async ({ browser }) => {
      // A visit takes 1.5–5 s on an idle 2-core machine (about 2 s, 5 s with axe) and up to 2.5
      // times that loaded; twice that again, so a stalled visit costs minutes, not half an hour.
      test.setTimeout(60_000 + routes.length * (width.axe ? 25_000 : 15_000));
      const { page, hits, reports } = await newSweepPage(browser, width);
      const failures: string[] = [];
      for (const route of routes) {
        const progress = { done: 'none' };
        const problems = await withinDeadline(
          visit(page, route, width, reports, hits, progress),
          () =>
            `${route} at ${width.width}px: stalled; the last check it finished: ${progress.done}`,
        );
        if (problems.length) failures.push(`${route}\n  ${problems.join('\n  ')}`);
      }
      const late = takeErrors(reports);
      if (late.length) failures.push(`after the last route\n  ${late.join('\n  ')}`);
      await page.context().close();
      expect(failures, `problems at ${width.width}px:\n${failures.join('\n')}`).toEqual([]);
    });
  });
}

// A browser that blocks storage (localStorage access throws): every template still renders
// without an uncaught exception. One route of each template, at one width.
test('with localStorage blocked, one route of each template renders', async ({ browser }) => {
  const routes = [...templateRoutes(), UNKNOWN_URL];
  test.setTimeout(60_000 + routes.length * 20_000);
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await prepareShellContext(context, { skipOverlay: true, storedConsent: null });
  await blockStorage(context, ['localStorage']);
  const page = await context.newPage();
  const reports = await watchPage(page);
  const failures: string[] = [];
  for (const route of routes) {
    await page.goto(route);
    const rendered = await page
      .getByRole('heading', { level: 1 })
      .waitFor({ timeout: 10_000 })
      .then(() => waitForHydration(page))
      .then(
        () => true,
        () => false,
      );
    if (!rendered) failures.push(`${route}: no h1 or no hydration`);
    else await untilIdle(page);
  }
  failures.push(...reports.pageErrors); // each names its page
  await context.close();
  expect(failures, failures.join('\n')).toEqual([]);
});

test('the route list comes from the export and covers the known pages', () => {
  const routes = [...sweepRoutes(), UNKNOWN_URL];
  expect(routes).toEqual(
    expect.arrayContaining([
      '/',
      '/blog/',
      '/privacidad/',
      '/privacy/',
      '/servicios/',
      '/servicios/consultoria/',
    ]),
  );
  expect(routes).not.toContain('/404/');
  expect(routes).not.toContain('/_not-found/');
});

test('one route of each template: home, services, notices, admin, every shape of blog page', () => {
  const routes = templateRoutes();
  expect(routes).toEqual(
    expect.arrayContaining(['/', '/admin/', '/servicios/', '/privacidad/', '/privacy/']),
  );
  expect(routes.filter((route) => /^\/servicios\/[^/]+\/$/.test(route))).toHaveLength(1);
  const blog = routes.filter((route) => route.startsWith('/blog/'));
  expect(blog).toEqual(expect.arrayContaining(['/blog/', '/blog/pagina/2/', '/blog/etiquetas/']));
  // List, list page, category, category page, article, tag index, tag, tag page: one each.
  expect(blog).toHaveLength(8);
});
