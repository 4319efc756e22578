/**
 * The data layer (lib/email/store-firestore.ts) against the real Firestore emulator and rules:
 * what a visitor's subscribe writes, duplicates, and the admin's list, stats and export. Then the
 * same scenario on the offline store, which must give the same results from browser storage.
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
  doc,
  getDoc,
  setDoc,
  setLogLevel,
  writeBatch,
} from 'firebase/firestore';
import {
  COLLECTIONS,
  EMAIL_MESSAGES,
  type EmailFilter,
  type EmailListItem,
  subscriberId,
} from '@/lib/email/model';
import { type EmailPage, PAGE_SIZE, type PageCursor } from '@/lib/email/store-contract';
import type { EmailStore } from '@/lib/email/store';
import { firestoreStore } from '@/lib/email/store-firestore';

const emulatorHost = process.env.FIRESTORE_EMULATOR_HOST;
if (!emulatorHost)
  throw new Error('FIRESTORE_EMULATOR_HOST no está definido: usa `npm run test:firestore`.');
const [host = '127.0.0.1', port = ''] = emulatorHost.split(':');

const ADMIN = { uid: 'admin-uid', email: 'admin@hanzo.mx' };
const ANA = {
  uid: 'ana-uid',
  email: 'ana@empresa.mx',
  name: 'Ana Pérez',
  provider: 'google.com',
  avatar: '',
};

let env: RulesTestEnvironment;
const asFirestore = (context: RulesTestContext) => context.firestore() as unknown as Firestore;
const storeOf = (context: RulesTestContext): EmailStore =>
  firestoreStore(asFirestore(context), firestoreModule);

let visitor: EmailStore;
let admin: EmailStore;
let ana: EmailStore;

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
  visitor = storeOf(env.unauthenticatedContext());
  admin = storeOf(
    env.authenticatedContext(ADMIN.uid, { email: ADMIN.email, email_verified: true }),
  );
  ana = storeOf(env.authenticatedContext(ANA.uid, { email: ANA.email, email_verified: true }));
});

beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled((context) =>
    setDoc(doc(asFirestore(context), COLLECTIONS.admins, ADMIN.email), { grantedBy: 'prueba' }),
  );
});

afterAll(async () => {
  await env?.cleanup();
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

describe('subscribe, as a visitor', () => {
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
      preferences: { newsletter: true, productUpdates: false, blogNotifications: false },
      metadata: {
        formLocation: 'article',
        articleSlug: 'kpis-esenciales-pymes-que-medir',
        userAgent: expect.any(String),
      },
    });
    expect(stored?.subscribedAt).toBeInstanceOf(Timestamp);
  });

  it('answers "Email ya está suscrito" for the same email again, in any case', async () => {
    expect((await visitor.subscribe('socio@empresa.mx')).success).toBe(true);
    expect(await visitor.subscribe('SOCIO@empresa.mx ')).toEqual({
      success: false,
      message: EMAIL_MESSAGES.duplicate,
    });
  });

  it('answers "Email inválido" without writing', async () => {
    expect(await visitor.subscribe('no-es-correo')).toEqual({
      success: false,
      message: EMAIL_MESSAGES.invalid,
    });
  });

  it('gets nothing back when it asks for the list, the stats or an export', async () => {
    await visitor.subscribe('uno@empresa.mx');
    expect(await visitor.listEmails()).toEqual([]);
    expect(await visitor.getStats()).toEqual({
      totalSubscribers: 0,
      activeSubscribers: 0,
      totalRegisteredUsers: 0,
      marketingConsentUsers: 0,
    });
    expect(await visitor.exportEmails()).toBeNull();
  });
});

describe('registered users', () => {
  it('creates the user at first login and counts the next logins', async () => {
    expect(await ana.registerUser(ANA)).toEqual({ success: true, isNew: true });
    expect(await ana.registerUser(ANA)).toEqual({ success: true, isNew: false });
    await env.withSecurityRulesDisabled(async (context) => {
      const user = (await getDoc(doc(asFirestore(context), COLLECTIONS.users, ANA.uid))).data();
      expect(user).toMatchObject({
        userId: ANA.uid,
        email: ANA.email,
        emailConsent: true,
        marketingConsent: false,
        metadata: { loginCount: 2 },
      });
    });
    expect(await ana.recordActivity(ANA.uid, 'login')).toEqual({ success: true });
  });
});

/** The same scenario for both stores. */
async function scenario(store: EmailStore, asUser: EmailStore) {
  await store.subscribe('boletin@tienda.mx', 'newsletter');
  await store.subscribe('lector@blog.mx', 'comment');
  await store.subscribe('entro@blog.mx', 'login');
  await asUser.registerUser(ANA);
}

const emails = (items: EmailListItem[]) => items.map((item) => item.email).sort();

describe('list, stats and export, as the admin', () => {
  it('lists with the four filters, counts and exports what visitors wrote', async () => {
    await scenario(visitor, ana);
    // Ana agrees to marketing; the admin may set it.
    expect(await admin.updateMarketingConsent(ANA.email, true)).toEqual({ success: true });

    expect(emails(await admin.listEmails('all'))).toEqual([
      'ana@empresa.mx',
      'boletin@tienda.mx',
      'entro@blog.mx',
      'lector@blog.mx',
    ]);
    expect(emails(await admin.listEmails('newsletter_only'))).toEqual(['boletin@tienda.mx']);
    expect(emails(await admin.listEmails('registered_users'))).toEqual(['ana@empresa.mx']);
    expect(emails(await admin.listEmails('blog_engaged'))).toEqual([
      'entro@blog.mx',
      'lector@blog.mx',
    ]);
    expect(await admin.getStats()).toEqual({
      totalSubscribers: 3,
      activeSubscribers: 3,
      totalRegisteredUsers: 1,
      marketingConsentUsers: 1,
    });
    const exported = await admin.exportEmails();
    expect(exported).toMatchObject({
      source: 'firebase',
      totalEmails: 4,
      statistics: { totalSubscribers: 3 },
    });
    expect(Number.isNaN(Date.parse(exported?.exportedAt ?? ''))).toBe(false);
  });
});

describe('the admin list, a page at a time', () => {
  /** Writes subscribers straight into the emulator (rules off), newest last, in batches. */
  async function seedSubscribers(
    count: number,
    shape: (index: number) => DocumentData = () => ({}),
  ) {
    await env.withSecurityRulesDisabled(async (context) => {
      const firestore = asFirestore(context);
      for (let start = 0; start < count; start += 500) {
        const batch = writeBatch(firestore);
        for (let index = start; index < Math.min(count, start + 500); index += 1) {
          const email = `persona${index}@lista.mx`;
          batch.set(doc(firestore, COLLECTIONS.subscribers, await subscriberId(email)), {
            email,
            source: 'newsletter',
            subscribedAt: Timestamp.fromMillis(Date.UTC(2026, 0, 1) + index * 60_000),
            active: true,
            preferences: { newsletter: true, productUpdates: false, blogNotifications: false },
            metadata: {
              userAgent: 'semilla',
              referrer: '',
              currentUrl: '',
              formLocation: 'footer',
            },
            ...shape(index),
          });
        }
        await batch.commit();
      }
    });
  }

  async function allPages(filter: EmailFilter) {
    const pages: EmailListItem[][] = [];
    let cursor: PageCursor | null = null;
    do {
      const page: EmailPage = await admin.listEmailPage(filter, cursor);
      expect(page.failed).toBeUndefined();
      expect(page.items.length).toBeLessThanOrEqual(PAGE_SIZE);
      pages.push(page.items);
      cursor = page.next;
    } while (cursor);
    return pages;
  }

  it('gives, page by page, exactly the whole list of every filter, in its order', async () => {
    await seedSubscribers(120, (index) => ({
      source: ['newsletter', 'comment', 'login'][index % 3],
      ...(index % 10 === 0 ? { active: false } : {}),
      ...(index % 10 === 5
        ? { preferences: { newsletter: false, productUpdates: false, blogNotifications: false } }
        : {}),
    }));
    await ana.registerUser(ANA);
    await admin.updateMarketingConsent(ANA.email, true);
    for (const filter of ['all', 'newsletter_only', 'registered_users', 'blog_engaged'] as const) {
      const pages = await allPages(filter);
      const whole = await admin.listEmails(filter);
      expect(pages.flat().map((item) => item.id)).toEqual(whole.map((item) => item.id));
      expect(pages.flat().length).toBeGreaterThan(0);
    }
    expect((await allPages('all')).length).toBe(2);
  });

  it('does not list a user twice when the address is also an active subscriber', async () => {
    await visitor.subscribe(ANA.email);
    await ana.registerUser(ANA);
    await admin.updateMarketingConsent(ANA.email, true);
    const items = (await allPages('all')).flat();
    expect(items.filter((item) => item.email === ANA.email)).toHaveLength(1);
  });

  // The figure in docs/firebase.md: what the admin's first view reads with a large list. 1,000 on
  // every run (a few seconds); SEED_SUBSCRIBERS=10000 reproduces the documented figure (~1 min).
  const LARGE = Number(process.env.SEED_SUBSCRIBERS ?? 1_000);
  it(`reads one page of 50 and four counts on a visit, even with ${LARGE} subscribers`, async () => {
    const started = Date.now();
    await seedSubscribers(LARGE);
    const seeded = Date.now() - started;
    const [stats, page] = await Promise.all([admin.getStats(), admin.listEmailPage('all')]);
    expect(stats.totalSubscribers).toBe(LARGE);
    expect(stats.activeSubscribers).toBe(LARGE);
    expect(page.items).toHaveLength(PAGE_SIZE);
    expect(page.items[0]?.email).toBe(`persona${LARGE - 1}@lista.mx`);
    expect(page.next).not.toBeNull();
    console.log(
      `${LARGE} subscribers seeded in ${Math.round(seeded / 1000)} s; the first view read ${page.items.length} documents and 4 counts`,
    );
  }, 120_000);
});

// Decision 11 in docs/decisions.md.
describe('one subscription, by its subscriber or the admin (decision 11)', () => {
  const READER = 'lectora@negocio.mx';
  const reader = () =>
    storeOf(env.authenticatedContext('reader-uid', { email: READER, email_verified: true }));
  const unverified = () =>
    storeOf(env.authenticatedContext('reader-uid', { email: READER, email_verified: false }));

  it('the proven subscriber reads, leaves, comes back, chooses and deletes', async () => {
    await visitor.subscribe(READER, 'newsletter', { formLocation: 'footer' });
    const own = reader();
    const read = await own.getSubscription(READER);
    expect(read).toEqual({
      success: true,
      subscription: expect.objectContaining({
        email: READER,
        active: true,
        preferences: { newsletter: true, productUpdates: false, blogNotifications: false },
      }),
    });
    const left = await own.updateSubscription(READER, {
      active: false,
      preferences: { newsletter: false, productUpdates: false, blogNotifications: false },
    });
    expect(left.success && left.subscription).toMatchObject({ active: false });
    expect(await storedSubscriber(READER)).toMatchObject({
      email: READER,
      active: false,
      preferences: { newsletter: false },
    });
    const back = await own.updateSubscription(READER, {
      active: true,
      preferences: { newsletter: true, productUpdates: true },
    });
    expect(back.success && back.subscription?.preferences).toEqual({
      newsletter: true,
      productUpdates: true,
      blogNotifications: false,
    });
    expect(await own.deleteSubscription(READER)).toEqual({ success: true });
    expect(await storedSubscriber(READER)).toBeUndefined();
    expect(await own.getSubscription(READER)).toEqual({ success: true, subscription: null });
  });

  it('refuses an unverified token and another address, in Spanish, changing nothing', async () => {
    await visitor.subscribe(READER);
    await visitor.subscribe('otra@negocio.mx');
    const denied = {
      success: false,
      message: 'No tienes permiso para consultar esta suscripción.',
    };
    expect(await unverified().getSubscription(READER)).toEqual(denied);
    expect(await unverified().updateSubscription(READER, { active: false })).toEqual(denied);
    expect(await unverified().deleteSubscription(READER)).toEqual(denied);
    expect(await reader().getSubscription('otra@negocio.mx')).toEqual(denied);
    expect(await reader().deleteSubscription('otra@negocio.mx')).toEqual(denied);
    expect(await storedSubscriber(READER)).toMatchObject({ active: true });
    expect(await storedSubscriber('otra@negocio.mx')).toMatchObject({ active: true });
  });

  it('the admin looks one address up, unsubscribes it and deletes it, and the stats follow', async () => {
    await visitor.subscribe(READER);
    expect((await admin.getSubscription(READER)).success).toBe(true);
    await admin.updateSubscription(READER, { active: false, preferences: { newsletter: false } });
    expect((await admin.getStats()).activeSubscribers).toBe(0);
    expect(await admin.deleteSubscription(READER)).toEqual({ success: true });
    expect((await admin.getStats()).totalSubscribers).toBe(0);
    expect(await admin.getSubscription(READER)).toEqual({ success: true, subscription: null });
  });
});

describe('the offline store', () => {
  const memory = new Map<string, string>();
  beforeAll(() => {
    // Browser storage for the offline store, in Node.
    const storage = {
      getItem: (key: string) => memory.get(key) ?? null,
      setItem: (key: string, value: string) => void memory.set(key, value),
      removeItem: (key: string) => void memory.delete(key),
    };
    Object.assign(globalThis, {
      window: globalThis,
      localStorage: storage,
      document: { referrer: '' },
      location: { href: 'http://localhost/' },
    });
    if (!('navigator' in globalThis))
      Object.assign(globalThis, { navigator: { userAgent: 'node' } });
  });

  it('gives the same list, stats and messages from browser storage', async () => {
    const { createLocalStore } = await import('@/lib/email/store-local');
    const local = createLocalStore();
    await scenario(local, local);
    await local.updateMarketingConsent(ANA.email, true);
    expect(await local.subscribe('BOLETIN@tienda.mx')).toEqual({
      success: false,
      message: EMAIL_MESSAGES.duplicate,
    });

    await scenario(visitor, ana);
    await admin.updateMarketingConsent(ANA.email, true);
    for (const filter of ['all', 'newsletter_only', 'registered_users', 'blog_engaged'] as const) {
      expect(emails(await local.listEmails(filter))).toEqual(
        emails(await admin.listEmails(filter)),
      );
    }
    expect(await local.getStats()).toEqual(await admin.getStats());
    expect(await local.exportEmails()).toMatchObject({ source: 'localStorage', totalEmails: 4 });
  });
});
