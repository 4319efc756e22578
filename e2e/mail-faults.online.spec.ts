/**
 * The newsletter under real mail, faults and abuse (decision 17), on the Functions, Auth and
 * Firestore emulators with the local SMTP server and the mail tool's stand-in. No page: the people
 * here are the site's own store (lib/email/store-firestore.ts) and its calls to the functions, run
 * from Node, as many as a busy day brings at once.
 *
 * A mixed load (sign-ups, confirmations by link, unsubscribes, resubscriptions, deletions, by the
 * subscribers and by the admin, interleaved) runs while the stand-ins fail on schedule: the SMTP
 * server refuses for a while, the mail tool answers 500 and 429 and hangs past the functions'
 * timeout, and a subscription's trigger is delivered twice; then everything recovers. The end state
 * is checked: the mail tool's list equals the site's mailable list, no withdrawal is lost, nobody
 * got two mails for one request, and every refused request was told so. Then the abuse cases: one
 * inbox flooded through +tags, dots and display names, one client spending the day, and the
 * access links' share of the day that sign-ups cannot use; and the sign-in accounts nothing else
 * deletes: an access link's for an address with no subscription, and old password accounts.
 */
import { expect, test } from '@playwright/test';
import {
  deleteApp as deleteAdminApp,
  initializeApp as initializeAdminApp,
} from 'firebase-admin/app';
import { getAuth as getAdminAuth } from 'firebase-admin/auth';
import { getFirestore as getAdminFirestore } from 'firebase-admin/firestore';
import { signInWithEmailLink } from 'firebase/auth';
import * as firestoreModule from 'firebase/firestore';
import { setLogLevel } from 'firebase/firestore';
import { MAIL_SUBJECTS } from '../content/newsletter-mail';
import { CALLABLES, FUNCTIONS_REGION, MANAGE_LINK_SHARE } from '../lib/email/link-contract';
import { COLLECTIONS, subscriberId } from '../lib/email/model';
import { firestoreStore } from '../lib/email/store-firestore';
import type { SubscriberStore } from '../lib/email/store';
import { RESUBSCRIBE, UNSUBSCRIBE } from '../lib/email/subscription';
import { TEST_BREVO_LIST_ID, functionsTestParams } from '../testing/env';
import { disablePasswordAccounts, forgetUnusedSignIns } from '../functions/src/sign-in-accounts';
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
import { confirmLinkOf, pageOfLink } from './online';
import {
  mailServerDown,
  mailsFor,
  mailTool,
  mailToolFaults,
  newestMailFor,
} from '../testing/mail-stand-ins-client';
import {
  callable,
  closeClients,
  signedInAdmin,
  siteClient,
  visitorStore,
} from '../testing/site-clients';

test.describe.configure({ mode: 'serial' });

const ADMIN = 'duena@hanzo.mx';

/** A subscriber proven by /boletin/'s access link, read from their mail, on their own client. */
async function provenSubscriber(email: string, client: string): Promise<SubscriberStore> {
  // Later that day: the mailbox's one-link-a-minute has passed since its confirmation.
  await forgetLinkLimits(email);
  const asked = await callable(CALLABLES.sendLink, { email, purpose: 'manage' }, { client });
  expect(asked, `the access link for ${email}`).toEqual({ ok: true, result: { sent: true } });
  const mail = await newestMailFor(email, MAIL_SUBJECTS.manage);
  const { db, auth } = siteClient();
  const link = new URL(pageOfLink(mail));
  await signInWithEmailLink(auth, email, link.href);
  return firestoreStore(db, firestoreModule, {
    confirm: async () => {
      const idToken = await auth.currentUser?.getIdToken();
      await callable(CALLABLES.confirm, {}, { idToken });
    },
  });
}

/** A stored value in Firestore's REST form, as a CloudEvent carries a document's fields. */
function restValue(value: unknown): Record<string, unknown> {
  if (value === null || value === undefined) return { nullValue: null };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'number') return { integerValue: String(value) };
  if (typeof value === 'string') {
    return /^\d{4}-\d{2}-\d{2}T/.test(value) ? { timestampValue: value } : { stringValue: value };
  }
  return {
    mapValue: {
      fields: Object.fromEntries(
        Object.entries(value as Record<string, unknown>).map(([key, item]) => [
          key,
          restValue(item),
        ]),
      ),
    },
  };
}

/**
 * Delivers a subscription's latest change to the subscriptions' trigger once more, as the
 * Firestore emulator does (a CloudEvent in JSON, posted to the Functions emulator's trigger):
 * what Firestore's at-least-once delivery does when it repeats an event. A deleted one repeats
 * its deletion.
 */
async function redeliverLatestChange(email: string) {
  const id = await subscriberId(email);
  const stored = await readSubscriber(email);
  const name = `projects/${online.projectId}/databases/(default)/documents/${COLLECTIONS.subscribers}/${id}`;
  const at = new Date().toISOString();
  const value = stored
    ? { name, createTime: at, updateTime: at, fields: restValue(stored).mapValue }
    : undefined;
  const event = {
    specversion: '1.0',
    id: `repeat-${id}-${Date.now()}`,
    source: `//firestore.googleapis.com/projects/${online.projectId}/databases/(default)`,
    type: 'google.cloud.firestore.document.v1.written',
    time: at,
    subject: `documents/${COLLECTIONS.subscribers}/${id}`,
    datacontenttype: 'application/json',
    project: online.projectId,
    location: FUNCTIONS_REGION,
    database: '(default)',
    namespace: '(default)',
    document: `${COLLECTIONS.subscribers}/${id}`,
    data: stored
      ? { value: { ...value, fields: (value?.fields as { fields: unknown }).fields } }
      : {
          oldValue: {
            name,
            createTime: at,
            updateTime: at,
            fields: { email: { stringValue: email } },
          },
        },
  };
  const response = await fetch(
    `${online.functionsOrigin}/functions/projects/${online.projectId}/triggers/${FUNCTIONS_REGION}-mirrorSubscriber-0`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/cloudevents+json' },
      body: JSON.stringify(event),
    },
  );
  expect(response.status, `the repeated event of ${email}`).toBe(200);
}

/**
 * Runs `work` over `items`, `size` at a time: the Functions emulator starts a worker process per
 * call in flight, and dozens at once on two cores only measure its start-up.
 */
async function inBatches<T, R>(
  items: readonly T[],
  size: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += size) {
    results.push(
      ...(await Promise.all(
        items.slice(start, start + size).map((item, k) => work(item, start + k)),
      )),
    );
  }
  return results;
}

/** Every mailbox the local SMTP server received for `email`, with its subjects. */
const subjectsFor = async (email: string) => (await mailsFor(email)).map((mail) => mail.subject);

test.beforeAll(async () => {
  setLogLevel('error');
  await resetEmulators();
  await grantAdmin(ADMIN);
});

test.afterAll(async () => {
  await closeClients();
  await mailServerDown(false);
  await mailToolFaults([]);
});

test('a mixed load under mail and mail-tool faults loses nothing and mails nobody twice', async () => {
  test.setTimeout(300_000);
  const started = Date.now();
  const run = `${test.info().retry}${Date.now() % 10_000}`;
  const people = Array.from({ length: 60 }, (_, i) => `carga${i}.${run}@tienda.mx`);
  const client = (i: number) => `10.1.${Math.floor(i / 200)}.${i % 200}`;
  /** Each link a person asked for and the answer: what they were told. */
  const answers = new Map<string, string[]>();
  const told = (email: string, answer: string) =>
    answers.set(email, [...(answers.get(email) ?? []), answer]);
  const visitor = visitorStore();
  const { store: admin } = await signedInAdmin(ADMIN);
  let operations = 0;

  // 60 sign-ups, five at a time; the SMTP server refuses mail for sign-ups 40 to 49.
  await test.step('60 sign-ups, ten of them while the SMTP server refuses', async () => {
    const signUp = async (email: string, i: number) => {
      expect(
        (await visitor.subscribe(email, 'newsletter', { formLocation: 'footer' })).success,
      ).toBe(true);
      const answer = await callable(
        CALLABLES.sendLink,
        { email, purpose: 'signup' },
        { client: client(i) },
      );
      told(email, answer.ok ? 'sent' : answer.reason);
      operations += 2;
    };
    for (let start = 0; start < people.length; start += 5) {
      if (start === 40) await mailServerDown(true);
      await Promise.all(people.slice(start, start + 5).map((email, k) => signUp(email, start + k)));
      if (start === 45) await mailServerDown(false);
    }
  });
  const smtpRefusals = 10;
  // Every refused request was told so, and got no mail; the others got exactly one.
  for (const [i, email] of people.entries()) {
    expect(answers.get(email), email).toEqual([i >= 40 && i < 50 ? 'mail-failed' : 'sent']);
  }
  for (const email of people.slice(40, 50)) expect(await mailsFor(email)).toEqual([]);
  // Back up: they ask again (the form's "Enviarme el enlace"), and their mail goes.
  await test.step('the refused ask again', () =>
    inBatches(people.slice(40, 50), 5, async (email, k) => {
      const answer = await callable(
        CALLABLES.sendLink,
        { email, purpose: 'signup' },
        { client: client(40 + k) },
      );
      told(email, answer.ok ? 'sent' : answer.reason);
      operations += 1;
    }));

  // The mail tool now fails on schedule: 500s, 429s (with Retry-After) and hangs, interleaved, one
  // call in three, as a struggling provider does. (Twenty failures in a row stopped the queue for
  // 30 s: the emulator's queue keeps a retrying task's place through its 2, 4, 8 and 16 s waits,
  // and five such places stop it; Cloud Tasks frees them.)
  const kinds = ['500', '429', 'timeout', '500', '500', '429', 'timeout', '429', '500', 'timeout'];
  const faults = [...kinds, ...kinds] as ('500' | '429' | 'timeout')[];
  await mailToolFaults(faults.flatMap((fault) => [fault, 'none', 'none'] as const));

  // 30 confirmations by the mail's link; five of them open it twice (two devices).
  const confirmed = people.slice(0, 30);
  const tokenOf = async (email: string) =>
    new URL(confirmLinkOf(await newestMailFor(email, MAIL_SUBJECTS.confirm))).searchParams.get(
      'confirmar',
    );
  const outcomes = await test.step('30 confirmations by link', () =>
    inBatches(confirmed, 5, async (email, i) => {
      const token = await tokenOf(email);
      const first = await callable(CALLABLES.confirm, { token }, { client: client(i) });
      operations += 1;
      if (i % 6 !== 0) return [first];
      operations += 1;
      return [first, await callable(CALLABLES.confirm, { token }, { client: `10.2.0.${i}` })];
    }));
  for (const [i, answers] of outcomes.entries()) {
    expect(answers[0], confirmed[i]).toMatchObject({ ok: true, result: { outcome: 'confirmed' } });
    if (answers[1]) {
      expect(answers[1]).toMatchObject({ ok: true, result: { outcome: 'already-confirmed' } });
    }
  }

  // Interleaved: 20 unsubscribes (ten by the subscribers, ten by the admin), 10 resubscriptions,
  // 10 deletions (five by the subscribers, whose sign-in accounts go too, five by the admin).
  const bySubscriber = confirmed.slice(0, 15);
  const subscribers = await test.step('15 subscribers sign in with their access link', () =>
    inBatches(bySubscriber, 5, (email, i) => provenSubscriber(email, client(100 + i))));
  operations += bySubscriber.length;
  const byAdmin = confirmed.slice(15, 30);
  await test.step('unsubscribes, resubscriptions and deletions, interleaved', () =>
    Promise.all([
      ...bySubscriber.slice(0, 10).map(async (email, i) => {
        expect((await subscribers[i]?.updateSubscription(email, UNSUBSCRIBE))?.success).toBe(true);
        if (i < 5) {
          expect((await subscribers[i]?.updateSubscription(email, RESUBSCRIBE))?.success).toBe(
            true,
          );
        }
      }),
      ...bySubscriber.slice(10, 15).map(async (email, k) => {
        expect((await subscribers[10 + k]?.erase(email))?.success).toBe(true);
      }),
      ...byAdmin.slice(0, 10).map(async (email, i) => {
        const unsubscribed = await admin.updateSubscription(email, UNSUBSCRIBE, { asAdmin: true });
        expect(unsubscribed.success).toBe(true);
        if (i < 5) {
          const back = await admin.updateSubscription(email, RESUBSCRIBE, { asAdmin: true });
          expect(back.success).toBe(true);
        }
      }),
      ...byAdmin.slice(10, 15).map(async (email) => {
        expect((await admin.erase(email)).success).toBe(true);
      }),
    ]));
  operations += 20 + 10 + 10;

  // The subscriptions' trigger delivers an event twice (Firestore's triggers are at least once):
  // the latest change of ten subscriptions comes again, as its CloudEvent, straight to the trigger.
  const twice = [...bySubscriber.slice(0, 5), ...byAdmin.slice(10, 15)];
  await test.step('ten events delivered twice', async () => {
    for (const email of twice) await redeliverLatestChange(email);
  });
  operations += twice.length;

  // Recovery: the outbox drains, and the mail tool's copy equals the site's list.
  // Unsubscribed, some resubscribed: the subscribers' first five and the admin's first five are
  // back on the list; the rest of the confirmed were withdrawn or deleted.
  const mailable = new Set([...bySubscriber.slice(0, 5), ...byAdmin.slice(0, 5)]);
  const withdrawn = [...bySubscriber.slice(5, 15), ...byAdmin.slice(5, 15)];
  await test.step('the outbox drains', () =>
    expect
      .poll(async () => (await readCollection(COLLECTIONS.mailOutbox)).length, {
        timeout: 150_000,
        intervals: [1_000],
        message: 'the outbox drains',
      })
      .toBe(0));
  const { calls, contacts } = await mailTool();
  const onList = Object.entries(contacts)
    .filter(([, lists]) => lists.includes(TEST_BREVO_LIST_ID))
    .map(([email]) => email)
    .sort();
  expect(onList).toEqual([...mailable].sort());
  // No withdrawal lost: the unsubscribed are off the list, the deleted are no contacts at all.
  for (const email of withdrawn) expect(onList).not.toContain(email);
  for (const email of [...bySubscriber.slice(10, 15), ...byAdmin.slice(10, 15)]) {
    expect(contacts[email], email).toBeUndefined();
    expect(await readSubscriber(email)).toBeNull();
  }
  // Nobody was mailed twice for one request: one mail per link that went.
  for (const email of people) {
    const sent = (answers.get(email) ?? []).filter((answer) => answer === 'sent').length;
    const accessLinks = bySubscriber.includes(email) ? 1 : 0;
    expect((await subjectsFor(email)).length, email).toBe(sent + accessLinks);
  }
  const failed = (answer: number | 'timeout') =>
    answer === 500 || answer === 429 || answer === 'timeout';
  const addressOf = (call: { path: string; body: unknown }) =>
    (call.body as { email?: string } | null)?.email ??
    decodeURIComponent(call.path.split('/').at(-1) ?? '');
  const injected = calls.filter((call) => failed(call.answer)).length;
  // Each failed call was tried again: a later call for the same address.
  const retries = calls.filter(
    (call, i) =>
      failed(call.answer) &&
      calls.slice(i + 1).some((later) => addressOf(later) === addressOf(call)),
  ).length;
  expect(retries).toBe(injected);
  // A call given up on may still land (the stand-in applies it a second after the functions'
  // timeout): no call for its address until that timeout has passed once more, so a newer change
  // cannot be undone by it (functions/src/mail-tool/outbox.ts). 0.5 s spares the local network.
  const timeoutMs = Number(functionsTestParams().MAIL_TOOL_TIMEOUT_SECONDS) * 1000;
  const tooSoon = calls.flatMap((call, i) => {
    if (call.answer !== 'timeout') return [];
    const next = calls.slice(i + 1).find((later) => addressOf(later) === addressOf(call));
    const gap = next ? Date.parse(next.at) - Date.parse(call.at) : Infinity;
    return gap < 2 * timeoutMs - 500 ? [`${addressOf(call)}: ${gap} ms after its lost call`] : [];
  });
  expect(tooSoon, 'calls made while a lost call could still land').toEqual([]);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const figures = `operations ${operations}, faults injected ${injected + smtpRefusals} (mail tool ${injected}, SMTP ${smtpRefusals}), mail-tool calls ${calls.length}, retries ${retries}, lost 0, ${seconds} s`;
  console.log(`mail faults: ${figures}`);
  test.info().annotations.push({ type: 'figures', description: figures });
  expect(injected).toBeGreaterThanOrEqual(faults.length);
});

test('one inbox flooded through +tags, dots and display names gets one link', async () => {
  const run = `${test.info().retry}${Date.now() % 10_000}`;
  const victim = `victima${run}@gmail.com`;
  const [local] = victim.split('@') as [string];
  const variants = [
    victim,
    `${local}+1@gmail.com`,
    `${local.slice(0, 3)}.${local.slice(3)}@gmail.com`,
    `${local}+premio@googlemail.com`,
    `${local.toUpperCase()}@GMAIL.com`,
  ];
  const visitor = visitorStore();
  const answers: string[] = [];
  for (const [i, email] of variants.entries()) {
    await visitor.subscribe(email);
    const answer = await callable(
      CALLABLES.sendLink,
      { email, purpose: 'signup' },
      { client: `10.3.0.${i}` },
    );
    answers.push(answer.ok ? 'sent' : answer.reason);
  }
  expect(answers).toEqual([
    'sent',
    'address-limit',
    'address-limit',
    'address-limit',
    'address-limit',
  ]);
  // The display-name and comment forms never reach a mail: neither the rules nor the function
  // take them, so no text of the sender's lands in a header or the body.
  for (const email of [
    `x<${victim}>`,
    `Gana-premio-en-evil.example/x<${victim}>`,
    `${victim}(c1)`,
    `${victim},`,
  ]) {
    expect(await callable(CALLABLES.sendLink, { email, purpose: 'signup' })).toMatchObject({
      ok: false,
      reason: 'invalid-email',
    });
    expect(await visitor.subscribe(email)).toMatchObject({ success: false, reason: 'invalid' });
  }
  const received = (await Promise.all(variants.map(mailsFor))).flat();
  expect(received).toHaveLength(1);
});

test('one client cannot spend the day, and the access links keep their share', async () => {
  const run = `${test.info().retry}${Date.now() % 10_000}`;
  const script = '10.9.9.9';
  const answers: string[] = [];
  for (let i = 0; i < 12; i += 1) {
    const answer = await callable(
      CALLABLES.sendLink,
      { email: `guion${i}.${run}@tienda.mx`, purpose: 'signup' },
      { client: script },
    );
    answers.push(answer.ok ? 'sent' : answer.reason);
  }
  expect(answers).toEqual([...Array<string>(10).fill('sent'), 'client-limit', 'client-limit']);
  // Anyone else still gets their link.
  expect(
    await callable(
      CALLABLES.sendLink,
      { email: `otra.persona.${run}@tienda.mx`, purpose: 'signup' },
      { client: '10.9.9.10' },
    ),
  ).toEqual({ ok: true, result: { sent: true } });

  // The day's sign-ups have used their share of the budget (1,000 a day in the tests): a sign-up's
  // link waits for tomorrow, and a link to leave or delete one's data still goes.
  const today = `day-${new Date().toISOString().slice(0, 10)}`;
  const share = Math.floor(1000 * (1 - MANAGE_LINK_SHARE));
  await writeDocument(COLLECTIONS.linkLimits, today, {
    count: share,
    signup: share,
    expiresAt: new Date(Date.now() + 2 * 86_400_000),
  });
  const signUp = await callable(
    CALLABLES.sendLink,
    { email: `tarde.${run}@tienda.mx`, purpose: 'signup' },
    { client: '10.9.9.11' },
  );
  expect(signUp).toMatchObject({ ok: false, reason: 'daily-limit' });
  const leave = await callable(
    CALLABLES.sendLink,
    { email: `se.va.${run}@tienda.mx`, purpose: 'manage' },
    { client: '10.9.9.12' },
  );
  expect(leave).toEqual({ ok: true, result: { sent: true } });
  expect((await mailsFor(`se.va.${run}@tienda.mx`)).map((mail) => mail.subject)).toEqual([
    MAIL_SUBJECTS.manage,
  ]);
});

test('the sign-in accounts the site leaves behind go: unused access links, old password accounts', async () => {
  // The daily clean-up and the owner's one-off command, run here as Cloud Functions and the
  // owner would, against the Auth and Firestore emulators.
  process.env.FIREBASE_AUTH_EMULATOR_HOST = online.authHost;
  process.env.FIRESTORE_EMULATOR_HOST = online.firestoreHost;
  const adminApp = initializeAdminApp({ projectId: online.projectId }, `cuentas-${Date.now()}`);
  try {
    const auth = getAdminAuth(adminApp);
    const db = getAdminFirestore(adminApp);
    const run = `${test.info().retry}${Date.now() % 10_000}`;
    // Someone with no subscription opens an access link: an account now exists for the address.
    const stranger = `sin.suscripcion.${run}@tienda.mx`;
    await provenSubscriber(stranger, '10.4.0.1');
    const subscribed = `con.suscripcion.${run}@tienda.mx`;
    await visitorStore().subscribe(subscribed);
    await provenSubscriber(subscribed, '10.4.0.2');
    expect(await authAccountsFor(stranger)).toBe(1);
    // The next day's clean-up deletes it, and keeps the account of an address with a subscription.
    const tomorrow = Date.now() + 2 * 86_400_000;
    expect(await forgetUnusedSignIns(auth, db, tomorrow)).toBeGreaterThanOrEqual(1);
    expect(await authAccountsFor(stranger)).toBe(0);
    expect(await authAccountsFor(subscribed)).toBe(1);

    // A password account from before the gates (made past them with the Admin SDK): the owner's
    // command lists it, then disables it; email-link accounts are left alone.
    const old = await auth.createUser({
      email: `antigua.${run}@tienda.mx`,
      password: 'una-clave-vieja',
    });
    expect(await disablePasswordAccounts(auth, false)).toContain(old.email);
    expect((await auth.getUser(old.uid)).disabled).toBe(false);
    await disablePasswordAccounts(auth, true);
    expect((await auth.getUser(old.uid)).disabled).toBe(true);
    expect((await auth.getUserByEmail(subscribed)).disabled).toBe(false);
  } finally {
    await deleteAdminApp(adminApp);
  }
});
