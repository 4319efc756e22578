import type { BrowserContext, Page } from '@playwright/test';
import { OVERLAY_SEEN_KEY } from '../lib/layout/overlay';
import { expect, test } from './fixtures';
import { gotoReady, waitForHydration } from './site';

// The overlay itself (decision 6 in docs/decisions.md): inline markup, styles and script, on the
// page's own clock.
// Behaviour only; how soon it clears under throttling is the bench's job (npm run bench).
test.use({ skipOverlay: false });

/** Gone 0.8 s after its first frame (spec §9), its 0.2 s fade the last part of it. */
const HOLD_MS = 800;
const FADE_MS = 200;

/**
 * Records, on the page clock, when <html> gains and loses `overlay-on` (the overlay shown and
 * gone). With `hold`, the overlay's animations are paused as soon as it shows, so a test can act
 * while it is up however busy the machine is.
 */
async function watchOverlay(context: BrowserContext, { hold = false } = {}) {
  await context.addInitScript((holdIt) => {
    const log: { shown?: number; gone?: number } = {};
    (window as unknown as { __overlay: typeof log }).__overlay = log;
    new MutationObserver(() => {
      const on = document.documentElement.classList.contains('overlay-on');
      if (on && log.shown === undefined) {
        log.shown = performance.now();
        if (holdIt) {
          for (const animation of document.getAnimations()) {
            const name = (animation as CSSAnimation).animationName;
            if (name === 'overlay-out' || name === 'overlay-off') animation.pause();
          }
        }
      }
      if (!on && log.shown !== undefined && log.gone === undefined) log.gone = performance.now();
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['class'] });
  }, hold);
}

function overlayLog(page: Page) {
  return page.evaluate(
    () => (window as unknown as { __overlay: { shown?: number; gone?: number } }).__overlay,
  );
}

const overlay = (page: Page) => page.locator('#loading-overlay');
const progressBar = (page: Page) => page.locator('#loading-overlay > div > div');
const seenInSession = (page: Page) =>
  page.evaluate((key) => window.sessionStorage.getItem(key), OVERLAY_SEEN_KEY);

test('first load of a session: shows over the whole screen, holds, fades and clears itself', async ({
  page,
  context,
}) => {
  await watchOverlay(context);
  await page.goto('/');
  await expect.poll(async () => (await overlayLog(page)).gone, { timeout: 10_000 }).toBeDefined();
  const { shown = 0, gone = 0 } = await overlayLog(page);
  // It cannot end before its hold, fade included, has run (the animation's own clock).
  expect(gone - shown).toBeGreaterThanOrEqual(HOLD_MS - 50);
  await expect(overlay(page)).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await seenInSession(page)).toBe('1');
});

test('while it is up it covers the viewport with the logo, the bar and the text', async ({
  page,
  context,
}) => {
  await watchOverlay(context, { hold: true });
  await page.goto('/');
  const box = overlay(page);
  await expect(box).toBeVisible();
  await expect(box).toHaveAttribute('aria-hidden', 'true');
  await expect(box.getByText('Cargando recursos...')).toBeVisible();
  await expect(box.locator('img')).toBeVisible();
  await expect(progressBar(page)).toBeVisible();
  const viewport = page.viewportSize();
  expect(await box.boundingBox()).toMatchObject({
    x: 0,
    y: 0,
    width: viewport?.width,
    height: viewport?.height,
  });
  // Its hold is the spec's 0.8 s: the fade (opacity, on the compositor) ends it, then hidden.
  const timing = await box.evaluate((element) =>
    element
      .getAnimations()
      .map((animation) => animation.effect?.getTiming())
      .map((t) => ({ delay: t?.delay, duration: t?.duration })),
  );
  expect(timing).toEqual([
    { delay: HOLD_MS - FADE_MS, duration: FADE_MS },
    { delay: HOLD_MS, duration: 0 },
  ]);
});

test('it clears on schedule when the framework never arrives', async ({ page, context }) => {
  await context.route('**/_next/static/**/*.js', (route) => route.abort());
  await watchOverlay(context);
  await page.goto('/');
  await expect.poll(async () => (await overlayLog(page)).gone, { timeout: 10_000 }).toBeDefined();
  await expect(overlay(page)).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test.describe('the visitor does not have to wait for it', () => {
  test('a key press dismisses it at once', async ({ page, context }) => {
    await watchOverlay(context, { hold: true });
    await page.goto('/');
    await expect(overlay(page)).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(overlay(page)).toBeHidden();
  });

  test('a click dismisses it at once and activates nothing beneath', async ({ page, context }) => {
    await watchOverlay(context, { hold: true });
    await page.goto('/');
    await expect(overlay(page)).toBeVisible();
    await page.mouse.click(10, 300);
    await expect(overlay(page)).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the wheel dismisses it at once', async ({ page, context }) => {
    await watchOverlay(context, { hold: true });
    await page.goto('/');
    await expect(overlay(page)).toBeVisible();
    await page.mouse.move(200, 300);
    await page.mouse.wheel(0, 200);
    await expect(overlay(page)).toBeHidden();
  });

  test.describe('on a touch screen', () => {
    test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

    test('a tap dismisses it at once', async ({ page, context }) => {
      await watchOverlay(context, { hold: true });
      await page.goto('/');
      await expect(overlay(page)).toBeVisible();
      await page.touchscreen.tap(195, 600);
      await expect(overlay(page)).toBeHidden();
    });
  });
});

test('it does not return on a client-side navigation nor on another page of the session', async ({
  page,
  context,
}) => {
  await watchOverlay(context);
  await gotoReady(page, '/');
  await expect.poll(async () => (await overlayLog(page)).gone, { timeout: 10_000 }).toBeDefined();

  await page
    .getByRole('navigation', { name: 'Principal' })
    .getByRole('link', { name: 'Blog' })
    .click();
  await expect(page).toHaveURL(/\/blog\/$/);
  await expect(overlay(page)).toBeHidden();
  await expect(page.locator('html')).not.toHaveClass(/\boverlay-on\b/);

  // A full load of another page: the log starts again and the overlay never shows.
  await gotoReady(page, '/servicios/analisis/');
  expect((await overlayLog(page)).shown).toBeUndefined();
  await expect(overlay(page)).toBeHidden();
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('nothing moves: the bar is full and still, and it goes without a fade', async ({
    page,
    context,
  }) => {
    await watchOverlay(context, { hold: true });
    await page.goto('/');
    await expect(overlay(page)).toBeVisible();
    const moving = await overlay(page).evaluate((element) =>
      element
        .getAnimations({ subtree: true })
        .filter((animation) => Number(animation.effect?.getTiming().duration) > 1)
        .map((animation) => (animation as CSSAnimation).animationName),
    );
    // (The site's global reduced-motion rule makes every duration 0.01 ms.)
    expect(moving).toEqual([]);
    const bar = await progressBar(page).evaluate((element) => ({
      still: new DOMMatrix(getComputedStyle(element).transform).isIdentity,
      width: element.getBoundingClientRect().width,
      track: element.parentElement?.getBoundingClientRect().width,
    }));
    expect(bar.still).toBe(true);
    expect(bar.width).toBe(bar.track);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the overlay never shows and the content is there', async ({ page }) => {
    await page.goto('/');
    await expect(overlay(page)).toBeAttached();
    await expect(overlay(page)).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test('the page beneath keeps its place when the overlay goes', async ({ page, context }) => {
  await watchOverlay(context, { hold: true });
  await page.goto('/');
  await waitForHydration(page);
  await expect(overlay(page)).toBeVisible();
  const places = () =>
    page.evaluate(() =>
      ['header', 'h1', 'main', 'footer'].map((selector) => {
        const rect = document.querySelector(selector)?.getBoundingClientRect();
        return [selector, rect?.x, rect?.y, rect?.width, rect?.height];
      }),
    );
  const before = await places();
  await page.keyboard.press('Shift');
  await expect(overlay(page)).toBeHidden();
  expect(await places()).toEqual(before);
});
