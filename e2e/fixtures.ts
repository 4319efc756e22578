/**
 * The fixtures of the browser specs. Every test context:
 * - answers Google's tag with its stand-in and its hits with an empty answer
 *   (testing/tag-stand-in.ts); every other host is unknown to the test browser
 *   (testing/chromium.ts): the machine is offline;
 * - skips the loading overlay (sessionStorage), unless `skipOverlay: false`;
 * - stores the cookie choice 'false' before the first load, so the banner does not cover the
 *   page, unless `storedConsent: null` (or another value) is used.
 * And every test can ask for what its page reported (page-checks.ts) and the analytics hits sent.
 */
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { CONSENT_STORAGE_KEY } from '../lib/analytics/cookie-choice';
import { OVERLAY_SEEN_KEY } from '../lib/layout/overlay';
import { type PageReports, watchPage } from './page-checks';
import { gotoReady } from './site';
import { serveTagStandIn, tagStandInReady } from '../testing/tag-stand-in';

export { expect };

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
  /** URLs of the analytics hits that reached the network (the policy let them through). */
  analyticsHits: string[];
}

/** What every test context gets (see the top of this file); returns the list of its hits. */
export async function prepareShellContext(
  context: BrowserContext,
  { skipOverlay, storedConsent }: ShellOptions,
  hits: string[] = [],
): Promise<string[]> {
  serveTagStandIn(context, hits);
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
      [CONSENT_STORAGE_KEY, storedConsent] as const,
    );
  }
  return hits;
}

export const test = base.extend<ShellOptions & ShellFixtures>({
  skipOverlay: [true, { option: true }],
  storedConsent: ['false', { option: true }],

  // Filled by the context's routes.
  analyticsHits: async ({}, provide) => provide([]),
  context: async ({ context, skipOverlay, storedConsent, analyticsHits }, provide) => {
    await prepareShellContext(context, { skipOverlay, storedConsent }, analyticsHits);
    await provide(context);
  },

  page: async ({ page }, provide) => {
    await tagStandInReady(page);
    await provide(page);
  },
  reports: async ({ page }, provide) => provide(await watchPage(page)),
  externalRequests: async ({ reports }, provide) => provide(reports.externalRequests),
  pageErrors: async ({ reports }, provide) => provide(reports.pageErrors),
  consoleErrors: async ({ reports }, provide) => provide(reports.consoleErrors),
  cspViolations: async ({ reports }, provide) => provide(reports.cspViolations),
});

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
    await tagStandInReady(page);
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
