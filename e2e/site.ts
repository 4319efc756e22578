/**
 * The site as a test drives it: the shell's controls found by role and name as a visitor finds
 * them, and the states a test waits for (hydrated, idle) instead of a length of time.
 */
import { type Locator, type Page, type Request, expect } from '@playwright/test';
import { backToTopText } from '../content/shell';

/** The theme toggle: its name is only a concrete action once the page has hydrated. */
export function themeToggle(page: Page): Locator {
  return page.getByRole('button', { name: /^Cambiar a modo (oscuro|claro)$/ });
}

export const THEMES = ['light', 'dark'] as const;

/** Switches to the theme with the header toggle, as a visitor would, and checks it took. */
export async function chooseTheme(page: Page, theme: (typeof THEMES)[number]): Promise<void> {
  if (theme === 'dark') {
    await themeToggle(page).click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect(themeToggle(page)).toHaveAccessibleName('Cambiar a modo claro');
  } else {
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  }
}

/** Waits until React has hydrated the shell (the theme toggle knows the theme). */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(themeToggle(page)).toBeVisible();
}

/** Navigates and waits for hydration; returns the main response. */
export async function gotoReady(page: Page, url: string) {
  const response = await page.goto(url);
  await waitForHydration(page);
  return response;
}

/** Until the page has drawn two frames (its observers have reported) and the browser is idle. */
function framesThenIdle(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => requestIdleCallback(() => resolve(), { timeout: 5_000 })),
        ),
      ),
  );
}

// untilArrived's rounds: the router prefetches a few links at a time (the tag index's dozens of
// tags in view took more than ten), and a page that never stops asking (a poll) still ends it.
const ROUNDS = 30;

/**
 * Until what the page asks for of one kind has arrived: it draws two frames and goes idle, so
 * what it defers to "when idle" (useIdleImport, afterPageSettles) or starts when a link comes
 * into view has been asked for; every such request has then finished, and again for what those
 * asked for, until a round asks for nothing new. Waits for the requests themselves, not for a
 * quiet network: the Firebase SDKs hold a connection open, and a quiet period is a length of time.
 */
async function untilArrived(page: Page, wanted: (request: Request) => boolean): Promise<void> {
  const seen = new Set<Request>();
  for (let round = 0; round < ROUNDS; round += 1) {
    await framesThenIdle(page);
    const fresh = (await page.requests()).filter(
      (request) => wanted(request) && !seen.has(request),
    );
    if (fresh.length === 0) return;
    for (const request of fresh) seen.add(request);
    // The body, not `finished()`: a response a test's route fulfilled (the analytics tag's
    // stand-in) never reports finished, while its body is there.
    await Promise.all(
      fresh.map(async (request) => (await request.response())?.body().catch(() => null)),
    );
  }
  throw new Error(`${page.url()} kept asking for more after ${ROUNDS} rounds`);
}

const isScript = (request: Request) => request.resourceType() === 'script';

/**
 * Until the page is idle and the code it deferred has arrived and run (the scripts it asked for,
 * then theirs): a check that something did *not* load or leave can then fail.
 */
export function untilIdle(page: Page): Promise<void> {
  return untilArrived(page, isScript);
}

/**
 * Until the router's prefetches of the links in view (the pages' `.txt` payloads, which carry
 * their preload hints) and the page's deferred code have arrived.
 */
export function untilPrefetched(page: Page): Promise<void> {
  return untilArrived(
    page,
    (request) => isScript(request) || new URL(request.url()).pathname.endsWith('.txt'),
  );
}

/** framer-motion's code, which the site loads on demand only (the pictures' motion). */
const ANIMATION_CODE = 'data-framer-appear-id';

/** Watches a page for scripts carrying animation code; `loaded()` lists them once read. */
export function watchAnimationCode(page: Page) {
  const reads: Promise<string | null>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    const read = response.text().catch(() => '');
    reads.push(read.then((body) => (body.includes(ANIMATION_CODE) ? response.url() : null)));
  });
  return {
    loaded: async () => (await Promise.all(reads)).filter((url): url is string => url !== null),
  };
}

export function cookieBanner(page: Page): Locator {
  return page.getByRole('region', { name: 'Tu privacidad es importante' });
}

/** The back-to-top button (in the header below 1280 px, floating from 1280 px). */
export function backToTop(page: Page): Locator {
  return page.getByRole('button', { name: backToTopText });
}

export async function htmlHasDarkClass(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.classList.contains('dark'));
}

export async function readLocalStorage(page: Page, key: string): Promise<string | null> {
  return page.evaluate((storageKey) => window.localStorage.getItem(storageKey), key);
}

/** Top of an element relative to the viewport, in CSS pixels. */
export async function viewportTop(locator: Locator): Promise<number> {
  return locator.evaluate((element) => element.getBoundingClientRect().top);
}

/** scroll-margin-top: 5rem on the sections. */
const SECTION_OFFSET = 80;
const TOLERANCE = 6;

/** The section has scrolled to just below the fixed header. */
export async function expectSectionNearTop(page: Page, id: string) {
  const section = page.locator(`section#${id}`);
  await expect
    .poll(() => viewportTop(section), {
      message: `#${id} should end ~${SECTION_OFFSET}px from the top`,
    })
    .toBeGreaterThanOrEqual(SECTION_OFFSET - TOLERANCE);
  await expect.poll(() => viewportTop(section)).toBeLessThanOrEqual(SECTION_OFFSET + TOLERANCE);
  await expect(section).toBeInViewport();
}
