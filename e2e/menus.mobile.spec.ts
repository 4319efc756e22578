import type { Page } from '@playwright/test';
import { servicesMenu } from '../content/navigation';
import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './page-checks';
import { gotoReady, chooseTheme, viewportTop } from './site';

/** The open menu's links: "Servicios" jumps to the section, the button beside it shows the pages. */
const PANEL_HREFS = ['/#servicios', '/#mision', '/#contacto', '/blog/'];
const SERVICE_HREFS = [
  '/servicios/',
  '/servicios/consultoria/',
  '/servicios/base-de-datos/',
  '/servicios/analisis/',
  '/servicios/inteligencia-artificial/',
];

function menuButton(page: Page) {
  return page.locator('header').getByRole('button', { name: /^(Abrir|Cerrar) menú$/ });
}

function menuPanel(page: Page) {
  return page.locator('#menu-movil');
}

function servicesToggle(page: Page) {
  return menuPanel(page).getByRole('button', { name: servicesMenu.toggleLabel });
}

async function expectClosed(page: Page) {
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(menuButton(page)).toHaveAccessibleName('Abrir menú');
  await expect(menuPanel(page)).toBeHidden();
}

async function expectOpen(page: Page) {
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(menuButton(page)).toHaveAccessibleName('Cerrar menú');
  await expect(menuPanel(page)).toBeVisible();
}

test.describe('mobile header', () => {
  test('hides the desktop navigation and shows the menu button', async ({ page }) => {
    await gotoReady(page, '/');
    await expect(page.getByRole('navigation', { name: 'Principal' })).toHaveCount(0);
    await expect(page.locator('header').getByRole('button', { name: 'Servicios' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Abrir menú' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Abrir menú' })).toHaveAttribute(
      'aria-controls',
      'menu-movil',
    );
    await expectClosed(page);
  });
});

test.describe('mobile menu', () => {
  test('opens with the same links as the desktop navigation', async ({ page }) => {
    await gotoReady(page, '/');
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await expectOpen(page);

    const nav = menuPanel(page).getByRole('navigation', { name: 'Principal' });
    await expect(nav).toBeVisible();
    const hrefs = await nav
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual(PANEL_HREFS);
    // The button beside "Servicios" shows the service pages, as the desktop submenu does.
    await expect(servicesToggle(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(servicesToggle(page)).toHaveAttribute('aria-controls', 'menu-movil-servicios');
    await servicesToggle(page).click();
    await expect(servicesToggle(page)).toHaveAttribute('aria-expanded', 'true');
    const expanded = await nav
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(expanded).toEqual(['/#servicios', ...SERVICE_HREFS, '/#mision', '/#contacto', '/blog/']);
    const box = (await servicesToggle(page).boundingBox())!;
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
    await servicesToggle(page).click();
    await expect(menuPanel(page).locator('#menu-movil-servicios')).toBeHidden();
    await expect(nav.getByRole('link', { name: 'Misión' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Blog' })).toBeVisible();

    // The same button closes it again.
    await page.getByRole('button', { name: 'Cerrar menú' }).click();
    await expectClosed(page);
  });

  test('closes on Escape and returns focus to the button', async ({ page }) => {
    await gotoReady(page, '/');
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await expectOpen(page);
    await menuPanel(page).getByRole('link', { name: 'Blog' }).focus();

    await page.keyboard.press('Escape');
    await expectClosed(page);
    await expect(menuButton(page)).toBeFocused();
  });

  test('closes on a press outside', async ({ page }) => {
    await gotoReady(page, '/');
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await expectOpen(page);

    // An empty spot of the header, between the logo and the buttons: outside the menu.
    const logo = await page.getByRole('link', { name: 'Hanzo, ir al inicio' }).boundingBox();
    const toggle = await page.getByRole('button', { name: /^Cambiar a modo/ }).boundingBox();
    if (!logo || !toggle) throw new Error('the logo and the theme toggle must be laid out');
    const x = (logo.x + logo.width + toggle.x) / 2;
    await page.mouse.click(x, 32);
    await expectClosed(page);
    await expect(page).toHaveURL((url) => url.pathname === '/');
  });

  test('closes after following a page link', async ({ page }) => {
    await gotoReady(page, '/');
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await menuPanel(page).getByRole('link', { name: 'Blog' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/blog/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectClosed(page);
  });

  test('closes after following a service link', async ({ page }) => {
    await gotoReady(page, '/blog/');
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await servicesToggle(page).click();
    await menuPanel(page).locator('a[href="/servicios/base-de-datos/"]').click();
    await expect(page).toHaveURL((url) => url.pathname === '/servicios/base-de-datos/');
    await expectClosed(page);
  });

  test('"Servicios" closes the menu and shows the services section, from another page too', async ({
    page,
  }) => {
    await gotoReady(page, '/blog/');
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await menuPanel(page).getByRole('link', { name: servicesMenu.label, exact: true }).tap();
    await expectClosed(page);
    await expect(page).toHaveURL((url) => url.pathname === '/' && url.hash === '#servicios');
    await expect.poll(() => viewportTop(page.locator('section#servicios'))).toBeLessThan(100);
  });

  test('closes after following a section link and the section is shown', async ({ page }) => {
    await gotoReady(page, '/');
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await menuPanel(page).getByRole('link', { name: 'Contacto' }).click();
    await expectClosed(page);
    await expect(page).toHaveURL((url) => url.hash === '#contacto');
    await expect.poll(() => viewportTop(page.locator('section#contacto'))).toBeLessThan(100);
    await expect(page.locator('section#contacto')).toBeInViewport();
  });

  test('keeps Tab and Shift+Tab inside the open menu; the page behind neither scrolls nor takes focus', async ({
    page,
  }) => {
    await gotoReady(page, '/');
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await expectOpen(page);
    const insideMenu = () =>
      page.evaluate(
        () =>
          document.activeElement?.closest('#menu-movil') !== null ||
          document.activeElement?.getAttribute('aria-controls') === 'menu-movil',
      );
    for (let press = 0; press < PANEL_HREFS.length + 3; press += 1) {
      await page.keyboard.press('Tab');
      expect(await insideMenu()).toBe(true);
    }
    // From the menu button, Shift+Tab wraps to the menu's last link.
    await menuButton(page).focus();
    await page.keyboard.press('Shift+Tab');
    await expect(menuPanel(page).getByRole('link').last()).toBeFocused();

    await expect(page.locator('#contenido')).toHaveJSProperty('inert', true);
    await page.mouse.move(200, 700);
    // Once the wheel has reached the page and two frames are drawn, a scroll would have begun.
    type Wheeled = Window & { wheeled?: Promise<number> };
    await page.evaluate(() => {
      (window as Wheeled).wheeled = new Promise((resolve) =>
        window.addEventListener(
          'wheel',
          () => requestAnimationFrame(() => requestAnimationFrame(() => resolve(window.scrollY))),
          { once: true },
        ),
      );
    });
    await page.mouse.wheel(0, 800);
    expect(await page.evaluate(() => (window as Wheeled).wheeled)).toBe(0);

    await page.keyboard.press('Escape');
    await expectClosed(page);
    await expect(menuButton(page)).toBeFocused();
    await expect(page.locator('#contenido')).toHaveJSProperty('inert', false);
    await page.mouse.wheel(0, 800);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  test('a tap on the dimmed page behind closes the menu', async ({ page }) => {
    await gotoReady(page, '/');
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await expectOpen(page);
    await page.mouse.click(200, 820);
    await expectClosed(page);
  });

  test('marks the page you are on, its submenu already open on a service page', async ({
    page,
  }) => {
    await gotoReady(page, '/servicios/base-de-datos/');
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await expect(servicesToggle(page)).toHaveAttribute('aria-expanded', 'true');
    const current = menuPanel(page).locator('[aria-current="page"]');
    await expect(current).toHaveCount(1);
    await expect(current).toHaveAttribute('href', '/servicios/base-de-datos/');
  });

  // One axe pass per test (light, then dark), each within its own time budget.
  test('has no axe violations while open (light)', async ({ page }) => {
    await gotoReady(page, '/');
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await expectOpen(page);
    await expectNoAxeViolations(page, 'mobile menu open (light)');
  });

  test('has no axe violations while open (dark)', async ({ page }) => {
    await gotoReady(page, '/');
    await chooseTheme(page, 'dark');
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await expectOpen(page);
    await expectNoAxeViolations(page, 'mobile menu open (dark)');
  });
});
