import type { Page } from '@playwright/test';
import { cookieBanner, expectSectionNearTop, gotoReady } from './site';
import { expect, test } from './fixtures';

test('the logo link leads to the home page', async ({ page }) => {
  await gotoReady(page, '/blog/');
  const logo = page.getByRole('link', { name: 'Hanzo, ir al inicio' });
  await expect(logo).toHaveAttribute('href', '/');
  await logo.click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('section#servicios')).toBeAttached();
});

test('footer section link from /privacidad/ lands on #contacto', async ({ page }) => {
  await gotoReady(page, '/privacidad/');
  await page
    .getByRole('navigation', { name: 'Sitio' })
    .getByRole('link', { name: 'Contacto' })
    .click();
  await expect(page).toHaveURL((url) => url.pathname === '/' && url.hash === '#contacto');
  await expectSectionNearTop(page, 'contacto');
});

test.describe('prefetching of other pages', () => {
  // A first visit: no cookie choice yet, so the banner and its links are on screen.
  test.use({ storedConsent: null });

  /** Paths of the fetches Next makes for client-side navigation (page data and prefetches). */
  function recordPageFetches(page: Page): string[] {
    const paths: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'fetch') paths.push(new URL(request.url()).pathname);
    });
    return paths;
  }
  const ownData = (path: string) => /^\/__next\./.test(path) || path === '/';

  test('the home page fetches neither its own data nor the notices the cookie banner links to', async ({
    page,
  }) => {
    const fetched = recordPageFetches(page);
    await gotoReady(page, '/');
    await expect(cookieBanner(page)).toBeVisible();
    // The service cards further down are prefetched when they come into view: once they are,
    // the banner's links (on screen from the start) would have been too.
    await page.evaluate(() => document.getElementById('servicios')?.scrollIntoView());
    await expect
      .poll(() => fetched.some((path) => path.startsWith('/servicios/consultoria/')))
      .toBe(true);
    expect(fetched.filter((path) => /^\/privac(idad|y)\//.test(path))).toEqual([]);
    expect(fetched.filter(ownData)).toEqual([]);
  });

  test('other pages prefetch the home page from the header', async ({ page }) => {
    const fetched = recordPageFetches(page);
    await gotoReady(page, '/servicios/consultoria/');
    await expect.poll(() => fetched.some(ownData)).toBe(true);
  });
});
