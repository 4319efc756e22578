import type { Page } from '@playwright/test';
import {
  cookieBanner,
  expect,
  gotoReady,
  htmlHasDarkClass,
  openMainNav,
  test,
  themeToggle,
  viewportTop,
} from './fixtures';
import { servicesOverview } from '../content/services-overview';

const HEADER_BACKGROUND = 'rgb(87, 89, 61)';
/** scroll-margin-top: 5rem on the sections. */
const SECTION_OFFSET = 80;
const TOLERANCE = 6;

async function expectSectionNearTop(page: Page, id: string) {
  const section = page.locator(`section#${id}`);
  await expect
    .poll(() => viewportTop(section), {
      message: `#${id} should end ~${SECTION_OFFSET}px from the top`,
    })
    .toBeGreaterThanOrEqual(SECTION_OFFSET - TOLERANCE);
  await expect.poll(() => viewportTop(section)).toBeLessThanOrEqual(SECTION_OFFSET + TOLERANCE);
  await expect(section).toBeInViewport();
}

/** Records the distinct scroll positions the window passes through. */
async function recordScrollPositions(page: Page) {
  await page.evaluate(() => {
    const positions: number[] = [];
    (window as unknown as { __scrollPositions: number[] }).__scrollPositions = positions;
    window.addEventListener('scroll', () => positions.push(Math.round(window.scrollY)), {
      passive: true,
    });
  });
  return async () =>
    page.evaluate(() => [
      ...new Set((window as unknown as { __scrollPositions: number[] }).__scrollPositions),
    ]);
}

test.describe('header', () => {
  test('is fixed, 64px tall, olive in light and dark theme', async ({ page }) => {
    await gotoReady(page, '/');
    const header = page.getByRole('banner');
    await expect(header).toHaveCSS('position', 'fixed');
    await expect(header).toHaveCSS('height', '64px');
    await expect(header).toHaveCSS('background-color', HEADER_BACKGROUND);

    await page.evaluate(() => window.scrollTo(0, 1200));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await expect.poll(() => viewportTop(header)).toBe(0);
    await expect(header).toBeInViewport();

    await themeToggle(page).click();
    await expect.poll(() => htmlHasDarkClass(page)).toBe(true);
    await expect(header).toHaveCSS('background-color', HEADER_BACKGROUND);
    await expect(header).toHaveCSS('height', '64px');
  });

  test('the logo link leads to the home page', async ({ page }) => {
    await gotoReady(page, '/blog/');
    const logo = page.getByRole('link', { name: 'Hanzo, ir al inicio' });
    await expect(logo).toHaveAttribute('href', '/');
    await logo.click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('section#servicios')).toBeAttached();
  });

  test('main navigation lists the section links and the blog', async ({ page, isMobile }) => {
    await gotoReady(page, '/');
    const nav = await openMainNav(page, isMobile);
    await expect(nav.getByRole('link', { name: 'Misión' })).toHaveAttribute('href', '/#mision');
    await expect(nav.getByRole('link', { name: 'Contacto' })).toHaveAttribute('href', '/#contacto');
    await expect(nav.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog/');
  });
});

test.describe('section links on the home page', () => {
  for (const [label, id] of [
    ['Misión', 'mision'],
    ['Contacto', 'contacto'],
  ] as const) {
    test(`"${label}" scrolls smoothly to #${id}`, async ({ page, isMobile }) => {
      await gotoReady(page, '/');
      const nav = await openMainNav(page, isMobile);
      const start = await page.evaluate(() => Math.round(window.scrollY));
      const positions = await recordScrollPositions(page);
      await nav.getByRole('link', { name: label }).click();

      await expectSectionNearTop(page, id);
      await expect(page).toHaveURL((url) => url.pathname === '/' && url.hash === `#${id}`);
      await expect(page.locator(`section#${id}`)).toBeFocused();
      // A smooth scroll passes through a position between the start and the end; a jump goes
      // straight to the end. (How many frames it shows depends on how busy the machine is.)
      const end = await page.evaluate(() => Math.round(window.scrollY));
      expect(end).toBeGreaterThan(start);
      const between = (await positions()).filter((y) => y > start && y < end);
      expect(between.length, 'no intermediate scroll position: the scroll jumped').toBeGreaterThan(
        0,
      );
    });
  }

  test("the menu's services overview link opens /servicios/ and marks it", async ({
    page,
    isMobile,
  }) => {
    await gotoReady(page, '/');
    const overview = isMobile ? 'Servicios' : 'Todos los servicios';
    const openMenu = async () => {
      if (isMobile) return openMainNav(page, true);
      await page.getByRole('button', { name: 'Servicios' }).click();
      return page.locator('#menu-servicios');
    };
    await (await openMenu()).getByRole('link', { name: overview, exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/servicios/' && url.hash === '');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(servicesOverview.title);
    // On the overview the link says so; on a service page only that page's own link does.
    const link = (await openMenu()).getByRole('link', { name: overview, exact: true });
    await expect(link).toHaveAttribute('aria-current', 'page');
  });
});

test.describe('section links with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('"Contacto" jumps straight to #contacto', async ({ page, isMobile }) => {
    await gotoReady(page, '/');
    const nav = await openMainNav(page, isMobile);
    const positions = await recordScrollPositions(page);
    await nav.getByRole('link', { name: 'Contacto' }).click();

    await expectSectionNearTop(page, 'contacto');
    await expect(page).toHaveURL((url) => url.hash === '#contacto');
    // No animation: the window goes straight to the final position.
    expect(await positions()).toHaveLength(1);
  });
});

test.describe('section links from another page', () => {
  test('"Contacto" on /blog/ navigates client-side to / and scrolls to #contacto', async ({
    page,
    isMobile,
  }) => {
    await gotoReady(page, '/blog/');
    // Survives only a client-side navigation.
    await page.evaluate(() => {
      (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
    });
    const nav = await openMainNav(page, isMobile);
    await nav.getByRole('link', { name: 'Contacto' }).click();

    await expect(page).toHaveURL((url) => url.pathname === '/' && url.hash === '#contacto');
    await expectSectionNearTop(page, 'contacto');
    expect(
      await page.evaluate(
        () => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true,
      ),
    ).toBe(true);
  });

  test.describe('with reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });

    test('"Misión" on a service page lands on #mision', async ({ page, isMobile }) => {
      await gotoReady(page, '/servicios/consultoria/');
      const nav = await openMainNav(page, isMobile);
      await nav.getByRole('link', { name: 'Misión' }).click();
      await expect(page).toHaveURL((url) => url.pathname === '/' && url.hash === '#mision');
      await expectSectionNearTop(page, 'mision');
    });
  });

  test('footer section link from /privacidad/ lands on #contacto', async ({ page }) => {
    await gotoReady(page, '/privacidad/');
    await page
      .getByRole('navigation', { name: 'Sitio' })
      .getByRole('link', { name: 'Contacto' })
      .click();
    await expect(page).toHaveURL((url) => url.pathname === '/' && url.hash === '#contacto');
    await expectSectionNearTop(page, 'contacto');
  });
});

test.describe('prefetching of other pages', () => {
  // A first visit: no cookie choice yet, so the banner and its links are on screen.
  test.use({ storedConsent: null });

  /** Paths of the fetches Next makes for client-side navigation (page data and prefetches). */
  function recordPageFetches(page: Page): string[] {
    const paths: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'fetch') paths.push(new URL(request.url()).pathname);
    });
    return paths;
  }
  const ownData = (path: string) => /^\/__next\./.test(path) || path === '/';

  test('the home page fetches neither its own data nor the notices the cookie banner links to', async ({
    page,
  }) => {
    const fetched = recordPageFetches(page);
    await gotoReady(page, '/');
    await expect(cookieBanner(page)).toBeVisible();
    // The service cards further down are prefetched when they come into view: once they are,
    // the banner's links (on screen from the start) would have been too.
    await page.evaluate(() => document.getElementById('servicios')?.scrollIntoView());
    await expect
      .poll(() => fetched.some((path) => path.startsWith('/servicios/consultoria/')))
      .toBe(true);
    expect(fetched.filter((path) => /^\/privac(idad|y)\//.test(path))).toEqual([]);
    expect(fetched.filter(ownData)).toEqual([]);
  });

  test('other pages prefetch the home page from the header', async ({ page }) => {
    const fetched = recordPageFetches(page);
    await gotoReady(page, '/servicios/consultoria/');
    await expect.poll(() => fetched.some(ownData)).toBe(true);
  });
});
