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

// Links in view prefetch their pages' RSC payloads, and React applies the preload hints in them
// at once: an eager image of another page (a service page's head illustration, prefetched by the
// footer) was preloaded on every route, and Chrome warned a few seconds later that it went unused.
test('no route preloads an image it does not show, after its links have prefetched', async ({
  page,
}) => {
  test.setTimeout(sweepTimeout(10_000));
  for (const route of sweepRoutes()) {
    await gotoReady(page, route);
    // The footer's links come into view and prefetch.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForLoadState('networkidle');
    const unused = await page.evaluate(() => {
      const shown = new Set(
        [...document.images].flatMap((image) => [image.currentSrc, image.src].filter(Boolean)),
      );
      return [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')]
        .filter((link) => link.hasAttribute('href'))
        .map((link) => link.href)
        .filter((href) => !shown.has(href));
    });
    expect(unused, route).toEqual([]);
  }
});
