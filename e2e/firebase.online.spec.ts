/**
 * The newsletter and the admin view as they run in production, in Chromium, against the real
 * Firestore and Auth emulators and the project's rules (the test export has a demo Firebase
 * config pointing at them). Visitors subscribe from the footer and from an article; a Google
 * account outside the admin addresses is refused at sign-in, and one that lost the role on the
 * page; the admin sees the counts and rows and downloads exports whose content is
 * checked.
 *
 * One story on one shared project: the tests run in order and the first one starts from empty
 * emulators (the `online` project runs one spec at a time).
 */
import { adminText, confirmationLabels, filterLabels } from '../content/admin';
import { newsletterText } from '../content/newsletter';
import { signUpMessages } from '../content/sign-up';
import { COLLECTIONS, EMAIL_MESSAGES } from '../lib/email/model';
import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './page-checks';
import { gotoReady } from './site';
import {
  authAccountsFor,
  grantAdmin,
  readCollection,
  readDocument,
  readSubscriber,
  resetEmulators,
  revokeAdmin,
  writeDocument,
} from '../testing/emulator-data';
import { ARTICLE, csvLines, downloadFrom, FIRESTORE_ANSWER, signInAs, subscribe } from './online';

test.describe.configure({ mode: 'serial' });

const VISITOR_EMAIL = 'cliente.nueva@empresa.mx';
const GUEST = { email: 'invitado@empresa.mx', name: 'Luis Invitado' };
const ADMIN = { email: 'duena@hanzo.mx', name: 'Marta Dueña' };
let guestUid = '';

function secondsAgo(value: unknown): number {
  return (Date.now() - Date.parse(String(value))) / 1000;
}

test.beforeAll(async () => {
  await resetEmulators();
});

test('a footer sign-up writes the subscriber document with the spec fields', async ({
  page,
  baseURL,
  cspViolations,
}) => {
  await gotoReady(page, '/');
  const box = await subscribe(page, 'footer', '  Cliente.Nueva@Empresa.MX ');
  await expect(box.getByRole('status')).toHaveText(
    signUpMessages.sent({ email: VISITOR_EMAIL, stage: 'signup', retry: null }),
    FIRESTORE_ANSWER,
  );
  await expect(box.getByLabel(newsletterText.label)).toHaveValue('');
  // The page's policies let the SDK reach Firestore and the site's function: nothing blocked.
  expect(cspViolations).toEqual([]);

  const document = await readSubscriber(VISITOR_EMAIL);
  expect(document).not.toBeNull();
  expect(Object.keys(document ?? {}).sort()).toEqual([
    'active',
    'confirmedAt',
    'email',
    'expiresAt',
    'metadata',
    'preferences',
    'source',
    'subscribedAt',
  ]);
  expect(document).toMatchObject({
    email: VISITOR_EMAIL,
    source: 'newsletter',
    active: true,
    confirmedAt: null,
    preferences: { newsletter: true, productUpdates: false, blogNotifications: false },
    metadata: {
      formLocation: 'footer',
      currentUrl: `${baseURL}/`,
      userAgent: expect.stringContaining('Chrome'),
    },
  });
  // A server timestamp, written by Firestore at the time of the sign-up.
  expect(secondsAgo(document?.subscribedAt)).toBeGreaterThanOrEqual(-5);
  expect(secondsAgo(document?.subscribedAt)).toBeLessThan(120);
  // The database deletes it 30 days later unless it is confirmed (decision 15).
  const days = -secondsAgo(document?.expiresAt) / 86_400;
  expect(days).toBeGreaterThan(29.9);
  expect(days).toBeLessThan(30.1);
});

test('the same email from an article gets the duplicate message and changes nothing', async ({
  page,
}) => {
  const before = await readSubscriber(VISITOR_EMAIL);
  await gotoReady(page, ARTICLE);
  const box = await subscribe(page, 'article', 'CLIENTE.NUEVA@empresa.mx');
  await expect(box.getByRole('alert')).toHaveText(EMAIL_MESSAGES.duplicate, FIRESTORE_ANSWER);
  await expect(box.getByLabel(newsletterText.label)).toHaveValue('CLIENTE.NUEVA@empresa.mx');
  expect(await readSubscriber(VISITOR_EMAIL)).toEqual(before);
  expect(await readCollection(COLLECTIONS.subscribers)).toHaveLength(1);
});

test('an article sign-up records the article it came from', async ({ page }) => {
  await gotoReady(page, ARTICLE);
  const box = await subscribe(page, 'article', 'lectora@negocio.mx');
  await expect(box.getByRole('status')).toHaveText(
    signUpMessages.sent({ email: 'lectora@negocio.mx', stage: 'signup', retry: null }),
    FIRESTORE_ANSWER,
  );
  expect(await readSubscriber('lectora@negocio.mx')).toMatchObject({
    source: 'newsletter',
    metadata: { formLocation: 'article', articleSlug: 'kpis-esenciales-pymes-que-medir' },
  });
});

test('when Google’s sign-in window cannot open, the admin page says so in Spanish', async ({
  page,
}) => {
  // Offline, the SDK cannot load the script it opens the popup with (apis.google.com).
  await gotoReady(page, '/admin/');
  await page.getByRole('button', { name: adminText.signIn }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(adminText.signInFailed);
  await expect(page.getByRole('button', { name: adminText.signIn })).toBeEnabled();
});

test('a Google account outside the admin addresses never exists: the sign-in gate refuses it', async ({
  context,
}) => {
  const stranger = { email: 'cualquiera@gmail.com', name: 'Alguien' };
  await expect(signInAs(context, stranger)).rejects.toThrow(/not-admin/);
  expect(await authAccountsFor(stranger.email)).toBe(0);
});

test('a signed-in person who lost the admin role is refused, nothing is written, and can sign out', async ({
  page,
  context,
}) => {
  // Signed in while an admin (the gate lets Google in for the admin addresses only), then the
  // role was taken away: the session stays, the page and the rules refuse it.
  await grantAdmin(GUEST.email);
  const uid = await signInAs(context, GUEST);
  guestUid = uid;
  await revokeAdmin(GUEST.email);
  await gotoReady(page, '/admin/');
  const refusal = page.getByRole('main').getByRole('alert');
  await expect(refusal).toContainText(adminText.refused);
  await expect(refusal).toContainText(GUEST.email);
  await expect(page.getByTestId('stat-totalSubscribers')).toHaveCount(0);
  await expect(page.getByRole('table')).toHaveCount(0);
  await expectNoAxeViolations(page, 'admin, refused');

  // The role is checked before anything is written (decision 12).
  expect(await readDocument(COLLECTIONS.users, uid)).toBeNull();
  expect(await readCollection(COLLECTIONS.activities)).toEqual([]);

  await refusal.getByRole('button', { name: adminText.signOut }).click();
  await expect(page.getByRole('button', { name: adminText.signIn })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: adminText.signIn })).toBeVisible();
});

test('the admin sees the counts and rows, filters them and downloads checked exports', async ({
  page,
  context,
}) => {
  // A registered user who agreed to marketing email (registered users are listed only then),
  // as an earlier version of the site registered every signed-in visitor.
  expect(guestUid).not.toBe('');
  await writeDocument(COLLECTIONS.users, guestUid, {
    userId: guestUid,
    email: GUEST.email,
    name: GUEST.name,
    provider: 'google.com',
    avatar: '',
    registeredAt: new Date(),
    lastLogin: new Date(),
    emailConsent: true,
    marketingConsent: true,
    metadata: { userAgent: 'e2e', referrer: '', loginCount: 1 },
  });
  await grantAdmin(ADMIN.email);
  const uid = await signInAs(context, ADMIN);
  await gotoReady(page, '/admin/');
  await expect(page.getByText(ADMIN.email)).toBeVisible();
  await expect(page.getByTestId('stat-totalSubscribers')).toHaveText('2');
  await expect(page.getByTestId('stat-activeSubscribers')).toHaveText('2');
  await expect(page.getByTestId('stat-totalRegisteredUsers')).toHaveText('2');
  await expect(page.getByTestId('stat-marketingConsentUsers')).toHaveText('1');
  // Nobody opened a confirmation link yet.
  await expect(page.getByTestId('stat-confirmedSubscribers')).toHaveText('0');
  // The admin, once recognised, is registered with the spec's record and one activity.
  expect(await readDocument(COLLECTIONS.users, uid)).toMatchObject({
    email: ADMIN.email,
    provider: 'google.com',
    marketingConsent: false,
  });
  expect(await readCollection(COLLECTIONS.activities)).toEqual([
    expect.objectContaining({ userId: uid, action: 'admin_login' }),
  ]);

  const rows = page.getByRole('region', { name: adminText.tableCaption }).locator('tbody tr');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText('lectora@negocio.mx');
  await expect(rows.nth(1)).toContainText(VISITOR_EMAIL);
  await expect(rows.nth(2)).toContainText(GUEST.name);
  await expect(rows.nth(0)).toContainText(confirmationLabels.pending);
  await expect(rows.nth(2)).toContainText(confirmationLabels.confirmed);
  const filter = page.getByLabel(adminText.filterLabel);
  await filter.selectOption({ label: filterLabels.registered_users });
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(GUEST.email);
  await filter.selectOption({ label: filterLabels.newsletter_only });
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: GUEST.email })).toHaveCount(0);
  await filter.selectOption({ label: filterLabels.blog_engaged });
  await expect(rows).toHaveCount(0);
  await expect(page.getByText(adminText.empty)).toBeVisible();
  await filter.selectOption({ label: filterLabels.all });
  await expect(rows).toHaveCount(3);
  await expectNoAxeViolations(page, 'admin, signed in');

  const json = await downloadFrom(page, adminText.downloadJson);
  expect(json.name).toMatch(/^hanzo-correos-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(json.text) as {
    source: string;
    totalEmails: number;
    exportedAt: string;
    statistics: Record<string, number>;
    emails: Array<{ email: string; source: string; type: string; subscribedAt: string }>;
  };
  expect(exported).toMatchObject({
    source: 'firebase',
    totalEmails: 3,
    statistics: {
      totalSubscribers: 2,
      activeSubscribers: 2,
      confirmedSubscribers: 0,
      totalRegisteredUsers: 2,
      marketingConsentUsers: 1,
    },
  });
  expect(exported.emails.map((item) => item.email)).toEqual([
    'lectora@negocio.mx',
    VISITOR_EMAIL,
    GUEST.email,
  ]);
  expect(exported.emails[1]).toMatchObject({ source: 'newsletter', type: 'subscriber' });
  expect(exported.emails[2]).toMatchObject({ source: 'registration', type: 'registered_user' });
  expect(Date.now() - Date.parse(exported.exportedAt)).toBeLessThan(120_000);

  const lines = csvLines((await downloadFrom(page, adminText.downloadCsv)).text);
  expect(lines[0]).toBe(
    'id,email,name,source,subscribedAt,type,provider,status,confirmedAt,formLocation,articleSlug',
  );
  expect(lines).toHaveLength(4);
  expect(lines[1]).toContain('lectora@negocio.mx,Suscriptor,newsletter');
  const registeredAt = exported.emails[2]?.subscribedAt ?? '';
  expect(Number.isNaN(Date.parse(registeredAt))).toBe(false);
  expect(lines[3]).toBe(
    `${guestUid},${GUEST.email},${GUEST.name},registration,${registeredAt},registered_user,google.com,activo,${registeredAt},,`,
  );
  // Nothing pending may be mailed: the mail tool's list is empty until someone confirms.
  expect(csvLines((await downloadFrom(page, adminText.downloadMailing)).text)).toEqual([
    'email,subscribedAt,confirmedAt',
  ]);
});

test('a short list leaves no blank band below it, and the header stays on screen', async ({
  page,
  context,
}) => {
  await signInAs(context, ADMIN);
  await gotoReady(page, '/admin/');
  const table = page.getByRole('region', { name: adminText.tableCaption });
  await expect(table.locator('tbody tr')).toHaveCount(3);
  // The page ends with its content: at most the page's bottom padding under the last section.
  const last = page.getByRole('main').locator('section').last();
  const { pageHeight, viewport, contentBottom } = await last.evaluate((element) => ({
    pageHeight: document.documentElement.scrollHeight,
    viewport: window.innerHeight,
    contentBottom: element.getBoundingClientRect().bottom + window.scrollY,
  }));
  expect(pageHeight - Math.max(contentBottom, viewport - 120)).toBeLessThanOrEqual(120);

  // Scrolled to the end (a phone's short viewport scrolls), the header is still at the top.
  await page.setViewportSize({ width: page.viewportSize()?.width ?? 1280, height: 420 });
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  const header = page.getByRole('banner');
  await expect(header).toBeInViewport();
  expect((await header.boundingBox())?.y).toBe(0);
});
