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
  updateDoc,
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
    env.authenticatedContext(ADMIN.uid, {
      email: ADMIN.email,
      email_verified: true,
      firebase: { sign_in_provider: 'google.com' },
    }),
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

/** Every item of the list, page after page, as the admin's view reads it. */
async function wholeList(store: EmailStore, filter: EmailFilter = 'all') {
  const items: EmailListItem[] = [];
  let cursor: PageCursor | null = null;
  do {
    const page: EmailPage = await store.listEmailPage(filter, cursor);
    items.push(...page.items);
    cursor = page.next;
  } while (cursor);
  return items;
}

/** A registered user's own marketing consent (no screen writes it; the rules let the owner). */
async function consentTo(uid: string) {
  await env.withSecurityRulesDisabled((context) =>
    updateDoc(doc(asFirestore(context), COLLECTIONS.users, uid), { marketingConsent: true }),
  );
}

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

  it('answers "Email ya está suscrito" for the same email again, in any case', async () => {
    expect((await visitor.subscribe('socio@empresa.mx')).success).toBe(true);
    expect(await visitor.subscribe('SOCIO@empresa.mx ')).toEqual({
      success: false,
      reason: 'duplicate',
      message: EMAIL_MESSAGES.duplicate,
    });
  });

  it('answers "Email inválido" without writing', async () => {
    expect(await visitor.subscribe('no-es-correo')).toEqual({
      success: false,
      reason: 'invalid',
      message: EMAIL_MESSAGES.invalid,
    });
  });

  it('gets nothing back when it asks for the list, the stats or an export', async () => {
    await visitor.subscribe('uno@empresa.mx');
    expect(await wholeList(visitor)).toEqual([]);
    expect(await visitor.getStats()).toEqual({
      totalSubscribers: 0,
      activeSubscribers: 0,
      confirmedSubscribers: 0,
      totalRegisteredUsers: 0,
      marketingConsentUsers: 0,
    });
    expect(await visitor.exportEmails()).toBeNull();
    expect(await visitor.exportMailingList()).toBeNull();
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
    await consentTo(ANA.uid);

    expect(emails(await wholeList(admin, 'all'))).toEqual([
      'ana@empresa.mx',
      'boletin@tienda.mx',
      'entro@blog.mx',
      'lector@blog.mx',
    ]);
    expect(emails(await wholeList(admin, 'newsletter_only'))).toEqual(['boletin@tienda.mx']);
    expect(emails(await wholeList(admin, 'registered_users'))).toEqual(['ana@empresa.mx']);
    expect(emails(await wholeList(admin, 'blog_engaged'))).toEqual([
      'entro@blog.mx',
      'lector@blog.mx',
    ]);
    expect(await admin.getStats()).toEqual({
      totalSubscribers: 3,
      activeSubscribers: 3,
      confirmedSubscribers: 0,
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
            confirmedAt: null,
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
    await consentTo(ANA.uid);
    for (const filter of ['all', 'newsletter_only', 'registered_users', 'blog_engaged'] as const) {
      const pages = await allPages(filter);
      const whole = await admin.exportEmails(filter).then((data) => data?.emails ?? []);
      expect(pages.flat().map((item) => item.id)).toEqual(whole.map((item) => item.id));
      expect(pages.flat().length).toBeGreaterThan(0);
    }
    expect((await allPages('all')).length).toBe(2);
  });

  it('does not list a user twice when the address is also an active subscriber', async () => {
    await visitor.subscribe(ANA.email);
    await ana.registerUser(ANA);
    await consentTo(ANA.uid);
    const items = (await allPages('all')).flat();
    expect(items.filter((item) => item.email === ANA.email)).toHaveLength(1);
  });

  // The figure in docs/firebase.md: what the admin's first view reads with a large list. 1,000 on
  // every run (a few seconds); SEED_SUBSCRIBERS=10000 reproduces the documented figure (~1 min).
  const LARGE = Number(process.env.SEED_SUBSCRIBERS ?? 1_000);
  it(`reads one page of 50 and five counts on a visit, even with ${LARGE} subscribers`, async () => {
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
      `${LARGE} subscribers seeded in ${Math.round(seeded / 1000)} s; the first view read ${page.items.length} documents and 5 counts`,
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
    expect(await own.erase(READER)).toEqual({ success: true });
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
    expect(await unverified().erase(READER)).toEqual(denied);
    expect(await reader().getSubscription('otra@negocio.mx')).toEqual(denied);
    expect(await reader().erase('otra@negocio.mx')).toEqual(denied);
    expect(await storedSubscriber(READER)).toMatchObject({ active: true });
    expect(await storedSubscriber('otra@negocio.mx')).toMatchObject({ active: true });
  });

  it('the admin looks one address up, unsubscribes it and deletes it, and the stats follow', async () => {
    await visitor.subscribe(READER);
    expect((await admin.getSubscription(READER)).success).toBe(true);
    await admin.updateSubscription(READER, { active: false, preferences: { newsletter: false } });
    expect((await admin.getStats()).activeSubscribers).toBe(0);
    expect(await admin.erase(READER)).toEqual({ success: true });
    expect((await admin.getStats()).totalSubscribers).toBe(0);
    expect(await admin.getSubscription(READER)).toEqual({ success: true, subscription: null });
  });
});

describe('double opt-in, erasure and the list tools (decision 12)', () => {
  const READER = 'confirma@negocio.mx';
  const reader = (uid = 'reader-uid') =>
    storeOf(
      env.authenticatedContext(uid, {
        email: READER,
        email_verified: true,
        firebase: { sign_in_provider: 'password' },
      }),
    );

  it('only the proven owner confirms, and only a confirmed address is in the mailing export', async () => {
    await visitor.subscribe(READER);
    await visitor.subscribe('pendiente@negocio.mx');
    expect((await admin.exportMailingList())?.emails).toEqual([]);
    // The admin can see a sign-up but not vouch for it.
    expect(await admin.confirmSubscription(READER)).toEqual({
      success: false,
      message: 'No tienes permiso para consultar esta suscripción.',
    });
    const confirmed = await reader().confirmSubscription(READER);
    expect(confirmed.success && confirmed.subscription?.confirmedAt).toMatch(/^\d{4}-/);
    expect((await storedSubscriber(READER))?.confirmedAt).toBeInstanceOf(Timestamp);
    // Confirmed, the database no longer deletes it; the pending one keeps its expiry.
    expect(await storedSubscriber(READER)).not.toHaveProperty('expiresAt');
    expect((await storedSubscriber('pendiente@negocio.mx'))?.expiresAt).toBeInstanceOf(Timestamp);
    const mailing = await admin.exportMailingList();
    expect(mailing?.emails.map((item) => item.email)).toEqual([READER]);
    expect((await admin.getStats()).confirmedSubscribers).toBe(1);
    // The full export keeps both, each with its confirmation.
    const all = await admin.exportEmails();
    expect(all?.emails.map((item) => [item.email, item.confirmedAt !== null]).sort()).toEqual([
      [READER, true],
      ['pendiente@negocio.mx', false],
    ]);
    // Unsubscribed, it leaves the mailing export at once.
    await reader().updateSubscription(READER, { active: false });
    expect((await admin.exportMailingList())?.emails).toEqual([]);
  });

  it('the owner subscribing on their own page starts confirmed', async () => {
    expect((await reader().subscribe(READER, 'newsletter', {}, true)).success).toBe(true);
    expect((await storedSubscriber(READER))?.confirmedAt).toBeInstanceOf(Timestamp);
    expect(await storedSubscriber(READER)).not.toHaveProperty('expiresAt');
  });

  it("the owner's download and erasure cover every record that names them", async () => {
    const own = reader(ANA.uid);
    await visitor.subscribe(READER);
    await storeOf(
      env.authenticatedContext(ANA.uid, { email: READER, email_verified: true }),
    ).registerUser({ ...ANA, email: READER });
    await own.recordActivity(ANA.uid, 'login');
    await visitor.subscribe('otra@negocio.mx');

    const data = await own.personalData(READER);
    expect(data.success && data.data.subscription?.email).toBe(READER);
    expect(data.success && data.data.users.map((user) => user.email)).toEqual([READER]);
    expect(data.success && data.data.activities.map((item) => item.action)).toEqual(['login']);

    expect(await own.erase(READER)).toEqual({ success: true });
    let left: number[] = [];
    await env.withSecurityRulesDisabled(async (context) => {
      {
        const firestore = asFirestore(context);
        left = await Promise.all(
          [COLLECTIONS.subscribers, COLLECTIONS.users, COLLECTIONS.activities].map(
            async (name) =>
              (await firestoreModule.getDocs(firestoreModule.collection(firestore, name))).docs
                .map((snapshot) => snapshot.data())
                .filter((entry) => entry.email === READER || entry.userId === ANA.uid).length,
          ),
        );
      }
    });
    expect(left).toEqual([0, 0, 0]);
    expect(await storedSubscriber('otra@negocio.mx')).toMatchObject({ active: true });
  });

  it('deletes only the unconfirmed sign-ups older than the cutoff', async () => {
    const day = 86_400_000;
    await env.withSecurityRulesDisabled(async (context) => {
      const firestore = asFirestore(context);
      const at = (days: number) => Timestamp.fromMillis(Date.now() - days * day);
      const seedOne = async (
        email: string,
        subscribedAt: Timestamp,
        confirmedAt: Timestamp | null,
      ) =>
        setDoc(doc(firestore, COLLECTIONS.subscribers, await subscriberId(email)), {
          email,
          source: 'newsletter',
          subscribedAt,
          active: true,
          confirmedAt,
          preferences: { newsletter: true, productUpdates: false, blogNotifications: false },
          metadata: { userAgent: '', referrer: '', currentUrl: '' },
        });
      await seedOne('viejo@lista.mx', at(45), null);
      await seedOne('reciente@lista.mx', at(3), null);
      await seedOne('confirmado@lista.mx', at(45), at(44));
    });
    const cutoff = new Date(Date.now() - 30 * day);
    expect(await visitor.countUnconfirmed(cutoff)).toBeNull();
    expect(await admin.countUnconfirmed(cutoff)).toBe(1);
    expect(await admin.deleteUnconfirmed(cutoff)).toEqual({ success: true, deleted: 1 });
    expect(await storedSubscriber('viejo@lista.mx')).toBeUndefined();
    expect(await storedSubscriber('reciente@lista.mx')).toBeDefined();
    expect(await storedSubscriber('confirmado@lista.mx')).toBeDefined();
  });

  it("brings a mail tool's unsubscribes back: finds the active ones, unsubscribes them", async () => {
    await visitor.subscribe('uno@lista.mx');
    await visitor.subscribe('dos@lista.mx');
    await visitor.subscribe('tres@lista.mx');
    await admin.updateSubscription('tres@lista.mx', { active: false });
    const pasted = ['UNO@lista.mx', 'tres@lista.mx', 'nadie@lista.mx', 'uno@lista.mx'];
    expect(await admin.findActive(pasted)).toEqual({ success: true, emails: ['uno@lista.mx'] });
    expect(await admin.unsubscribeAll(pasted)).toEqual({ success: true, emails: ['uno@lista.mx'] });
    expect(await storedSubscriber('uno@lista.mx')).toMatchObject({
      active: false,
      preferences: { newsletter: false },
    });
    expect(await storedSubscriber('dos@lista.mx')).toMatchObject({ active: true });
    expect((await visitor.findActive(pasted)).success).toBe(false);
  });
});

describe('marketingConsent follows the newsletter choice (spec §7, by lower-cased address)', () => {
  const READER = 'consiente@negocio.mx';
  /** The address proven by an email link (/boletin/): another uid than the user document's. */
  const owner = () =>
    storeOf(
      env.authenticatedContext('reader-link-uid', {
        email: READER,
        email_verified: true,
        firebase: { sign_in_provider: 'password' },
      }),
    );

  /** A registered user under the address (a Google sign-in, say), with its consent. */
  async function seedUser(uid: string, email: string, marketingConsent: boolean) {
    await env.withSecurityRulesDisabled((context) =>
      setDoc(doc(asFirestore(context), COLLECTIONS.users, uid), {
        userId: uid,
        email,
        name: 'Lectora',
        provider: 'google.com',
        avatar: '',
        registeredAt: Timestamp.now(),
        lastLogin: Timestamp.now(),
        emailConsent: true,
        marketingConsent,
        metadata: { userAgent: '', referrer: '', loginCount: 1 },
      }),
    );
  }

  async function consentOf(uid: string) {
    let value: unknown;
    await env.withSecurityRulesDisabled(async (context) => {
      value = (await getDoc(doc(asFirestore(context), COLLECTIONS.users, uid))).get(
        'marketingConsent',
      );
    });
    return value;
  }

  it("follows the subscriber's own switch: off when leaving, on when coming back", async () => {
    await visitor.subscribe(READER);
    await seedUser('google-uid', READER, false);
    await seedUser('other-uid', 'otra@negocio.mx', false);
    const back = await owner().updateSubscription(READER, {
      active: true,
      preferences: { newsletter: true },
    });
    expect(back.success).toBe(true);
    expect(await consentOf('google-uid')).toBe(true);
    const left = await owner().updateSubscription(READER, {
      active: false,
      preferences: { newsletter: false, productUpdates: false, blogNotifications: false },
    });
    expect(left.success).toBe(true);
    expect(await consentOf('google-uid')).toBe(false);
    // The newsletter off while staying subscribed: no consent either.
    await owner().updateSubscription(READER, { active: true, preferences: { newsletter: true } });
    await owner().updateSubscription(READER, { preferences: { newsletter: false } });
    expect(await consentOf('google-uid')).toBe(false);
    expect(await consentOf('other-uid')).toBe(false);
  });

  it("the admin's unsubscribe, one or many, withdraws it; another address keeps its own", async () => {
    await visitor.subscribe(READER);
    await visitor.subscribe('otra@negocio.mx');
    await seedUser('google-uid', READER, true);
    await seedUser('other-uid', 'otra@negocio.mx', true);
    await seedUser('third-uid', 'tercera@negocio.mx', true);
    const one = await admin.updateSubscription(READER, {
      active: false,
      preferences: { newsletter: false },
    });
    expect(one.success).toBe(true);
    expect(await consentOf('google-uid')).toBe(false);
    expect(await consentOf('other-uid')).toBe(true);
    // Reactivating on request gives the subscription back, not the consent: only its owner can.
    const reactivated = await admin.updateSubscription(
      READER,
      { active: true, preferences: { newsletter: true } },
      { asAdmin: true },
    );
    expect(reactivated.success).toBe(true);
    expect(await consentOf('google-uid')).toBe(false);
    expect(await storedSubscriber(READER)).toMatchObject({ active: true });

    // The bulk unsubscribe, with an address already unsubscribed in the site but consenting.
    const bulk = await admin.unsubscribeAll(['OTRA@negocio.mx', 'tercera@negocio.mx']);
    expect(bulk).toEqual({ success: true, emails: ['otra@negocio.mx'] });
    expect(await consentOf('other-uid')).toBe(false);
    expect(await consentOf('third-uid')).toBe(false);
  });

  it('a deletion removes the users under the address, their consent with them', async () => {
    await visitor.subscribe(READER);
    // Under the session's own uid: its activity is then the owner's to read and erase.
    await seedUser('reader-link-uid', READER, true);
    expect(await owner().erase(READER)).toEqual({ success: true });
    expect(await consentOf('reader-link-uid')).toBeUndefined();
  });
  // The offline store's same rules: lib/email/store-local.test.ts.
});

describe('one reading of a record for both stores', () => {
  it('reads the same document the same way from Firestore and from browser storage', async () => {
    const { subscriptionFrom } = await import('@/lib/email/records');
    await visitor.subscribe('misma@lectura.mx', 'comment', { formLocation: 'article' });
    const online = await admin.getSubscription('misma@lectura.mx');
    const stored = await storedSubscriber('misma@lectura.mx');
    // The same fields as browser storage keeps them: times as ISO strings.
    const local = subscriptionFrom(online.success ? (online.subscription?.id ?? '') : '', {
      ...stored,
      subscribedAt: (stored?.subscribedAt as Timestamp).toDate().toISOString(),
    });
    expect(online).toEqual({ success: true, subscription: local });
    // A field missing or malformed reads as the answer that mails nobody, in both.
    expect(subscriptionFrom('x', { active: 'yes', preferences: {} })).toMatchObject({
      active: false,
      confirmedAt: null,
      preferences: { newsletter: false, productUpdates: false, blogNotifications: false },
    });
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
    const users = JSON.parse(memory.get('hanzo_registered_users') ?? '[]') as object[];
    memory.set(
      'hanzo_registered_users',
      JSON.stringify(users.map((user) => ({ ...user, marketingConsent: true }))),
    );
    expect(await local.subscribe('BOLETIN@tienda.mx')).toEqual({
      success: false,
      reason: 'duplicate',
      message: EMAIL_MESSAGES.duplicate,
    });

    await scenario(visitor, ana);
    await consentTo(ANA.uid);
    for (const filter of ['all', 'newsletter_only', 'registered_users', 'blog_engaged'] as const) {
      expect(emails(await wholeList(local, filter))).toEqual(
        emails(await wholeList(admin, filter)),
      );
    }
    expect(await local.getStats()).toEqual(await admin.getStats());
    expect(await local.exportEmails()).toMatchObject({ source: 'localStorage', totalEmails: 4 });
  });
});
