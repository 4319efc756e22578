import {
  UNKNOWN_URL,
  cookieBanner,
  expect,
  expectNoAxeViolations,
  exportedRoutes,
  gotoReady,
  test,
  themeToggle,
} from './fixtures';

// Every exported route (read from out/, so new pages are covered) plus the not-found page.
const ROUTES = [...exportedRoutes(), UNKNOWN_URL];

test.describe('axe, WCAG 2.2 AA, light and dark theme', () => {
  for (const route of ROUTES) {
    test(`${route}`, async ({ page }) => {
      await gotoReady(page, route);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
      await expectNoAxeViolations(page, `${route} (light)`);

      await themeToggle(page).click();
      await expect(page.locator('html')).toHaveClass(/\bdark\b/);
      await expect(themeToggle(page)).toHaveAccessibleName('Cambiar a modo claro');
      await expectNoAxeViolations(page, `${route} (dark)`);
    });
  }
});

test.describe('axe with the cookie banner visible', () => {
  test.use({ storedConsent: null });

  test('home page, light and dark theme', async ({ page }) => {
    await gotoReady(page, '/');
    await expect(cookieBanner(page)).toBeVisible();
    await expectNoAxeViolations(page, 'cookie banner (light)');

    await themeToggle(page).click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect(cookieBanner(page)).toBeVisible();
    await expectNoAxeViolations(page, 'cookie banner (dark)');
  });
});

test('the route list comes from the export and covers the known pages', () => {
  expect(ROUTES).toEqual(
    expect.arrayContaining(['/', '/blog/', '/privacidad/', '/privacy/', '/servicios/consultoria/']),
  );
  expect(ROUTES).not.toContain('/404/');
  expect(ROUTES).not.toContain('/_not-found/');
});
