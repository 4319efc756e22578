import { expect, test } from './fixtures';
import { gotoReady } from './site';

test.describe('keyboard', () => {
  test('the first Tab reaches the skip link, and Enter moves focus to the content', async ({
    page,
  }) => {
    await gotoReady(page, '/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Saltar al contenido' });
    await expect(skip).toBeFocused();
    await expect(skip).toHaveAttribute('href', '#contenido');
    // Visually hidden until focused, then shown on top of the header.
    await expect(skip).toBeInViewport();
    const box = await skip.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(40);
    expect(box?.height ?? 0).toBeGreaterThan(20);

    await page.keyboard.press('Enter');
    await expect(page.locator('main#contenido')).toBeFocused();
    await expect(page).toHaveURL((url) => url.hash === '#contenido');

    // The next Tab continues inside the content, not in the header.
    await page.keyboard.press('Tab');
    const insideMain = await page.evaluate(
      () => document.activeElement?.closest('main#contenido') !== null,
    );
    expect(insideMain).toBe(true);
  });

  test('the skip link is the first stop on another page too', async ({ page }) => {
    await gotoReady(page, '/blog/');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Saltar al contenido' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#contenido')).toBeFocused();
  });

  test('after the skip link comes the logo link', async ({ page }) => {
    await gotoReady(page, '/');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Hanzo, ir al inicio' })).toBeFocused();
  });
});
