import type { BrowserContext } from '@playwright/test';
import { THEME_KEY } from '../lib/browser/boot-script';
import { expect, test } from './fixtures';
import { gotoReady, htmlHasDarkClass, readLocalStorage, themeToggle } from './site';

const TO_DARK = 'Cambiar a modo oscuro';
const TO_LIGHT = 'Cambiar a modo claro';

/** Stores a theme before every load of the context (the value is seen by the inline script). */
async function storeThemeOnEveryLoad(context: BrowserContext, value: string) {
  await context.addInitScript(([key, theme]) => window.localStorage.setItem(key, theme), [
    THEME_KEY,
    value,
  ] as const);
}

test.describe('theme toggle', () => {
  test('switches to dark and back, saves the choice and keeps it after reload', async ({
    page,
  }) => {
    await gotoReady(page, '/');
    expect(await htmlHasDarkClass(page)).toBe(false);
    await expect(themeToggle(page)).toHaveAccessibleName(TO_DARK);
    expect(await readLocalStorage(page, THEME_KEY)).toBeNull();

    await themeToggle(page).click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect(themeToggle(page)).toHaveAccessibleName(TO_LIGHT);
    expect(await readLocalStorage(page, THEME_KEY)).toBe('dark');

    await page.reload();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect(themeToggle(page)).toHaveAccessibleName(TO_LIGHT);

    await themeToggle(page).click();
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
    await expect(themeToggle(page)).toHaveAccessibleName(TO_DARK);
    expect(await readLocalStorage(page, THEME_KEY)).toBe('light');

    await page.reload();
    await expect(themeToggle(page)).toHaveAccessibleName(TO_DARK);
    expect(await htmlHasDarkClass(page)).toBe(false);
  });

  test('the choice holds on other pages', async ({ page }) => {
    await gotoReady(page, '/');
    await themeToggle(page).click();
    await expect(themeToggle(page)).toHaveAccessibleName(TO_LIGHT);

    await gotoReady(page, '/blog/');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect(themeToggle(page)).toHaveAccessibleName(TO_LIGHT);
  });

  test('the page colours change with the theme', async ({ page }) => {
    await gotoReady(page, '/');
    const body = page.locator('body');
    const lightBackground = await body.evaluate((el) => getComputedStyle(el).backgroundColor);
    await themeToggle(page).click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect(body).not.toHaveCSS('background-color', lightBackground);
  });

  test("a choice made in another tab applies here, and the system's change does not undo it", async ({
    page,
    context,
  }) => {
    await gotoReady(page, '/');
    const other = await context.newPage();
    await gotoReady(other, '/blog/');
    await themeToggle(other).click();
    await expect(other.locator('html')).toHaveClass(/\bdark\b/);

    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect(themeToggle(page)).toHaveAccessibleName(TO_LIGHT);
    // A saved choice wins over the system preference, also when it changes.
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(themeToggle(page)).toHaveAccessibleName(TO_LIGHT);
    expect(await htmlHasDarkClass(page)).toBe(true);
  });

  test('with nothing saved, the page follows the system preference as it changes', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await gotoReady(page, '/');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect(themeToggle(page)).toHaveAccessibleName(TO_LIGHT);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
    await expect(themeToggle(page)).toHaveAccessibleName(TO_DARK);
    expect(await readLocalStorage(page, THEME_KEY)).toBeNull();
  });
});

test.describe('system preference, dark', () => {
  test.use({ colorScheme: 'dark' });

  test('applies when nothing is saved', async ({ page }) => {
    await gotoReady(page, '/');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect(themeToggle(page)).toHaveAccessibleName(TO_LIGHT);
    expect(await readLocalStorage(page, THEME_KEY)).toBeNull();
  });

  test('a saved light theme wins over it', async ({ page, context }) => {
    await storeThemeOnEveryLoad(context, 'light');
    await gotoReady(page, '/');
    await expect(themeToggle(page)).toHaveAccessibleName(TO_DARK);
    expect(await htmlHasDarkClass(page)).toBe(false);
  });

  test('a garbage saved value is dropped and the system preference applies', async ({
    page,
    context,
  }) => {
    await storeThemeOnEveryLoad(context, 'púrpura');
    await gotoReady(page, '/');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect(page.locator('html')).not.toHaveClass(/púrpura/);
    await expect(themeToggle(page)).toHaveAccessibleName(TO_LIGHT);
    expect(await readLocalStorage(page, THEME_KEY)).toBeNull();
  });
});

test.describe('system preference, light', () => {
  test.use({ colorScheme: 'light' });

  test('a garbage saved value is dropped and the page stays light', async ({ page, context }) => {
    await storeThemeOnEveryLoad(context, 'púrpura');
    await gotoReady(page, '/');
    expect(await htmlHasDarkClass(page)).toBe(false);
    await expect(page.locator('html')).not.toHaveClass(/púrpura/);
    await expect(themeToggle(page)).toHaveAccessibleName(TO_DARK);
    expect(await readLocalStorage(page, THEME_KEY)).toBeNull();
  });
});

test.describe('no flash of the wrong theme', () => {
  test('a saved dark theme applies before any bundle runs', async ({ page, context }) => {
    await storeThemeOnEveryLoad(context, 'dark');
    const blockedScripts: string[] = [];
    await context.route('**/_next/static/**/*.js', async (route) => {
      blockedScripts.push(route.request().url());
      await route.abort();
    });

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(blockedScripts.length).toBeGreaterThan(0);
    expect(await htmlHasDarkClass(page)).toBe(true);
    // The header stays olive and the toggle shows the sun icon (moon first, sun second).
    await expect(page.getByRole('banner')).toHaveCSS('background-color', 'rgb(87, 89, 61)');
    const icons = page.getByRole('button', { name: 'Cambiar tema de color' }).locator('svg');
    await expect(icons).toHaveCount(2);
    await expect(icons.nth(0)).toBeHidden();
    await expect(icons.nth(1)).toBeVisible();
  });
});

test.describe('no flash of the wrong theme, dark system', () => {
  test.use({ colorScheme: 'dark' });

  test('a saved light theme stays light before any bundle runs', async ({ page, context }) => {
    await storeThemeOnEveryLoad(context, 'light');
    await context.route('**/_next/static/**/*.js', (route) => route.abort());
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await htmlHasDarkClass(page)).toBe(false);
  });
});
