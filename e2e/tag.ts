/**
 * The one stand-in for Google's tag (gtag.js), and what a test reads of it. The fixtures serve it
 * at Google's own URL, so the Content-Security-Policy decides whether it may load, and answer the
 * hits it sends the three ways the tag does; the machine is offline and nothing else leaves.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { TEST_MEASUREMENT_ID } from '../testing/env';
import { EXTERNAL_URL } from './page-checks';

export const GA_ID = TEST_MEASUREMENT_ID;
export const GTAG_URL = `https://www.googletagmanager.com/gtag/js?id=${GA_ID}`;
export const GA_DISABLE_FLAG = `ga-disable-${GA_ID}`;
export const GOOGLE_HOSTS = ['googletagmanager.com', 'google-analytics.com'];

declare global {
  interface Window {
    __tagStandInRan?: boolean;
    __gtagCalls?: unknown[][];
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

/**
 * Answers every request off the site: the tag with the stand-in, its hits with an empty answer
 * (noted in `hits`: the policy let them reach the network), anything else refused.
 */
export async function routeOffSite(context: BrowserContext, hits: string[]): Promise<void> {
  await context.route(EXTERNAL_URL, async (route) => {
    const url = new URL(route.request().url());
    if (isTag(url)) {
      const body = `(${standIn.toString()})(${JSON.stringify(GA_ID)});`;
      await route.fulfill({ status: 200, contentType: 'text/javascript', body });
    } else if (isHit(url)) {
      hits.push(url.href);
      await route.fulfill({ status: 204 });
    } else await route.abort('blockedbyclient');
  });
}

/** Whether the stand-in has run on the page. */
export function tagLoaded(page: Page): Promise<boolean> {
  return page.evaluate(() => window.__tagStandInRan === true);
}

/** The site's own inline set-up of the tag (hashed in the policy) ran, and the stand-in loaded. */
export function analyticsRan(page: Page): Promise<boolean> {
  return page.evaluate(
    () =>
      (window.dataLayer ?? []).some((entry) => (entry as ArrayLike<unknown>)[0] === 'js') &&
      window.__tagStandInRan === true,
  );
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

/** What the page handed to window.gtag so far (see recordGtag). */
export function gtagCalls(page: Page): Promise<unknown[][]> {
  return page.evaluate(() => window.__gtagCalls ?? []);
}
