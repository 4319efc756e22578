/**
 * Shared fixtures and helpers for the end-to-end tests of the site shell.
 *
 * Every test context:
 * - routes each request to a host other than 127.0.0.1 (the machine is offline): the gtag script
 *   gets a tiny stub, everything else is aborted; `externalRequests` lists what was attempted;
 * - skips the loading overlay (sessionStorage `hanzo_overlay_seen`), unless `skipOverlay: false`;
 * - stores the cookie choice `cookieConsent = 'false'` before the first load, so the banner does
 *   not cover the page, unless `storedConsent: null` (or another value) is used.
 */
import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import {
  test as base,
  expect,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { backToTopText } from '../content/shell';
import { type ParsedArticle, parseArticle } from '../lib/blog/schema';
import { exportedPages, routeOf } from '../scripts/export';
import { GA_ID, GTAG_URL, type PageReports, isExternalUrl, watchPage } from './page-checks';

export { expect };

export { GA_ID, GTAG_URL, isExternalUrl };
export const GA_DISABLE_FLAG = `ga-disable-${GA_ID}`;
export const OVERLAY_SEEN_KEY = 'hanzo_overlay_seen';
export const CONSENT_KEY = 'cookieConsent';
export const THEME_KEY = 'theme';
export const GOOGLE_HOSTS = ['googletagmanager.com', 'google-analytics.com'];

/** Stub served instead of Google's tag; it only leaves a mark that it ran. */
export const GTAG_STUB = 'window.__gtagStubLoaded = true;';

export const OUT_DIR = path.resolve(__dirname, '..', 'out');

/** Every exported HTML file, absolute paths, in the order of their routes. */
export function exportedHtmlFiles(): string[] {
  return exportedPages(OUT_DIR).map((page) => page.file);
}

/** Not-found pages the export writes (404.html, 404/index.html, _not-found/index.html). */
export function isNotFoundFile(file: string): boolean {
  return /^\/(404\.html$|404\/|_not-found\/)/.test(routeOfFile(file));
}

/** URL path of an exported HTML file, e.g. out/blog/index.html -> /blog/. */
export const routeOfFile = (file: string) => routeOf(path.relative(OUT_DIR, file));

/** Every public route of the export: each index.html but the not-found pages. */
export function exportedRoutes(): string[] {
  return exportedPages(OUT_DIR)
    .filter(({ file, route }) => route.endsWith('/') && !isNotFoundFile(file))
    .map((page) => page.route);
}

/**
 * The folder the export's articles come from: BLOG_CONTENT_DIR when the test export was built
 * with generated articles added (scripts/test.ts does), else content/blog.
 */
export const BLOG_CONTENT_DIR = process.env.BLOG_CONTENT_DIR
  ? path.resolve(__dirname, '..', process.env.BLOG_CONTENT_DIR)
  : path.resolve(__dirname, '..', 'content', 'blog');

/** The published articles, read from their Markdown files, newest first (higher id on a tie). */
export function loadPublishedArticles(): ParsedArticle[] {
  const blogDir = BLOG_CONTENT_DIR;
  return fs
    .readdirSync(blogDir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.md'))
    .map((name) =>
      parseArticle(
        fs.readFileSync(path.join(blogDir, name), 'utf8'),
        path.join('content', 'blog', name),
      ),
    )
    .filter((article) => !article.draft)
    .sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);
}

export const UNKNOWN_URL = '/esta-pagina-no-existe/';

interface ShellOptions {
  /** Pre-set the sessionStorage key so the loading overlay never shows. */
  skipOverlay: boolean;
  /** Value stored in localStorage.cookieConsent before the first load (null: store nothing). */
  storedConsent: string | null;
}

interface ShellFixtures {
  /** What the page reported while the test ran (watchPage, page-checks.ts); each list fills. */
  reports: PageReports;
  /** URLs of every request the pages tried to send to a host other than 127.0.0.1. */
  externalRequests: string[];
  /** Uncaught exceptions of the page. */
  pageErrors: string[];
  /** Console messages of type error. */
  consoleErrors: string[];
  /** Content-Security-Policy violations, from the page's events and the console. */
  cspViolations: string[];
}

/** What every test context gets (see the top of this file). */
export async function prepareShellContext(
  context: BrowserContext,
  { skipOverlay, storedConsent }: ShellOptions,
): Promise<void> {
  await context.route(isExternalUrl, async (route) => {
    const url = new URL(route.request().url());
    if (url.hostname === 'www.googletagmanager.com' && url.pathname === '/gtag/js') {
      await route.fulfill({ status: 200, contentType: 'text/javascript', body: GTAG_STUB });
      return;
    }
    await route.abort('blockedbyclient');
  });
  if (skipOverlay) {
    await context.addInitScript((key) => {
      try {
        window.sessionStorage.setItem(key, '1');
      } catch {
        // A test may make storage throw; the overlay then simply shows.
      }
    }, OVERLAY_SEEN_KEY);
  }
  if (storedConsent !== null) {
    await context.addInitScript(
      ([key, value]) => {
        try {
          // Only before the first load: a choice made during the test is kept.
          if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, value);
        } catch {
          // A test may make storage throw.
        }
      },
      [CONSENT_KEY, storedConsent] as const,
    );
  }
}

export const test = base.extend<ShellOptions & ShellFixtures>({
  skipOverlay: [true, { option: true }],
  storedConsent: ['false', { option: true }],

  context: async ({ context, skipOverlay, storedConsent }, provide) => {
    await prepareShellContext(context, { skipOverlay, storedConsent });
    await provide(context);
  },

  reports: async ({ page }, provide) => provide(await watchPage(page)),
  externalRequests: async ({ reports }, provide) => provide(reports.externalRequests),
  pageErrors: async ({ reports }, provide) => provide(reports.pageErrors),
  consoleErrors: async ({ reports }, provide) => provide(reports.consoleErrors),
  cspViolations: async ({ reports }, provide) => provide(reports.cspViolations),
});

/** The theme toggle: its name is only a concrete action once the page has hydrated. */
export function themeToggle(page: Page): Locator {
  return page.getByRole('button', { name: /^Cambiar a modo (oscuro|claro)$/ });
}

export type Theme = 'light' | 'dark';
export const THEMES: Theme[] = ['light', 'dark'];

/** Switches to the theme with the header toggle, as a visitor would, and checks it took. */
export async function chooseTheme(page: Page, theme: Theme): Promise<void> {
  if (theme === 'dark') {
    await themeToggle(page).click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect(themeToggle(page)).toHaveAccessibleName('Cambiar a modo claro');
  } else {
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  }
}

/** Waits until React has hydrated the shell (the theme toggle knows the theme). */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(themeToggle(page)).toBeVisible();
}

/**
 * Until the page has drawn two frames (its observers have reported) and the browser has then been
 * idle, and the network has settled: what the site defers to "when idle" (useIdleImport) has been
 * asked for by then, so a check that it was not can fail.
 */
export async function untilIdle(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => requestIdleCallback(() => resolve(), { timeout: 5_000 })),
        ),
      ),
  );
  await page.waitForLoadState('networkidle');
}

/** framer-motion's code, which the site loads on demand only (the pictures' motion). */
const ANIMATION_CODE = 'data-framer-appear-id';

/** Watches a page for scripts carrying animation code; `loaded()` lists them once read. */
export function watchAnimationCode(page: Page) {
  const reads: Promise<string | null>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    const read = response.text().catch(() => '');
    reads.push(read.then((body) => (body.includes(ANIMATION_CODE) ? response.url() : null)));
  });
  return {
    loaded: async () => (await Promise.all(reads)).filter((url): url is string => url !== null),
  };
}

/** Navigates and waits for hydration; returns the main response. */
export async function gotoReady(page: Page, url: string) {
  const response = await page.goto(url);
  await waitForHydration(page);
  return response;
}

/**
 * One visit for the tests of a describe block that only read a page: they run in order (serial
 * mode) on one page, loaded once before the first of them. A load with hydration is most of a
 * short test's time (about 2.5 s of 3 on an idle 2-core machine), so a block of N readers costs
 * one load instead of N. A test that clicks, scrolls or navigates keeps a page of its own.
 */
export function visitOnce(url: string): () => Page {
  let page: Page | undefined;
  test.describe.configure({ mode: 'serial' });
  test.beforeAll(async ({ browser }) => {
    const context = await browser.newContext();
    await prepareShellContext(context, { skipOverlay: true, storedConsent: 'false' });
    page = await context.newPage();
    await gotoReady(page, url);
  });
  test.afterAll(async () => {
    await page?.context().close();
  });
  return () => {
    if (!page) throw new Error(`${url} was not loaded`);
    return page;
  };
}

export function cookieBanner(page: Page): Locator {
  return page.getByRole('region', { name: 'Tu privacidad es importante' });
}

/**
 * The main navigation for the current viewport: on mobile the menu is opened first.
 * Returns the nav landmark named "Principal" that is visible.
 */
export async function openMainNav(page: Page, isMobile: boolean): Promise<Locator> {
  if (isMobile) {
    const trigger = page.getByRole('button', { name: 'Abrir menú' });
    await trigger.click();
    await expect(page.getByRole('button', { name: 'Cerrar menú' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  }
  const nav = page.getByRole('navigation', { name: 'Principal' });
  await expect(nav).toBeVisible();
  return nav;
}

export async function htmlHasDarkClass(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.classList.contains('dark'));
}

export async function readLocalStorage(page: Page, key: string): Promise<string | null> {
  return page.evaluate((storageKey) => window.localStorage.getItem(storageKey), key);
}

/** Top of an element relative to the viewport, in CSS pixels. */
export async function viewportTop(locator: Locator): Promise<number> {
  return locator.evaluate((element) => element.getBoundingClientRect().top);
}

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
/** The rules of AXE_TAGS whose verdict depends on colours: all a second theme can change. */
export const AXE_COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * Runs axe on the page; returns its violations as readable lines, empty when there are none.
 * Every rule of AXE_TAGS runs, or only `rules`; two settings only spare work (measured on /, /blog/ and an
 * article at 1280 px: 2.3–3.1 s a pass became 0.85–1.2 s):
 * - legacy mode runs axe in the page itself; the default runs it per frame and finishes in a new
 *   blank page opened for each pass, which is most of the time. The site's pages have no frames
 *   (and axe's legacy mode still reaches frames through its own messaging);
 * - only violations are listed node by node (`resultTypes`), not every passing node.
 */
export async function axeViolations(page: Page, rules?: string[]): Promise<string[]> {
  const axe = new AxeBuilder({ page });
  const results = await (rules ? axe.withRules(rules) : axe.withTags(AXE_TAGS))
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations.map((violation) => {
    const nodes = violation.nodes
      .map(
        (node) =>
          `    - ${node.target.join(' ')}\n      ${(node.failureSummary ?? '').replace(/\n/g, '\n      ')}`,
      )
      .join('\n');
    return `  ${violation.id} [${violation.impact ?? 'n/a'}] ${violation.help}\n${nodes}`;
  });
}

/** Runs axe on the page and fails with a readable list of the violations. */
export async function expectNoAxeViolations(page: Page, label: string): Promise<void> {
  const violations = await axeViolations(page);
  expect(
    violations,
    `axe violations on ${label} (${page.url()}):\n${violations.join('\n')}`,
  ).toEqual([]);
}

/** scroll-margin-top: 5rem on the sections. */
const SECTION_OFFSET = 80;
const TOLERANCE = 6;

/** The section has scrolled to just below the fixed header. */
export async function expectSectionNearTop(page: Page, id: string) {
  const section = page.locator(`section#${id}`);
  await expect
    .poll(() => viewportTop(section), {
      message: `#${id} should end ~${SECTION_OFFSET}px from the top`,
    })
    .toBeGreaterThanOrEqual(SECTION_OFFSET - TOLERANCE);
  await expect.poll(() => viewportTop(section)).toBeLessThanOrEqual(SECTION_OFFSET + TOLERANCE);
  await expect(section).toBeInViewport();
}

declare global {
  interface Window {
    __gtagCalls?: unknown[][];
  }
}

/** Defines window.gtag before every load and records what the site hands to it. */
export async function recordGtag(target: Page | BrowserContext): Promise<void> {
  await target.addInitScript(() => {
    window.__gtagCalls = [];
    window.gtag = (...args: unknown[]) => {
      window.__gtagCalls?.push(args);
    };
  });
}

/** Whether the stand-in for Google's tag (GTAG_STUB) has run on the page. */
export function tagLoaded(page: Page): Promise<boolean> {
  return page.evaluate(
    () => (window as unknown as { __gtagStubLoaded?: boolean }).__gtagStubLoaded === true,
  );
}

/** What the page handed to window.gtag so far (see recordGtag). */
export function gtagCalls(page: Page): Promise<unknown[][]> {
  return page.evaluate(() => window.__gtagCalls ?? []);
}

/** The back-to-top button (in the header below 1280 px, floating from 1280 px). */
export function backToTop(page: Page): Locator {
  return page.getByRole('button', { name: backToTopText });
}
