import type { Browser, Page } from '@playwright/test';
import {
  CONSENT_KEY,
  OVERLAY_SEEN_KEY,
  UNKNOWN_URL,
  expect,
  isExternalUrl,
  sweepRoutes,
  test,
} from './fixtures';
import { BACK_TO_TOP_THRESHOLD } from '../lib/scroll';
import { findLayoutProblems, findTextUnder, markCoveringElements } from './layout-check';

// Every exported route at the widths the design is checked at, light and dark: no text leaves
// the box it sits in, nothing is cut off, no page scrolls sideways, and nothing that stays put
// while the page scrolls (back to top, an article's chat, anything fixed or sticky) covers text
// anywhere down the page. One test per width, each
// walking every route in one page, so the sweep costs one browser and ~N navigations per width.
// Pages of one template with generated data are sampled (sweepRoutes); SWEEP_ROUTES=/,/blog/
// narrows a local run to some routes.
const ROUTES = process.env.SWEEP_ROUTES?.split(',') ?? [...sweepRoutes(), UNKNOWN_URL];
const VIEWPORTS = [
  { width: 390, height: 844, isMobile: true },
  { width: 768, height: 1024, isMobile: true },
  { width: 1024, height: 768, isMobile: false },
  { width: 1280, height: 800, isMobile: false },
  { width: 1440, height: 900, isMobile: false },
  { width: 1920, height: 1080, isMobile: false },
];

test.describe.configure({ mode: 'parallel' });

async function newSweepPage(browser: Browser, viewport: (typeof VIEWPORTS)[number]) {
  const context = await browser.newContext({
    viewport: { width: viewport.width, height: viewport.height },
    isMobile: viewport.isMobile,
    hasTouch: viewport.isMobile,
    locale: 'es-MX',
    colorScheme: 'light',
  });
  await context.route(isExternalUrl, (route) => route.abort('blockedbyclient'));
  await context.addInitScript(
    ([overlayKey, consentKey]) => {
      sessionStorage.setItem(overlayKey, '1');
      localStorage.setItem(consentKey, 'false');
    },
    [OVERLAY_SEEN_KEY, CONSENT_KEY] as const,
  );
  return context.newPage();
}

/** Scrolls to the end and back so lazy pictures load and reveals run, then ends every animation. */
async function settle(page: Page) {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight * 0.75) {
      window.scrollTo(0, y);
      await frame();
      await frame();
    }
    await Promise.all(
      [...document.images].map((image) =>
        image.complete
          ? null
          : new Promise((resolve) => {
              image.addEventListener('load', resolve);
              image.addEventListener('error', resolve);
            }),
      ),
    );
    for (const animation of document.getAnimations()) {
      try {
        animation.finish();
      } catch {
        animation.cancel(); // an endless loop cannot finish
      }
    }
    await frame();
  });
  // A reveal driven by script (framer-motion, the home page's mission diagram, marked
  // data-motion) lasts at most ~1 s; pages without one need no wait.
  if (await page.locator('[data-motion]').count()) await page.waitForTimeout(1_000);
}

/**
 * Scrolls through the page a screen at a time, and to its very end, and lists the text that
 * anything fixed, sticky or floating covers at each stop (layout-check.ts says what is exempt).
 */
async function findCoveredText(page: Page): Promise<string[]> {
  const found: string[] = [];
  const step = Math.round((page.viewportSize()?.height ?? 800) * 0.75);
  let last = -1;
  for (let y = 0; ; y += step) {
    const stop = await page.evaluate(markCoveringElements, { y, threshold: BACK_TO_TOP_THRESHOLD });
    if (stop.scrollY === last) break; // the page ended before y
    last = stop.scrollY;
    if (stop.backToTopHidden) found.push(`back to top hidden at ${stop.scrollY}px of scroll`);
    if (stop.marked)
      found.push(...(await page.locator('[data-covers]').evaluateAll(findTextUnder)));
  }
  return found;
}

function format(problems: ReturnType<typeof findLayoutProblems>): string {
  return problems
    .map((p) => `  ${p.kind}: “${p.text}”${p.box ? ` in ${p.box}` : ''} (${p.overflow}px)`)
    .join('\n');
}

for (const viewport of VIEWPORTS) {
  test(`every route holds together at ${viewport.width}px, light and dark`, async ({ browser }) => {
    test.setTimeout(ROUTES.length * 20_000);
    const page = await newSweepPage(browser, viewport);
    const failures: string[] = [];
    for (const route of ROUTES) {
      await page.emulateMedia({ colorScheme: 'light' });
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await settle(page);
      const covered = await findCoveredText(page);
      if (covered.length) failures.push(`${route}: text covered\n  ${covered.join('\n  ')}`);
      for (const theme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: theme });
        await expect(page.locator('html')).toHaveClass(
          theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/,
        );
        const problems = await page.evaluate(findLayoutProblems);
        if (problems.length) failures.push(`${route} (${theme}):\n${format(problems)}`);
      }
    }
    await page.context().close();
    expect(failures, `layout problems at ${viewport.width}px:\n${failures.join('\n')}`).toEqual([]);
  });
}
