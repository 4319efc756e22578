/**
 * The newsletter form's other paths against the Firestore emulator (the sign-ups themselves and
 * the duplicate are in firebase.online.spec.ts): invalid emails and the honeypot never reach
 * Firestore, broken browser storage does not stop a sign-up, the form is labelled; and the one
 * browser test of the local-storage mode: when Firebase cannot start, sign-ups are kept in the
 * visitor's browser and the admin page of that browser shows them with its offline notice (the
 * local store itself is covered by lib/email/store-local.test.ts).
 */
import { adminText } from '../content/admin';
import { newsletterText } from '../content/newsletter';
import { signUpMessages } from '../content/sign-up';
import { EMAIL_MESSAGES, LOCAL_KEYS } from '../lib/email/model';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { blockStorage } from './page-checks';
import { gotoReady, readLocalStorage, untilIdle } from './site';
import { online, readSubscriber, resetEmulators } from '../testing/emulator-data';
import { ARTICLE, FIRESTORE_ANSWER, newsletterForm, subscribe } from './online';

/** The requests the page sends to the Firestore emulator (none before the store is needed). */
function recordFirestoreRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).host === online.firestoreHost) urls.push(request.url());
  });
  return urls;
}

test.beforeEach(async () => {
  await resetEmulators();
});

test('an invalid email gets "Email inválido" and nothing is sent to Firestore', async ({
  page,
}) => {
  const firestoreRequests = recordFirestoreRequests(page);
  await gotoReady(page, ARTICLE);
  for (const email of ['', 'sin-arroba.mx', 'a@b', 'con espacio@x.mx']) {
    const box = await subscribe(page, 'article', email);
    await expect(box.getByRole('alert')).toHaveText(EMAIL_MESSAGES.invalid);
    await expect(box.getByLabel(newsletterText.label)).toHaveAttribute('aria-invalid', 'true');
  }
  expect(firestoreRequests).toEqual([]);
});

test('a filled honeypot looks like success to the bot but nothing is sent', async ({ page }) => {
  const firestoreRequests = recordFirestoreRequests(page);
  await gotoReady(page, '/');
  const box = newsletterForm(page, 'footer');
  // The working form first (a focus loads its code, which then replaces the server's copy): a
  // fill that lands as the copy leaves the page types into an element no longer there.
  await box.getByLabel(newsletterText.label).focus();
  await untilIdle(page);
  await box.locator('input[name="sitio_web"]').fill('https://spam.example', { force: true });
  await subscribe(page, 'footer', 'bot@spam.example');
  await expect(box.getByRole('status')).toHaveText(
    signUpMessages.sent({ email: 'bot@spam.example', stage: 'signup', retry: null }),
    FIRESTORE_ANSWER,
  );
  expect(firestoreRequests).toEqual([]);
  expect(await readSubscriber('bot@spam.example')).toBeNull();
});

test('storage that throws: the page works and the sign-up still reaches Firestore', async ({
  page,
  context,
  pageErrors,
}) => {
  await blockStorage(context, ['localStorage']);
  await gotoReady(page, '/');
  const box = await subscribe(page, 'footer', 'cliente@tienda.mx');
  await expect(box.getByRole('status')).toHaveText(
    signUpMessages.sent({ email: 'cliente@tienda.mx', stage: 'signup', retry: null }),
    FIRESTORE_ANSWER,
  );
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await readSubscriber('cliente@tienda.mx')).toMatchObject({ email: 'cliente@tienda.mx' });
  expect(pageErrors).toEqual([]);
});

test('the form is labelled and links the privacy notice', async ({ page }) => {
  await gotoReady(page, '/');
  const box = newsletterForm(page, 'footer');
  await expect(box.getByLabel(newsletterText.label)).toHaveAttribute('type', 'email');
  await expect(box.getByRole('link', { name: newsletterText.consentLink })).toHaveAttribute(
    'href',
    '/privacidad/',
  );
  await expect(box.locator('input[name="sitio_web"]')).toHaveAttribute('tabindex', '-1');
});

test('when Firebase cannot load, the sign-up is kept in this browser and its admin page shows it', async ({
  page,
}) => {
  // The script with Firestore's SDK fails to download (a network failure, a blocker): the only
  // chunk that names Firestore's production host is refused, everything else is served.
  const refused: string[] = [];
  await page.route('**/_next/static/chunks/**', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes('firestore.googleapis.com')) {
      refused.push(route.request().url());
      await route.abort('blockedbyclient');
    } else {
      await route.fulfill({ response, body });
    }
  });
  const firestoreRequests = recordFirestoreRequests(page);

  await gotoReady(page, '/');
  const box = await subscribe(page, 'footer', '  Dueña@MiTienda.MX ');
  // Browser storage cannot send mail: nothing to confirm, and the form says so.
  await expect(box.getByRole('status')).toHaveText(
    signUpMessages['saved-locally']({ email: '', stage: 'signup', retry: null }),
    FIRESTORE_ANSWER,
  );
  await expect(box.getByLabel(newsletterText.label)).toHaveValue('');
  expect(refused).not.toEqual([]);
  const stored = JSON.parse((await readLocalStorage(page, LOCAL_KEYS.subscribers)) ?? '[]');
  expect(stored).toEqual([
    expect.objectContaining({
      email: 'dueña@mitienda.mx',
      source: 'newsletter',
      active: true,
      metadata: expect.objectContaining({ formLocation: 'footer' }),
    }),
  ]);
  expect(firestoreRequests).toEqual([]);
  expect(await readSubscriber('dueña@mitienda.mx')).toBeNull();

  // The same browser's admin page: no sign-in, the offline notice, this browser's sign-up.
  await gotoReady(page, '/admin/');
  await expect(page.getByRole('note')).toHaveText(adminText.offlineNote);
  await expect(page.getByTestId('stat-totalSubscribers')).toHaveText('1');
  const rows = page.getByRole('region', { name: adminText.tableCaption }).locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('dueña@mitienda.mx');
  await expect(page.getByRole('button', { name: adminText.signIn })).toHaveCount(0);
});
