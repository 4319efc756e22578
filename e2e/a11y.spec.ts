import {
  UNKNOWN_URL,
  cookieBanner,
  expect,
  expectNoAxeViolations,
  sweepRoutes,
  gotoReady,
  THEMES,
  test,
  chooseTheme,
} from './fixtures';

// Every exported route (read from out/, so new pages are covered) plus the not-found page.
const ROUTES = [...sweepRoutes(), UNKNOWN_URL];

// One test per route and theme: each runs a single axe pass, so a slow machine reports the
// route and theme that timed out instead of running two passes against one time budget.
test.describe('axe, WCAG 2.2 AA', () => {
  for (const route of ROUTES) {
    for (const theme of THEMES) {
      test(`${route} (${theme})`, async ({ page }) => {
        await gotoReady(page, route);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await chooseTheme(page, theme);
        await expectNoAxeViolations(page, `${route} (${theme})`);
      });
    }
  }
});

test.describe('axe with the cookie banner visible', () => {
  test.use({ storedConsent: null });

  for (const theme of THEMES) {
    test(`home page (${theme})`, async ({ page }) => {
      await gotoReady(page, '/');
      await expect(cookieBanner(page)).toBeVisible();
      await chooseTheme(page, theme);
      await expect(cookieBanner(page)).toBeVisible();
      await expectNoAxeViolations(page, `cookie banner (${theme})`);
    });
  }
});

test('the route list comes from the export and covers the known pages', () => {
  expect(ROUTES).toEqual(
    expect.arrayContaining(['/', '/blog/', '/privacidad/', '/privacy/', '/servicios/consultoria/']),
  );
  expect(ROUTES).not.toContain('/404/');
  expect(ROUTES).not.toContain('/_not-found/');
});
