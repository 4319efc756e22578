/**
 * What a browser test reads of Google's tag: whether its stand-in (testing/tag-stand-in.ts) ran,
 * and what the site handed to `gtag`.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { GA_ID } from '../testing/tag-stand-in';

export const GA_DISABLE_FLAG = `ga-disable-${GA_ID}`;

declare global {
  interface Window {
    __gtagCalls?: unknown[][];
  }
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
