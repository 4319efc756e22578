import {
  THEMES,
  chooseTheme,
  cookieBanner,
  expect,
  expectNoAxeViolations,
  gotoReady,
  test,
} from './fixtures';

/**
 * The axe tests of a viewport (a11y.desktop.spec.ts, a11y.mobile.spec.ts): one test per route,
 * one page load and an axe pass in each theme (light first, then the toggle), and the home page
 * with the cookie banner up.
 */
export function axeTests(routes: string[]) {
  test.describe('axe, WCAG 2.2 AA', () => {
    for (const route of routes) {
      test(`${route} (light, dark)`, async ({ page }) => {
        await gotoReady(page, route);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        for (const theme of THEMES) {
          await chooseTheme(page, theme);
          await expectNoAxeViolations(page, `${route} (${theme})`);
        }
      });
    }
  });

  test.describe('axe with the cookie banner visible', () => {
    test.use({ storedConsent: null });

    test('home page (light, dark)', async ({ page }) => {
      await gotoReady(page, '/');
      for (const theme of THEMES) {
        await chooseTheme(page, theme);
        await expect(cookieBanner(page)).toBeVisible();
        await expectNoAxeViolations(page, `cookie banner (${theme})`);
      }
    });
  });
}
