/**
 * The mail announcing an article and the mail tool's "no"s (decision 18), on the Functions, Auth
 * and Firestore emulators with the local SMTP server and the mail tool's stand-in: each choice has
 * its list; the admin previews an article's mail, sends a test to their own address and sends it,
 * as a campaign to those who chose "new articles", with the article's link and UTM tags and the
 * tool's one-click unsubscribe; a second send asks first; a non-admin and a call without App Check
 * are refused; a one-click unsubscribe, a hard bounce and a spam complaint come back by webhook
 * and unsubscribe the person on the site too, and nothing re-adds them; a webhook call without
 * the secret changes nothing.
 */
import { setLogLevel } from 'firebase/firestore';
import { articleMailText } from '../content/article-mail';
import type {
  ArticleMailPreview,
  ArticleMailRecord,
  ArticleMailStatus,
} from '../lib/email/article-mail-contract';
import { CALLABLES, FUNCTIONS_REGION } from '../lib/email/link-contract';
import { COLLECTIONS, subscriberId } from '../lib/email/model';
import { RESUBSCRIBE } from '../lib/email/subscription';
import { localSecret } from '../testing/emulators';
import { TEST_BREVO_LISTS } from '../testing/env';
import { callable, closeClients, signedInAdmin } from '../testing/site-clients';
import {
  grantAdmin,
  online,
  readDocument,
  readSubscriber,
  resetEmulators,
  writeDocument,
} from '../testing/emulator-data';
import { FIRESTORE_ANSWER, signInAs } from './online';
import {
  mailsFor,
  mailTool,
  mailToolWebhook,
  newestMailFor,
} from '../testing/mail-stand-ins-client';
import { realArticles } from './blog-data';
import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './page-checks';
import { gotoReady } from './site';

test.describe.configure({ mode: 'serial' });

const ADMIN = 'duena@hanzo.mx';
const ADMIN_NAME = 'Marta Dueña';
const WEBHOOK = `${online.functionsOrigin}/${online.projectId}/${FUNCTIONS_REGION}/mailToolEvents`;
const {
  blogNotifications: ARTICLES,
  newsletter: NEWSLETTER,
  productUpdates: SERVICES,
} = TEST_BREVO_LISTS;

const NONE = { newsletter: false, productUpdates: false, blogNotifications: false };

/** Confirmed subscribers with their choices, written as the site would have left them. */
const people = {
  articles: { email: 'lee.articulos@tienda.mx', newsletter: true, blogNotifications: true },
  newsletter: { email: 'solo.boletin@tienda.mx', newsletter: true, blogNotifications: false },
  everything: {
    email: 'todo@tienda.mx',
    newsletter: false,
    blogNotifications: true,
    productUpdates: true,
  },
};

let idToken = '';
const asAdmin = (data: unknown, options: { appCheck?: boolean } = {}) =>
  callable(CALLABLES.articleMail, data, { idToken, ...options });

/** The lists the stand-in has the address on, once the outbox has delivered. */
const expectLists = (email: string, lists: number[] | undefined) =>
  expect
    .poll(async () => (await mailTool()).contacts[email]?.sort(), { timeout: 20_000 })
    .toEqual(lists);

test.beforeAll(async () => {
  setLogLevel('error');
  await resetEmulators();
  await grantAdmin(ADMIN);
  // The stand-in calls the site's webhook as Brevo would, with the secret the owner set there.
  await mailToolWebhook(WEBHOOK, localSecret('BREVO_WEBHOOK_SECRET'));
  for (const { email, ...choices } of Object.values(people)) {
    await writeDocument(COLLECTIONS.subscribers, await subscriberId(email), {
      email,
      source: 'newsletter',
      subscribedAt: new Date(Date.now() - 86_400_000),
      active: true,
      confirmedAt: new Date(),
      preferences: { ...NONE, ...choices },
      metadata: { userAgent: 'e2e', referrer: '', currentUrl: '' },
    });
  }
  idToken = (await signedInAdmin(ADMIN)).idToken;
});

test.afterAll(() => closeClients());

test('each choice is its own list in the mail tool', async () => {
  await expectLists(people.articles.email, [NEWSLETTER, ARTICLES]);
  await expectLists(people.newsletter.email, [NEWSLETTER]);
  await expectLists(people.everything.email, [ARTICLES, SERVICES]);
});

test('the admin previews, tests and sends an article to those who chose new articles', async () => {
  const [article] = realArticles;
  if (!article) throw new Error('no published article');
  const status = (await asAdmin({ action: 'status' })) as { ok: true; result: ArticleMailStatus };
  expect(status.result).toMatchObject({ tool: 'Brevo', recipients: 2, sent: {} });

  // The exact mail: its title, its tagged link, the subscription page; no tool tag in a preview.
  const preview = (await asAdmin({ action: 'preview', slug: article.slug })) as {
    ok: true;
    result: ArticleMailPreview;
  };
  expect(preview.result.subject).toBe(article.title);
  const tagged = `utm_source=boletin&amp;utm_medium=email&amp;utm_campaign=${article.slug}`;
  expect(preview.result.html).toContain(`${article.path}?${tagged}`);
  expect(preview.result.html).toContain('/boletin/');
  expect(preview.result.html).not.toContain('{{ unsubscribe }}');
  expect(preview.result.text).toContain(article.title);

  // A test to the admin's own address, marked as one.
  expect(await asAdmin({ action: 'test', slug: article.slug })).toEqual({
    ok: true,
    result: { sent: true },
  });
  expect((await newestMailFor(ADMIN)).subject).toBe(`[Prueba] ${article.title}`);

  // The send: one campaign to the new articles' list, delivered to those two only.
  const sent = (await asAdmin({ action: 'send', slug: article.slug })) as {
    ok: true;
    result: { record: ArticleMailRecord };
  };
  expect(sent.ok).toBe(true);
  const { campaigns, deliveries } = await mailTool();
  expect(campaigns).toHaveLength(1);
  expect(campaigns[0]).toMatchObject({
    status: 'sent',
    body: { subject: article.title, recipients: { listIds: [ARTICLES] } },
  });
  expect(deliveries.map((delivery) => delivery.to).sort()).toEqual(
    [people.articles.email, people.everything.email].sort(),
  );
  for (const delivery of deliveries) {
    expect(delivery.html).toContain(`${article.path}?${tagged}`);
    expect(delivery.headers['List-Unsubscribe']).toMatch(
      /^<http:\/\/127\.0\.0\.1:\d+\/unsubscribe\?/,
    );
    expect(delivery.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    // The tool's one-click link, in the mail itself.
    const links = [...delivery.html.matchAll(/href="([^"]*)"/g)].map(([, href]) =>
      href?.replaceAll('&amp;', '&'),
    );
    expect(links).toContain(delivery.headers['List-Unsubscribe']?.slice(1, -1));
  }
  const record = await readDocument(COLLECTIONS.articleMails, article.slug);
  expect(record).toMatchObject({ campaignId: campaigns[0]?.id, recipients: 2, sentBy: ADMIN });

  // A second send asks first; confirmed, it goes; scheduled, it waits for its time.
  expect(await asAdmin({ action: 'send', slug: article.slug })).toMatchObject({
    ok: false,
    reason: 'already-sent',
  });
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
  expect(
    await asAdmin({ action: 'send', slug: article.slug, again: true, scheduledAt: tomorrow }),
  ).toMatchObject({ ok: true });
  expect((await mailTool()).campaigns[1]).toMatchObject({ status: 'scheduled' });
  expect(await asAdmin({ action: 'send', slug: 'no-existe' })).toMatchObject({
    ok: false,
    reason: 'unknown-article',
  });
});

test('on /admin/, the owner picks an article, reads its mail, tests it and sends it', async ({
  page,
  context,
  cspViolations,
}) => {
  const article = realArticles[1];
  if (!article) throw new Error('a second published article is needed');
  const text = articleMailText;
  await signInAs(context, { email: ADMIN, name: ADMIN_NAME });
  await gotoReady(page, '/admin/');
  const panel = page.getByRole('region', { name: text.title });
  await panel.getByRole('radio', { name: article.title, exact: true }).check();

  // The mail as it will arrive, drawn inside the page: its title and its tagged button.
  const preview = panel.getByRole('region', { name: text.previewLabel });
  // The run's first call to the functions may start their worker (a 1 MB bundle) beside the sweep.
  await expect(preview.getByRole('heading', { name: article.title })).toBeVisible(FIRESTORE_ANSWER);
  await expect(preview.getByRole('link', { name: 'Leer el artículo' })).toHaveAttribute(
    'href',
    new RegExp(
      `${article.path}\\?utm_source=boletin&utm_medium=email&utm_campaign=${article.slug}$`,
    ),
  );
  await expect(panel).toContainText(text.audience(2));
  await expectNoAxeViolations(page, 'admin, article mail');

  await panel.getByRole('button', { name: text.test }).click();
  await expect(panel.getByRole('status')).toHaveText(text.tested(ADMIN));
  expect((await newestMailFor(ADMIN)).subject).toBe(`[Prueba] ${article.title}`);

  const campaignsBefore = (await mailTool()).campaigns.length;
  await panel.getByRole('button', { name: text.send(2) }).click();
  const dialog = page.getByRole('dialog', { name: text.dialog.sendTitle(article.title) });
  await dialog.getByRole('button', { name: text.dialog.confirmSend }).click();
  await expect(panel.getByRole('status')).toHaveText(text.done.sent(2));
  const { campaigns } = await mailTool();
  expect(campaigns).toHaveLength(campaignsBefore + 1);
  expect(campaigns.at(-1)).toMatchObject({
    status: 'sent',
    body: { subject: article.title, recipients: { listIds: [ARTICLES] } },
  });
  // The list says so, and the record is the admin's.
  await expect(
    panel.getByRole('radio', { name: article.title, exact: true }),
  ).toHaveAccessibleDescription(/Enviado el .+ a 2 personas/);
  expect(await readDocument(COLLECTIONS.articleMails, article.slug)).toMatchObject({
    recipients: 2,
    sentBy: ADMIN,
  });
  expect(cspViolations).toEqual([]);
});

test('a non-admin and a call without App Check are refused', async () => {
  const slug = realArticles[2]?.slug;
  const before = { mails: (await mailsFor(ADMIN)).length, campaigns: (await mailTool()).campaigns };
  for (const action of ['status', 'test', 'send']) {
    expect(await callable(CALLABLES.articleMail, { action, slug })).toMatchObject({
      ok: false,
      reason: 'not-admin',
    });
    expect(await asAdmin({ action, slug }, { appCheck: false })).toMatchObject({
      ok: false,
      status: 401,
    });
  }
  expect((await mailsFor(ADMIN)).length).toBe(before.mails);
  expect((await mailTool()).campaigns).toEqual(before.campaigns);
});

test('every no in the mail tool comes back and stays: one-click unsubscribe, bounce, spam', async () => {
  // A recipient uses the campaign's one-click unsubscribe (a POST, RFC 8058).
  const delivery = (await mailTool()).deliveries.find((item) => item.to === people.articles.email);
  const oneClick = delivery?.headers['List-Unsubscribe']?.slice(1, -1) ?? '';
  expect((await fetch(oneClick, { method: 'POST' })).status).toBe(200);
  expect((await mailTool()).webhookCalls).toEqual([
    { event: 'unsubscribe', email: people.articles.email, status: 200 },
  ]);
  expect(await readSubscriber(people.articles.email)).toMatchObject({
    active: false,
    preferences: { newsletter: false, blogNotifications: false, productUpdates: false },
    unsubscribed: { reason: 'mail-tool-unsubscribe' },
  });
  await expectLists(people.articles.email, []);

  // Nothing re-adds them: the admin cannot reactivate them (the rules refuse it).
  const { store: admin } = await signedInAdmin(ADMIN);
  const back = await admin.updateSubscription(people.articles.email, RESUBSCRIBE, {
    asAdmin: true,
  });
  expect(back.success).toBe(false);
  expect(await readSubscriber(people.articles.email)).toMatchObject({ active: false });

  // A webhook call without the secret changes nothing.
  const forged = await fetch(WEBHOOK, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer otra-clave' },
    body: JSON.stringify({ event: 'spam', email: people.everything.email }),
  });
  expect(forged.status).toBe(401);
  expect(await readSubscriber(people.everything.email)).toMatchObject({ active: true });

  // A hard bounce and a spam complaint, as Brevo's webhook sends them, with their reasons.
  const secret = localSecret('BREVO_WEBHOOK_SECRET');
  const events = [
    { event: 'hard_bounce', email: people.newsletter.email },
    { event: 'spam', email: people.everything.email },
  ];
  const answered = await fetch(WEBHOOK, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
    body: JSON.stringify(events),
  });
  expect(await answered.json()).toEqual({ applied: 2 });
  expect(await readSubscriber(people.newsletter.email)).toMatchObject({
    active: false,
    unsubscribed: { reason: 'hard-bounce' },
  });
  expect(await readSubscriber(people.everything.email)).toMatchObject({
    active: false,
    unsubscribed: { reason: 'spam-complaint' },
  });
  await expectLists(people.newsletter.email, []);
  await expectLists(people.everything.email, []);
  // The same events again: nothing more to do.
  const again = await fetch(WEBHOOK, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
    body: JSON.stringify(events),
  });
  expect(await again.json()).toEqual({ applied: 0 });
});
