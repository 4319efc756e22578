/**
 * The one stand-in for Google's tag (gtag.js). The browser tests' fixtures serve it at Google's
 * own URL, so the Content-Security-Policy decides whether it may load, and answer the hits it
 * sends the three ways the tag does; the machine is offline, and the test browser knows no host
 * but this one (chromium.ts), so nothing else leaves. What a test reads of it is e2e/tag.ts.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { TEST_MEASUREMENT_ID } from './env';

export const GA_ID = TEST_MEASUREMENT_ID;
export const GTAG_URL = `https://www.googletagmanager.com/gtag/js?id=${GA_ID}`;

declare global {
  interface Window {
    /** Set by the stand-in when it runs (e2e/tag.ts reads it). */
    __tagStandInRan?: boolean;
  }
}

/**
 * What the stand-in does once loaded: leaves a mark, and sends a page view by fetch, a beacon and
 * a pixel, each with the page's address (`dl`) as the tag's hits carry it.
 */
function standIn(id: string) {
  window.__tagStandInRan = true;
  const hit = (host: string, event: string) =>
    `https://${host}/g/collect?v=2&tid=${id}&en=${event}&dl=${encodeURIComponent(location.href)}`;
  const init = { method: 'POST', mode: 'no-cors', keepalive: true } as const;
  // A blocked hit is the policy's report to make (cspViolations), not an uncaught rejection.
  fetch(hit('region1.google-analytics.com', 'page_view'), init).catch(() => {});
  navigator.sendBeacon(hit('region1.analytics.google.com', 'scroll'));
  new Image().src = hit('www.google-analytics.com', 'user_engagement');
}

const isTag = (url: URL) =>
  url.hostname === 'www.googletagmanager.com' && url.pathname === '/gtag/js';
const isHit = (url: URL) =>
  url.pathname === '/g/collect' &&
  /(^|\.)google-analytics\.com$|(^|\.)analytics\.google\.com$/.test(url.hostname);

/** The requests that may leave the site once analytics is accepted: the tag and its hits. */
export function isAllowedAnalyticsRequest(href: string): boolean {
  return href === GTAG_URL || isHit(new URL(href));
}

/** The URLs the stand-in answers (Chrome DevTools Protocol patterns: `*` matches anything). */
const TAG_PATTERNS = [
  'https://www.googletagmanager.com/gtag/js*',
  '*://*google-analytics.com/g/collect*',
  '*://*analytics.google.com/g/collect*',
];

const ready = new WeakMap<Page, Promise<void>>();

/**
 * Answers the tag and its hits on this page: the tag with the stand-in, each hit with an empty
 * answer, noted in `hits` (the policy let it reach the network). Only these requests stop on their
 * way (the protocol's Fetch domain, patterns above). Playwright's own routing would stop every
 * request of the page and turn its HTTP cache off: each route of a sweep group downloaded and
 * compiled the site's shared scripts again. Any other host is unknown to the test browser
 * (chromium.ts), so nothing else can leave.
 */
async function answerTag(page: Page, hits: string[]): Promise<void> {
  const session = await page.context().newCDPSession(page);
  const body = Buffer.from(`(${standIn.toString()})(${JSON.stringify(GA_ID)});`).toString('base64');
  session.on('Fetch.requestPaused', ({ requestId, request }) => {
    const url = new URL(request.url);
    let answer: Promise<unknown>;
    if (isTag(url)) {
      const headers = [{ name: 'Content-Type', value: 'text/javascript' }];
      answer = session.send('Fetch.fulfillRequest', {
        requestId,
        responseCode: 200,
        responseHeaders: headers,
        body,
      });
    } else if (isHit(url)) {
      hits.push(url.href);
      answer = session.send('Fetch.fulfillRequest', { requestId, responseCode: 204 });
    } else {
      // A look-alike the patterns let through (another host ending the same way).
      answer = session.send('Fetch.failRequest', { requestId, errorReason: 'BlockedByClient' });
    }
    // A page that closes meanwhile ends the session: its answer has nowhere to go.
    answer.catch(() => {});
  });
  await session.send('Fetch.enable', {
    patterns: TAG_PATTERNS.map((urlPattern) => ({ urlPattern, requestStage: 'Request' as const })),
  });
}

/** Every page of the context, popups included, gets the stand-in (answerTag). */
export function serveTagStandIn(context: BrowserContext, hits: string[]): void {
  const attach = (page: Page) => {
    const answering = answerTag(page, hits);
    // A page shut at once (a chat tab a test closes) is gone before the session attaches: its
    // failure is only reported to whoever waits for that page (tagStandInReady).
    answering.catch(() => {});
    ready.set(page, answering);
  };
  context.pages().forEach(attach);
  context.on('page', attach);
}

/**
 * Until the stand-in answers on this page: a page from `context.newPage()` waits for it before
 * its first load (the fixtures' `page` does).
 */
export async function tagStandInReady(page: Page): Promise<void> {
  await ready.get(page);
}
