import type { Page } from '@playwright/test';
import { servicesMenu } from '../content/navigation';
import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './page-checks';
import { gotoReady, chooseTheme } from './site';

const SERVICE_PAGES = [
  '/servicios/consultoria/',
  '/servicios/base-de-datos/',
  '/servicios/analisis/',
  '/servicios/inteligencia-artificial/',
];

function mainNav(page: Page) {
  return page.getByRole('navigation', { name: 'Principal' });
}

/** The submenu's button, beside the "Servicios" link (one pattern: a link and a button). */
function servicesButton(page: Page) {
  return mainNav(page).getByRole('button', { name: servicesMenu.toggleLabel });
}

function servicesLink(page: Page) {
  return mainNav(page).getByRole('link', { name: servicesMenu.label, exact: true });
}

function servicesPanel(page: Page) {
  return page.locator('#menu-servicios');
}

async function expectClosed(page: Page) {
  await expect(servicesButton(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(servicesPanel(page)).toBeHidden();
}

async function expectOpen(page: Page) {
  await expect(servicesButton(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(servicesPanel(page)).toBeVisible();
}

test.describe('desktop header', () => {
  test('shows the main navigation and hides the mobile menu button', async ({ page }) => {
    await gotoReady(page, '/');
    await expect(mainNav(page)).toBeVisible();
    await expect(servicesLink(page)).toBeVisible();
    await expect(servicesButton(page)).toBeVisible();
    await expect(mainNav(page).getByRole('link', { name: 'Misión' })).toBeVisible();
    await expect(mainNav(page).getByRole('link', { name: 'Contacto' })).toBeVisible();
    await expect(mainNav(page).getByRole('link', { name: 'Blog' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Abrir menú' })).toBeHidden();
  });
});

test.describe('Servicios menu', () => {
  test('"Servicios" is a link to the services section; the button beside it opens the submenu', async ({
    page,
  }) => {
    await gotoReady(page, '/');
    await expect(servicesLink(page)).toHaveAttribute('href', '/#servicios');
    await servicesLink(page).click();
    await expect(page).toHaveURL((url) => url.pathname === '/' && url.hash === '#servicios');
    await expect(page.locator('section#servicios')).toBeInViewport();
    // Following the link does not open the submenu; the button is what does.
    await expectClosed(page);
    // Both are reached with Tab, the link first; Enter on the link follows it.
    await servicesLink(page).focus();
    await page.keyboard.press('Tab');
    await expect(servicesButton(page)).toBeFocused();
    // A target of at least 24 × 24 px, for a finger or an unsteady pointer (WCAG 2.2, 2.5.8).
    const box = (await servicesButton(page).boundingBox())!;
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24);
  });

  test('from another page, "Servicios" goes to / and then the section', async ({ page }) => {
    await gotoReady(page, '/blog/');
    await servicesLink(page).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === '/' && url.hash === '#servicios');
    await expect(page.locator('section#servicios')).toBeInViewport();
  });

  test('opens on click and lists the overview and the four service pages', async ({ page }) => {
    await gotoReady(page, '/');
    const button = servicesButton(page);
    await expect(button).toHaveAttribute('aria-controls', 'menu-servicios');
    await expectClosed(page);

    await button.click();
    await expectOpen(page);
    const panel = servicesPanel(page);
    await expect(panel.getByRole('link', { name: 'Todos los servicios' })).toHaveAttribute(
      'href',
      '/servicios/',
    );
    const hrefs = await panel
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual(['/servicios/', ...SERVICE_PAGES]);

    // A second click closes it.
    await button.click();
    await expectClosed(page);
  });

  test('follows a service link and closes', async ({ page }) => {
    await gotoReady(page, '/');
    await servicesButton(page).click();
    await servicesPanel(page).locator('a[href="/servicios/analisis/"]').click();
    await expect(page).toHaveURL((url) => url.pathname === '/servicios/analisis/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectClosed(page);
  });

  test('opens with Enter and with Space on the focused button', async ({ page }) => {
    await gotoReady(page, '/');
    const button = servicesButton(page);
    await button.focus();
    await page.keyboard.press('Enter');
    await expectOpen(page);
    await page.keyboard.press('Enter');
    await expectClosed(page);

    await page.keyboard.press('Space');
    await expectOpen(page);
    await expect(button).toBeFocused();
  });

  test('ArrowDown opens and focuses the first item; Escape closes and returns focus', async ({
    page,
  }) => {
    await gotoReady(page, '/');
    const button = servicesButton(page);
    await button.focus();
    await page.keyboard.press('ArrowDown');
    await expectOpen(page);
    await expect(
      servicesPanel(page).getByRole('link', { name: 'Todos los servicios' }),
    ).toBeFocused();

    await page.keyboard.press('Escape');
    await expectClosed(page);
    await expect(button).toBeFocused();
  });

  test('arrow keys move between its links and wrap; Home and End jump to the ends', async ({
    page,
  }) => {
    await gotoReady(page, '/');
    await servicesButton(page).focus();
    await page.keyboard.press('ArrowDown');
    await expectOpen(page);
    const links = servicesPanel(page).getByRole('link');
    await expect(links).toHaveCount(5);
    await expect(links.nth(0)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(links.nth(1)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(links.nth(4)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(links.nth(0)).toBeFocused();
    await page.keyboard.press('End');
    await expect(links.nth(4)).toBeFocused();
    await page.keyboard.press('Home');
    await expect(links.nth(0)).toBeFocused();
    // The page itself did not scroll with the keys.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('ArrowUp on the button opens it on the last item', async ({ page }) => {
    await gotoReady(page, '/');
    await servicesButton(page).focus();
    await page.keyboard.press('ArrowUp');
    await expectOpen(page);
    await expect(servicesPanel(page).getByRole('link').last()).toBeFocused();
  });

  test('closes on a click outside', async ({ page }) => {
    await gotoReady(page, '/');
    await servicesButton(page).click();
    await expectOpen(page);
    await page.getByRole('heading', { level: 1 }).click();
    await expectClosed(page);
  });

  test('closes when keyboard focus leaves it', async ({ page }) => {
    await gotoReady(page, '/');
    const button = servicesButton(page);
    await button.focus();
    await page.keyboard.press('ArrowDown');
    await expectOpen(page);

    // Through the five items (each press waits for the focus to land: the menu moves it to the
    // first item after it opens), then out to the next header link.
    const panel = servicesPanel(page);
    await expect(panel.getByRole('link', { name: 'Todos los servicios' })).toBeFocused();
    for (const href of SERVICE_PAGES) {
      await page.keyboard.press('Tab');
      await expect(panel.locator(`a[href="${href}"]`)).toBeFocused();
    }
    await expectOpen(page);
    await page.keyboard.press('Tab');
    await expect(mainNav(page).getByRole('link', { name: 'Misión' })).toBeFocused();
    await expectClosed(page);

    // Backwards: the "Servicios" link beside the button keeps it open, the logo closes it.
    await button.click();
    await expectOpen(page);
    await page.keyboard.press('Shift+Tab');
    await expect(servicesLink(page)).toBeFocused();
    await expectOpen(page);
    await page.keyboard.press('Shift+Tab');
    await expect(page.getByRole('link', { name: 'Hanzo, ir al inicio' })).toBeFocused();
    await expectClosed(page);
  });

  // One axe pass per test (light, then dark), each within its own time budget.
  test('has no axe violations while open (light)', async ({ page }) => {
    await gotoReady(page, '/');
    await servicesButton(page).click();
    await expectOpen(page);
    await expectNoAxeViolations(page, 'Servicios menu open (light)');
  });

  test('has no axe violations while open (dark)', async ({ page }) => {
    await gotoReady(page, '/');
    await chooseTheme(page, 'dark');
    await servicesButton(page).click();
    await expectOpen(page);
    await expectNoAxeViolations(page, 'Servicios menu open (dark)');
  });
});

test.describe('where you are', () => {
  test('the header, its Servicios menu and the footer mark the current page', async ({ page }) => {
    await gotoReady(page, '/servicios/analisis/');
    await servicesButton(page).click();
    const current = servicesPanel(page).locator('[aria-current="page"]');
    await expect(current).toHaveCount(1);
    await expect(current).toHaveAttribute('href', '/servicios/analisis/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.locator('[aria-current="page"]')).toHaveAttribute(
      'href',
      '/servicios/analisis/',
    );
    await expect(mainNav(page).getByRole('link', { name: 'Blog' })).not.toHaveAttribute(
      'aria-current',
    );

    await gotoReady(page, '/blog/');
    await expect(mainNav(page).getByRole('link', { name: 'Blog' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(footer.getByRole('link', { name: 'Blog' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('on an article the Blog link says it is the section you are in', async ({ page }) => {
    await gotoReady(
      page,
      '/blog/inteligencia-artificial/mitos-vs-realidades-ia-pymes-america-latina/',
    );
    await expect(mainNav(page).getByRole('link', { name: 'Blog' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  test('the marking is in the exported HTML, before any script runs', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/privacidad/');
    await expect(page.getByRole('contentinfo').locator('[aria-current="page"]')).toHaveAttribute(
      'href',
      '/privacidad/',
    );
    await context.close();
  });
});
