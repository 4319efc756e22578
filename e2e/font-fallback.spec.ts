/**
 * While Plus Jakarta Sans loads (font-display: swap), text is drawn in a local stand-in scaled to
 * take the same room (app/globals.css), so the swap moves nothing on the first screen. Compared
 * here: the first screen with the web font, and the same page with the web font never arriving.
 * Debian's Chromium brings Liberation Sans (Arial's metric twin), the stand-in used here.
 */
import type { Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../testing/chromium';
import { expect, test } from './fixtures';
import { articles } from './blog-data';

// Line breaks are what this file compares, so it runs in the browser visitors run: the headless
// shell the other specs use (testing/chromium.ts) shapes the stand-in's text differently, and
// there the hero's heading takes one line fewer with the stand-in than with the web font.
test.use({ launchOptions: chromiumLaunchOptions() });

const article = articles[0];
if (!article) throw new Error('no published article');
/** How far along its line a block may move when the words before it change width. */
const MAX_NUDGE_PX = 8;
const PAGES = [
  '/',
  '/servicios/consultoria/',
  '/blog/',
  `/blog/${article.category}/${article.slug}/`,
];

/**
 * Where every text block and box of the first screen starts, in page coordinates. Positions, as
 * layout shifts are counted: a block that grows by a line without moving shifts nothing, but the
 * blocks it pushes do, and they are in the list when they are on the first screen.
 */
async function firstScreen(page: Page) {
  await page.evaluate(() => document.fonts.ready);
  return page.evaluate(() => {
    const selector = 'header a, main h1, main h2, main h3, main p, main li, main a, main img';
    return [...document.querySelectorAll(selector)]
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.height > 0 && box.top + window.scrollY < window.innerHeight)
      .map(({ element, box }) => {
        const text = (element.textContent ?? '').trim().slice(0, 40);
        const top = Math.round(box.top + window.scrollY);
        return { block: `${element.tagName.toLowerCase()} "${text}" at y ${top}`, x: box.left };
      });
  });
}

/** The families of the loaded font faces. */
function loadedFaces(page: Page) {
  return page.evaluate(() =>
    [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family),
  );
}

// Both screens in one project of its own (playwright.config.ts): the whole browser is started for
// this file alone, once, instead of in the desktop and the phone projects each.
const SCREENS = [
  { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
  {
    name: 'phone',
    use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  },
];

for (const screen of SCREENS) {
  test.describe(`on a ${screen.name} screen`, () => {
    test.use(screen.use);

    for (const path of PAGES) {
      test(`${path}: the first screen is laid out the same with the web font and with its stand-in`, async ({
        page,
      }) => {
        await page.goto(path);
        const withFont = await firstScreen(page);
        expect(await loadedFaces(page)).toContain('jakarta');
        expect(withFont.length).toBeGreaterThan(3);

        await page.route('**/*.woff2', (route) => route.abort());
        await page.goto(path);
        const withStandIn = await firstScreen(page);
        const faces = await loadedFaces(page);
        expect(faces).not.toContain('jakarta');
        expect(faces).toContain('Jakarta Fallback Arial');

        // Nothing moves up or down; along a line, words of another width may nudge what follows
        // by a few pixels (a shift of that size counts for nothing).
        expect(withStandIn.map(({ block }) => block)).toEqual(withFont.map(({ block }) => block));
        withStandIn.forEach(({ block, x }, index) => {
          expect(Math.abs(x - (withFont[index]?.x ?? x)), block).toBeLessThanOrEqual(MAX_NUDGE_PX);
        });
      });
    }

    test.describe('the check itself', () => {
      // Lets the test add its own style to the page, which the site's CSP would block.
      test.use({ bypassCSP: true });

      test('without the stand-in, the same swap would move the first screen', async ({ page }) => {
        const path = PAGES[3]!;
        await page.goto(path);
        const withFont = await firstScreen(page);
        await page.route('**/*.woff2', (route) => route.abort());
        await page.goto(path);
        await page.addStyleTag({
          content: "html, body, body * { font-family: 'Liberation Sans', sans-serif !important; }",
        });
        const unscaled = await firstScreen(page);
        expect(unscaled.map(({ block }) => block)).not.toEqual(withFont.map(({ block }) => block));
      });
    });
  });
}
