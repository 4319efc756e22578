import type { Page } from '@playwright/test';
import { backToTop, expect, gotoReady, test } from './fixtures';

async function scrollToY(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(y);
}

test.describe('back-to-top button', () => {
  test('shows only past 300 px of scroll', async ({ page }) => {
    await gotoReady(page, '/');
    await expect(backToTop(page)).toHaveCount(0);

    await scrollToY(page, 200);
    // Give the scroll listener a chance to react before asserting absence.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))),
    );
    await expect(backToTop(page)).toHaveCount(0);

    await scrollToY(page, 400);
    await expect(backToTop(page)).toBeVisible();
    await expect(backToTop(page)).toBeInViewport();

    await scrollToY(page, 250);
    await expect(backToTop(page)).toHaveCount(0);
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
