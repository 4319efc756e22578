/**
 * Each exported page carries its critical CSS inline and loads the site's stylesheet at the end of
 * <body>, where it blocks nothing (scripts/csp/critical-css.ts). What must hold for that: the first
 * screen drawn from the inline rules alone is the first screen once the stylesheet is in, in both
 * themes. So each page is loaded twice and its first screen compared: as served, and with every
 * stylesheet request failing. A rule the inline CSS lacks would show here as a box, a colour or a
 * font that changes when the stylesheet arrives (and on a slow network, as a page that jumps).
 */
import type { Page } from '@playwright/test';
import { THEME_KEY } from '../lib/browser/boot-script';
import { expect, test } from './fixtures';
import { gotoReady } from './site';
import { articles } from './blog-data';

const article = articles[0];
if (!article) throw new Error('no published article');
// Not /admin/: what it shows is drawn by its scripts (the list, the offline notice), from the
// whole stylesheet, which is requested with the HTML and arrives long before those scripts run.
// The same holds for the cookie banner and opened menus.
const PAGES = [
  '/',
  '/servicios/analisis/',
  '/blog/',
  `/blog/${article.category}/${article.slug}/`,
  '/blog/etiquetas/',
  '/privacidad/',
  '/esta-pagina-no-existe/',
];
const STYLESHEETS = '**/_next/static/**/*.css';
const PROPERTIES = [
  'display',
  'position',
  'color',
  'background-color',
  'border-top-color',
  'font-family',
  'font-size',
  'font-weight',
  'opacity',
  'visibility',
] as const;

test.use({ reducedMotion: 'reduce' });

/**
 * Every element of the first screen, as one line: what it is, where its box is and how it is
 * drawn. Lines rather than objects, so a failure lists the elements that differ.
 */
async function firstScreen(page: Page) {
  await page.evaluate(() => document.fonts.ready);
  return page.evaluate((properties) => {
    const skipped = new Set(['SCRIPT', 'STYLE', 'LINK', 'NOSCRIPT', 'TEMPLATE']);
    // Boxes of no size draw nothing and are left out. The answers of a closed FAQ in a section
    // that content-visibility: auto has not laid out yet have one, and when that changes depends
    // on timing: with them, the listing flaked (2 of 10 runs of the home page).
    return [...document.body.querySelectorAll('*')]
      .filter((element) => !skipped.has(element.tagName))
      .map((element, index) => ({ element, index, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 || box.height > 0)
      .filter(({ box }) => box.top + window.scrollY < window.innerHeight)
      .map(({ element, index, box }) => {
        const style = getComputedStyle(element);
        const text = (element.textContent ?? '').trim().slice(0, 30);
        const where = [box.left, box.top + window.scrollY, box.width, box.height].map(Math.round);
        const drawn = properties.map((name) => `${name}:${style.getPropertyValue(name)}`);
        return `#${index} ${element.tagName.toLowerCase()} "${text}" @${where.join(',')} ${drawn.join(' ')}`;
      });
  }, PROPERTIES);
}

/** Loads a page in a theme, with or without the stylesheet, and reads its first screen. */
async function load(page: Page, path: string, stylesheet: boolean) {
  if (!stylesheet) await page.route(STYLESHEETS, (route) => route.abort());
  const response = await gotoReady(page, path);
  expect(response, path).not.toBeNull();
  const screen = await firstScreen(page);
  await page.unroute(STYLESHEETS);
  // The route turns the browser's cache off, so the stylesheet is not the first load's copy: only
  // the served load applies one.
  const linked = await page.evaluate(
    () =>
      [...document.styleSheets].filter((sheet) => {
        try {
          return sheet.href !== null && sheet.cssRules.length > 0;
        } catch {
          return false; // reading the rules of a sheet that failed to load throws
        }
      }).length,
  );
  expect(linked, 'linked stylesheets applied').toBe(stylesheet ? 1 : 0);
  return screen;
}

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, () => {
    test.beforeEach(async ({ context }) => {
      await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [
        THEME_KEY,
        theme,
      ] as const);
    });

    for (const path of PAGES) {
      test(`${path}: the first screen from the inline CSS alone is the final one`, async ({
        page,
      }) => {
        const stylesheets: string[] = [];
        page.on('request', (request) => {
          if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
        });
        const served = await load(page, path, true);
        // The stylesheet is still loaded, and linked from the end of the body, not the head.
        expect(stylesheets.length, 'stylesheet requests').toBeGreaterThan(0);
        expect(await page.locator('head link[rel="stylesheet"]').count()).toBe(0);
        expect(await page.locator('head style').count()).toBeGreaterThan(0);
        expect(served.length).toBeGreaterThan(10);
        expect(await page.locator('html').getAttribute('class')).toContain(
          theme === 'dark' ? 'dark' : 'light',
        );

        const inlineOnly = await load(page, path, false);
        expect(inlineOnly).toEqual(served);
      });
    }
  });
}

test.describe('the check itself', () => {
  test('inline CSS without its dark-theme rules would change the dark first screen', async ({
    page,
    context,
  }) => {
    await context.addInitScript((key) => localStorage.setItem(key, 'dark'), THEME_KEY);
    const served = await load(page, '/', true);
    let removed = 0;
    // Only the home page's document: a request the page makes later (a link's prefetch) goes on,
    // and none is still in the handler when the test ends.
    const home = new URL('/', page.url()).href;
    await page.route(home, async (route) => {
      if (!route.request().isNavigationRequest()) return route.fallback();
      const response = await route.fetch();
      const html = (await response.text()).replace(/\.dark\\:[^{}]*\{[^{}]*\}/g, () => {
        removed += 1;
        return '';
      });
      await route.fulfill({ response, body: html });
    });
    const withoutDarkRules = await load(page, '/', false);
    await page.unroute(home);
    expect(removed).toBeGreaterThan(5);
    expect(withoutDarkRules).not.toEqual(served);
  });
});
