/**
 * The Firestore store (lib/email/store-firestore.ts, lib/email/firestore-admin.ts) against the
 * real Firestore emulator and rules: the scenarios both stores share
 * (lib/email/contract/), each role a context signed in as that person, then what only
 * this store does: documents under the hash of the address with server times and a TTL expiry,
 * the rules' refusals (a visitor, an unverified token, another address, the admin vouching for a
 * sign-up) and what the admin's first view reads with a large list.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  type RulesTestContext,
  type RulesTestEnvironment,
  initializeTestEnvironment,
} from '@firebase/rules-unit-testing';
import * as firestoreModule from 'firebase/firestore';
import {
  type DocumentData,
  type Firestore,
  Timestamp,
  collection,
  doc,
  getDoc,
  getDocs,
  setDoc,
  setLogLevel,
  writeBatch,
} from 'firebase/firestore';
import {
  deleteApp as deleteAdminApp,
  initializeApp as initializeAdminApp,
} from 'firebase-admin/app';
import {
  type Firestore as AdminFirestore,
  getFirestore as getAdminFirestore,
} from 'firebase-admin/firestore';
import { confirmAsCaller } from '@/functions/src/confirm-subscription';
import { COLLECTIONS, subscriberId } from '@/lib/email/model';
import { activityFrom, registeredUserFrom, subscriptionFrom } from '@/lib/email/records';
import { PAGE_SIZE } from '@/lib/email/store-contract';
import type { AdminStore, SubscriberStore } from '@/lib/email/store';
import { firestoreAdminStore } from '@/lib/email/firestore-admin';
import {
  type SeedSubscription,
  type StoredRecords,
  describeStoreContract,
  seedSubscription,
} from '@/lib/email/contract';

const emulatorHost = process.env.FIRESTORE_EMULATOR_HOST;
if (!emulatorHost)
  throw new Error('FIRESTORE_EMULATOR_HOST no está definido: usa `npm run test:firestore`.');
const [host = '127.0.0.1', port = ''] = emulatorHost.split(':');

const ADMIN = { uid: 'admin-uid', email: 'admin@hanzo.mx' };

let env: RulesTestEnvironment;
const asFirestore = (context: RulesTestContext) => context.firestore() as unknown as Firestore;
/**
 * The site's function, as the signed-in owner's confirmation runs it (decision 17: the rules
 * refuse `confirmedAt` from a browser): its own transaction, through the Admin SDK, on this
 * emulator.
 */
let functionsDb: AdminFirestore;
const storeOf = (context: RulesTestContext, token?: Record<string, unknown>): AdminStore =>
  firestoreAdminStore(asFirestore(context), firestoreModule, {
    confirm: async () => {
      await confirmAsCaller(functionsDb, token ? { token } : undefined);
    },
  });

let visitor: AdminStore;
let admin: AdminStore;

beforeAll(async () => {
  setLogLevel('error');
  env = await initializeTestEnvironment({
    // Its own project: the rules tests clear theirs in parallel.
    projectId: 'demo-hanzo-data',
    firestore: {
      host,
      port: Number(port),
      rules: fs.readFileSync(path.join(process.cwd(), 'firestore.rules'), 'utf8'),
    },
  });
  const adminApp = initializeAdminApp({ projectId: 'demo-hanzo-data' }, 'data-test-functions');
  functionsDb = getAdminFirestore(adminApp);
  cleanUps.push(() => deleteAdminApp(adminApp));
  visitor = storeOf(env.unauthenticatedContext());
  admin = signedIn(ADMIN.uid, ADMIN.email, 'google.com');
});

beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled((context) =>
    setDoc(doc(asFirestore(context), COLLECTIONS.admins, ADMIN.email), { grantedBy: 'prueba' }),
  );
});

const cleanUps: (() => Promise<void>)[] = [];
afterAll(async () => {
  await Promise.all(cleanUps.map((cleanUp) => cleanUp()));
  await env?.cleanup();
});

/** The store of someone signed in with a verified address, one per person (contexts are apps). */
const signedInStores = new Map<string, AdminStore>();
function signedIn(uid: string, email: string, provider: 'google.com' | 'password') {
  const key = `${uid} ${email} ${provider}`;
  let store = signedInStores.get(key);
  if (!store) {
    const token = { email, email_verified: true, firebase: { sign_in_provider: provider } };
    store = storeOf(env.authenticatedContext(uid, token), token);
    signedInStores.set(key, store);
  }
  return store;
}

/** Documents written with the rules off, in batches Firestore accepts. */
async function writeAll(writes: { path: string; id: string; data: DocumentData }[]) {
  await env.withSecurityRulesDisabled(async (context) => {
    const firestore = asFirestore(context);
    for (let start = 0; start < writes.length; start += 450) {
      const batch = writeBatch(firestore);
      for (const { path, id, data } of writes.slice(start, start + 450)) {
        batch.set(doc(firestore, path, id), data);
      }
      await batch.commit();
    }
  });
}

/** A seeded subscription's document (the contract's seed, and the large list below). */
async function subscriptionDocument({
  subscribedAt,
  confirmedAt,
  ...entry
}: SeedSubscription & { metadata?: DocumentData }) {
  return {
    path: COLLECTIONS.subscribers,
    id: await subscriberId(entry.email),
    data: {
      metadata: { userAgent: 'semilla', referrer: '', currentUrl: '' },
      ...entry,
      subscribedAt: Timestamp.fromDate(subscribedAt),
      confirmedAt: confirmedAt && Timestamp.fromDate(confirmedAt),
    },
  };
}

/** A document's fields as browser storage keeps them: times as ISO strings. */
const asKeptLocally = (data: DocumentData) =>
  Object.fromEntries(
    Object.entries(data).map(([key, value]) => [
      key,
      value instanceof Timestamp ? value.toDate().toISOString() : value,
    ]),
  );

describeStoreContract('Firestore store', {
  visitor: () => visitor,
  // An email-link sign-in (/boletin/): its own uid unless the scenario gives the account's.
  subscriber: (email, uid = `link-${email}`): SubscriberStore => signedIn(uid, email, 'password'),
  registered: (user) => signedIn(user.uid, user.email, 'google.com'),
  admin: () => admin,
  async seed({ subscriptions = [], users = [] }) {
    await writeAll([
      ...(await Promise.all(subscriptions.map(subscriptionDocument))),
      ...users.map(({ uid, registeredAt, loginCount, ...entry }) => ({
        path: COLLECTIONS.users,
        id: uid,
        data: {
          ...entry,
          userId: uid,
          avatar: '',
          registeredAt: Timestamp.fromDate(registeredAt),
          lastLogin: Timestamp.fromDate(registeredAt),
          emailConsent: true,
          metadata: { userAgent: 'semilla', referrer: '', loginCount },
        },
      })),
    ]);
  },
  async stored() {
    let records: StoredRecords = { subscriptions: [], users: [], activities: [] };
    await env.withSecurityRulesDisabled(async (context) => {
      const read = async (name: string) =>
        (await getDocs(collection(asFirestore(context), name))).docs.map(
          (snapshot) => [snapshot.id, asKeptLocally(snapshot.data())] as const,
        );
      const [subscriptions, users, activities] = await Promise.all([
        read(COLLECTIONS.subscribers),
        read(COLLECTIONS.users),
        read(COLLECTIONS.activities),
      ]);
      records = {
        subscriptions: subscriptions.map(([id, data]) => subscriptionFrom(id, data)),
        users: users.map(([id, data]) => registeredUserFrom(id, data)),
        activities: activities.map(([id, data]) => activityFrom(id, data)),
      };
    });
    return records;
  },
});

async function storedSubscriber(email: string) {
  let data: Record<string, unknown> | undefined;
  await env.withSecurityRulesDisabled(async (context) => {
    data = (
      await getDoc(doc(asFirestore(context), COLLECTIONS.subscribers, await subscriberId(email)))
    ).data();
  });
  return data;
}

describe('what a visitor writes and may not read', () => {
  it('writes the spec document under the hash of the normalised email', async () => {
    const result = await visitor.subscribe('  Lectora@Negocio.MX ', 'newsletter', {
      formLocation: 'article',
      articleSlug: 'kpis-esenciales-pymes-que-medir',
    });
    expect(result).toEqual({ success: true, id: await subscriberId('lectora@negocio.mx') });
    const stored = await storedSubscriber('lectora@negocio.mx');
    expect(stored).toMatchObject({
      email: 'lectora@negocio.mx',
      source: 'newsletter',
      active: true,
      // Double opt-in: pending until its owner opens the link (decision 12).
      confirmedAt: null,
      preferences: { newsletter: true, productUpdates: false, blogNotifications: false },
      metadata: {
        formLocation: 'article',
        articleSlug: 'kpis-esenciales-pymes-que-medir',
        userAgent: expect.any(String),
      },
    });
    expect(stored?.subscribedAt).toBeInstanceOf(Timestamp);
    // The TTL policy deletes it 30 days after the sign-up unless it is confirmed (decision 15).
    const expires = (stored?.expiresAt as Timestamp).toMillis();
    const signedUp = (stored?.subscribedAt as Timestamp).toMillis();
    expect(Math.abs(expires - signedUp - 30 * 86_400_000)).toBeLessThan(60_000);
  });

  it('gets nothing back from the list, the stats, the exports or the list tools', async () => {
    await visitor.subscribe('uno@empresa.mx');
    expect(await visitor.listEmailPage('all')).toEqual({ items: [], next: null, failed: true });
    expect(await visitor.getStats()).toEqual({
      totalSubscribers: 0,
      activeSubscribers: 0,
      confirmedSubscribers: 0,
      mailToolUnsubscribes: 0,
      hardBounces: 0,
      spamComplaints: 0,
      totalRegisteredUsers: 0,
      marketingConsentUsers: 0,
    });
    expect(await visitor.exportEmails()).toBeNull();
    expect(await visitor.exportMailingList()).toBeNull();
    expect(await visitor.countUnconfirmed(new Date())).toBeNull();
    expect((await visitor.findActive(['uno@empresa.mx'])).success).toBe(false);
  });
});

describe('the admin list with many subscribers', () => {
  // The figure in docs/firebase.md: what the admin's first view reads with a large list. 1,000 on
  // every run (a few seconds); SEED_SUBSCRIBERS=10000 reproduces the documented figure (~1 min).
  const LARGE = Number(process.env.SEED_SUBSCRIBERS ?? 1_000);
  it(`reads one page of 50 and five counts on a visit, even with ${LARGE} subscribers`, async () => {
    const started = Date.now();
    await writeAll(
      await Promise.all(
        Array.from({ length: LARGE }, (_, index) =>
          subscriptionDocument({
            ...seedSubscription(`persona${index}@lista.mx`),
            subscribedAt: new Date(Date.UTC(2026, 0, 1) + index * 60_000),
            metadata: {
              userAgent: 'semilla',
              referrer: '',
              currentUrl: '',
              formLocation: 'footer',
            },
          }),
        ),
      ),
    );
    const seeded = Date.now() - started;
    const [stats, page] = await Promise.all([admin.getStats(), admin.listEmailPage('all')]);
    expect(stats.totalSubscribers).toBe(LARGE);
    expect(stats.activeSubscribers).toBe(LARGE);
    expect(page.items).toHaveLength(PAGE_SIZE);
    expect(page.items[0]?.email).toBe(`persona${LARGE - 1}@lista.mx`);
    expect(page.next).not.toBeNull();
    console.log(
      `${LARGE} subscribers seeded in ${Math.round(seeded / 1000)} s; the first view read ${page.items.length} documents and 5 counts`,
    );
  }, 120_000);
});

describe("the rules' refusals to a subscriber (decisions 11 and 12)", () => {
  const READER = 'lectora@negocio.mx';
  const reader = () => signedIn('reader-uid', READER, 'password');
  const unverified = () =>
    storeOf(env.authenticatedContext('reader-uid', { email: READER, email_verified: false }));
  const denied = {
    success: false,
    message: 'No tienes permiso para consultar esta suscripción.',
  };

  it('refuses an unverified token and another address, in Spanish, changing nothing', async () => {
    await visitor.subscribe(READER);
    await visitor.subscribe('otra@negocio.mx');
    expect(await unverified().getSubscription(READER)).toEqual(denied);
    expect(await unverified().updateSubscription(READER, { active: false })).toEqual(denied);
    expect(await unverified().erase(READER)).toEqual(denied);
    expect(await reader().getSubscription('otra@negocio.mx')).toEqual(denied);
    expect(await reader().erase('otra@negocio.mx')).toEqual(denied);
    expect(await storedSubscriber(READER)).toMatchObject({ active: true });
    expect(await storedSubscriber('otra@negocio.mx')).toMatchObject({ active: true });
  });

  it('the admin can see a sign-up but not vouch for it; confirmed, its TTL expiry goes', async () => {
    await visitor.subscribe(READER);
    await visitor.subscribe('pendiente@negocio.mx');
    expect(await admin.confirmSubscription(READER)).toEqual(denied);
    expect((await storedSubscriber(READER))?.confirmedAt).toBeNull();
    expect((await reader().confirmSubscription(READER)).success).toBe(true);
    expect((await storedSubscriber(READER))?.confirmedAt).toBeInstanceOf(Timestamp);
    // Confirmed, the database no longer deletes it; the pending one keeps its expiry.
    expect(await storedSubscriber(READER)).not.toHaveProperty('expiresAt');
    expect((await storedSubscriber('pendiente@negocio.mx'))?.expiresAt).toBeInstanceOf(Timestamp);
  });

  it("the owner subscribing on their own page is confirmed by the site's function at once", async () => {
    expect((await reader().subscribe(READER)).success).toBe(true);
    expect((await storedSubscriber(READER))?.confirmedAt).toBeNull();
    expect((await reader().confirmSubscription(READER)).success).toBe(true);
    expect((await storedSubscriber(READER))?.confirmedAt).toBeInstanceOf(Timestamp);
    expect(await storedSubscriber(READER)).not.toHaveProperty('expiresAt');
    // The mail tool's outbox got the change in the same transaction.
    const entry = await functionsDb
      .collection(COLLECTIONS.mailOutbox)
      .doc(await subscriberId(READER))
      .get();
    expect(entry.get('email')).toBe(READER);
  });
});
