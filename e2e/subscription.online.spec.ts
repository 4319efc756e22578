/**
 * The subscriber's page and the admin answering a request, in Chromium against the Firestore and
 * Auth emulators and the project's rules (decision 11). The email link is read from the Auth
 * emulator's out-of-band codes, as the inbox would show it.
 */
import type { Page } from '@playwright/test';
import { lookupText } from '../content/admin';
import { newsletterText } from '../content/newsletter';
import { subscriptionText as text } from '../content/subscription';
import { downloadFrom, expect, expectNoAxeViolations, gotoReady, test } from './fixtures';
import { grantAdmin, readSubscriber, resetEmulators, signInAs, signInLinkFor } from './online';

test.describe.configure({ mode: 'serial' });

const SUBSCRIBER = 'suscriptora@tienda.mx';
const ARTICLE = '/blog/analisis-de-datos/kpis-esenciales-pymes-que-medir/';
const ADMIN = { email: 'duena@hanzo.mx', name: 'Marta Dueña' };

async function subscribeFrom(page: Page, location: 'footer' | 'article', email: string) {
  const box = page.getByTestId(`newsletter-${location}`);
  await box.getByLabel(newsletterText.label).fill(email);
  await box.getByRole('button', { name: newsletterText.submit }).click();
  await expect(box.getByRole('status')).toHaveText(newsletterText.success);
}

async function requestLink(page: Page, email: string) {
  await gotoReady(page, text.path);
  await page.getByLabel(text.emailLabel).fill(email);
  await page.getByRole('button', { name: text.requestSubmit }).click();
  await expect(page.getByRole('heading', { name: text.sentTitle })).toBeVisible();
  await expect(page.getByText(text.sent(email))).toBeVisible();
}

const notice = (page: Page) => page.getByRole('main').getByRole('status').first();

test.beforeAll(async () => {
  await resetEmulators();
  await grantAdmin(ADMIN.email);
});

test('a subscriber proves the address by link, leaves, comes back, chooses, downloads and deletes', async ({
  page,
  browser,
}) => {
  await gotoReady(page, '/');
  await subscribeFrom(page, 'footer', SUBSCRIBER);
  expect(await readSubscriber(SUBSCRIBER)).toMatchObject({
    preferences: { newsletter: true, productUpdates: false },
  });

  await requestLink(page, SUBSCRIBER);
  await page.goto(await signInLinkFor(SUBSCRIBER));
  const summary = page.getByRole('region', { name: text.summaryTitle });
  await expect(summary).toContainText(SUBSCRIBER);
  await expect(summary).toContainText('Pie de página');
  await expect(summary).toContainText(text.status.active);
  // The spent link leaves the address bar.
  expect(new URL(page.url()).search).toBe('');
  await expectNoAxeViolations(page, 'subscription page, signed in');

  await page.getByRole('button', { name: text.unsubscribe }).click();
  await expect(notice(page)).toHaveText(text.done.unsubscribed);
  expect(await readSubscriber(SUBSCRIBER)).toMatchObject({
    email: SUBSCRIBER,
    active: false,
    preferences: { newsletter: false, productUpdates: false },
  });
  await page.reload();
  await expect(summary).toContainText(text.status.inactive);

  await page.getByRole('button', { name: text.resubscribe }).click();
  await expect(notice(page)).toHaveText(text.done.resubscribed);
  await page.getByRole('checkbox', { name: text.preferences.productUpdates }).check();
  await page.getByRole('button', { name: text.savePreferences }).click();
  await expect(notice(page)).toHaveText(text.done.saved);
  expect(await readSubscriber(SUBSCRIBER)).toMatchObject({
    active: true,
    preferences: { newsletter: true, productUpdates: true },
  });

  const download = await downloadFrom(page, text.download);
  expect(JSON.parse(download.text)).toMatchObject({
    Correo: SUBSCRIBER,
    Estado: text.status.active,
    Preferencias: { Boletín: true, 'Novedades de servicios': true },
  });

  await page.getByRole('button', { name: text.delete }).click();
  const dialog = page.getByRole('dialog', { name: text.deleteDialog.title });
  await expect(dialog).toContainText('Esto no se puede deshacer.');
  await expectNoAxeViolations(page, 'subscription page, delete dialog');
  await dialog.getByRole('button', { name: text.deleteDialog.confirm }).click();
  await expect(notice(page)).toHaveText(text.done.deleted);
  expect(await readSubscriber(SUBSCRIBER)).toBeNull();

  // The admin no longer finds the address.
  const adminContext = await browser.newContext();
  await signInAs(adminContext, ADMIN);
  const admin = await adminContext.newPage();
  await gotoReady(admin, '/admin/');
  await admin.getByLabel(lookupText.label).fill(SUBSCRIBER);
  await admin.getByRole('button', { name: lookupText.submit }).click();
  await expect(admin.getByText(lookupText.notFound(SUBSCRIBER))).toBeVisible();
  await adminContext.close();
});

test('a link opened on another device asks for the address and refuses a different one', async ({
  page,
  browser,
}) => {
  const email = 'otro.dispositivo@tienda.mx';
  await gotoReady(page, '/');
  await subscribeFrom(page, 'footer', email);
  await requestLink(page, email);
  const link = await signInLinkFor(email);

  const otherDevice = await browser.newContext();
  const phone = await otherDevice.newPage();
  await phone.goto(link);
  await expect(phone.getByRole('heading', { name: text.confirmTitle })).toBeVisible();
  await phone.getByLabel(text.emailLabel).fill('alguien.mas@tienda.mx');
  await phone.getByRole('button', { name: text.confirmSubmit }).click();
  await expect(notice(phone)).toHaveText(text.errors.wrongEmail);
  await phone.getByLabel(text.emailLabel).fill(email);
  await phone.getByRole('button', { name: text.confirmSubmit }).click();
  await expect(phone.getByRole('region', { name: text.summaryTitle })).toContainText(email);
  await otherDevice.close();

  // The same link again is spent.
  await page.goto(link);
  await expect(notice(page)).toHaveText(text.errors.expiredLink);
});

test('the admin looks an address up, unsubscribes, reactivates and deletes it', async ({
  page,
  context,
}) => {
  const email = 'lectora.articulo@tienda.mx';
  await gotoReady(page, ARTICLE);
  await subscribeFrom(page, 'article', email);

  await signInAs(context, ADMIN);
  await gotoReady(page, '/admin/');
  const active = page.getByTestId('stat-activeSubscribers');
  const before = Number(await active.textContent());
  await page.getByLabel(lookupText.label).fill(email);
  await page.getByRole('button', { name: lookupText.submit }).click();
  const found = page.getByTestId('subscriber-found');
  await expect(found).toContainText(lookupText.status.active);
  await expect(found).toContainText('Artículo: ');

  await found.getByRole('button', { name: lookupText.unsubscribe }).click();
  await expect(page.getByText(lookupText.done.unsubscribed(email))).toBeVisible();
  await expect(found).toContainText(lookupText.status.inactive);
  await expect(active).toHaveText(String(before - 1));
  expect(await readSubscriber(email)).toMatchObject({ active: false });

  await found.getByRole('button', { name: lookupText.resubscribe }).click();
  await expect(active).toHaveText(String(before));

  await found.getByRole('button', { name: lookupText.delete }).click();
  const dialog = page.getByRole('dialog', { name: lookupText.deleteDialog.title(email) });
  await expectNoAxeViolations(page, 'admin, delete dialog');
  await dialog.getByRole('button', { name: lookupText.deleteDialog.confirm }).click();
  await expect(page.getByText(lookupText.done.deleted(email))).toBeVisible();
  await expect(active).toHaveText(String(before - 1));
  expect(await readSubscriber(email)).toBeNull();
});
