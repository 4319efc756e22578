/**
 * What a page may not do, watched while a test drives it: report a Content-Security-Policy
 * violation, send a request off the site (or, with analytics accepted, anything but the tag and
 * its hits), log a console error or throw. The one set of listeners: the whole-site sweep watches
 * every route with them, and every test gets them as fixtures (fixtures.ts).
 */
import type { BrowserContext, Page, Response } from '@playwright/test';
import { TEST_MEASUREMENT_ID } from '../scripts/export-env';

export const GA_ID = TEST_MEASUREMENT_ID;
export const GTAG_URL = `https://www.googletagmanager.com/gtag/js?id=${GA_ID}`;

/** Network request to somewhere other than the local test server. */
export function isExternalUrl(url: URL | string): boolean {
  const parsed = typeof url === 'string' ? new URL(url) : url;
  return /^(https?|wss?):$/.test(parsed.protocol) && parsed.hostname !== '127.0.0.1';
}

/** Hit URLs the stubbed tag sends, one per kind of request gtag.js makes. */
export const HITS = {
  fetch: `https://region1.google-analytics.com/g/collect?v=2&tid=${GA_ID}&en=page_view`,
  beacon: `https://region1.analytics.google.com/g/collect?v=2&tid=${GA_ID}&en=scroll`,
  pixel: `https://www.google-analytics.com/g/collect?v=2&tid=${GA_ID}&en=user_engagement`,
};

/**
 * Stands in for gtag.js under the real policy: it is requested from Google's own URL (so the
 * policy's script-src decides whether it may load) and sends its hits the ways the tag does.
 */
const GTAG_HITS_STUB = `window.__gtagStubLoaded = true;
fetch(${JSON.stringify(HITS.fetch)}, { method: 'POST', mode: 'no-cors', keepalive: true });
navigator.sendBeacon(${JSON.stringify(HITS.beacon)});
new Image().src = ${JSON.stringify(HITS.pixel)};`;

const isHit = (url: URL) => url.pathname === '/g/collect';

/** The requests that may leave the site once analytics is accepted: the tag and its hits. */
export function isAllowedAnalyticsRequest(href: string): boolean {
  const url = new URL(href);
  return (
    href === GTAG_URL ||
    (isHit(url) && /(^|\.)google-analytics\.com$|(^|\.)analytics\.google\.com$/.test(url.hostname))
  );
}

/**
 * Serves the hit-sending tag stub at Google's URL and answers its hits; returns the hit URLs that
 * reached the network (the policy let them through). Page or context routes, so they win over the
 * fixtures' context-wide stub.
 */
export async function recordAnalyticsHits(target: Page | BrowserContext): Promise<string[]> {
  const hits: string[] = [];
  await target.route(GTAG_URL, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: GTAG_HITS_STUB }),
  );
  await target.route(isHit, async (route) => {
    hits.push(route.request().url());
    await route.fulfill({ status: 204 });
  });
  return hits;
}

/** The tag's own inline init script (hashed in the policy) ran and the stubbed tag loaded. */
export function analyticsRan(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const layer = (window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? [];
    const initRan = Array.from(layer).some((entry) => entry[0] === 'js');
    return (
      initRan && (window as unknown as { __gtagStubLoaded?: boolean }).__gtagStubLoaded === true
    );
  });
}

/** What a page reported while it was watched, as readable lines. */
export interface PageReports {
  cspViolations: string[];
  consoleErrors: string[];
  pageErrors: string[];
  /** Every request to a host other than the local server, allowed or not. */
  externalRequests: string[];
}

/**
 * Starts watching a page (before its first navigation): `securitypolicyviolation` events and
 * policy messages on the console, console errors, uncaught exceptions and off-site requests.
 * The returned lists fill as the page runs; empty them to start a new route.
 */
export async function watchPage(page: Page): Promise<PageReports> {
  const reports: PageReports = {
    cspViolations: [],
    consoleErrors: [],
    pageErrors: [],
    externalRequests: [],
  };
  await page.exposeBinding('__reportCspViolation', (_source, line: string) => {
    reports.cspViolations.push(line);
  });
  await page.addInitScript(() => {
    const report = (window as unknown as { __reportCspViolation: (line: string) => void })
      .__reportCspViolation;
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        const blocked = event.blockedURI || 'inline';
        report(
          `${location.pathname}: ${event.effectiveDirective} blocked ${blocked} ` +
            `(${event.sourceFile}:${event.lineNumber}) ${event.sample}`,
        );
      },
      true,
    );
  });
  page.on('console', (message) => {
    const text = message.text();
    if (/content.security.policy|permissions.policy|refused to/i.test(text)) {
      reports.cspViolations.push(`${page.url()}: console ${message.type()}: ${text}`);
    }
    if (message.type() === 'error') {
      const { url, lineNumber } = message.location();
      reports.consoleErrors.push(`${page.url()}: ${text} (${url}:${lineNumber})`);
    }
  });
  page.on('pageerror', (error) => reports.pageErrors.push(`${page.url()}: ${error.message}`));
  // The whole context's: a popup's requests count too.
  page.context().on('request', (request) => {
    if (isExternalUrl(request.url())) reports.externalRequests.push(request.url());
  });
  return reports;
}

/**
 * What is wrong with the two policies a page runs under: the header policy (frame-ancestors,
 * hosts, no script directive) and its meta policy with hashes, which must come right after the
 * charset in <head>. Empty when both are in place.
 */
export async function policyProblems(page: Page, response: Response | null): Promise<string[]> {
  const problems: string[] = [];
  const header = response?.headers()['content-security-policy'] ?? '';
  if (!/frame-ancestors 'none'/.test(header))
    problems.push("header policy lacks frame-ancestors 'none'");
  if (/script-src /.test(header)) problems.push('header policy has a script-src directive');
  const meta = await page.evaluate(() => {
    const element = document.head.querySelector('meta[http-equiv="Content-Security-Policy"]');
    const index = element ? Array.from(document.head.children).indexOf(element) : -1;
    return { policy: element?.getAttribute('content') ?? '', index };
  });
  if (!/script-src 'self' 'sha256-/.test(meta.policy))
    problems.push('meta policy lacks script hashes');
  if (meta.index !== 1) problems.push(`meta policy is child ${meta.index} of <head>, not 1`);
  return problems;
}

export type StorageName = 'localStorage' | 'sessionStorage';

/** Makes every access to the given storages throw, as a browser blocking storage does. */
export async function blockStorage(context: BrowserContext, names: StorageName[]) {
  await context.addInitScript((blocked) => {
    for (const name of blocked) {
      Object.defineProperty(window, name, {
        configurable: true,
        get() {
          throw new DOMException('bloqueado', 'SecurityError');
        },
      });
    }
  }, names);
}
