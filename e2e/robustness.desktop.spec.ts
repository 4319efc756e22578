/**
 * A browser that blocks or spoils storage: the banner, the theme and the overlay still work. That
 * every template renders with localStorage blocked is checked by the sweep (site.sweep.spec.ts).
 */
import type { Page } from '@playwright/test';
import { CONSENT_STORAGE_KEY } from '../lib/analytics/cookie-choice';
import { THEME_KEY } from '../lib/browser/boot-script';
import { UNKNOWN_URL } from './html';
import { cookieBanner, gotoReady, readLocalStorage, themeToggle } from './site';
import { expect, test } from './fixtures';
import { blockStorage } from './page-checks';

async function expectBannerAndThemeWork(page: Page) {
  await gotoReady(page, '/');
  const banner = cookieBanner(page);
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Aceptar' }).click();
  await expect(cookieBanner(page)).toHaveCount(0);

  await expect(themeToggle(page)).toHaveAccessibleName('Cambiar a modo oscuro');
  await themeToggle(page).click();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect(themeToggle(page)).toHaveAccessibleName('Cambiar a modo claro');
  await themeToggle(page).click();
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
}

test.describe('when localStorage throws', () => {
  test('the banner shows, Aceptar hides it and the theme toggle works', async ({
    page,
    context,
    pageErrors,
  }) => {
    await blockStorage(context, ['localStorage']);
    await gotoReady(page, '/');
    await expect(
      page.evaluate(() => {
        try {
          return typeof window.localStorage;
        } catch (error) {
          return (error as DOMException).name;
        }
      }),
    ).resolves.toBe('SecurityError');
    await expectBannerAndThemeWork(page);
    expect(pageErrors).toEqual([]);
  });
});

test.describe('when localStorage and sessionStorage throw', () => {
  test('pages render, the overlay goes away, banner and theme work', async ({
    page,
    context,
    pageErrors,
  }) => {
    await blockStorage(context, ['localStorage', 'sessionStorage']);
    for (const url of ['/', '/blog/', '/servicios/consultoria/', UNKNOWN_URL]) {
      await gotoReady(page, url);
      await expect(page.getByRole('heading', { level: 1 }), url).toBeVisible();
      // The overlay could not be remembered, so it does not show at all.
      await expect(page.locator('#loading-overlay'), url).toBeHidden();
    }
    await expectBannerAndThemeWork(page);
    expect(pageErrors).toEqual([]);
  });
});

test.describe('when localStorage holds garbage', () => {
  test.use({ storedConsent: null });

  test('the page works, the banner shows and the system theme applies', async ({
    page,
    context,
    pageErrors,
  }) => {
    await context.addInitScript(
      ([consentKey, themeKey]) => {
        // Only before the first load of the test.
        if (window.sessionStorage.getItem('garbage-set')) return;
        window.sessionStorage.setItem('garbage-set', '1');
        window.localStorage.setItem(consentKey, '{{roto');
        window.localStorage.setItem(themeKey, '{{roto');
      },
      [CONSENT_STORAGE_KEY, THEME_KEY] as const,
    );
    await gotoReady(page, '/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('html')).not.toHaveClass(/roto/);
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
    await expect(themeToggle(page)).toHaveAccessibleName('Cambiar a modo oscuro');
    expect(await readLocalStorage(page, THEME_KEY)).toBeNull();

    const banner = cookieBanner(page);
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'Aceptar' }).click();
    await expect(cookieBanner(page)).toHaveCount(0);
    expect(await readLocalStorage(page, CONSENT_STORAGE_KEY)).toBe('true');

    await themeToggle(page).click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    expect(await readLocalStorage(page, THEME_KEY)).toBe('dark');

    await page.reload();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect(themeToggle(page)).toHaveAccessibleName('Cambiar a modo claro');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(pageErrors).toEqual([]);
  });
});
