import { expect, gotoReady, sweepRoutes, sweepTimeout, test } from './fixtures';

// At 1280 px only: with analytics accepted the same walk runs in csp.spec.ts at both sizes (console
// errors, uncaught exceptions and violations, the tag sending its hits), so a phone-only error is
// caught there; this one adds the rejected choice, where nothing may leave the site.

test.describe('console, analytics rejected', () => {
  test.describe.configure({ timeout: sweepTimeout(6_000) });

  test('no console errors or uncaught exceptions on any route', async ({
    page,
    consoleErrors,
    pageErrors,
    externalRequests,
  }) => {
    const routes = sweepRoutes();
    expect(routes.length).toBeGreaterThan(5);
    for (const route of routes) {
      const response = await gotoReady(page, route);
      expect(response?.status(), route).toBe(200);
      await page.waitForLoadState('networkidle');
    }
    expect(consoleErrors).toEqual([]);
    expect(pageErrors.map((error) => error.message)).toEqual([]);
    // Consent is stored as rejected: nothing may have left the site.
    expect(externalRequests).toEqual([]);
  });
});
