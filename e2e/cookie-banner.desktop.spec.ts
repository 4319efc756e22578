import type { Page } from '@playwright/test';
import { CONSENT_STORAGE_KEY } from '../lib/analytics/cookie-choice';
import { GA_ID, GTAG_URL } from '../testing/tag-stand-in';
import { GA_DISABLE_FLAG, tagLoaded } from './tag';
import { cookieBanner, gotoReady, readLocalStorage, untilIdle } from './site';
import { expect, test } from './fixtures';

test.use({ storedConsent: null });

const GOOGLE_HOSTS = ['googletagmanager.com', 'google-analytics.com'];

/** href of every resource hint (preconnect / dns-prefetch) in the document. */
async function resourceHints(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(
      document.querySelectorAll<HTMLLinkElement>(
        'link[rel~="preconnect"], link[rel~="dns-prefetch"]',
      ),
    ).map((link) => `${link.rel} ${link.href}`),
  );
}

async function googleHints(page: Page): Promise<string[]> {
  const hints = await resourceHints(page);
  return hints.filter((hint) => GOOGLE_HOSTS.some((host) => hint.includes(host)));
}

async function gaDisableFlag(page: Page): Promise<unknown> {
  return page.evaluate(
    (flag) => (window as unknown as Record<string, unknown>)[flag],
    GA_DISABLE_FLAG,
  );
}

/** Entries of window.dataLayer as plain arrays (the tag pushes Arguments objects). */
async function dataLayerEntries(page: Page): Promise<unknown[][] | null> {
  return page.evaluate(() => {
    const layer = (window as unknown as { dataLayer?: unknown[] }).dataLayer;
    if (!Array.isArray(layer)) return null;
    return layer.map((entry) =>
      Array.from(entry as ArrayLike<unknown>).map((value) =>
        value instanceof Date ? value.toISOString() : value,
      ),
    );
  });
}

test.describe('before any choice', () => {
  test('the banner shows and nothing leaves the site', async ({ page, externalRequests }) => {
    await gotoReady(page, '/');
    const banner = cookieBanner(page);
    await expect(banner).toBeVisible();
    await expect(banner).toHaveAttribute('data-testid', 'cookie-banner');
    await expect(
      banner.getByRole('heading', { name: 'Tu privacidad es importante' }),
    ).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Aceptar' })).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Rechazar' })).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Cerrar aviso de cookies' })).toBeVisible();

    await untilIdle(page);
    expect(externalRequests).toEqual([]);
    expect(await googleHints(page)).toEqual([]);
    expect(await dataLayerEntries(page)).toBeNull();
    expect(await readLocalStorage(page, CONSENT_STORAGE_KEY)).toBeNull();
  });

  test('the banner links to both privacy notices', async ({ page }) => {
    await gotoReady(page, '/');
    const banner = cookieBanner(page);
    await expect(banner.getByRole('link', { name: 'Aviso de privacidad' })).toHaveAttribute(
      'href',
      '/privacidad/',
    );
    const english = banner.getByRole('link', { name: 'Privacy notice (English)' });
    await expect(english).toHaveAttribute('href', '/privacy/');
    await expect(english).toHaveAttribute('lang', 'en');

    await banner.getByRole('link', { name: 'Aviso de privacidad' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/privacidad/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // No choice yet: it still asks on the next page.
    await expect(cookieBanner(page)).toBeVisible();

    await cookieBanner(page).getByRole('link', { name: 'Privacy notice (English)' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/privacy/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('the banner shows on other pages too', async ({ page, externalRequests }) => {
    await gotoReady(page, '/servicios/consultoria/');
    await expect(cookieBanner(page)).toBeVisible();
    await untilIdle(page);
    expect(externalRequests).toEqual([]);
    expect(await googleHints(page)).toEqual([]);
  });
});

test.describe('Aceptar', () => {
  test('stores the choice, loads analytics with consent granted, and persists', async ({
    page,
  }) => {
    await gotoReady(page, '/');
    const gtagRequest = page.waitForRequest(GTAG_URL);
    await cookieBanner(page).getByRole('button', { name: 'Aceptar' }).click();

    await expect(cookieBanner(page)).toHaveCount(0);
    expect(await readLocalStorage(page, CONSENT_STORAGE_KEY)).toBe('true');
    await gtagRequest;
    await expect.poll(() => tagLoaded(page)).toBe(true);

    const entries = await dataLayerEntries(page);
    expect(entries).not.toBeNull();
    expect(entries).toContainEqual(['consent', 'update', { analytics_storage: 'granted' }]);
    expect(entries).toContainEqual(['config', GA_ID]);
    // Consent Mode: everything denied by default, analytics granted, both before the config.
    const list = entries ?? [];
    const commands = list.map((entry) => `${String(entry[0])} ${String(entry[1])}`);
    const defaultAt = commands.indexOf('consent default');
    const updateAt = commands.indexOf('consent update');
    const configAt = commands.indexOf(`config ${GA_ID}`);
    expect(defaultAt).toBeGreaterThanOrEqual(0);
    expect(list[defaultAt]?.[2]).toMatchObject({
      analytics_storage: 'denied',
      ad_storage: 'denied',
    });
    expect(updateAt).toBeGreaterThan(defaultAt);
    expect(configAt).toBeGreaterThan(updateAt);
    // The choice itself is reported once the tag is there.
    await expect
      .poll(async () => (await dataLayerEntries(page)) ?? [])
      .toContainEqual(['event', 'consent_update', { consent_type: 'analytics', granted: true }]);
    expect(await gaDisableFlag(page)).toBe(false);
    await expect.poll(() => googleHints(page)).not.toEqual([]);
    const hints = await googleHints(page);
    expect(hints.some((hint) => hint.includes('https://www.googletagmanager.com'))).toBe(true);
    expect(hints.some((hint) => hint.includes('https://www.google-analytics.com'))).toBe(true);

    // Next visit: analytics loads straight away and the banner stays away.
    const gtagAgain = page.waitForRequest(GTAG_URL);
    await page.reload();
    await gtagAgain;
    await expect(cookieBanner(page)).toHaveCount(0);
    await expect
      .poll(async () => (await dataLayerEntries(page)) ?? [])
      .toContainEqual(['consent', 'update', { analytics_storage: 'granted' }]);
  });
});

test.describe('Rechazar', () => {
  test('stores the choice, switches measurement off and keeps everything local', async ({
    page,
    externalRequests,
  }) => {
    await gotoReady(page, '/');
    await cookieBanner(page).getByRole('button', { name: 'Rechazar' }).click();

    await expect(cookieBanner(page)).toHaveCount(0);
    expect(await readLocalStorage(page, CONSENT_STORAGE_KEY)).toBe('false');
    expect(await gaDisableFlag(page)).toBe(true);
    await untilIdle(page);
    expect(externalRequests).toEqual([]);
    expect(await googleHints(page)).toEqual([]);

    await page.reload();
    // The flag is set again once the stored choice is read after hydration.
    await expect.poll(() => gaDisableFlag(page)).toBe(true);
    await expect(cookieBanner(page)).toHaveCount(0);
    await untilIdle(page);
    await expect(cookieBanner(page)).toHaveCount(0);
    expect(externalRequests).toEqual([]);
    expect(await googleHints(page)).toEqual([]);
    expect(await dataLayerEntries(page)).toBeNull();
  });
});

test.describe('Cerrar aviso de cookies', () => {
  test('hides the banner for this page view only and stores nothing', async ({
    page,
    externalRequests,
  }) => {
    await gotoReady(page, '/');
    await cookieBanner(page).getByRole('button', { name: 'Cerrar aviso de cookies' }).click();
    await expect(cookieBanner(page)).toHaveCount(0);
    expect(await readLocalStorage(page, CONSENT_STORAGE_KEY)).toBeNull();

    await page.reload();
    await expect(cookieBanner(page)).toBeVisible();
    expect(await readLocalStorage(page, CONSENT_STORAGE_KEY)).toBeNull();
    await untilIdle(page);
    expect(externalRequests).toEqual([]);
    expect(await googleHints(page)).toEqual([]);
  });
});
