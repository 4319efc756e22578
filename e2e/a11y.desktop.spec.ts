import { axeTests } from './a11y';
import { UNKNOWN_URL, expect, sweepRoutes, test } from './fixtures';

// Every exported route (read from out/, so new pages are covered) plus the not-found page.
const ROUTES = [...sweepRoutes(), UNKNOWN_URL];

axeTests(ROUTES);

test('the route list comes from the export and covers the known pages', () => {
  expect(ROUTES).toEqual(
    expect.arrayContaining([
      '/',
      '/blog/',
      '/privacidad/',
      '/privacy/',
      '/servicios/',
      '/servicios/consultoria/',
    ]),
  );
  expect(ROUTES).not.toContain('/404/');
  expect(ROUTES).not.toContain('/_not-found/');
});
