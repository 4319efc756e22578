/**
 * Field data in a real browser, on the test build (measurement id G-TEST000000; Google's hosts
 * are intercepted by the fixtures): Core Web Vitals as performance_metric and uncaught errors as
 * error_occurred reach the tag's queue only after the visitor accepts cookies. Before a choice,
 * or after rejecting, nothing is queued and web-vitals is not even downloaded.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { exportFiles } from '../scripts/export';
import { OUT_DIR } from './html';
import { cookieBanner, gotoReady, untilIdle } from './site';
import { expect, test } from './fixtures';
import { tagLoaded } from './tag';

test.use({ storedConsent: null });

const PAGE = '/servicios/consultoria/';
const METRICS = ['CLS', 'FCP', 'INP', 'LCP', 'TTFB'];
const RATINGS = ['good', 'needs-improvement', 'poor'];

interface MetricEvent {
  metric_name: string;
  value: number;
  metric_rating: string;
  page_path: string;
  navigation_type: string;
  metric_id: string;
}

/** The exported chunks that carry web-vitals (loaded with the Google tag, after consent). */
function fieldDataChunks(): string[] {
  return exportFiles(OUT_DIR, '.js')
    .filter((name) =>
      fs.readFileSync(path.join(OUT_DIR, name), 'utf8').includes('largest-contentful-paint'),
    )
    .map((name) => `/${name}`);
}

/** Paths of the scripts the page has downloaded. */
async function loadedScripts(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((pathname) => pathname.endsWith('.js')),
  );
}

/** Parameters of every event of this name in window.dataLayer (null: no dataLayer at all). */
async function queuedEvents<T>(page: Page, name: string): Promise<T[] | null> {
  return page.evaluate((eventName) => {
    const layer = (window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer;
    if (!Array.isArray(layer)) return null;
    return layer
      .map((entry) => Array.from(entry))
      .filter((entry) => entry[0] === 'event' && entry[1] === eventName)
      .map((entry) => entry[2] as T);
  }, name);
}

async function metricEvents(page: Page): Promise<MetricEvent[]> {
  return (await queuedEvents<MetricEvent>(page, 'performance_metric')) ?? [];
}

/**
 * The page as a visitor leaving it (tab switched, phone locked): the moment web-vitals reports
 * CLS and INP. Headless Chromium never hides a page, so the state is set and announced by hand.
 */
async function setVisibility(page: Page, state: 'hidden' | 'visible') {
  await page.evaluate((visibility) => {
    Object.defineProperty(document, 'visibilityState', {
      configurable: true,
      get: () => visibility,
    });
    Object.defineProperty(document, 'hidden', {
      configurable: true,
      get: () => visibility === 'hidden',
    });
    document.dispatchEvent(new Event('visibilitychange'));
  }, state);
}

/**
 * Uncaught errors and unhandled rejections, thrown outside the evaluated code; resolves once the
 * page has dispatched every one (the site's listeners, added earlier, have run by then).
 */
async function throwErrors(page: Page, count: number) {
  await page.evaluate(
    (total) =>
      new Promise<void>((resolve) => {
        let dispatched = 0;
        const count = () => (dispatched += 1) === total && resolve();
        window.addEventListener('error', count);
        window.addEventListener('unhandledrejection', count);
        for (let index = 0; index < total; index += 1) {
          if (index % 2 === 0) {
            queueMicrotask(() => {
              throw new Error(
                `Falló ${index} para ana@empresa.mx en https://hanzo.mx/blog/?q=secreto`,
              );
            });
          } else {
            void Promise.reject(new Error(`Rechazo ${index} en /admin/?token=abc`));
          }
        }
      }),
    count,
  );
}

test('after accepting, each Core Web Vital reaches the tag once, with sane values', async ({
  page,
}) => {
  const chunks = fieldDataChunks();
  expect(chunks.length).toBeGreaterThan(0);
  await gotoReady(page, PAGE);
  await cookieBanner(page).getByRole('button', { name: 'Aceptar' }).click();
  await expect.poll(() => tagLoaded(page)).toBe(true);
  expect((await loadedScripts(page)).some((script) => chunks.includes(script))).toBe(true);

  // FCP and TTFB are known once the page has loaded; LCP after the visitor's first click or key
  // press (a real one: web-vitals ignores synthetic events there); CLS and INP when the visitor
  // leaves.
  await expect
    .poll(async () => (await metricEvents(page)).map((event) => event.metric_name).sort())
    .toEqual(expect.arrayContaining(['FCP', 'TTFB']));
  await page.getByRole('heading', { level: 1 }).click();
  await expect
    .poll(async () => (await metricEvents(page)).map((event) => event.metric_name))
    .toContain('LCP');
  await setVisibility(page, 'hidden');
  await expect
    .poll(async () => (await metricEvents(page)).map((event) => event.metric_name).sort())
    .toEqual(METRICS);

  // Coming back, clicking and leaving again reports nothing new: once per metric per page view.
  await setVisibility(page, 'visible');
  await page.getByRole('heading', { level: 1 }).click();
  await setVisibility(page, 'hidden');
  await untilIdle(page);
  const events = await metricEvents(page);
  expect(events.map((event) => event.metric_name).sort()).toEqual(METRICS);

  const byName = Object.fromEntries(events.map((event) => [event.metric_name, event]));
  expect(byName.FCP?.value).toBeGreaterThan(0);
  expect(byName.LCP?.value).toBeGreaterThanOrEqual(byName.FCP?.value ?? Infinity);
  expect(byName.TTFB?.value).toBeGreaterThanOrEqual(0);
  expect(byName.TTFB?.value).toBeLessThanOrEqual(byName.FCP?.value ?? -1);
  expect(byName.CLS?.value).toBeGreaterThanOrEqual(0);
  expect(byName.CLS?.value).toBeLessThan(1);
  expect(byName.INP?.value).toBeGreaterThanOrEqual(0);
  for (const event of events) {
    expect(RATINGS).toContain(event.metric_rating);
    expect(event.page_path).toBe(PAGE);
    expect(event.navigation_type).toBe('navigate');
    expect(event.metric_id).toMatch(/^v\d+-/);
    expect(Number.isFinite(event.value)).toBe(true);
  }

  // A later visit with the choice stored measures from the start, as a reload.
  await page.reload();
  await expect
    .poll(async () => (await metricEvents(page)).find((event) => event.metric_name === 'FCP'))
    .toMatchObject({ navigation_type: 'reload', page_path: PAGE });
});

test('after accepting, uncaught errors reach the tag scrubbed, at most five', async ({ page }) => {
  await gotoReady(page, PAGE);
  await cookieBanner(page).getByRole('button', { name: 'Aceptar' }).click();
  await expect.poll(() => tagLoaded(page)).toBe(true);
  await throwErrors(page, 7);
  type ErrorEvent = { error_message: string; context: string };
  await expect
    .poll(async () => (await queuedEvents<ErrorEvent>(page, 'error_occurred'))?.length)
    .toBe(5);
  await untilIdle(page);
  const errors = (await queuedEvents<ErrorEvent>(page, 'error_occurred')) ?? [];
  expect(errors).toHaveLength(5);
  expect(errors).toContainEqual({
    error_message: 'Error: Falló 0 para [email] en https://hanzo.mx/blog/',
    context: 'uncaught_error',
  });
  expect(errors).toContainEqual({
    error_message: 'Error: Rechazo 1 en /admin/',
    context: 'unhandled_rejection',
  });
  for (const error of errors) {
    expect(error.error_message.length).toBeLessThanOrEqual(150);
    expect(error.error_message).not.toMatch(/@|\?|token|secreto/);
  }
});

for (const choice of ['none', 'Rechazar'] as const) {
  test(`${choice === 'none' ? 'before any choice' : 'after rejecting'}, nothing is measured or loaded`, async ({
    page,
    externalRequests,
  }) => {
    const chunks = fieldDataChunks();
    await gotoReady(page, PAGE);
    if (choice === 'Rechazar') {
      await cookieBanner(page).getByRole('button', { name: 'Rechazar' }).click();
      await expect(cookieBanner(page)).toHaveCount(0);
    }
    await page.getByRole('heading', { level: 1 }).click();
    await throwErrors(page, 2);
    await setVisibility(page, 'hidden');
    await untilIdle(page);

    expect(await queuedEvents(page, 'performance_metric')).toBeNull();
    expect(await queuedEvents(page, 'error_occurred')).toBeNull();
    expect(await page.evaluate(() => typeof window.gtag)).toBe('undefined');
    expect((await loadedScripts(page)).filter((script) => chunks.includes(script))).toEqual([]);
    expect(externalRequests).toEqual([]);
  });
}

test('after accepting, a navigation inside the site reaches the tag as one page_view', async ({
  page,
}) => {
  await gotoReady(page, PAGE);
  await cookieBanner(page).getByRole('button', { name: 'Aceptar' }).click();
  // The tracker comes with the tag's module, after acceptance; the tag counts this first view.
  await expect.poll(() => tagLoaded(page)).toBe(true);
  expect(await queuedEvents(page, 'page_view')).toEqual([]);
  await page
    .getByRole('navigation', { name: 'Principal' })
    .getByRole('link', { name: 'Blog', exact: true })
    .click();
  await expect(page).toHaveURL(/\/blog\/$/);
  await expect
    .poll(() => queuedEvents<{ page_path: string }>(page, 'page_view'))
    .toEqual([expect.objectContaining({ page_path: '/blog/' })]);
});
