import type { Page } from '@playwright/test';
import { backToTop, gotoReady } from './site';
import { expect, test } from './fixtures';

async function scrollToY(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  await expect
    .poll(() => page.evaluate(() => Math.round(document.documentElement.scrollTop)))
    .toBe(y);
}

test.describe('back-to-top button', () => {
  test('shows only past 300 px of scroll', async ({ page }) => {
    await gotoReady(page, '/');
    await expect(backToTop(page)).toHaveCount(0);
    // Each stop changes what the button should be, so every check waits for the page to react.
    for (const [y, shown] of [
      [400, true],
      [300, false],
      [301, true],
      [200, false],
    ] as const) {
      await scrollToY(page, y);
      if (shown) await expect(backToTop(page)).toBeInViewport();
      else await expect(backToTop(page)).toHaveCount(0);
    }
  });

  test('scrolls back to the top and moves focus to the content', async ({ page }) => {
    await gotoReady(page, '/');
    await scrollToY(page, 1000);
    await backToTop(page).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(backToTop(page)).toHaveCount(0);
    await expect(page.locator('main#contenido')).toBeFocused();
  });

  test('works on another page as well', async ({ page }) => {
    await gotoReady(page, '/blog/');
    await scrollToY(page, 400);
    await expect(backToTop(page)).toBeVisible();
    await backToTop(page).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});
