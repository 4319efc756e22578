import type { Locator, Page } from '@playwright/test';
import { blogText } from '../content/blog-categories';
import { THEMES, backToTop, chooseTheme, cookieBanner, gotoReady } from './site';
import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './page-checks';
import { findTextProblems } from './layout-check';

// Floating things (back to top, an article's chat button, the cookie banner) never sit on each
// other, and at the end of a page they cover no text; the banner passes axe. Runs at phone and
// desktop sizes.
const ARTICLE = '/blog/analisis-de-datos/data-lakes-arquitectura-moderna-pymes-startups/';

type Box = { x: number; y: number; width: number; height: number };

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

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
  expect(await backToTop(page).evaluate(findTextProblems, 'covered')).toEqual([]);
  expect(await chat(page).evaluate(findTextProblems, 'covered')).toEqual([]);
});

test('at the end of a page without a chat button, back to top covers no text', async ({ page }) => {
  await gotoReady(page, '/servicios/consultoria/');
  await scrollToEnd(page);
  await expect(backToTop(page)).toBeVisible();
  expect(await backToTop(page).evaluate(findTextProblems, 'covered')).toEqual([]);
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

  // The chat bar is there at every width; back to top floats from 1280 px (below, it is in the
  // header).
  test('once the visitor chooses, the buttons return to the corner', async ({ page }) => {
    await gotoReady(page, ARTICLE);
    await page.evaluate(() => window.scrollTo(0, 1500));
    // The banner comes once the page has loaded and the browser is idle; the bar rises above it.
    await expect(cookieBanner(page)).toBeVisible();
    const banner = await box(cookieBanner(page));
    await expect.poll(async () => overlaps(await box(chat(page)), banner)).toBe(false);
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

  // The sweep runs axe on every route with the choice stored; the banner is checked here.
  test('axe finds nothing on the home page with the banner up (light, dark)', async ({ page }) => {
    await gotoReady(page, '/');
    for (const theme of THEMES) {
      await chooseTheme(page, theme);
      await expect(cookieBanner(page)).toBeVisible();
      await expectNoAxeViolations(page, `cookie banner (${theme})`);
    }
  });
});

// The chat is a bar across the bottom of the screen at every width (the text column reaches the
// screen's edges on a phone, the footer's columns fill the margins on a desktop), and keyboard
// focus never lands behind it.
test('the chat entry is a bar across the bottom of the screen, and focus never hides behind it', async ({
  page,
}) => {
  await gotoReady(page, ARTICLE);
  const viewport = page.viewportSize();
  if (!viewport) throw new Error('a viewport is set');
  await page.evaluate(() => window.scrollTo(0, 1500));
  const talk = await box(chat(page));
  expect(Math.round(talk.y + talk.height)).toBeLessThanOrEqual(viewport.height);
  expect(talk).toMatchObject({ x: 0, width: viewport.width });
  expect(Math.round(talk.y + talk.height)).toBe(viewport.height);
  await expect(chat(page)).toContainText(blogText.floatingChat);
  await expectOnTop(chat(page));

  // Tab through the start of the article: no focused element is behind the chat (one taller
  // than the room left by header and chat starts above the chat).
  await page.evaluate(() => window.scrollTo(0, 0));
  for (let press = 0; press < 40; press += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement;
      if (!element || element.closest('header, .floating-chat')) return null;
      const { x, y, width, height } = element.getBoundingClientRect();
      return { x, y, width, height, name: element.textContent?.trim().slice(0, 40) };
    });
    if (!focused) continue;
    const talkNow = await box(chat(page));
    if (focused.height < talkNow.y - 64) {
      expect(overlaps(focused, talkNow), `focus on “${focused.name}”`).toBe(false);
    } else {
      // Taller than the room between header and chat (the table's scroll region): it starts above.
      expect(focused.y, `focus on “${focused.name}”`).toBeLessThan(talkNow.y);
    }
  }
  // The chat itself is reached by keyboard and shows its focus ring.
  await chat(page).focus();
  await expect(chat(page)).toBeFocused();
  expect(await chat(page).evaluate((element) => getComputedStyle(element).outlineStyle)).not.toBe(
    'none',
  );
});
