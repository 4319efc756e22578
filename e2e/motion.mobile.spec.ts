/**
 * On a phone the home page's first screen downloads no animation code: the hero picture loops on
 * CSS, and the mission diagram's reveal is loaded when the visitor scrolls toward it.
 */
import type { Page } from '@playwright/test';
import { expect, gotoReady, test } from './fixtures';

/** Absolute URLs of the scripts the page's HTML names: its first load. */
async function scriptsInHtml(page: Page, route: string): Promise<string[]> {
  const response = await page.request.get(route);
  const html = await response.text();
  return [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map(
    (match) => new URL(match[1] ?? '', response.url()).href,
  );
}

test('the animation code waits until the visitor scrolls to the pictures', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await gotoReady(page, '/');
  const named = await scriptsInHtml(page, '/');
  const late = () => scripts.filter((url) => !named.includes(url));
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(2500);
  expect(late()).toEqual([]);

  await page.locator('[data-motion]').scrollIntoViewIfNeeded();
  await expect.poll(() => late().length).toBeGreaterThan(0);
});

test('the hero picture’s loops run on CSS alone', async ({ page }) => {
  await gotoReady(page, '/');
  const bar = page.locator('main svg rect.scene-loop').first();
  // An animated element is never "stable" for Playwright's own scrolling.
  await bar.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const first = await bar.evaluate((element) => getComputedStyle(element).transform);
  await expect
    .poll(() => bar.evaluate((element) => getComputedStyle(element).transform))
    .not.toBe(first);
  expect(await bar.evaluate((element) => getComputedStyle(element).animationName)).toBe(
    'scene-scale-y',
  );
});
