import { UNKNOWN_URL } from './html';
import { expect, test } from './fixtures';
import { gotoReady } from './site';

test.describe('unknown URL', () => {
  test('answers 404 with the Spanish not-found page', async ({ page }) => {
    const response = await gotoReady(page, UNKNOWN_URL);
    expect(response?.status()).toBe(404);
    await expect(page).toHaveURL((url) => url.pathname === UNKNOWN_URL);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Página no encontrada');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-MX');
    await expect(page).toHaveTitle('Página no encontrada | Hanzo');
    await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute('content', /noindex/);
    // The shell is there too.
    await expect(page.getByRole('link', { name: 'Hanzo, ir al inicio' })).toBeVisible();
  });

  test('"Ir al inicio" leads to the home page', async ({ page }) => {
    await gotoReady(page, UNKNOWN_URL);
    const home = page.getByRole('link', { name: 'Ir al inicio', exact: true });
    await expect(home).toHaveAttribute('href', '/');
    await home.click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(page.locator('section#servicios')).toBeAttached();
  });

  test('"Conocer los servicios" leads to the services overview', async ({ page }) => {
    await gotoReady(page, UNKNOWN_URL);
    const services = page.getByRole('link', { name: 'Conocer los servicios' });
    await expect(services).toHaveAttribute('href', '/servicios/');
    await services.click();
    await expect(page).toHaveURL((url) => url.pathname === '/servicios/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('"Ir a contacto" leads to the contact section of the home page', async ({ page }) => {
    await gotoReady(page, UNKNOWN_URL);
    const contact = page.getByRole('link', { name: 'Ir a contacto' });
    await expect(contact).toHaveAttribute('href', '/#contacto');
    await contact.click();
    await expect(page).toHaveURL((url) => url.pathname === '/' && url.hash === '#contacto');
    await expect(page.locator('section#contacto')).toBeInViewport();
  });

  test('a deeper unknown path and a file-like path are 404 too', async ({ request }) => {
    for (const path of [
      '/servicios/no-existe/',
      '/blog/analisis-de-datos/no-existe/',
      '/nada.html',
    ]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).toContain('Página no encontrada');
    }
  });
});
