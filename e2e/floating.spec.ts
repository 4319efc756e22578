import type { Locator, Page } from '@playwright/test';
import { blogText } from '../content/blog-categories';
import { backToTopText } from '../content/shell';
import { cookieBanner, expect, gotoReady, test } from './fixtures';

// Floating things (back to top, an article's chat button, the cookie banner) never sit on each
// other, and at the end of a page they cover no text. Runs at phone and desktop sizes.
const ARTICLE = '/blog/analisis-de-datos/data-lakes-arquitectura-moderna-pymes-startups/';

type Box = { x: number; y: number; width: number; height: number };

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

function backToTop(page: Page): Locator {
  return page.getByRole('button', { name: backToTopText });
}

function chat(page: Page): Locator {
  return page.getByRole('link', { name: new RegExp(`^${blogText.floatingChat}`) });
}

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  if (!found) throw new Error('the element must be laid out');
  return found;
}

/** The element a click at the centre of the box would reach is the locator's own. */
async function expectOnTop(locator: Locator) {
  const reached = await locator.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    const hit = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
    return hit !== null && (hit === element || element.contains(hit));
  });
  expect(reached).toBe(true);
}

/**
 * Rectangles of the visible text on screen that a box covers (its own text excluded). Text that
 * has scrolled beneath the fixed site header is hidden by it, so it counts only when the header's
 * own (back to top sits in the header below 1280 px).
 */
async function textUnder(page: Page, covering: Box): Promise<string[]> {
  return page.evaluate((area) => {
    const found: string[] = [];
    const header = document.querySelector('body > header');
    const headerBottom = header?.getBoundingClientRect().bottom ?? 0;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim();
      if (!text || !parent || parent.closest('.floating-action, script, style')) continue;
      const hiddenByHeader = area.y + area.height <= headerBottom && !header?.contains(parent);
      if (hiddenByHeader) continue;
      if (!parent.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) {
        if (rect.width === 0 || rect.height === 0) continue;
        const hit =
          rect.x < area.x + area.width &&
          area.x < rect.x + rect.width &&
          rect.y < area.y + area.height &&
          area.y < rect.y + rect.height;
        if (hit) found.push(text.slice(0, 40));
      }
    }
    return found;
  }, covering);
}

async function scrollToEnd(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect
    .poll(() =>
      page.evaluate(
        () => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1,
      ),
    )
    .toBe(true);
}

test('at the end of an article the chat and back-to-top buttons cover no text and not each other', async ({
  page,
}) => {
  await gotoReady(page, ARTICLE);
  await scrollToEnd(page);
  await expect(backToTop(page)).toBeVisible();
  await expect(chat(page)).toBeVisible();
  const up = await box(backToTop(page));
  const talk = await box(chat(page));
  expect(overlaps(up, talk)).toBe(false);
  expect(await textUnder(page, up)).toEqual([]);
  expect(await textUnder(page, talk)).toEqual([]);
});

test('at the end of a page without a chat button, back to top covers no text', async ({ page }) => {
  await gotoReady(page, '/servicios/consultoria/');
  await scrollToEnd(page);
  await expect(backToTop(page)).toBeVisible();
  expect(await textUnder(page, await box(backToTop(page)))).toEqual([]);
});

test.describe('with the cookie banner up', () => {
  test.use({ storedConsent: null });

  test('the floating buttons sit above the banner and can be clicked', async ({ page }) => {
    await gotoReady(page, ARTICLE);
    await expect(cookieBanner(page)).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 1500));
    await expect(backToTop(page)).toBeVisible();
    const banner = await box(cookieBanner(page));
    for (const button of [backToTop(page), chat(page)]) {
      // They move up once the banner has published its height.
      await expect.poll(async () => overlaps(await box(button), banner)).toBe(false);
      await expectOnTop(button);
    }
    expect(overlaps(await box(backToTop(page)), await box(chat(page)))).toBe(false);
    await backToTop(page).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  // The chat floats at every width; back to top floats from 1280 px (below, it is in the header).
  test('once the visitor chooses, the buttons return to the corner', async ({ page }) => {
    await gotoReady(page, ARTICLE);
    await page.evaluate(() => window.scrollTo(0, 1500));
    const raised = (await box(chat(page))).y;
    await cookieBanner(page).getByRole('button', { name: 'Rechazar' }).click();
    await expect(cookieBanner(page)).toBeHidden();
    await expect.poll(async () => (await box(chat(page))).y).toBeGreaterThan(raised);
  });

  test('the banner takes at most a quarter of the screen', async ({ page }) => {
    await gotoReady(page, '/');
    const banner = await box(cookieBanner(page));
    const viewport = page.viewportSize();
    if (!viewport) throw new Error('a viewport is set');
    expect(banner.height).toBeLessThanOrEqual(viewport.height / 4);
  });
});
