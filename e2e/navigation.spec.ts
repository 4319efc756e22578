// The header and its section links as a visitor uses them on each size: the desktop navigation
// and menu at 1280 px, the mobile menu at 390 px. What does not change with the width (the logo,
// the footer's links, prefetching): navigation.desktop.spec.ts.
import type { Locator, Page } from '@playwright/test';
import { servicesMenu } from '../content/navigation';
import { expect, test } from './fixtures';
import {
  gotoReady,
  htmlHasDarkClass,
  themeToggle,
  viewportTop,
  expectSectionNearTop,
} from './site';
import { servicesOverview } from '../content/services-overview';

/**
 * The main navigation for the current viewport: on mobile the menu is opened first.
 * Returns the nav landmark named "Principal" that is visible.
 */
async function openMainNav(page: Page, isMobile: boolean): Promise<Locator> {
  if (isMobile) {
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await expect(page.getByRole('button', { name: 'Cerrar menú' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  }
  const nav = page.getByRole('navigation', { name: 'Principal' });
  await expect(nav).toBeVisible();
  return nav;
}

const HEADER_BACKGROUND = 'rgb(87, 89, 61)';

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

  test('main navigation lists the section links and the blog', async ({ page, isMobile }) => {
    await gotoReady(page, '/');
    const nav = await openMainNav(page, isMobile);
    await expect(nav.getByRole('link', { name: 'Servicios', exact: true })).toHaveAttribute(
      'href',
      '/#servicios',
    );
    await expect(nav.getByRole('link', { name: 'Misión' })).toHaveAttribute('href', '/#mision');
    await expect(nav.getByRole('link', { name: 'Contacto' })).toHaveAttribute('href', '/#contacto');
    await expect(nav.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog/');
  });
});

test.describe('section links on the home page', () => {
  for (const [label, id] of [
    ['Servicios', 'servicios'],
    ['Misión', 'mision'],
    ['Contacto', 'contacto'],
  ] as const) {
    test(`"${label}" scrolls smoothly to #${id}`, async ({ page, isMobile }) => {
      await gotoReady(page, '/');
      const nav = await openMainNav(page, isMobile);
      const start = await page.evaluate(() => Math.round(window.scrollY));
      const positions = await recordScrollPositions(page);
      await nav.getByRole('link', { name: label, exact: true }).click();

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
    const overview = 'Todos los servicios';
    // The same pattern at both widths: the button beside "Servicios" opens the service pages.
    const openMenu = async () => {
      const nav = await openMainNav(page, isMobile);
      const toggle = nav.getByRole('button', { name: servicesMenu.toggleLabel });
      if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
      return page.locator(isMobile ? '#menu-movil-servicios' : '#menu-servicios');
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

  test('"Servicios" on an article goes to / and the services section, its submenu untouched', async ({
    page,
    isMobile,
  }) => {
    await gotoReady(
      page,
      '/blog/inteligencia-artificial/mitos-vs-realidades-ia-pymes-america-latina/',
    );
    const nav = await openMainNav(page, isMobile);
    const link = nav.getByRole('link', { name: servicesMenu.label, exact: true });
    await expect(link).toHaveAttribute('href', '/#servicios');
    await expect(nav.getByRole('button', { name: servicesMenu.toggleLabel })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await link.click();
    await expect(page).toHaveURL((url) => url.pathname === '/' && url.hash === '#servicios');
    await expectSectionNearTop(page, 'servicios');
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
});
