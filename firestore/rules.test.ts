/**
 * firestore.rules against the real Cloud Firestore emulator (FIRESTORE_EMULATOR_HOST). Run with
 * `npm run test:firestore`, or `npm test`, which starts the emulator.
 *
 * Every allow and every deny of the contract has its own test. Writes that must be denied carry
 * exactly one defect, so each test shows that this one check is enforced.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import {
  addDoc,
  collection,
  deleteDoc,
  deleteField,
  doc,
  type DocumentData,
  type Firestore,
  getCountFromServer,
  getDoc,
  getDocs,
  increment,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  setLogLevel,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
} from 'firebase/firestore';
import {
  COLLECTIONS,
  defaultPreferences,
  EMAIL_MAX_LENGTH,
  isValidEmail,
  METADATA_LIMITS,
  SUBSCRIBER_SOURCES,
  subscriberId,
} from '@/lib/email/model';
import { pendingExpiry } from '@/lib/email/link-contract';

const emulatorHost = process.env.FIRESTORE_EMULATOR_HOST;
if (!emulatorHost) {
  throw new Error(
    'FIRESTORE_EMULATOR_HOST no está definido: ejecuta estas pruebas con `npm run test:firestore`.',
  );
}
const [host = '127.0.0.1', portText = ''] = emulatorHost.split(':');
const port = Number(portText);

const ADMIN_EMAIL = 'admin@hanzo.mx';
const ALICE = { uid: 'alice', email: 'alice@example.com' };
const BOB = { uid: 'bob', email: 'bob@example.com' };
const READER_EMAIL = 'lector@example.com';

let env: RulesTestEnvironment;

/** The modular SDK accepts the test context's Firestore instance. */
const db = (context: RulesTestContext) => context.firestore() as unknown as Firestore;

/** One client per identity for the whole file (each client is an app with its own connection). */
const clients = new Map<string, Firestore>();
function client(name: string, context: () => RulesTestContext): Firestore {
  let firestore = clients.get(name);
  if (!firestore) {
    firestore = db(context());
    clients.set(name, firestore);
  }
  return firestore;
}

/** How the admin signs in: Google (the role needs it, decision 12). */
const GOOGLE = { firebase: { sign_in_provider: 'google.com' } } as const;
/**
 * An email-link sign-in, as /boletin/ makes (the Auth emulator's tokens say 'password'; the
 * blocking functions refuse real password accounts): how a subscriber proves their address.
 */
const EMAIL_LINK = { firebase: { sign_in_provider: 'password' } } as const;

const anonymous = () => client('anonymous', () => env.unauthenticatedContext());
const alice = () =>
  client('alice', () =>
    env.authenticatedContext(ALICE.uid, {
      email: ALICE.email,
      email_verified: true,
      ...EMAIL_LINK,
    }),
  );
const aliceUnverified = () =>
  client('alice-unverified', () =>
    env.authenticatedContext(ALICE.uid, {
      email: ALICE.email,
      email_verified: false,
      ...EMAIL_LINK,
    }),
  );
/**
 * Alice's address in a verified token that an email link did not make: a Google account whose
 * address was changed into hers (N5 of the 2026-11-28 security review), or a custom token.
 */
const aliceByGoogle = () =>
  client('alice-google', () =>
    env.authenticatedContext('mallory', { email: ALICE.email, email_verified: true, ...GOOGLE }),
  );
const bob = () =>
  client('bob', () =>
    env.authenticatedContext(BOB.uid, { email: BOB.email, email_verified: true, ...EMAIL_LINK }),
  );
const admin = () =>
  client('admin', () =>
    env.authenticatedContext('admin', { email: ADMIN_EMAIL, email_verified: true, ...GOOGLE }),
  );
const adminUnverified = () =>
  client('admin-unverified', () =>
    env.authenticatedContext('admin', { email: ADMIN_EMAIL, email_verified: false, ...GOOGLE }),
  );
/** The admin's address proven by an email link instead of Google: not the admin. */
const adminByLink = () =>
  client('admin-by-link', () =>
    env.authenticatedContext('admin-link', {
      email: ADMIN_EMAIL,
      email_verified: true,
      ...EMAIL_LINK,
    }),
  );

/** SHA-256 hex of a string exactly as given (no normalisation). */
const sha256Hex = (value: string) => createHash('sha256').update(value).digest('hex');

async function seed(docPath: string, data: DocumentData) {
  await env.withSecurityRulesDisabled(async (context) => {
    await setDoc(doc(db(context), docPath), data);
  });
}

async function unseed(docPath: string) {
  await env.withSecurityRulesDisabled(async (context) => {
    await deleteDoc(doc(db(context), docPath));
  });
}

const grantAdmin = () => seed(`${COLLECTIONS.admins}/${ADMIN_EMAIL}`, { grantedBy: 'console' });

/**
 * Times a client could write instead of the server's: a minute behind and a minute ahead. Not
 * `Timestamp.now()`: the emulator runs on the same clock, and a write can land in the very
 * millisecond the client read, so the rule would rightly accept it.
 */
const CLIENT_CLOCK_SKEWS_MS = [-60_000, 60_000];
const clientTimestamps = () =>
  CLIENT_CLOCK_SKEWS_MS.map((skew) => Timestamp.fromMillis(Date.now() + skew));

// ---- email_subscribers ------------------------------------------------------------------------

function newSubscriber(overrides: DocumentData = {}): DocumentData {
  return {
    email: READER_EMAIL,
    source: 'newsletter',
    subscribedAt: serverTimestamp(),
    active: true,
    confirmedAt: null,
    // The TTL policy deletes a pending sign-up then (decision 15): the browser's clock + 30 days.
    expiresAt: Timestamp.fromDate(pendingExpiry()),
    preferences: defaultPreferences('newsletter'),
    metadata: {
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Jest',
      referrer: 'https://www.google.com/',
      currentUrl: 'https://hanzo.mx/blog/',
      formLocation: 'footer',
    },
    ...overrides,
  };
}

function withMetadata(metadata: DocumentData): DocumentData {
  return newSubscriber({ metadata: { ...newSubscriber().metadata, ...metadata } });
}

/** Writes `data` under the hash of its own email as written (or under `id`). */
function createSubscriber(firestore: Firestore, data: DocumentData, id?: string) {
  const docId = id ?? sha256Hex(String(data.email));
  return setDoc(doc(firestore, COLLECTIONS.subscribers, docId), data);
}

/** A stored subscriber, written with the rules off. */
async function seedSubscriber(email: string, overrides: DocumentData = {}) {
  const id = await subscriberId(email);
  await seed(`${COLLECTIONS.subscribers}/${id}`, {
    ...newSubscriber({ email, subscribedAt: Timestamp.now() }),
    ...overrides,
  });
  return id;
}

// ---- registered_users -------------------------------------------------------------------------

function newUser(uid = ALICE.uid, email = ALICE.email, overrides: DocumentData = {}): DocumentData {
  return {
    userId: uid,
    email,
    name: 'Alice Example',
    provider: 'google.com',
    avatar: 'https://lh3.googleusercontent.com/a/alice',
    registeredAt: serverTimestamp(),
    lastLogin: serverTimestamp(),
    emailConsent: true,
    marketingConsent: false,
    metadata: { userAgent: 'Mozilla/5.0 Jest', referrer: 'https://hanzo.mx/', loginCount: 1 },
    ...overrides,
  };
}

const STORED_LOGIN_COUNT = 3;

/** Alice's stored document: registered a day ago, three logins. */
async function seedAlice(overrides: DocumentData = {}) {
  const yesterday = Timestamp.fromMillis(Date.now() - 86_400_000);
  await seed(`${COLLECTIONS.users}/${ALICE.uid}`, {
    ...newUser(ALICE.uid, ALICE.email, { registeredAt: yesterday, lastLogin: yesterday }),
    metadata: { userAgent: 'Mozilla/5.0 Jest', referrer: '', loginCount: STORED_LOGIN_COUNT },
    ...overrides,
  });
}

const aliceUser = (firestore: Firestore) => doc(firestore, COLLECTIONS.users, ALICE.uid);

/** The update a returning user's login makes. */
const login = (loginCount = STORED_LOGIN_COUNT + 1): DocumentData => ({
  lastLogin: serverTimestamp(),
  'metadata.loginCount': loginCount,
});

// ---- user_activities --------------------------------------------------------------------------

function newActivity(overrides: DocumentData = {}): DocumentData {
  return {
    userId: ALICE.uid,
    action: 'login',
    timestamp: serverTimestamp(),
    metadata: {
      url: 'https://hanzo.mx/admin/',
      userAgent: 'Mozilla/5.0 Jest',
      details: 'google.com',
    },
    ...overrides,
  };
}

const activities = (firestore: Firestore) => collection(firestore, COLLECTIONS.activities);

// ---- Set-up -----------------------------------------------------------------------------------

beforeAll(async () => {
  // Denied writes are expected here; the SDK would log each one as a warning.
  setLogLevel('error');
  env = await initializeTestEnvironment({
    projectId: 'demo-hanzo',
    firestore: {
      host,
      port,
      rules: fs.readFileSync(path.join(process.cwd(), 'firestore.rules'), 'utf8'),
    },
  });
});

beforeEach(async () => {
  await env.clearFirestore();
});

afterAll(async () => {
  await env?.cleanup();
});

// ================================================================================================

describe('email_subscribers: create', () => {
  it('lets an anonymous visitor create a valid subscriber with a server timestamp', async () => {
    const id = await subscriberId(READER_EMAIL);
    await assertSucceeds(setDoc(doc(anonymous(), COLLECTIONS.subscribers, id), newSubscriber()));

    await env.withSecurityRulesDisabled(async (context) => {
      const stored = await getDoc(doc(db(context), COLLECTIONS.subscribers, id));
      expect(stored.get('email')).toBe(READER_EMAIL);
      expect(stored.get('subscribedAt')).toBeInstanceOf(Timestamp);
    });
  });

  it('lets a signed-in user create a valid subscriber', async () => {
    await assertSucceeds(createSubscriber(bob(), newSubscriber({ email: BOB.email })));
  });

  it.each(SUBSCRIBER_SOURCES)('accepts the source %s', async (source) => {
    await assertSucceeds(
      createSubscriber(
        anonymous(),
        newSubscriber({ source, preferences: defaultPreferences(source) }),
      ),
    );
  });

  it.each(['footer', 'article'])('accepts the form location %s', async (formLocation) => {
    await assertSucceeds(createSubscriber(anonymous(), withMetadata({ formLocation })));
  });

  it("accepts the form location 'admin' from the admin only", async () => {
    await grantAdmin();
    const data = withMetadata({ formLocation: 'admin' });
    await assertFails(createSubscriber(anonymous(), data));
    await assertFails(createSubscriber(alice(), data));
    await assertFails(createSubscriber(adminByLink(), data));
    await assertSucceeds(createSubscriber(admin(), data));
  });

  it('accepts an article form with its slug, and metadata without the optional keys', async () => {
    await assertSucceeds(
      createSubscriber(
        anonymous(),
        withMetadata({
          formLocation: 'article',
          articleSlug: 'mitos-de-la-inteligencia-artificial',
        }),
      ),
    );
    const { userAgent, referrer, currentUrl } = newSubscriber().metadata as Record<string, string>;
    await assertSucceeds(
      createSubscriber(
        anonymous(),
        newSubscriber({ email: BOB.email, metadata: { userAgent, referrer, currentUrl } }),
      ),
    );
  });

  it('accepts values at every limit (254-character email, 500/2000/2000/120 metadata)', async () => {
    const email = `${'a'.repeat(EMAIL_MAX_LENGTH - '@example.com'.length)}@example.com`;
    expect(email).toHaveLength(EMAIL_MAX_LENGTH);
    await assertSucceeds(
      createSubscriber(
        anonymous(),
        newSubscriber({
          email,
          metadata: {
            userAgent: 'u'.repeat(METADATA_LIMITS.userAgent),
            referrer: 'r'.repeat(METADATA_LIMITS.referrer),
            currentUrl: 'c'.repeat(METADATA_LIMITS.currentUrl),
            formLocation: 'article',
            articleSlug: 's'.repeat(METADATA_LIMITS.articleSlug),
          },
        }),
      ),
    );
  });

  it('denies a duplicate create by an anonymous visitor (how the site detects "ya está suscrito")', async () => {
    await assertSucceeds(createSubscriber(anonymous(), newSubscriber()));
    await assertFails(createSubscriber(anonymous(), newSubscriber()));
    await assertFails(createSubscriber(anonymous(), newSubscriber({ source: 'comment' })));
  });

  it('denies a duplicate create by the subscriber and by the admin too', async () => {
    await grantAdmin();
    await assertSucceeds(createSubscriber(anonymous(), newSubscriber({ email: ALICE.email })));
    await assertFails(createSubscriber(alice(), newSubscriber({ email: ALICE.email })));
    await assertFails(createSubscriber(admin(), newSubscriber({ email: ALICE.email })));
  });

  it("denies consents the visitor did not give: decision 11's defaults and nothing else", async () => {
    const forged = [
      { newsletter: true, productUpdates: true, blogNotifications: false },
      { newsletter: true, productUpdates: false, blogNotifications: true },
      { newsletter: false, productUpdates: false, blogNotifications: false },
    ];
    for (const preferences of forged) {
      await assertFails(createSubscriber(anonymous(), newSubscriber({ preferences })));
    }
    // A comment's sign-up has the blog notices on, and only that.
    await assertFails(
      createSubscriber(
        anonymous(),
        newSubscriber({ source: 'comment', preferences: defaultPreferences('newsletter') }),
      ),
    );
    await assertSucceeds(
      createSubscriber(
        anonymous(),
        newSubscriber({ source: 'comment', preferences: defaultPreferences('comment') }),
      ),
    );
  });

  it('denies a sign-up that claims to be confirmed, whoever makes it (decision 17)', async () => {
    // Without the field, with a client's time, with the server's time, by anyone.
    const pending = newSubscriber({ email: ALICE.email });
    const withoutField = { ...pending };
    delete withoutField.confirmedAt;
    await assertFails(createSubscriber(anonymous(), withoutField));
    const data = { ...pending };
    delete data.expiresAt;
    await grantAdmin();
    for (const who of [anonymous(), alice(), aliceUnverified(), bob(), admin()]) {
      await assertFails(createSubscriber(who, { ...pending, confirmedAt: serverTimestamp() }));
      await assertFails(createSubscriber(who, { ...data, confirmedAt: serverTimestamp() }));
      for (const time of clientTimestamps()) {
        await assertFails(createSubscriber(who, { ...data, confirmedAt: time }));
      }
    }
    // Its proven owner signs up pending, like everyone; the site's function confirms it.
    await assertSucceeds(createSubscriber(alice(), pending));
  });

  it("requires a pending sign-up to carry its expiry, 30 days ahead by the browser's clock", async () => {
    const day = 86_400_000;
    const expiring = (ms: number, email: string) =>
      newSubscriber({ email, expiresAt: Timestamp.fromMillis(Date.now() + ms) });
    const without = newSubscriber();
    delete without.expiresAt;
    await assertFails(createSubscriber(anonymous(), without));
    await assertFails(createSubscriber(anonymous(), expiring(28 * day, 'a@example.com')));
    await assertFails(createSubscriber(anonymous(), expiring(32 * day, 'b@example.com')));
    await assertFails(createSubscriber(anonymous(), expiring(365 * day, 'c@example.com')));
    await assertFails(
      createSubscriber(anonymous(), newSubscriber({ email: 'd@example.com', expiresAt: 'pronto' })),
    );
    await assertFails(
      createSubscriber(anonymous(), newSubscriber({ email: 'e@example.com', expiresAt: null })),
    );
    // A clock half a day off either way still signs up.
    await assertSucceeds(createSubscriber(anonymous(), expiring(29.5 * day, 'f@example.com')));
    await assertSucceeds(createSubscriber(anonymous(), expiring(30.5 * day, 'g@example.com')));
  });

  it.each([
    ['a zero-width space', 'lec\u200Btor@example.com'],
    ['a soft hyphen', 'lec\u00ADtor@example.com'],
    ['a right-to-left override', 'lector@exa\u202Emple.com'],
    ['a control character', 'lector\u0007@example.com'],
    ['a private-use character', 'lector@example\uE000.com'],
  ])('denies an address with %s (a look-alike duplicate), as the client does', async (_, email) => {
    expect(isValidEmail(email)).toBe(false);
    await assertFails(createSubscriber(anonymous(), newSubscriber({ email })));
  });

  it('denies an extra key', async () => {
    await assertFails(createSubscriber(anonymous(), newSubscriber({ name: 'Lector' })));
  });

  it.each(['email', 'source', 'subscribedAt', 'active', 'preferences', 'metadata'])(
    'denies a subscriber without %s',
    async (key) => {
      const data = newSubscriber();
      delete data[key];
      await assertFails(createSubscriber(anonymous(), data, await subscriberId(READER_EMAIL)));
    },
  );

  it.each([
    ['active as the string "true"', { active: 'true' }],
    [
      'preferences.newsletter as "yes"',
      { preferences: { ...defaultPreferences('newsletter'), newsletter: 'yes' } },
    ],
    [
      'preferences.productUpdates as 1',
      { preferences: { ...defaultPreferences('newsletter'), productUpdates: 1 } },
    ],
    [
      'preferences.blogNotifications as null',
      { preferences: { ...defaultPreferences('newsletter'), blogNotifications: null } },
    ],
    ['preferences as a string', { preferences: 'newsletter' }],
    ['metadata as a string', { metadata: 'footer' }],
    ['source as a number', { source: 1 }],
  ])('denies wrong types: %s', async (_label, overrides) => {
    await assertFails(createSubscriber(anonymous(), newSubscriber(overrides)));
  });

  it('denies an email that is not a string', async () => {
    const data = newSubscriber({ email: ['lector', 'example.com'] });
    await assertFails(createSubscriber(anonymous(), data, sha256Hex('lector,example.com')));
  });

  it('denies an uppercase email even under the hash of that exact text', async () => {
    await assertFails(
      createSubscriber(anonymous(), newSubscriber({ email: 'Lector@Example.com' })),
    );
  });

  it.each([
    ['leading and trailing spaces', ' lector@example.com '],
    ['a space inside', 'lec tor@example.com'],
    ['a tab', 'lector@example.com\t'],
    ['a newline', 'lector@example.com\n'],
    ['a vertical tab', 'lector\u000b@example.com'],
    ['a no-break space', 'lector\u00a0@example.com'],
    ['an em space', 'lector@exam\u2003ple.com'],
    ['a byte-order mark', '\ufefflector@example.com'],
  ])('denies an email with whitespace: %s', async (_label, email) => {
    await assertFails(createSubscriber(anonymous(), newSubscriber({ email })));
  });

  it('denies an email of 255 characters', async () => {
    const email = `${'a'.repeat(EMAIL_MAX_LENGTH + 1 - '@example.com'.length)}@example.com`;
    expect(email).toHaveLength(EMAIL_MAX_LENGTH + 1);
    await assertFails(createSubscriber(anonymous(), newSubscriber({ email })));
  });

  it.each([
    '',
    'lector',
    'lector@example',
    '@example.com',
    'lector@',
    'lector@@example.com',
    'lector@example.',
    'lector@.com',
    'a@b@c.com',
  ])('denies the badly shaped email %j', async (email) => {
    expect(isValidEmail(email)).toBe(false);
    await assertFails(createSubscriber(anonymous(), newSubscriber({ email })));
  });

  it.each([
    'ana <lector@example.com>',
    'x<lector@example.com>',
    'lector@example.com(comentario)',
    'lector@example.com,',
    '"lector"@example.com',
    'lector@example.com;otro@example.com',
    'lector@[127.0.0.1]',
    'lector..x@example.com',
    'lector@example.c',
  ])('denies %j: only a plain address, as the site checks it (decision 17)', async (email) => {
    expect(isValidEmail(email)).toBe(false);
    await assertFails(createSubscriber(anonymous(), newSubscriber({ email })));
  });

  it.each(["o'brien@example.com", 'lector+boletin@example.com', 'josé@pañalería.mx'])(
    'accepts the plain address %j, as the site does',
    async (email) => {
      expect(isValidEmail(email)).toBe(true);
      await assertSucceeds(createSubscriber(anonymous(), newSubscriber({ email })));
    },
  );

  it('denies a document id that is not the hash of the email', async () => {
    await assertFails(
      createSubscriber(anonymous(), newSubscriber(), await subscriberId(BOB.email)),
    );
    await assertFails(createSubscriber(anonymous(), newSubscriber(), 'lector'));
    await assertFails(
      createSubscriber(anonymous(), newSubscriber(), sha256Hex(` ${READER_EMAIL}`)),
    );
  });

  it('denies the hash written in uppercase hex (one document per email)', async () => {
    const id = (await subscriberId(READER_EMAIL)).toUpperCase();
    await assertFails(createSubscriber(anonymous(), newSubscriber(), id));
  });

  it('denies a client-supplied timestamp for subscribedAt', async () => {
    for (const subscribedAt of clientTimestamps()) {
      await assertFails(createSubscriber(anonymous(), newSubscriber({ subscribedAt })));
    }
    await assertFails(
      createSubscriber(anonymous(), newSubscriber({ subscribedAt: new Date().toISOString() })),
    );
  });

  it('denies active false', async () => {
    await assertFails(createSubscriber(anonymous(), newSubscriber({ active: false })));
  });

  it('denies an unknown source', async () => {
    await assertFails(createSubscriber(anonymous(), newSubscriber({ source: 'twitter' })));
  });

  it.each([
    ['userAgent', METADATA_LIMITS.userAgent],
    ['referrer', METADATA_LIMITS.referrer],
    ['currentUrl', METADATA_LIMITS.currentUrl],
    ['articleSlug', METADATA_LIMITS.articleSlug],
  ] as const)('denies an oversize metadata.%s (%d + 1 characters)', async (key, limit) => {
    await assertFails(
      createSubscriber(
        anonymous(),
        withMetadata({ formLocation: 'article', [key]: 'x'.repeat(limit + 1) }),
      ),
    );
  });

  it('denies a bad formLocation', async () => {
    await assertFails(createSubscriber(anonymous(), withMetadata({ formLocation: 'sidebar' })));
  });

  it('denies an articleSlug that is not a string', async () => {
    await assertFails(
      createSubscriber(anonymous(), withMetadata({ formLocation: 'article', articleSlug: 7 })),
    );
  });

  it('denies unknown or missing metadata keys and non-string metadata', async () => {
    await assertFails(createSubscriber(anonymous(), withMetadata({ ip: '203.0.113.9' })));
    const { referrer, currentUrl } = newSubscriber().metadata as Record<string, string>;
    await assertFails(
      createSubscriber(anonymous(), newSubscriber({ metadata: { referrer, currentUrl } })),
    );
    await assertFails(createSubscriber(anonymous(), withMetadata({ userAgent: 42 })));
  });

  it('denies extra or missing preference keys', async () => {
    await assertFails(
      createSubscriber(
        anonymous(),
        newSubscriber({ preferences: { ...defaultPreferences('newsletter'), sms: true } }),
      ),
    );
    await assertFails(
      createSubscriber(
        anonymous(),
        newSubscriber({ preferences: { newsletter: true, productUpdates: true } }),
      ),
    );
  });
});

describe('email_subscribers: reads', () => {
  it('denies an anonymous get, list, email query and count', async () => {
    const id = await seedSubscriber(READER_EMAIL);
    const subscribers = collection(anonymous(), COLLECTIONS.subscribers);
    await assertFails(getDoc(doc(subscribers, id)));
    await assertFails(getDocs(subscribers));
    await assertFails(getDocs(query(subscribers, where('email', '==', READER_EMAIL))));
    await assertFails(getCountFromServer(subscribers));
  });

  it('lets a verified subscriber get their own document, and nothing else', async () => {
    const id = await seedSubscriber(ALICE.email);
    const bobsId = await seedSubscriber(BOB.email);
    const subscribers = collection(alice(), COLLECTIONS.subscribers);
    const own = await assertSucceeds(getDoc(doc(subscribers, id)));
    expect(own.get('email')).toBe(ALICE.email);
    await assertFails(getDoc(doc(subscribers, bobsId)));
    await assertFails(getDocs(subscribers));
    await assertFails(getDocs(query(subscribers, where('email', '==', ALICE.email))));
    await assertFails(getCountFromServer(subscribers));
  });

  it('tells a verified person with no subscription that there is none', async () => {
    const ref = doc(alice(), COLLECTIONS.subscribers, await subscriberId(ALICE.email));
    expect((await assertSucceeds(getDoc(ref))).exists()).toBe(false);
  });

  it('denies the same address with an unverified token', async () => {
    const id = await seedSubscriber(ALICE.email);
    await assertFails(getDoc(doc(aliceUnverified(), COLLECTIONS.subscribers, id)));
  });

  it('matches the token address lowercased, as the site stores it', async () => {
    const id = await seedSubscriber('carol@example.com');
    const carol = db(
      env.authenticatedContext('carol', {
        email: 'Carol@Example.com',
        email_verified: true,
        ...EMAIL_LINK,
      }),
    );
    await assertSucceeds(getDoc(doc(carol, COLLECTIONS.subscribers, id)));
  });

  it('lets the admin get, list, query and count', async () => {
    await grantAdmin();
    const id = await seedSubscriber(READER_EMAIL);
    await seedSubscriber(BOB.email, { active: false });
    const subscribers = collection(admin(), COLLECTIONS.subscribers);

    const one = await assertSucceeds(getDoc(doc(subscribers, id)));
    expect(one.get('email')).toBe(READER_EMAIL);
    expect((await assertSucceeds(getDocs(subscribers))).size).toBe(2);
    const byEmail = await assertSucceeds(
      getDocs(query(subscribers, where('email', '==', READER_EMAIL))),
    );
    expect(byEmail.docs.map((snapshot) => snapshot.id)).toEqual([id]);
    const active = await assertSucceeds(
      getDocs(query(subscribers, where('active', '==', true), orderBy('subscribedAt', 'desc'))),
    );
    expect(active.size).toBe(1);
    expect((await assertSucceeds(getCountFromServer(subscribers))).data().count).toBe(2);
  });

  it('denies the admin email when it is not verified', async () => {
    await grantAdmin();
    const id = await seedSubscriber(READER_EMAIL);
    const subscribers = collection(adminUnverified(), COLLECTIONS.subscribers);
    await assertFails(getDoc(doc(subscribers, id)));
    await assertFails(getDocs(subscribers));
    await assertFails(getDocs(query(subscribers, where('email', '==', READER_EMAIL))));
    await assertFails(getCountFromServer(subscribers));
  });

  it('denies the verified admin email without an admins document', async () => {
    await grantAdmin();
    await unseed(`${COLLECTIONS.admins}/${ADMIN_EMAIL}`);
    const id = await seedSubscriber(READER_EMAIL);
    const subscribers = collection(admin(), COLLECTIONS.subscribers);
    await assertFails(getDoc(doc(subscribers, id)));
    await assertFails(getDocs(subscribers));
    await assertFails(getDocs(query(subscribers, where('email', '==', READER_EMAIL))));
    await assertFails(getCountFromServer(subscribers));
  });
});

describe('email_subscribers: update and delete', () => {
  const subscriber = async (firestore: Firestore, email = ALICE.email) =>
    doc(firestore, COLLECTIONS.subscribers, await subscriberId(email));
  const unsubscribe = {
    active: false,
    'preferences.newsletter': false,
    'preferences.productUpdates': false,
    'preferences.blogNotifications': false,
  };

  it('lets the subscriber (verified, same email) unsubscribe, come back and choose each preference', async () => {
    await seedSubscriber(ALICE.email);
    const ref = await subscriber(alice());
    await assertSucceeds(updateDoc(ref, unsubscribe));
    await assertSucceeds(updateDoc(ref, { active: true, 'preferences.newsletter': true }));
    await assertSucceeds(updateDoc(ref, { 'preferences.productUpdates': true }));
    await assertSucceeds(updateDoc(ref, { 'preferences.newsletter': false }));
    const stored = await assertSucceeds(getDoc(ref));
    expect(stored.get('active')).toBe(true);
    expect(stored.get('preferences')).toEqual({
      newsletter: false,
      productUpdates: true,
      blogNotifications: false,
    });
  });

  it('denies the subscriber any change beyond the consent fields', async () => {
    await seedSubscriber(ALICE.email);
    const ref = await subscriber(alice());
    await assertFails(updateDoc(ref, { 'preferences.newsletter': 'no' }));
    await assertFails(updateDoc(ref, { active: 'false' }));
    await assertFails(updateDoc(ref, { email: 'alice@example.org' }));
    await assertFails(updateDoc(ref, { subscribedAt: serverTimestamp() }));
    await assertFails(updateDoc(ref, { source: 'login' }));
    await assertFails(updateDoc(ref, { 'metadata.referrer': 'https://example.org/' }));
    await assertFails(updateDoc(ref, { 'preferences.sms': true }));
    await assertFails(updateDoc(ref, { 'preferences.newsletter': deleteField() }));
    await assertFails(updateDoc(ref, { active: deleteField() }));
  });

  it('denies an unverified subscriber, another user and an anonymous visitor', async () => {
    await seedSubscriber(ALICE.email);
    for (const who of [aliceUnverified(), bob(), anonymous()]) {
      await assertFails(updateDoc(await subscriber(who), { 'preferences.newsletter': false }));
      await assertFails(updateDoc(await subscriber(who), unsubscribe));
      await assertFails(deleteDoc(await subscriber(who)));
    }
  });

  it('lets the subscriber delete their own document, and only theirs', async () => {
    await seedSubscriber(ALICE.email);
    await seedSubscriber(BOB.email);
    await assertFails(deleteDoc(await subscriber(alice(), BOB.email)));
    await assertSucceeds(deleteDoc(await subscriber(alice())));
    const gone = await assertSucceeds(getDoc(await subscriber(alice())));
    expect(gone.exists()).toBe(false);
  });

  it('lets the admin unsubscribe, resubscribe and delete one document, and change nothing else', async () => {
    await grantAdmin();
    await seedSubscriber(ALICE.email);
    const ref = await subscriber(admin());
    await assertSucceeds(updateDoc(ref, unsubscribe));
    await assertSucceeds(updateDoc(ref, { active: true, 'preferences.newsletter': true }));
    await assertFails(updateDoc(ref, { email: 'otra@example.com' }));
    await assertFails(updateDoc(ref, { subscribedAt: serverTimestamp() }));
    await assertSucceeds(deleteDoc(ref));
  });

  it("denies the confirmation to every browser: the site's function writes it (decision 17)", async () => {
    await grantAdmin();
    await seedSubscriber(ALICE.email);
    const confirm = { confirmedAt: serverTimestamp(), expiresAt: deleteField() };
    for (const who of [alice(), admin(), bob(), aliceUnverified(), aliceByGoogle(), anonymous()]) {
      await assertFails(updateDoc(await subscriber(who), confirm));
      await assertFails(updateDoc(await subscriber(who), { confirmedAt: serverTimestamp() }));
      for (const time of clientTimestamps()) {
        await assertFails(updateDoc(await subscriber(who), { confirmedAt: time }));
      }
    }
    // A confirmed one is neither moved nor taken back.
    const bobId = await seedSubscriber(BOB.email, { confirmedAt: Timestamp.now() });
    expect(bobId).toBe(await subscriberId(BOB.email));
    await assertFails(updateDoc(await subscriber(bob(), BOB.email), { confirmedAt: null }));
    await assertFails(updateDoc(await subscriber(bob(), BOB.email), confirm));
  });

  it('lets nobody in a browser touch the expiry of a pending sign-up', async () => {
    await grantAdmin();
    await seedSubscriber(ALICE.email);
    const later = Timestamp.fromMillis(Date.now() + 300 * 86_400_000);
    const own = await subscriber(alice());
    // Kept for ever, moved, or dropped with another change: refused.
    await assertFails(updateDoc(own, { expiresAt: deleteField() }));
    await assertFails(updateDoc(own, { expiresAt: later }));
    await assertFails(updateDoc(own, { ...unsubscribe, expiresAt: deleteField() }));
    await assertFails(updateDoc(await subscriber(admin()), { expiresAt: deleteField() }));
    await assertFails(
      updateDoc(await subscriber(admin()), { ...unsubscribe, expiresAt: deleteField() }),
    );
    // The subscriber's other changes leave it in place.
    await assertSucceeds(updateDoc(own, unsubscribe));
    const stored = await assertSucceeds(getDoc(own));
    expect(stored.get('expiresAt')).toBeInstanceOf(Timestamp);
  });

  it("keeps the mail tool's unsubscribe until its owner comes back; the admin cannot undo it", async () => {
    await grantAdmin();
    const mark = { reason: 'hard-bounce', at: Timestamp.now() };
    await seedSubscriber(ALICE.email, { active: false, unsubscribed: mark });
    const own = await subscriber(alice());
    // Nobody in a browser writes the mark or changes it.
    await assertFails(updateDoc(own, { 'unsubscribed.reason': 'spam-complaint' }));
    await assertFails(updateDoc(await subscriber(admin()), { unsubscribed: deleteField() }));
    // The admin may not bring the person back; they may keep them off.
    await assertFails(
      updateDoc(await subscriber(admin()), { active: true, 'preferences.newsletter': true }),
    );
    await assertSucceeds(updateDoc(await subscriber(admin()), { 'preferences.newsletter': false }));
    // The owner cannot drop it while staying away, nor come back keeping it; coming back drops it.
    await assertFails(updateDoc(own, { unsubscribed: deleteField() }));
    await assertFails(updateDoc(own, { active: true, 'preferences.newsletter': true }));
    await assertSucceeds(
      updateDoc(own, { active: true, 'preferences.newsletter': true, unsubscribed: deleteField() }),
    );
    // And nobody adds it back.
    await assertFails(updateDoc(own, { active: false, unsubscribed: mark }));
  });

  it('denies an address a Google account (or anything but the email link) claims: N5', async () => {
    await seedSubscriber(ALICE.email);
    const ref = await subscriber(aliceByGoogle());
    await assertFails(getDoc(ref));
    await assertFails(updateDoc(ref, { 'preferences.productUpdates': true }));
    await assertFails(updateDoc(ref, unsubscribe));
    await assertFails(deleteDoc(ref));
  });

  it('lets the admin answer a request but never give a consent the subscriber did not', async () => {
    await grantAdmin();
    await seedSubscriber(ALICE.email);
    const ref = await subscriber(admin());
    await assertFails(updateDoc(ref, { 'preferences.productUpdates': true }));
    await assertFails(updateDoc(ref, { 'preferences.blogNotifications': true }));
    // What the subscriber chose stays the subscriber's to keep.
    await assertSucceeds(
      updateDoc(await subscriber(alice()), { 'preferences.productUpdates': true }),
    );
    await assertSucceeds(updateDoc(ref, { 'preferences.newsletter': false }));
    await assertSucceeds(updateDoc(ref, unsubscribe));
  });

  it('denies the admin address proven by an email link instead of Google', async () => {
    await grantAdmin();
    await seedSubscriber(ALICE.email);
    await assertFails(updateDoc(await subscriber(adminByLink()), unsubscribe));
    await assertFails(deleteDoc(await subscriber(adminByLink())));
    await assertFails(getDoc(await subscriber(adminByLink())));
    await assertFails(getDocs(collection(adminByLink(), COLLECTIONS.subscribers)));
  });

  it('denies the admin email when unverified or without the admins document', async () => {
    await seedSubscriber(ALICE.email);
    await grantAdmin();
    await assertFails(updateDoc(await subscriber(adminUnverified()), unsubscribe));
    await assertFails(deleteDoc(await subscriber(adminUnverified())));
    await unseed(`${COLLECTIONS.admins}/${ADMIN_EMAIL}`);
    await assertFails(updateDoc(await subscriber(admin()), unsubscribe));
    await assertFails(deleteDoc(await subscriber(admin())));
  });
});

// ================================================================================================

describe('registered_users: create', () => {
  it('lets a signed-in user create their own document', async () => {
    await assertSucceeds(setDoc(aliceUser(alice()), newUser()));
  });

  it('stores the token email lowercased', async () => {
    const carol = db(
      env.authenticatedContext('carol', {
        email: 'Carol@Example.com',
        email_verified: true,
        ...EMAIL_LINK,
      }),
    );
    await assertSucceeds(
      setDoc(doc(carol, COLLECTIONS.users, 'carol'), newUser('carol', 'carol@example.com')),
    );
    await assertFails(
      setDoc(doc(carol, COLLECTIONS.users, 'carol'), newUser('carol', 'Carol@Example.com')),
    );
  });

  it('denies an anonymous visitor', async () => {
    await assertFails(setDoc(aliceUser(anonymous()), newUser()));
  });

  it("denies creating another user's document", async () => {
    await assertFails(setDoc(aliceUser(bob()), newUser()));
    await assertFails(setDoc(aliceUser(bob()), newUser(ALICE.uid, BOB.email)));
  });

  it('denies a userId other than the uid', async () => {
    await assertFails(setDoc(aliceUser(alice()), newUser(BOB.uid)));
  });

  it("denies an email other than the token's", async () => {
    await assertFails(setDoc(aliceUser(alice()), newUser(ALICE.uid, BOB.email)));
  });

  it("denies an unverified address: a password sign-up under someone else's address", async () => {
    await assertFails(setDoc(aliceUser(aliceUnverified()), newUser()));
    await seedAlice();
    await assertFails(updateDoc(aliceUser(aliceUnverified()), { marketingConsent: true }));
    await assertFails(updateDoc(aliceUser(aliceUnverified()), login()));
    await assertSucceeds(updateDoc(aliceUser(alice()), { marketingConsent: true }));
  });

  it('denies a user without an email in the token', async () => {
    const anonymousUser = db(env.authenticatedContext(ALICE.uid));
    await assertFails(setDoc(aliceUser(anonymousUser), newUser()));
  });

  it('denies an extra key and a missing key', async () => {
    await assertFails(
      setDoc(aliceUser(alice()), newUser(ALICE.uid, ALICE.email, { role: 'admin' })),
    );
    const data = newUser();
    delete data.avatar;
    await assertFails(setDoc(aliceUser(alice()), data));
  });

  it.each([
    ['name', 200],
    ['provider', 40],
    ['avatar', 2000],
  ] as const)(
    'denies a %s over %d characters, and accepts one at the limit',
    async (key, limit) => {
      await assertFails(
        setDoc(
          aliceUser(alice()),
          newUser(ALICE.uid, ALICE.email, { [key]: 'x'.repeat(limit + 1) }),
        ),
      );
      await assertSucceeds(
        setDoc(aliceUser(alice()), newUser(ALICE.uid, ALICE.email, { [key]: 'x'.repeat(limit) })),
      );
    },
  );

  it('denies a name that is not a string', async () => {
    await assertFails(setDoc(aliceUser(alice()), newUser(ALICE.uid, ALICE.email, { name: null })));
  });

  it('denies client-supplied registeredAt or lastLogin', async () => {
    for (const clientTime of clientTimestamps()) {
      await assertFails(
        setDoc(aliceUser(alice()), newUser(ALICE.uid, ALICE.email, { registeredAt: clientTime })),
      );
      await assertFails(
        setDoc(aliceUser(alice()), newUser(ALICE.uid, ALICE.email, { lastLogin: clientTime })),
      );
    }
  });

  it('denies emailConsent false and marketingConsent true', async () => {
    await assertFails(
      setDoc(aliceUser(alice()), newUser(ALICE.uid, ALICE.email, { emailConsent: false })),
    );
    await assertFails(
      setDoc(aliceUser(alice()), newUser(ALICE.uid, ALICE.email, { marketingConsent: true })),
    );
  });

  it('denies a first loginCount other than 1 and malformed metadata', async () => {
    const metadata = newUser().metadata as DocumentData;
    const withUserMetadata = (changes: DocumentData) =>
      newUser(ALICE.uid, ALICE.email, { metadata: { ...metadata, ...changes } });
    await assertFails(setDoc(aliceUser(alice()), withUserMetadata({ loginCount: 2 })));
    await assertFails(setDoc(aliceUser(alice()), withUserMetadata({ loginCount: 0 })));
    await assertFails(setDoc(aliceUser(alice()), withUserMetadata({ plan: 'pro' })));
    await assertFails(
      setDoc(
        aliceUser(alice()),
        newUser(ALICE.uid, ALICE.email, { metadata: { userAgent: 'x', loginCount: 1 } }),
      ),
    );
  });

  it.each([
    ['userAgent', 500],
    ['referrer', 2000],
  ] as const)(
    'denies metadata.%s over %d characters, and accepts one at the limit',
    async (key, limit) => {
      const withUserMetadata = (value: unknown) =>
        newUser(ALICE.uid, ALICE.email, {
          metadata: { ...(newUser().metadata as DocumentData), [key]: value },
        });
      await assertFails(setDoc(aliceUser(alice()), withUserMetadata('x'.repeat(limit + 1))));
      await assertFails(setDoc(aliceUser(alice()), withUserMetadata(null)));
      await assertSucceeds(setDoc(aliceUser(alice()), withUserMetadata('x'.repeat(limit))));
    },
  );

  it('denies a second create over an existing document', async () => {
    await assertSucceeds(setDoc(aliceUser(alice()), newUser()));
    await assertFails(setDoc(aliceUser(alice()), newUser()));
  });
});

describe('registered_users: update', () => {
  beforeEach(() => seedAlice());

  it('lets the owner record a login: lastLogin = server time, loginCount + 1', async () => {
    await assertSucceeds(updateDoc(aliceUser(alice()), login()));
    await assertSucceeds(
      updateDoc(aliceUser(alice()), {
        lastLogin: serverTimestamp(),
        'metadata.loginCount': increment(1),
      }),
    );
    await env.withSecurityRulesDisabled(async (context) => {
      const stored = await getDoc(aliceUser(db(context)));
      expect(stored.get('metadata.loginCount')).toBe(STORED_LOGIN_COUNT + 2);
    });
  });

  it('lets the owner refresh name, avatar and user agent at login', async () => {
    await assertSucceeds(
      updateDoc(aliceUser(alice()), {
        ...login(),
        name: 'Alice E.',
        avatar: 'https://lh3.googleusercontent.com/a/alice2',
        'metadata.userAgent': 'Mozilla/5.0 Jest 2',
      }),
    );
  });

  it('denies a name, avatar or user agent over its limit, or not a string, at login', async () => {
    await assertFails(updateDoc(aliceUser(alice()), { ...login(), name: 'x'.repeat(201) }));
    await assertFails(updateDoc(aliceUser(alice()), { ...login(), name: 7 }));
    await assertFails(updateDoc(aliceUser(alice()), { ...login(), avatar: 'x'.repeat(2001) }));
    await assertFails(
      updateDoc(aliceUser(alice()), { ...login(), 'metadata.userAgent': 'x'.repeat(501) }),
    );
    await assertFails(
      updateDoc(aliceUser(alice()), { ...login(), 'metadata.referrer': 'x'.repeat(2001) }),
    );
  });

  it('denies loginCount + 2, − 1 and unchanged at a login', async () => {
    await assertFails(updateDoc(aliceUser(alice()), login(STORED_LOGIN_COUNT + 2)));
    await assertFails(updateDoc(aliceUser(alice()), login(STORED_LOGIN_COUNT - 1)));
    await assertFails(updateDoc(aliceUser(alice()), login(STORED_LOGIN_COUNT)));
  });

  it('denies a loginCount change without a login', async () => {
    await assertFails(
      updateDoc(aliceUser(alice()), { 'metadata.loginCount': STORED_LOGIN_COUNT + 1 }),
    );
  });

  it('denies a client-supplied lastLogin', async () => {
    for (const lastLogin of clientTimestamps()) {
      await assertFails(
        updateDoc(aliceUser(alice()), {
          lastLogin,
          'metadata.loginCount': STORED_LOGIN_COUNT + 1,
        }),
      );
    }
  });

  it('lets the owner change marketingConsent to a boolean, and only a boolean', async () => {
    await assertSucceeds(updateDoc(aliceUser(alice()), { marketingConsent: true }));
    await assertSucceeds(updateDoc(aliceUser(alice()), { marketingConsent: false }));
    await assertFails(updateDoc(aliceUser(alice()), { marketingConsent: 'yes' }));
  });

  it.each([
    ['email', { email: 'alice@example.org' }],
    ['registeredAt', { registeredAt: serverTimestamp() }],
    ['userId', { userId: BOB.uid }],
    ['emailConsent', { emailConsent: false }],
    ['provider', { provider: 'github.com' }],
  ])('denies changing %s', async (_key, changes) => {
    await assertFails(updateDoc(aliceUser(alice()), { ...login(), ...changes }));
  });

  it('denies a new key, a removed key and a new metadata key', async () => {
    await assertFails(updateDoc(aliceUser(alice()), { ...login(), role: 'admin' }));
    await assertFails(updateDoc(aliceUser(alice()), { ...login(), avatar: deleteField() }));
    await assertFails(updateDoc(aliceUser(alice()), { ...login(), 'metadata.plan': 'pro' }));
  });

  it("denies another user and an anonymous visitor updating the owner's document", async () => {
    await assertFails(updateDoc(aliceUser(bob()), login()));
    await assertFails(updateDoc(aliceUser(bob()), { marketingConsent: true }));
    await assertFails(updateDoc(aliceUser(anonymous()), { marketingConsent: true }));
  });

  it('lets the admin withdraw marketingConsent, never give it, and change nothing else', async () => {
    await grantAdmin();
    await seedAlice({ marketingConsent: true });
    await assertSucceeds(updateDoc(aliceUser(admin()), { marketingConsent: false }));
    await assertFails(updateDoc(aliceUser(admin()), { marketingConsent: true }));
    await assertFails(updateDoc(aliceUser(admin()), { marketingConsent: 'yes' }));
    await assertFails(updateDoc(aliceUser(admin()), { name: 'Otro nombre' }));
    await assertFails(updateDoc(aliceUser(admin()), login()));
  });

  it('denies the admin email when unverified or without the admins document', async () => {
    await grantAdmin();
    await assertFails(updateDoc(aliceUser(adminUnverified()), { marketingConsent: true }));
    await unseed(`${COLLECTIONS.admins}/${ADMIN_EMAIL}`);
    await assertFails(updateDoc(aliceUser(admin()), { marketingConsent: true }));
  });
});

describe("registered_users: marketingConsent follows the address's newsletter choice", () => {
  /** Alice's address proven by an email link on /boletin/: another uid than her document's. */
  const aliceByLink = () =>
    client('alice-by-link', () =>
      env.authenticatedContext('alice-link', {
        email: ALICE.email,
        email_verified: true,
        ...EMAIL_LINK,
      }),
    );
  const aliceByLinkUnverified = () =>
    client('alice-by-link-unverified', () =>
      env.authenticatedContext('alice-link', { email: ALICE.email, email_verified: false }),
    );
  const unsubscribed = {
    active: false,
    preferences: { newsletter: false, productUpdates: false, blogNotifications: false },
  };

  it('lets the proven owner of the address give it while subscribed with the newsletter on', async () => {
    await seedAlice();
    await seedSubscriber(ALICE.email);
    await assertSucceeds(updateDoc(aliceUser(aliceByLink()), { marketingConsent: true }));
  });

  it('denies giving it without a subscription, unsubscribed, or with the newsletter off', async () => {
    await seedAlice();
    await assertFails(updateDoc(aliceUser(aliceByLink()), { marketingConsent: true }));
    await seedSubscriber(ALICE.email, unsubscribed);
    await assertFails(updateDoc(aliceUser(aliceByLink()), { marketingConsent: true }));
    await seedSubscriber(ALICE.email, {
      preferences: { newsletter: false, productUpdates: true, blogNotifications: false },
    });
    await assertFails(updateDoc(aliceUser(aliceByLink()), { marketingConsent: true }));
  });

  it('lets the proven owner withdraw it once unsubscribed or without a subscription, not while subscribed', async () => {
    await seedAlice({ marketingConsent: true });
    await seedSubscriber(ALICE.email);
    await assertFails(updateDoc(aliceUser(aliceByLink()), { marketingConsent: false }));
    await seedSubscriber(ALICE.email, unsubscribed);
    await assertSucceeds(updateDoc(aliceUser(aliceByLink()), { marketingConsent: false }));
    await seedAlice({ marketingConsent: true });
    await unseed(`${COLLECTIONS.subscribers}/${await subscriberId(ALICE.email)}`);
    await assertSucceeds(updateDoc(aliceUser(aliceByLink()), { marketingConsent: false }));
  });

  it('judges the subscription as the same batch leaves it', async () => {
    await seedAlice();
    const subscriber = await seedSubscriber(ALICE.email, unsubscribed);
    const firestore = aliceByLink();
    // Coming back and consenting in one write: allowed.
    const back = writeBatch(firestore);
    back.update(doc(firestore, COLLECTIONS.subscribers, subscriber), {
      active: true,
      preferences: { newsletter: true, productUpdates: false, blogNotifications: false },
    });
    back.update(aliceUser(firestore), { marketingConsent: true });
    await assertSucceeds(back.commit());
    // Leaving while keeping the consent: refused, and the subscription stays as it was.
    const leaving = writeBatch(firestore);
    leaving.update(doc(firestore, COLLECTIONS.subscribers, subscriber), unsubscribed);
    leaving.update(aliceUser(firestore), { marketingConsent: true });
    await assertFails(leaving.commit());
  });

  it('denies another field beside it, another address, an unverified token and a visitor', async () => {
    await seedAlice();
    await seedSubscriber(ALICE.email);
    await assertFails(
      updateDoc(aliceUser(aliceByLink()), { marketingConsent: true, name: 'Otra' }),
    );
    await seedSubscriber(BOB.email);
    await assertFails(updateDoc(aliceUser(bob()), { marketingConsent: true }));
    await assertFails(updateDoc(aliceUser(aliceByLinkUnverified()), { marketingConsent: true }));
    await assertFails(updateDoc(aliceUser(anonymous()), { marketingConsent: true }));
  });

  it('lets the admin withdraw it when unsubscribing an address, never give it back', async () => {
    await grantAdmin();
    await seedAlice({ marketingConsent: true });
    await seedSubscriber(ALICE.email);
    await assertSucceeds(updateDoc(aliceUser(admin()), { marketingConsent: false }));
    await assertFails(updateDoc(aliceUser(admin()), { marketingConsent: true }));
  });
});

describe('registered_users: reads and delete', () => {
  beforeEach(() => seedAlice());

  it('lets the owner get their own document', async () => {
    const snapshot = await assertSucceeds(getDoc(aliceUser(alice())));
    expect(snapshot.get('email')).toBe(ALICE.email);
  });

  it("denies another user's and an anonymous get", async () => {
    await assertFails(getDoc(aliceUser(bob())));
    await assertFails(getDoc(aliceUser(anonymous())));
  });

  it("lets the address's proven owner find their documents by address, and nothing else", async () => {
    const users = collection(alice(), COLLECTIONS.users);
    const mine = await assertSucceeds(getDocs(query(users, where('email', '==', ALICE.email))));
    expect(mine.docs.map((snapshot) => snapshot.id)).toEqual([ALICE.uid]);
    await assertSucceeds(getDocs(query(users, where('userId', '==', ALICE.uid))));
    await assertFails(getDocs(users));
    await assertFails(getDocs(query(users, where('email', '==', BOB.email))));
    await assertFails(getCountFromServer(users));
    const unverified = collection(aliceUnverified(), COLLECTIONS.users);
    await assertFails(getDocs(query(unverified, where('email', '==', ALICE.email))));
    await assertFails(getDocs(collection(anonymous(), COLLECTIONS.users)));
  });

  it('lets the admin get, list, query and count', async () => {
    await grantAdmin();
    await seed(`${COLLECTIONS.users}/${BOB.uid}`, {
      ...newUser(BOB.uid, BOB.email, { registeredAt: Timestamp.now(), lastLogin: Timestamp.now() }),
      marketingConsent: true,
    });
    const users = collection(admin(), COLLECTIONS.users);
    await assertSucceeds(getDoc(aliceUser(admin())));
    expect((await assertSucceeds(getDocs(users))).size).toBe(2);
    const consenting = await assertSucceeds(
      getDocs(query(users, where('marketingConsent', '==', true), orderBy('registeredAt', 'desc'))),
    );
    expect(consenting.docs.map((snapshot) => snapshot.id)).toEqual([BOB.uid]);
    expect((await assertSucceeds(getCountFromServer(users))).data().count).toBe(2);
  });

  it('denies the admin email when unverified or without the admins document', async () => {
    await grantAdmin();
    await assertFails(getDoc(aliceUser(adminUnverified())));
    await assertFails(getDocs(collection(adminUnverified(), COLLECTIONS.users)));
    await unseed(`${COLLECTIONS.admins}/${ADMIN_EMAIL}`);
    await assertFails(getDoc(aliceUser(admin())));
    await assertFails(getDocs(collection(admin(), COLLECTIONS.users)));
  });

  it('lets the owner (by uid or by proven address) and the admin delete it, nobody else', async () => {
    await grantAdmin();
    await assertFails(deleteDoc(aliceUser(bob())));
    await assertFails(deleteDoc(aliceUser(aliceUnverified())));
    await assertFails(deleteDoc(aliceUser(anonymous())));
    await assertFails(deleteDoc(aliceUser(adminByLink())));
    await assertSucceeds(deleteDoc(aliceUser(alice())));
    await seedAlice();
    // The same address proven under another account (an email link after a Google sign-in).
    const byLink = db(
      env.authenticatedContext('alice-link', {
        email: ALICE.email,
        email_verified: true,
        ...EMAIL_LINK,
      }),
    );
    // Her address claimed by another account that no email link proved (N5): refused.
    await assertFails(deleteDoc(aliceUser(aliceByGoogle())));
    await assertFails(getDoc(aliceUser(aliceByGoogle())));
    await assertSucceeds(deleteDoc(aliceUser(byLink)));
    await seedAlice();
    await assertSucceeds(deleteDoc(aliceUser(admin())));
  });
});

// ================================================================================================

describe('user_activities', () => {
  it('lets a signed-in user record their own activity', async () => {
    await assertSucceeds(addDoc(activities(alice()), newActivity()));
    await assertSucceeds(addDoc(activities(alice()), newActivity({ metadata: {} })));
    await assertSucceeds(addDoc(activities(alice()), newActivity({ action: 'a'.repeat(60) })));
  });

  it('denies an anonymous visitor', async () => {
    await assertFails(addDoc(activities(anonymous()), newActivity()));
  });

  it('denies an activity for another uid', async () => {
    await assertFails(addDoc(activities(bob()), newActivity()));
  });

  it('denies a client-supplied timestamp', async () => {
    for (const timestamp of clientTimestamps()) {
      await assertFails(addDoc(activities(alice()), newActivity({ timestamp })));
    }
  });

  it('denies an empty action, one over 60 characters and a non-string one', async () => {
    await assertFails(addDoc(activities(alice()), newActivity({ action: '' })));
    await assertFails(addDoc(activities(alice()), newActivity({ action: 'a'.repeat(61) })));
    await assertFails(addDoc(activities(alice()), newActivity({ action: 42 })));
  });

  it('denies an extra key and a missing key', async () => {
    await assertFails(addDoc(activities(alice()), newActivity({ ip: '203.0.113.9' })));
    const data = newActivity();
    delete data.metadata;
    await assertFails(addDoc(activities(alice()), data));
  });

  it.each([
    ['url', 2000],
    ['userAgent', 500],
    ['details', 500],
  ] as const)('denies metadata.%s over %d characters', async (key, limit) => {
    await assertSucceeds(
      addDoc(activities(alice()), newActivity({ metadata: { [key]: 'x'.repeat(limit) } })),
    );
    await assertFails(
      addDoc(activities(alice()), newActivity({ metadata: { [key]: 'x'.repeat(limit + 1) } })),
    );
  });

  it('denies unknown metadata keys and non-map metadata', async () => {
    await assertFails(addDoc(activities(alice()), newActivity({ metadata: { referrer: 'x' } })));
    await assertFails(addDoc(activities(alice()), newActivity({ metadata: 'x' })));
  });

  it('lets the verified author read their own activity, and nobody else who is not admin', async () => {
    await seed(`${COLLECTIONS.activities}/one`, { ...newActivity(), timestamp: Timestamp.now() });
    await assertSucceeds(getDoc(doc(activities(alice()), 'one')));
    await assertSucceeds(getDocs(query(activities(alice()), where('userId', '==', ALICE.uid))));
    await assertFails(getDocs(activities(alice())));
    await assertFails(getDoc(doc(activities(aliceUnverified()), 'one')));
    await assertFails(getDoc(doc(activities(bob()), 'one')));
    await assertFails(getDocs(query(activities(bob()), where('userId', '==', ALICE.uid))));
    await assertFails(getDoc(doc(activities(anonymous()), 'one')));
    await assertFails(getDocs(activities(anonymous())));
    await grantAdmin();
    await assertFails(getDocs(activities(adminUnverified())));
  });

  it('lets the admin get and list', async () => {
    await grantAdmin();
    await seed(`${COLLECTIONS.activities}/one`, { ...newActivity(), timestamp: Timestamp.now() });
    await assertSucceeds(getDoc(doc(activities(admin()), 'one')));
    expect((await assertSucceeds(getDocs(activities(admin())))).size).toBe(1);
  });

  it('denies updates to everyone; lets the author and the admin delete (erasure)', async () => {
    await grantAdmin();
    await seed(`${COLLECTIONS.activities}/one`, { ...newActivity(), timestamp: Timestamp.now() });
    await assertFails(updateDoc(doc(activities(alice()), 'one'), { action: 'logout' }));
    await assertFails(updateDoc(doc(activities(admin()), 'one'), { action: 'logout' }));
    await assertFails(deleteDoc(doc(activities(bob()), 'one')));
    await assertFails(deleteDoc(doc(activities(aliceUnverified()), 'one')));
    await assertFails(deleteDoc(doc(activities(adminByLink()), 'one')));
    await assertSucceeds(deleteDoc(doc(activities(alice()), 'one')));
    await seed(`${COLLECTIONS.activities}/one`, { ...newActivity(), timestamp: Timestamp.now() });
    await assertSucceeds(deleteDoc(doc(activities(admin()), 'one')));
  });

  it('denies an activity by a user whose email is not verified', async () => {
    await assertFails(addDoc(activities(aliceUnverified()), newActivity()));
  });
});

// ================================================================================================

describe('admins', () => {
  const adminDoc = (firestore: Firestore, email = ADMIN_EMAIL) =>
    doc(firestore, COLLECTIONS.admins, email);

  it('lets a verified user read their own admins document', async () => {
    await grantAdmin();
    expect((await assertSucceeds(getDoc(adminDoc(admin())))).exists()).toBe(true);
    // A user who is not admin learns it the same way: the document does not exist.
    expect((await assertSucceeds(getDoc(adminDoc(alice(), ALICE.email)))).exists()).toBe(false);
  });

  it('denies reading it with an unverified email, by others and anonymously', async () => {
    await grantAdmin();
    await assertFails(getDoc(adminDoc(adminUnverified())));
    await assertFails(getDoc(adminDoc(alice())));
    await assertFails(getDoc(adminDoc(anonymous())));
  });

  it('denies lists, even to the admin', async () => {
    await grantAdmin();
    await assertFails(getDocs(collection(admin(), COLLECTIONS.admins)));
    await assertFails(getDocs(collection(alice(), COLLECTIONS.admins)));
  });

  it('denies every client write, the admin included', async () => {
    await grantAdmin();
    await assertFails(setDoc(adminDoc(alice(), ALICE.email), { grantedBy: 'self' }));
    await assertFails(setDoc(adminDoc(anonymous(), 'intruso@example.com'), {}));
    await assertFails(setDoc(adminDoc(admin(), BOB.email), { grantedBy: ADMIN_EMAIL }));
    await assertFails(updateDoc(adminDoc(admin()), { grantedBy: 'self' }));
    await assertFails(deleteDoc(adminDoc(admin())));
  });
});

describe('anything else', () => {
  it('denies an unknown collection to everyone, the admin included', async () => {
    await grantAdmin();
    await seed('settings/site', { theme: 'dark' });
    for (const firestore of [anonymous(), alice(), admin()]) {
      await assertFails(getDoc(doc(firestore, 'settings/site')));
      await assertFails(getDocs(collection(firestore, 'settings')));
      await assertFails(setDoc(doc(firestore, 'settings/other'), { theme: 'light' }));
      await assertFails(updateDoc(doc(firestore, 'settings/site'), { theme: 'light' }));
      await assertFails(deleteDoc(doc(firestore, 'settings/site')));
    }
  });

  it("denies the functions' own records (link limits, the mail tool's status) to everyone", async () => {
    await grantAdmin();
    const aliceId = await subscriberId(ALICE.email);
    await seed(`${COLLECTIONS.linkLimits}/${aliceId}`, { sentAt: [Timestamp.now()] });
    await seed(`${COLLECTIONS.mailOutbox}/x`, { email: 'a@b.mx', version: 1 });
    for (const firestore of [anonymous(), alice(), admin()]) {
      await assertFails(getDoc(doc(firestore, COLLECTIONS.linkLimits, aliceId)));
      await assertFails(getDocs(collection(firestore, COLLECTIONS.linkLimits)));
      await assertFails(setDoc(doc(firestore, COLLECTIONS.linkLimits, aliceId), { sentAt: [] }));
      await assertFails(deleteDoc(doc(firestore, COLLECTIONS.linkLimits, aliceId)));
      await assertFails(getDoc(doc(firestore, COLLECTIONS.mailOutbox, 'x')));
      await assertFails(setDoc(doc(firestore, COLLECTIONS.mailOutbox, 'x'), { lastError: 'x' }));
    }
  });

  it('denies subcollections of the known collections', async () => {
    await grantAdmin();
    await seedAlice();
    await assertFails(
      setDoc(doc(alice(), COLLECTIONS.users, ALICE.uid, 'notes', 'one'), { text: 'x' }),
    );
    await assertFails(getDocs(collection(admin(), COLLECTIONS.users, ALICE.uid, 'notes')));
  });
});
