/**
 * Newsletter sign-up in the offline (browser storage) mode: the export under test has no Firebase
 * config. Valid, duplicate and invalid emails, the honeypot, and broken storage.
 */
import type { Page } from '@playwright/test';
import { EMAIL_MESSAGES, LOCAL_KEYS } from '../lib/email/model';
import { newsletterText } from '../content/newsletter';
import { expect, gotoReady, readLocalStorage, test } from './fixtures';

const ARTICLE = '/blog/analisis-de-datos/kpis-esenciales-pymes-que-medir/';

function form(page: Page, location: 'footer' | 'article') {
  return page.getByTestId(`newsletter-${location}`);
}

async function subscribe(page: Page, location: 'footer' | 'article', email: string) {
  const box = form(page, location);
  await box.getByLabel(newsletterText.label).fill(email);
  await box.getByRole('button', { name: newsletterText.submit }).click();
  return box;
}

async function storedSubscribers(page: Page): Promise<Array<Record<string, unknown>>> {
  return JSON.parse((await readLocalStorage(page, LOCAL_KEYS.subscribers)) ?? '[]') as Array<
    Record<string, unknown>
  >;
}

test('subscribing from the footer stores the normalised email with the spec fields', async ({
  page,
}) => {
  await gotoReady(page, '/');
  const box = await subscribe(page, 'footer', '  Dueña@MiTienda.MX ');
  await expect(box.getByRole('status')).toHaveText(newsletterText.success);
  await expect(box.getByLabel(newsletterText.label)).toHaveValue('');
  const [subscriber] = await storedSubscribers(page);
  expect(subscriber).toMatchObject({
    email: 'dueña@mitienda.mx',
    source: 'newsletter',
    active: true,
    preferences: { newsletter: true, productUpdates: false, blogNotifications: false },
    metadata: { formLocation: 'footer', currentUrl: expect.stringContaining('/') },
  });
  expect(String(subscriber?.id)).toMatch(/^local_\d+_[a-z0-9]+$/);
  expect(Number.isNaN(Date.parse(String(subscriber?.subscribedAt)))).toBe(false);
});

test('the same email from an article is a duplicate, and the field keeps it', async ({ page }) => {
  await gotoReady(page, '/');
  await subscribe(page, 'footer', 'socio@empresa.mx');
  await expect(form(page, 'footer').getByRole('status')).toHaveText(newsletterText.success);

  await gotoReady(page, ARTICLE);
  const box = await subscribe(page, 'article', 'SOCIO@empresa.mx');
  await expect(box.getByRole('alert')).toHaveText(EMAIL_MESSAGES.duplicate);
  await expect(box.getByLabel(newsletterText.label)).toHaveValue('SOCIO@empresa.mx');
  expect(await storedSubscribers(page)).toHaveLength(1);
});

test('an invalid email gets "Email inválido" and nothing is stored', async ({ page }) => {
  await gotoReady(page, ARTICLE);
  for (const email of ['', 'sin-arroba.mx', 'a@b', 'con espacio@x.mx']) {
    const box = await subscribe(page, 'article', email);
    await expect(box.getByRole('alert')).toHaveText(EMAIL_MESSAGES.invalid);
    await expect(box.getByLabel(newsletterText.label)).toHaveAttribute('aria-invalid', 'true');
  }
  expect(await readLocalStorage(page, LOCAL_KEYS.subscribers)).toBeNull();
});

test('an article sign-up records the article it came from', async ({ page }) => {
  await gotoReady(page, ARTICLE);
  await subscribe(page, 'article', 'lectora@negocio.mx');
  await expect(form(page, 'article').getByRole('status')).toHaveText(newsletterText.success);
  const [subscriber] = await storedSubscribers(page);
  expect(subscriber?.metadata).toMatchObject({
    formLocation: 'article',
    articleSlug: 'kpis-esenciales-pymes-que-medir',
  });
});

test('a filled honeypot looks like success to the bot but stores nothing', async ({ page }) => {
  await gotoReady(page, '/');
  const box = form(page, 'footer');
  await box.locator('input[name="sitio_web"]').fill('https://spam.example', { force: true });
  await subscribe(page, 'footer', 'bot@spam.example');
  await expect(box.getByRole('status')).toHaveText(newsletterText.success);
  expect(await readLocalStorage(page, LOCAL_KEYS.subscribers)).toBeNull();
});

test('garbage in the stored list is kept aside, not overwritten, and the sign-up works', async ({
  page,
  context,
}) => {
  await context.addInitScript(
    ([key]) => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem(key as string, '{{esto no es JSON');
        localStorage.setItem('hanzo_registered_users', '"texto"');
        sessionStorage.setItem('seeded', '1');
      }
    },
    [LOCAL_KEYS.subscribers],
  );
  await gotoReady(page, '/');
  const box = await subscribe(page, 'footer', 'nuevo@cliente.mx');
  await expect(box.getByRole('status')).toHaveText(newsletterText.success);
  expect((await storedSubscribers(page)).map((entry) => entry.email)).toEqual(['nuevo@cliente.mx']);
  const backups = await page.evaluate(
    (key) =>
      Object.keys(localStorage)
        .filter((name) => name.startsWith(`${key}_corrupt_`))
        .map((name) => localStorage.getItem(name)),
    LOCAL_KEYS.subscribers,
  );
  expect(backups).toEqual(['{{esto no es JSON']);
});

test('storage that throws: the page works and the visitor gets the catalogue error', async ({
  page,
  context,
  pageErrors,
}) => {
  await context.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('bloqueado', 'SecurityError');
      },
    });
  });
  await gotoReady(page, '/');
  const box = await subscribe(page, 'footer', 'cliente@tienda.mx');
  await expect(box.getByRole('alert')).toHaveText(EMAIL_MESSAGES.subscribeFailed);
  await expect(box.getByLabel(newsletterText.label)).toHaveValue('cliente@tienda.mx');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(pageErrors).toEqual([]);
});

test('the form is labelled and links the privacy notice', async ({ page }) => {
  await gotoReady(page, '/');
  const box = form(page, 'footer');
  await expect(box.getByLabel(newsletterText.label)).toHaveAttribute('type', 'email');
  await expect(box.getByRole('link', { name: newsletterText.consentLink })).toHaveAttribute(
    'href',
    '/privacidad/',
  );
  await expect(box.locator('input[name="sitio_web"]')).toHaveAttribute('tabindex', '-1');
});
