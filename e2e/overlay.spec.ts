import type { BrowserContext, Page } from '@playwright/test';
import {
  OVERLAY_SEEN_KEY,
  expect,
  gotoReady,
  htmlHasDarkClass,
  test,
  themeToggle,
  waitForHydration,
} from './fixtures';

// These tests are about the overlay itself.
test.use({ skipOverlay: false });

const HOLD_MS = 800;

interface OverlayTimes {
  seen?: number;
  leaving?: number;
  removed?: number;
}

/** Records (page clock) when the overlay appears, starts fading and is removed. */
async function recordOverlayTimes(context: BrowserContext) {
  await context.addInitScript(() => {
    const times: Record<string, number> = {};
    (window as unknown as { __overlayTimes: Record<string, number> }).__overlayTimes = times;
    new MutationObserver(() => {
      const overlay = document.getElementById('loading-overlay');
      if (overlay && times.seen === undefined) times.seen = performance.now();
      if (overlay?.classList.contains('opacity-0') && times.leaving === undefined) {
        times.leaving = performance.now();
      }
      if (!overlay && times.seen !== undefined && times.removed === undefined) {
        times.removed = performance.now();
      }
    }).observe(document, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['class'],
    });
  });
}

async function overlayTimes(page: Page): Promise<OverlayTimes> {
  return page.evaluate(() => ({
    ...(window as unknown as { __overlayTimes: OverlayTimes }).__overlayTimes,
  }));
}

/** When the first response for /logo.svg ended, on the page clock. */
async function logoLoadedAt(page: Page): Promise<number> {
  return page.evaluate(() => {
    const entries = performance
      .getEntriesByType('resource')
      .filter(
        (entry) => new URL(entry.name).pathname === '/logo.svg',
      ) as PerformanceResourceTiming[];
    return Math.min(...entries.map((entry) => entry.responseEnd));
  });
}

/**
 * Holds every /logo.svg response until the returned `release()` is called, which keeps the
 * overlay up: the test sees the loading state however slow the machine (a fixed delay let a busy
 * machine reach the checks after the logo had already arrived).
 */
async function holdLogo(context: BrowserContext): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await context.route('**/logo.svg', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Pauses the overlay's CSS failsafe (a 6 s fade that hides it when scripts never run; tested on
 * its own under "when scripts fail"). Tests that hold the logo check the script-driven overlay,
 * and on a busy machine their checks can come later than 6 s after the page started.
 */
async function pauseFailsafe(context: BrowserContext) {
  await context.addInitScript(() => {
    const timer = window.setInterval(() => {
      for (const animation of document.getAnimations()) {
        const name = (animation as CSSAnimation).animationName;
        if (name === 'overlay-failsafe' && animation.playState === 'running') animation.pause();
      }
      if (document.readyState === 'complete' && !document.getElementById('loading-overlay')) {
        window.clearInterval(timer);
      }
    }, 20);
  });
}

function overlay(page: Page) {
  return page.getByTestId('loading-overlay');
}

async function sessionValue(page: Page): Promise<string | null> {
  return page.evaluate((key) => window.sessionStorage.getItem(key), OVERLAY_SEEN_KEY);
}

test.describe('first load of a session', () => {
  test('shows the overlay, fills the bar, holds ~0.8 s after the logo, then removes it', async ({
    page,
    context,
  }) => {
    await recordOverlayTimes(context);
    await pauseFailsafe(context);
    const releaseLogo = await holdLogo(context);
    await page.goto('/', { waitUntil: 'commit' });

    const box = overlay(page);
    await expect(box).toBeVisible();
    await expect(box).toHaveAttribute('id', 'loading-overlay');
    await expect(box).toHaveAttribute('aria-hidden', 'true');
    await expect(box.getByText('Cargando recursos...')).toBeVisible();
    // It covers the whole viewport.
    const viewport = page.viewportSize();
    const rect = await box.boundingBox();
    expect(rect).toMatchObject({ x: 0, y: 0, width: viewport?.width, height: viewport?.height });

    const progress = page.getByTestId('loading-progress');
    await expect(progress).toBeVisible();
    // Still loading the logo: the bar has not reached the end.
    const early = await progress.evaluate((el) => parseFloat((el as HTMLElement).style.width));
    expect(early).toBeGreaterThanOrEqual(5);
    expect(early).toBeLessThan(100);
    expect(await sessionValue(page)).toBeNull();

    releaseLogo();
    await expect(progress).toHaveAttribute('style', /width:\s*100%/, { timeout: 10_000 });
    await expect(box).toHaveCount(0, { timeout: 10_000 });

    const times = await overlayTimes(page);
    const logoAt = await logoLoadedAt(page);
    expect(times.seen).toBeDefined();
    expect(times.removed).toBeDefined();
    // The hold ends when the fade starts (or, failing that, when the overlay goes).
    const holdEnd = times.leaving ?? times.removed ?? 0;
    expect(holdEnd - logoAt).toBeGreaterThanOrEqual(HOLD_MS - 20);
    expect(holdEnd - logoAt).toBeLessThan(HOLD_MS + 2_500);
    expect(await sessionValue(page)).toBe('1');
  });

  test('fades out before it is removed', async ({ page, context }) => {
    await recordOverlayTimes(context);
    await page.goto('/', { waitUntil: 'commit' });
    await expect(overlay(page)).toBeVisible();
    await expect(overlay(page)).toHaveCount(0, { timeout: 10_000 });

    const times = await overlayTimes(page);
    expect(times.seen).toBeDefined();
    expect(times.removed).toBeDefined();
    // The fading phase (opacity-0, pointer-events-none) must be rendered for ~300 ms.
    expect(times.leaving, 'the overlay was removed without a fade-out phase').toBeDefined();
    expect((times.removed ?? 0) - (times.leaving ?? 0)).toBeGreaterThanOrEqual(250);
  });

  test('blocks pointer input while visible and releases it afterwards', async ({
    page,
    context,
  }) => {
    await pauseFailsafe(context);
    const releaseLogo = await holdLogo(context);
    await page.goto('/', { waitUntil: 'commit' });
    await waitForHydration(page);
    await expect(overlay(page)).toBeVisible();

    const toggle = await themeToggle(page).boundingBox();
    expect(toggle).not.toBeNull();
    const x = (toggle?.x ?? 0) + (toggle?.width ?? 0) / 2;
    const y = (toggle?.y ?? 0) + (toggle?.height ?? 0) / 2;
    const topElementIsOverlay = () =>
      page.evaluate(
        ([px, py]) => !!document.elementFromPoint(px, py)?.closest('#loading-overlay'),
        [x, y] as const,
      );
    expect(await topElementIsOverlay()).toBe(true);
    await page.mouse.click(x, y);
    expect(await htmlHasDarkClass(page)).toBe(false);
    await expect(overlay(page)).toBeVisible();

    releaseLogo();
    await expect(overlay(page)).toHaveCount(0, { timeout: 10_000 });
    expect(await topElementIsOverlay()).toBe(false);
    await page.mouse.click(x, y);
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  });

  test('goes away even when the logo fails to load', async ({ page, context }) => {
    await context.route('**/logo.svg', (route) => route.abort());
    await page.goto('/', { waitUntil: 'commit' });
    await expect(overlay(page)).toBeVisible();
    await expect(overlay(page)).toHaveCount(0, { timeout: 10_000 });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await sessionValue(page)).toBe('1');
  });
});

test.describe('later loads in the same session', () => {
  test('the overlay stays hidden on reload and on other pages, even before any bundle runs', async ({
    page,
    context,
  }) => {
    await gotoReady(page, '/');
    await expect(overlay(page)).toHaveCount(0, { timeout: 10_000 });
    expect(await sessionValue(page)).toBe('1');

    // Without our bundles only the inline head script and the CSS can hide it.
    await context.route('**/_next/static/**/*.js', (route) => route.abort());
    for (const url of ['/', '/blog/']) {
      await page.goto(url);
      await expect(page.locator('html')).toHaveClass(/\boverlay-seen\b/);
      await expect(overlay(page)).toBeAttached();
      await expect(overlay(page)).toBeHidden();
      await expect(overlay(page)).toHaveCSS('display', 'none');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
  });

  test('with our scripts, the overlay is not rendered again', async ({ page }) => {
    await gotoReady(page, '/');
    await expect(overlay(page)).toHaveCount(0, { timeout: 10_000 });
    await gotoReady(page, '/servicios/analisis/');
    await expect(page.locator('html')).toHaveClass(/\boverlay-seen\b/);
    await expect(overlay(page)).toHaveCount(0);
  });
});

test.describe('when scripts fail', () => {
  test('a CSS failsafe hides the overlay after a few seconds', async ({ page, context }) => {
    await context.route('**/_next/static/**/*.js', (route) => route.abort());
    await page.goto('/');
    await expect(overlay(page)).toBeVisible();
    await expect(page.locator('html')).not.toHaveClass(/\boverlay-seen\b/);
    await expect(overlay(page)).toBeHidden({ timeout: 10_000 });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
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
