/**
 * The email list's whole life against the Firestore, Auth and Functions emulators, the project's
 * rules and functions, a local SMTP server and the mail tool's stand-in (decisions 11, 12, 15 and
 * 17): a sign-up is pending until its owner opens the confirmation link in the Spanish mail the
 * site's function sent, on any device, once or twice; only then is it confirmed, in the mailing
 * export and in the mail tool; an expired link sends a fresh one, an altered one confirms nothing,
 * nor does a scanner that fetches it; the subscriber changes and erases everything, and the mail
 * tool and the sign-in account follow; the per-mailbox limit refuses with its message and its
 * hour; the admin answers requests, brings back a mail tool's unsubscribes and deletes old
 * unconfirmed sign-ups; forged consent, a create without its expiry, a password sign-up and an
 * email-link "admin" are refused.
 */
import type { Browser, Page } from '@playwright/test';
import { deleteApp, initializeApp } from 'firebase/app';
import { connectAuthEmulator, createUserWithEmailAndPassword, getAuth } from 'firebase/auth';
import {
  connectFirestoreEmulator,
  doc,
  getFirestore,
  serverTimestamp,
  setDoc,
} from 'firebase/firestore';
import {
  adminText,
  bulkText,
  confirmationLabels,
  lookupText,
  mailToolText,
  purgeText,
} from '../content/admin';
import { newsletterText } from '../content/newsletter';
import { MAIL_SUBJECTS } from '../content/newsletter-mail';
import { type SignUpFacts, signUpMessages } from '../content/sign-up';
import { downloadLabels, subscriptionText as text } from '../content/subscription';
import { makeConfirmToken } from '../functions/src/confirm-token';
import {
  CALLABLES,
  FUNCTIONS_REGION,
  confirmLinkUrl,
  pendingExpiry,
} from '../lib/email/link-contract';
import { localSecret } from '../testing/emulators';
import { COLLECTIONS, EMAIL_MESSAGES, subscriberId } from '../lib/email/model';
import { TEST_BREVO_LIST_ID, TEST_BREVO_LISTS } from '../testing/env';
import { GA_ID } from '../testing/tag-stand-in';
import { recordGtag } from './tag';
import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './page-checks';
import { gotoReady } from './site';
import {
  authAccountsFor,
  forgetLinkLimits,
  grantAdmin,
  online,
  readCollection,
  readSubscriber,
  resetEmulators,
  writeDocument,
} from '../testing/emulator-data';
import {
  ARTICLE,
  confirmLinkOf,
  csvLines,
  downloadFrom,
  FIRESTORE_ANSWER,
  pageOfLink,
  signInAs,
  subscribe,
} from './online';
import {
  mailServerDown,
  mailsFor,
  mailTool,
  mailToolCallsAbout,
  newestMailFor,
} from '../testing/mail-stand-ins-client';

test.describe.configure({ mode: 'serial' });

const SUBSCRIBER = 'suscriptora@tienda.mx';
const ADMIN = { email: 'duena@hanzo.mx', name: 'Marta Dueña' };

async function requestLink(page: Page, email: string) {
  await gotoReady(page, text.path);
  await page.getByLabel(text.emailLabel).fill(email);
  await page.getByRole('button', { name: text.requestSubmit }).click();
  await expect(page.getByRole('heading', { name: text.sentTitle })).toBeVisible();
  await expect(page.getByText(text.sent(email))).toBeVisible();
}

const notice = (page: Page) => page.getByRole('main').getByRole('status').first();

const CONFIRM_SUBJECT = MAIL_SUBJECTS.confirm;
const MANAGE_SUBJECT = MAIL_SUBJECTS.manage;

/** What the form says after a sign-up (or a request again) that went. */
const sent = (email: string, stage: SignUpFacts['stage'] = 'signup') =>
  signUpMessages.sent({ email, stage, retry: null });

/** The lists the mail tool's stand-in has the address on (none: not a contact), once it settles. */
const expectInMailTool = (email: string, lists: number[] | undefined) =>
  expect.poll(async () => (await mailTool()).contacts[email], { timeout: 15_000 }).toEqual(lists);
const summary = (page: Page) => page.getByRole('region', { name: text.summaryTitle });

/** The admin's page in a context of its own, signed in with Google. */
async function adminPage(browser: Browser) {
  const context = await browser.newContext();
  await signInAs(context, ADMIN);
  const page = await context.newPage();
  await gotoReady(page, '/admin/');
  return { page, close: () => context.close() };
}

async function lookUp(page: Page, email: string) {
  await page.getByLabel(lookupText.label).fill(email);
  await page.getByRole('button', { name: lookupText.submit }).click();
  return page.getByTestId('subscriber-found');
}

test.beforeAll(async () => {
  await resetEmulators();
  await grantAdmin(ADMIN.email);
});

test.describe('with analytics accepted', () => {
  test.use({ storedConsent: 'true' });

  test('a sign-up stays pending until its owner opens the link, then it is confirmed and mailed', async ({
    page,
    browser,
    context,
    externalRequests,
    analyticsHits,
  }) => {
    // What analytics would see: every call handed to the tag, and the hits its stand-in sends
    // with the page's address (tag.ts).
    await recordGtag(context);
    await gotoReady(page, '/');
    const box = await subscribe(page, 'footer', SUBSCRIBER);
    await expect(box.getByRole('status')).toHaveText(sent(SUBSCRIBER), FIRESTORE_ANSWER);
    expect(await readSubscriber(SUBSCRIBER)).toMatchObject({ confirmedAt: null, active: true });

    const admin = await adminPage(browser);
    await expect(await lookUp(admin.page, SUBSCRIBER)).toContainText(confirmationLabels.pending);
    expect(csvLines((await downloadFrom(admin.page, adminText.downloadMailing)).text)).toEqual([
      'email,subscribedAt,confirmedAt',
    ]);

    // The owner's own mail, in Spanish, saying what the link does and that it lasts a week;
    // nothing reached the mail tool.
    const mail = await newestMailFor(SUBSCRIBER);
    expect(mail.from).toBe('"Hanzo" <boletin@hanzo.test>');
    expect(mail.subject).toBe(CONFIRM_SUBJECT);
    expect(mail.text.split('\n')[0]).toBe(CONFIRM_SUBJECT);
    expect(mail.text).toContain('El enlace sirve 7 días, en cualquier dispositivo');
    expect(mail.html).toContain('Confirmar mi suscripción');
    expect(await mailToolCallsAbout(SUBSCRIBER)).toEqual([]);
    // The site's own link, not Firebase's: the subscription page with the signed token.
    const link = confirmLinkOf(mail);
    const token = new URL(link).searchParams.get('confirmar') ?? '';
    expect(new URL(link).pathname).toBe(text.path);
    expect(link).not.toContain('oobCode');
    // A mail scanner that fetches the link and runs no page confirms nothing.
    expect((await fetch(link)).ok).toBe(true);
    expect((await readSubscriber(SUBSCRIBER))?.confirmedAt).toBeNull();
    await page.goto(link);
    await expect(notice(page)).toHaveText(text.confirmOutcomes.confirmed, FIRESTORE_ANSWER);
    await expect(page.getByRole('heading', { name: text.confirmedTitle })).toBeVisible();
    expect((await readSubscriber(SUBSCRIBER))?.confirmedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    // The one-time code never reached analytics: not a call handed to the tag, not the address its
    // hits carry, not a request.
    const handed = () =>
      page.evaluate(() =>
        JSON.stringify([...(window.__gtagCalls ?? []), ...(window.dataLayer ?? [])]),
      );
    // The tag loaded and was configured on this page (its first page view goes with 'config').
    await expect.poll(handed).toContain(GA_ID);
    const addresses = () => analyticsHits.map((hit) => new URL(hit).searchParams.get('dl'));
    await expect.poll(() => addresses().join(' ')).toContain(text.path);
    for (const seen of [await handed(), ...analyticsHits, ...externalRequests]) {
      expect(seen).not.toContain(token);
      expect(seen).not.toContain('confirmar=');
    }
    // Nor does the address bar keep it, nor the address a link was sent to outlive the link.
    expect(new URL(page.url()).search).toBe('');
    expect(await page.evaluate(() => localStorage.getItem('hanzo_boletin_correo'))).toBeNull();

    // Confirmed, the address is on the owner's mail tool list, and the admin sees it connected.
    await expectInMailTool(SUBSCRIBER, [TEST_BREVO_LIST_ID]);
    await admin.page.reload();
    await expect(
      admin.page.getByRole('region', { name: mailToolText.title, exact: true }),
    ).toContainText(mailToolText.connected('Brevo'), FIRESTORE_ANSWER);
    await expect(await lookUp(admin.page, SUBSCRIBER)).toContainText(confirmationLabels.confirmed);
    const mailing = csvLines((await downloadFrom(admin.page, adminText.downloadMailing)).text);
    expect(mailing).toHaveLength(2);
    expect(mailing[1]).toMatch(new RegExp(`^${SUBSCRIBER},`));
    await admin.close();

    // Opened again, here or on another device, it says so and changes nothing.
    const firstConfirmation = (await readSubscriber(SUBSCRIBER))?.confirmedAt;
    const otherDevice = await browser.newContext();
    const phone = await otherDevice.newPage();
    await phone.goto(link);
    await expect(notice(phone)).toHaveText(
      text.confirmOutcomes['already-confirmed'],
      FIRESTORE_ANSWER,
    );
    await otherDevice.close();
    expect((await readSubscriber(SUBSCRIBER))?.confirmedAt).toBe(firstConfirmation);
  });
});

test('a confirmation link that expired sends a fresh one; an altered or stale one confirms nothing', async ({
  page,
}) => {
  const email = `semana${test.info().retry || ''}@tienda.mx`;
  await gotoReady(page, '/');
  await subscribe(page, 'footer', email);
  await expect.poll(() => readSubscriber(email), FIRESTORE_ANSWER).not.toBeNull();
  const id = await subscriberId(email);
  const secret = localSecret('CONFIRM_TOKEN_SECRET');
  // Its sign-up nine days ago, and a link mailed eight days ago (one past the week).
  await writeDocument(
    COLLECTIONS.subscribers,
    id,
    { subscribedAt: new Date(Date.now() - 9 * 86_400_000) },
    true,
  );
  const old = confirmLinkUrl(
    new URL(page.url()).origin,
    makeConfirmToken(secret, { subscriptionId: id, issuedAt: Date.now() - 8 * 86_400_000 }),
  );
  await page.goto(old);
  await expect(notice(page)).toHaveText(text.confirmOutcomes.expired, FIRESTORE_ANSWER);
  expect((await readSubscriber(email))?.confirmedAt).toBeNull();
  await expectNoAxeViolations(page, 'subscription page, expired confirmation');
  // A fresh link, without typing the address: the function finds it from the old link.
  await forgetLinkLimits(email);
  const before = (await mailsFor(email)).length;
  await page.getByRole('button', { name: text.freshLink }).click();
  await expect(notice(page)).toHaveText(text.freshLinkSent, FIRESTORE_ANSWER);
  await expect.poll(async () => (await mailsFor(email)).length).toBe(before + 1);
  const fresh = confirmLinkOf(await newestMailFor(email, CONFIRM_SUBJECT));
  await page.goto(fresh);
  await expect(notice(page)).toHaveText(text.confirmOutcomes.confirmed, FIRESTORE_ANSWER);

  // Altered (another subscription's id under this signature), signed with another key, or mailed
  // for an earlier sign-up of an address that signed up again: nothing is confirmed.
  const other = `otra.semana${test.info().retry || ''}@tienda.mx`;
  await gotoReady(page, '/');
  await subscribe(page, 'footer', other);
  await expect.poll(() => readSubscriber(other), FIRESTORE_ANSWER).not.toBeNull();
  const otherId = await subscriberId(other);
  const [, issued, signature] = new URL(fresh).searchParams.get('confirmar')?.split('.') ?? [];
  const forged = [
    `${otherId}.${issued}.${signature}`,
    makeConfirmToken('otra-clave', { subscriptionId: otherId, issuedAt: Date.now() }),
    makeConfirmToken(secret, { subscriptionId: otherId, issuedAt: Date.now() - 86_400_000 }),
  ];
  for (const token of forged) {
    await page.goto(confirmLinkUrl(new URL(page.url()).origin, token));
    await expect(notice(page)).toHaveText(text.confirmOutcomes.invalid, FIRESTORE_ANSWER);
  }
  expect((await readSubscriber(other))?.confirmedAt).toBeNull();
  // Nor does a call to the function without App Check (a script, not the site in a browser).
  const call = await fetch(
    `${online.functionsOrigin}/${online.projectId}/${FUNCTIONS_REGION}/${CALLABLES.confirm}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        data: {
          token: makeConfirmToken(secret, { subscriptionId: otherId, issuedAt: Date.now() }),
        },
      }),
    },
  );
  expect(call.status).toBe(401);
  expect((await readSubscriber(other))?.confirmedAt).toBeNull();
});

test('the subscriber leaves, comes back, chooses, downloads, and erasure leaves nothing', async ({
  page,
}) => {
  // Signed in again later (an hour for the link limit) with a manage link (no confirmation in it).
  await forgetLinkLimits(SUBSCRIBER);
  await requestLink(page, SUBSCRIBER);
  const mail = await newestMailFor(SUBSCRIBER, MANAGE_SUBJECT);
  expect(mail.text).toContain('Administrar mi suscripción');
  await page.goto(pageOfLink(mail));
  await expect(summary(page)).toContainText(SUBSCRIBER);
  await expect(summary(page)).toContainText('Pie de página');
  await expect(summary(page)).toContainText(text.status.active);
  await expect(page.getByText(text.signedInAs(SUBSCRIBER))).toBeVisible();
  expect(new URL(page.url()).search).toBe('');
  await expectNoAxeViolations(page, 'subscription page, signed in');

  await page.getByRole('button', { name: text.unsubscribe }).click();
  await expect(notice(page)).toHaveText(text.done.unsubscribed);
  expect(await readSubscriber(SUBSCRIBER)).toMatchObject({
    email: SUBSCRIBER,
    active: false,
    preferences: { newsletter: false, productUpdates: false },
  });
  // The mail tool follows: off the newsletter's list, still a contact.
  await expectInMailTool(SUBSCRIBER, []);
  // The proof lasts for this tab: a reload keeps it.
  await page.reload();
  await expect(summary(page)).toContainText(text.status.inactive);

  await page.getByRole('button', { name: text.resubscribe }).click();
  await expect(notice(page)).toHaveText(text.done.resubscribed);
  await page.getByRole('checkbox', { name: text.preferences.productUpdates }).check();
  await page.getByRole('button', { name: text.savePreferences }).click();
  await expect(notice(page)).toHaveText(text.done.saved);
  expect(await readSubscriber(SUBSCRIBER)).toMatchObject({
    active: true,
    preferences: { newsletter: true, productUpdates: true },
  });
  // Each choice is its list (decision 18): the newsletter's and the services'.
  await expectInMailTool(SUBSCRIBER, [
    TEST_BREVO_LISTS.newsletter,
    TEST_BREVO_LISTS.productUpdates,
  ]);

  const download = JSON.parse((await downloadFrom(page, text.download)).text);
  expect(download).toMatchObject({
    [text.fields.email]: SUBSCRIBER,
    [text.fields.status]: text.status.active,
    Preferencias: { Boletín: true, 'Novedades de servicios': true },
  });
  expect(download[downloadLabels.confirmedAt]).toMatch(/^\d{4}-/);

  // The sign-in account the links made exists until the erasure.
  expect(await authAccountsFor(SUBSCRIBER)).toBe(1);
  await page.getByRole('button', { name: text.delete }).click();
  const dialog = page.getByRole('dialog', { name: text.deleteDialog.title });
  await expect(dialog).toContainText('Esto no se puede deshacer.');
  await expectNoAxeViolations(page, 'subscription page, delete dialog');
  await dialog.getByRole('button', { name: text.deleteDialog.confirm }).click();
  await expect(notice(page)).toHaveText(text.done.deleted);

  // Nothing names the subscriber any more: no document in any collection, no contact in the
  // mail tool, no sign-in account (the function deletes the last two once the subscription goes).
  await expectInMailTool(SUBSCRIBER, undefined);
  await expect.poll(() => authAccountsFor(SUBSCRIBER), { timeout: 15_000 }).toBe(0);
  await expect(page.getByText(text.signedInAs(SUBSCRIBER))).toHaveCount(0);
  const left = (
    await Promise.all(
      [COLLECTIONS.subscribers, COLLECTIONS.users, COLLECTIONS.activities].map(readCollection),
    )
  )
    .flat()
    .filter((entry) => JSON.stringify(entry).includes(SUBSCRIBER));
  expect(left).toEqual([]);
});

test('an access link opened on another device asks for the address; a pending sign-up is confirmed there', async ({
  page,
  browser,
}) => {
  const email = 'otro.dispositivo@tienda.mx';
  await gotoReady(page, '/');
  const box = await subscribe(page, 'footer', email);
  await expect(box.getByRole('status')).toHaveText(sent(email), FIRESTORE_ANSWER);
  // The confirmation mail went; the person asks for the access link instead.
  await forgetLinkLimits(email);
  await requestLink(page, email);
  const link = pageOfLink(await newestMailFor(email, MANAGE_SUBJECT));

  const otherDevice = await browser.newContext();
  const phone = await otherDevice.newPage();
  await phone.goto(link);
  await expect(phone.getByRole('heading', { name: text.confirmTitle })).toBeVisible();
  await phone.getByLabel(text.emailLabel).fill('alguien.mas@tienda.mx');
  await phone.getByRole('button', { name: text.confirmSubmit }).click();
  await expect(notice(phone)).toHaveText(text.errors.wrongEmail);
  await phone.getByLabel(text.emailLabel).fill(email);
  await phone.getByRole('button', { name: text.confirmSubmit }).click();
  await expect(summary(phone)).toContainText(email);
  await expect(summary(phone)).toContainText(text.confirmation.pending);
  // Proven by the link, the owner confirms here: the site's function writes it.
  await phone.getByRole('button', { name: text.confirmNow }).click();
  await expect(notice(phone)).toHaveText(text.done.confirmed, FIRESTORE_ANSWER);
  await expect(summary(phone)).toContainText('Confirmada el');
  expect((await readSubscriber(email))?.confirmedAt).toMatch(/^\d{4}-/);
  await otherDevice.close();

  // The same access link again is spent.
  await page.goto(link);
  await expect(notice(page)).toHaveText(text.errors.expiredLink);
});

test('a duplicate keeps the spec message and may ask for the link again, within the limit', async ({
  page,
}) => {
  // One address per attempt: the function counts a retried run's links in Firestore too.
  const email = `repetida${test.info().retry || ''}${test.info().repeatEachIndex || ''}@tienda.mx`;
  await writeDocument(COLLECTIONS.subscribers, await subscriberId(email), {
    email,
    source: 'newsletter',
    subscribedAt: new Date(),
    active: true,
    confirmedAt: null,
    preferences: { newsletter: true, productUpdates: false, blogNotifications: false },
    metadata: { userAgent: 'e2e', referrer: '', currentUrl: '' },
  });
  await gotoReady(page, ARTICLE);
  const box = await subscribe(page, 'article', email);
  await expect(box.getByRole('alert')).toHaveText(EMAIL_MESSAGES.duplicate, FIRESTORE_ANSWER);
  await box.getByRole('button', { name: newsletterText.resend }).click();
  // Sent: a status, not an alert, and the way to ask again stays.
  await expect(box.getByRole('status')).toHaveText(sent(email, 'resend'));
  expect((await newestMailFor(email)).subject).toBe(CONFIRM_SUBJECT);
  // A second one within the minute: the function's limit, kept in Firestore, refuses it and
  // says when the next may go.
  await box.getByRole('button', { name: newsletterText.resend }).click();
  await expect(box.getByRole('alert')).toHaveText(
    /^Para cuidar tu bandeja .* inténtalo de nuevo a partir de las \d\d:\d\d\.$/,
  );
  expect(await mailsFor(email)).toHaveLength(1);
  // The pending sign-up is kept all the while.
  expect(await readSubscriber(email)).toMatchObject({ confirmedAt: null, active: true });
});

test('a mail server that is down: the sign-up is kept, the form and /boletin/ say so, and the link goes later', async ({
  page,
}) => {
  const email = `sin.servidor${test.info().retry || ''}@tienda.mx`;
  await mailServerDown(true);
  try {
    await gotoReady(page, '/');
    const box = await subscribe(page, 'footer', email);
    await expect(box.getByRole('alert')).toHaveText(
      signUpMessages['mail-failed']({ email, stage: 'signup', retry: null }),
      FIRESTORE_ANSWER,
    );
    expect(await readSubscriber(email)).toMatchObject({ confirmedAt: null, active: true });
    expect(await mailsFor(email)).toEqual([]);
    // /boletin/ says it cannot send links for now, and whom to write to.
    await gotoReady(page, text.path);
    await page.getByLabel(text.emailLabel).fill(email);
    await page.getByRole('button', { name: text.requestSubmit }).click();
    await expect(notice(page)).toContainText(
      'Por ahora no podemos enviar enlaces',
      FIRESTORE_ANSWER,
    );
  } finally {
    await mailServerDown(false);
  }
  // Back up: the form's resend brings the confirmation (a failed send did not count against
  // the address's limit).
  await gotoReady(page, '/');
  const box = await subscribe(page, 'footer', email);
  await expect(box.getByRole('alert')).toHaveText(EMAIL_MESSAGES.duplicate, FIRESTORE_ANSWER);
  await box.getByRole('button', { name: newsletterText.resend }).click();
  await expect(box.getByRole('status')).toHaveText(sent(email, 'resend'), FIRESTORE_ANSWER);
  expect((await newestMailFor(email)).subject).toBe(CONFIRM_SUBJECT);
});

test('an invisible character makes no look-alike sign-up', async ({ page }) => {
  await gotoReady(page, '/');
  const box = await subscribe(page, 'footer', 'suscrip\u200Btora@tienda.mx');
  await expect(box.getByRole('alert')).toHaveText(EMAIL_MESSAGES.invalid);
  // Nor does an address with a display name, which would put its text into the mail.
  await subscribe(page, 'footer', 'Gana un premio <suscriptora@tienda.mx>');
  await expect(box.getByRole('alert')).toHaveText(EMAIL_MESSAGES.invalid);
});

test('the admin answers a request, brings back unsubscribes and clears old unconfirmed sign-ups', async ({
  page,
  context,
}) => {
  const email = 'lectora.articulo@tienda.mx';
  await gotoReady(page, ARTICLE);
  await subscribe(page, 'article', email);
  await expect.poll(() => readSubscriber(email)).not.toBeNull();

  await signInAs(context, ADMIN);
  await gotoReady(page, '/admin/');
  const active = page.getByTestId('stat-activeSubscribers');
  const before = Number(await active.textContent());
  const found = await lookUp(page, email);
  await expect(found).toContainText(lookupText.status.active);
  await expect(found).toContainText(confirmationLabels.pending);
  await expect(found).toContainText('Artículo: ');

  await found.getByRole('button', { name: lookupText.unsubscribe }).click();
  await expect(page.getByText(lookupText.done.unsubscribed(email))).toBeVisible();
  await expect(found).toContainText(lookupText.status.inactive);
  await expect(active).toHaveText(String(before - 1));
  await found.getByRole('button', { name: lookupText.resubscribe }).click();
  await expect(active).toHaveText(String(before));

  // A mail tool's export of its unsubscribes, pasted as it comes.
  await page
    .getByLabel(bulkText.label)
    .fill(`"Email Address","Unsub Time"\n"${email.toUpperCase()}","2026-11-01"\nnadie@tienda.mx`);
  await page.getByRole('button', { name: bulkText.check }).click();
  await expect(page.getByText(bulkText.found(2, 1))).toBeVisible();
  await page.getByRole('button', { name: bulkText.apply(1) }).click();
  await expect(page.getByText(bulkText.done(1))).toBeVisible();
  expect(await readSubscriber(email)).toMatchObject({ active: false });
  await expect(active).toHaveText(String(before - 1));

  // A sign-up nobody confirmed in 40 days goes; a recent one stays.
  const old = 'olvidada@tienda.mx';
  await writeDocument(COLLECTIONS.subscribers, await subscriberId(old), {
    email: old,
    source: 'newsletter',
    subscribedAt: new Date(Date.now() - 40 * 86_400_000),
    active: true,
    confirmedAt: null,
    preferences: { newsletter: true, productUpdates: false, blogNotifications: false },
    metadata: { userAgent: 'e2e', referrer: '', currentUrl: '' },
  });
  await page.getByRole('button', { name: purgeText.submit(30) }).click();
  const dialog = page.getByRole('dialog', { name: purgeText.dialogTitle(1) });
  await expectNoAxeViolations(page, 'admin, clean-up dialog');
  await dialog.getByRole('button', { name: purgeText.confirm }).click();
  await expect(page.getByText(purgeText.done(1))).toBeVisible();
  expect(await readSubscriber(old)).toBeNull();
  expect(await readSubscriber(email)).not.toBeNull();

  await (await lookUp(page, email)).getByRole('button', { name: lookupText.delete }).click();
  const remove = page.getByRole('dialog', { name: lookupText.deleteDialog.title(email) });
  await expectNoAxeViolations(page, 'admin, delete dialog');
  await remove.getByRole('button', { name: lookupText.deleteDialog.confirm }).click();
  await expect(page.getByText(lookupText.done.deleted(email))).toBeVisible();
  expect(await readSubscriber(email)).toBeNull();
});

test('forged consent and an email-link "admin" are refused', async ({ page }) => {
  // A client of its own, outside the site: what a forger could send.
  const app = initializeApp(
    { apiKey: online.apiKey, projectId: online.projectId, authDomain: 'x' },
    `forger-${Date.now()}`,
  );
  try {
    const firestore = getFirestore(app);
    const [host, port] = online.firestoreHost.split(':');
    connectFirestoreEmulator(firestore, host ?? '', Number(port));
    const victim = 'victima@tienda.mx';
    const forged = setDoc(doc(firestore, COLLECTIONS.subscribers, await subscriberId(victim)), {
      email: victim,
      source: 'newsletter',
      subscribedAt: serverTimestamp(),
      active: true,
      confirmedAt: null,
      preferences: { newsletter: true, productUpdates: true, blogNotifications: false },
      metadata: { userAgent: 'x', referrer: '', currentUrl: '', formLocation: 'admin' },
    });
    await expect(forged).rejects.toMatchObject({ code: 'permission-denied' });

    // The default consent without the expiry the database deletes it by: refused as well; the
    // same create with its expiry passes, so the expiry is what was missing.
    const honest = {
      email: victim,
      source: 'newsletter',
      subscribedAt: serverTimestamp(),
      active: true,
      confirmedAt: null,
      preferences: { newsletter: true, productUpdates: false, blogNotifications: false },
      metadata: { userAgent: 'x', referrer: '', currentUrl: '' },
    };
    const victimRef = doc(firestore, COLLECTIONS.subscribers, await subscriberId(victim));
    await expect(setDoc(victimRef, honest)).rejects.toMatchObject({ code: 'permission-denied' });
    expect(await readSubscriber(victim)).toBeNull();
    await setDoc(victimRef, { ...honest, expiresAt: pendingExpiry() });
    expect(await readSubscriber(victim)).toMatchObject({ confirmedAt: null });

    // A password sign-up under someone else's address: the site's blocking function refuses the
    // account before it exists, so it can never be verified into "the proven owner".
    const auth = getAuth(app);
    connectAuthEmulator(auth, `http://${online.authHost}`, { disableWarnings: true });
    await expect(
      createUserWithEmailAndPassword(auth, victim, 'contraseña-segura'),
    ).rejects.toThrow();
    expect(await authAccountsFor(victim)).toBe(0);
  } finally {
    await deleteApp(app);
  }

  // The admin's address proven by an email link, not Google: the admin page refuses it.
  await requestLink(page, ADMIN.email);
  await page.goto(pageOfLink(await newestMailFor(ADMIN.email)));
  await expect(page.getByText(text.signedInAs(ADMIN.email))).toBeVisible();
  await gotoReady(page, '/admin/');
  await expect(page.getByRole('main').getByRole('alert')).toContainText(adminText.refused);
  await expect(page.getByTestId('stat-totalSubscribers')).toHaveCount(0);
});
