import { buildEmailList, buildExport, buildStats } from '@/lib/email/list';
import {
  EMAIL_FILTERS,
  type EmailFilter,
  type EmailListItem,
  type SubscriberPreferences,
  type SubscriberSource,
  type Subscription,
} from '@/lib/email/model';
import { type RegisteredUser, type UserActivity, subscriptionFrom } from '@/lib/email/records';
import {
  type AdminStore,
  type EmailPage,
  PAGE_SIZE,
  type PageCursor,
  type SignedInUser,
  type SubscriberStore,
  type VisitorStore,
} from '@/lib/email/store-contract';
import { UNSUBSCRIBE } from '@/lib/email/subscription';

// The scenarios both stores must pass alike (issue 46): one suite, run by
// lib/email/store-local.test.ts on browser storage (jsdom) and by firestore/data.test.ts on the
// Firestore emulator under the real rules. Each file keeps beside it only what its store alone
// does (storage failures and damaged values; rules refusals, hashed ids, read counts). Not a
// *.test.ts file, so neither Jest configuration runs it on its own.

/** A subscription written straight into storage, as an earlier sign-up left it. */
export interface SeedSubscription {
  email: string;
  source: SubscriberSource;
  subscribedAt: Date;
  active: boolean;
  confirmedAt: Date | null;
  preferences: SubscriberPreferences;
}

/** A registered user written straight into storage (no screen sets marketingConsent to true). */
export interface SeedUser {
  uid: string;
  email: string;
  name: string;
  provider: string;
  registeredAt: Date;
  marketingConsent: boolean;
  loginCount: number;
}

/** Every record in storage, read past the store with the same mappers (lib/email/records.ts). */
export interface StoredRecords {
  subscriptions: Subscription[];
  users: RegisteredUser[];
  activities: UserActivity[];
}

/**
 * One implementation's stores by role, and the two ways a scenario reaches storage without them.
 * Each test starts from empty storage: the calling file's beforeEach empties it.
 */
export interface StoreSetup {
  /** A visitor's store: the newsletter forms, signed in or not. */
  visitor(): VisitorStore;
  /**
   * The proven owner of `email` (the email link of /boletin/), signed in as `uid` when a scenario
   * needs the account of a registered user under that address (Firestore's rules let a person
   * read and erase only the activity recorded under their own uid).
   */
  subscriber(email: string, uid?: string): SubscriberStore;
  /** Someone signed in with Google as `user`: their registered user and their activity. */
  registered(user: SignedInUser): Pick<AdminStore, 'registerUser' | 'recordActivity'>;
  /** The admin's store (/admin/). */
  admin(): AdminStore;
  /** Writes records as they would have been left earlier (old sign-ups, consenting users). */
  seed(records: { subscriptions?: SeedSubscription[]; users?: SeedUser[] }): Promise<void>;
  /** What storage holds, each record through the stores' mappers. */
  stored(): Promise<StoredRecords>;
}

const DAY = 86_400_000;
const ISO_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
/** What an unsubscribed address keeps: no mailing of any kind. */
const NO_MAIL = UNSUBSCRIBE.preferences;

export function seedSubscription(
  email: string,
  overrides: Partial<Omit<SeedSubscription, 'email'>> = {},
): SeedSubscription {
  return {
    email,
    source: 'newsletter',
    subscribedAt: new Date(Date.UTC(2025, 0, 1)),
    active: true,
    confirmedAt: null,
    preferences: { newsletter: true, productUpdates: false, blogNotifications: false },
    ...overrides,
  };
}

function seedUser(uid: string, email: string, overrides: Partial<SeedUser> = {}): SeedUser {
  return {
    uid,
    email,
    name: 'Lectora',
    provider: 'google.com',
    registeredAt: new Date(Date.UTC(2025, 0, 1)),
    marketingConsent: false,
    loginCount: 1,
    ...overrides,
  };
}

/** The admin's list, page after page, as their view reads it. */
async function listPages(store: AdminStore, filter: EmailFilter = 'all') {
  const pages: EmailListItem[][] = [];
  let cursor: PageCursor | null = null;
  do {
    const page: EmailPage = await store.listEmailPage(filter, cursor);
    expect(page.failed).toBeUndefined();
    expect(page.items.length).toBeLessThanOrEqual(PAGE_SIZE);
    pages.push(page.items);
    cursor = page.next;
  } while (cursor);
  return pages;
}

/** Every item of the list, page after page. */
export const wholeList = async (store: AdminStore, filter: EmailFilter = 'all') =>
  (await listPages(store, filter)).flat();

const emails = (items: { email: string }[]) => items.map((item) => item.email).sort();

const person = (uid: string, email: string): SignedInUser => ({
  uid,
  email,
  name: 'Ana Pérez',
  provider: 'google.com',
  avatar: '',
});

export function describeStoreContract(name: string, setup: StoreSetup) {
  const { visitor, subscriber, registered, admin, seed, stored } = setup;
  /** The export's source: where the admin's records came from. */
  const source = () => (admin().mode === 'online' ? 'firebase' : 'localStorage');
  const consentOf = async (uid: string) =>
    (await stored()).users.find((user) => user.id === uid)?.marketingConsent;

  describe(`${name}: a visitor signs up`, () => {
    it('stores the normalised address, unconfirmed, with its defaults and the form it came from', async () => {
      const before = Date.now();
      const result = await visitor().subscribe('  Lectora@Negocio.MX ', 'comment', {
        formLocation: 'article',
        articleSlug: 'x'.repeat(300),
      });
      const after = Date.now();
      expect(result).toEqual({ success: true, id: expect.any(String) });
      const [subscription, ...others] = (await stored()).subscriptions;
      expect(others).toEqual([]);
      expect(subscription).toEqual({
        id: result.id,
        email: 'lectora@negocio.mx',
        source: 'comment',
        subscribedAt: expect.stringMatching(ISO_PATTERN),
        active: true,
        // Double opt-in: pending until its owner opens the link (decision 12).
        confirmedAt: null,
        // Blog notices for a comment, service news off (decision 11).
        preferences: { newsletter: true, productUpdates: false, blogNotifications: true },
        metadata: {
          userAgent: expect.any(String),
          referrer: expect.any(String),
          currentUrl: expect.any(String),
          formLocation: 'article',
          // Capped to what the rules accept.
          articleSlug: 'x'.repeat(120),
        },
      });
      // The sign-up's time (the server's, online; a second either way for the two clocks).
      const signedUp = Date.parse(subscription?.subscribedAt ?? '');
      expect(signedUp).toBeGreaterThanOrEqual(before - 1000);
      expect(signedUp).toBeLessThanOrEqual(after + 1000);
    });

    it('gives each address its own id and the source its own default preferences', async () => {
      const first = await visitor().subscribe('uno@ejemplo.mx');
      const second = await visitor().subscribe('dos@ejemplo.mx', 'login');
      expect(first.id).not.toBe(second.id);
      const all = (await stored()).subscriptions;
      const byEmail = (email: string) => all.find((entry) => entry.email === email);
      expect(byEmail('uno@ejemplo.mx')).toMatchObject({
        id: first.id,
        source: 'newsletter',
        preferences: { newsletter: true, productUpdates: false, blogNotifications: false },
      });
      expect(byEmail('dos@ejemplo.mx')).toMatchObject({
        id: second.id,
        source: 'login',
        preferences: { newsletter: true, productUpdates: false, blogNotifications: false },
      });
    });

    it('refuses the same address again, whatever its case and spaces, storing nothing more', async () => {
      expect((await visitor().subscribe('socio@empresa.mx')).success).toBe(true);
      const before = await stored();
      expect(await visitor().subscribe('  SOCIO@Empresa.mx ')).toEqual({
        success: false,
        reason: 'duplicate',
        message: 'Email ya está suscrito',
      });
      expect(await stored()).toEqual(before);
    });

    it.each(['', 'sin-arroba', 'a@b', 'a b@c.mx', 'no-es-correo'])(
      'refuses the invalid address "%s" and stores nothing',
      async (email) => {
        expect(await visitor().subscribe(email)).toEqual({
          success: false,
          reason: 'invalid',
          message: 'Email inválido',
        });
        expect(await stored()).toEqual({ subscriptions: [], users: [], activities: [] });
      },
    );

    it("is confirmed at once when the address's owner subscribes on their own page", async () => {
      const OWNER = 'propia@negocio.mx';
      expect((await subscriber(OWNER).subscribe(OWNER)).success).toBe(true);
      const confirmed = await subscriber(OWNER).confirmSubscription(OWNER);
      expect(confirmed.success && confirmed.subscription?.confirmedAt).toMatch(ISO_PATTERN);
      const [subscription] = (await stored()).subscriptions;
      expect(subscription?.confirmedAt).toMatch(ISO_PATTERN);
      expect((await admin().exportMailingList())?.emails.map((item) => item.email)).toEqual([
        OWNER,
      ]);
    });
  });

  describe(`${name}: the subscriber's own subscription (decision 11)`, () => {
    const READER = 'lectora@negocio.mx';

    it('reads it, leaves, comes back and chooses, the record kept, then erases it', async () => {
      await visitor().subscribe('Lectora@Negocio.MX', 'newsletter', { formLocation: 'footer' });
      const own = subscriber(READER);
      expect(await own.getSubscription(READER)).toEqual({
        success: true,
        subscription: expect.objectContaining({
          email: READER,
          source: 'newsletter',
          active: true,
          preferences: { newsletter: true, productUpdates: false, blogNotifications: false },
          metadata: expect.objectContaining({ formLocation: 'footer' }),
        }),
      });
      const other = 'otra@negocio.mx';
      expect(await subscriber(other).getSubscription(other)).toEqual({
        success: true,
        subscription: null,
      });

      const left = await own.updateSubscription(READER, UNSUBSCRIBE);
      expect(left.success && left.subscription).toMatchObject({
        email: READER,
        active: false,
        preferences: NO_MAIL,
      });
      // Unsubscribed, the record stays so the address is not mailed again.
      expect((await stored()).subscriptions).toEqual([
        expect.objectContaining({ email: READER, active: false, preferences: NO_MAIL }),
      ]);

      await own.updateSubscription(READER, { active: true, preferences: { newsletter: true } });
      const chose = await own.updateSubscription(READER, { preferences: { productUpdates: true } });
      const chosen = { newsletter: true, productUpdates: true, blogNotifications: false };
      expect(chose.success && chose.subscription).toMatchObject({
        active: true,
        preferences: chosen,
      });
      expect(await own.getSubscription(READER)).toEqual({
        success: true,
        subscription: expect.objectContaining({ email: READER, active: true, preferences: chosen }),
      });

      expect(await own.erase(READER)).toEqual({ success: true });
      expect((await stored()).subscriptions).toEqual([]);
      expect(await own.getSubscription(READER)).toEqual({ success: true, subscription: null });
    });

    it("downloads and erases every record that names the address, and nobody else's", async () => {
      const lectora = person('uid-lectora', READER);
      const otra = person('uid-otra', 'otra@negocio.mx');
      await visitor().subscribe(READER);
      await visitor().subscribe(otra.email);
      for (const user of [lectora, otra]) {
        await registered(user).registerUser(user);
        await registered(user).recordActivity(user.uid, 'login');
      }
      const own = subscriber(READER, lectora.uid);

      const data = await own.personalData(READER);
      expect(data.success && data.data.subscription?.email).toBe(READER);
      expect(data.success && data.data.users.map((user) => [user.id, user.email])).toEqual([
        [lectora.uid, READER],
      ]);
      expect(
        data.success && data.data.activities.map((item) => [item.userId, item.action]),
      ).toEqual([[lectora.uid, 'login']]);

      expect(await own.erase(READER)).toEqual({ success: true });
      const left = await stored();
      expect(left.subscriptions.map((entry) => entry.email)).toEqual([otra.email]);
      expect(left.users.map((entry) => entry.email)).toEqual([otra.email]);
      expect(left.activities.map((entry) => entry.userId)).toEqual([otra.uid]);
      expect(await own.personalData(READER)).toEqual({
        success: true,
        data: { subscription: null, users: [], activities: [] },
      });
    });

    it('the admin looks one address up, unsubscribes it and deletes it, and the stats follow', async () => {
      await visitor().subscribe(READER);
      expect(await admin().getSubscription(READER)).toEqual({
        success: true,
        subscription: expect.objectContaining({ email: READER, active: true }),
      });
      await admin().updateSubscription(READER, {
        active: false,
        preferences: { newsletter: false },
      });
      expect((await admin().getStats()).activeSubscribers).toBe(0);
      expect(await admin().erase(READER)).toEqual({ success: true });
      expect((await admin().getStats()).totalSubscribers).toBe(0);
      expect(await admin().getSubscription(READER)).toEqual({ success: true, subscription: null });
    });

    it('changes, downloads and erases nothing, and says no error, for an address with none', async () => {
      expect(await subscriber(READER).updateSubscription(READER, { active: false })).toEqual({
        success: true,
        subscription: null,
      });
      expect(await subscriber(READER).personalData(READER)).toEqual({
        success: true,
        data: { subscription: null, users: [], activities: [] },
      });
      expect(await subscriber(READER).erase(READER)).toEqual({ success: true });
    });

    it('reads a record the same way through the store as straight from storage', async () => {
      await visitor().subscribe('misma@lectura.mx', 'comment', { formLocation: 'article' });
      const [record] = (await stored()).subscriptions;
      expect(await admin().getSubscription('misma@lectura.mx')).toEqual({
        success: true,
        subscription: record,
      });
      expect(await subscriber('misma@lectura.mx').getSubscription('misma@lectura.mx')).toEqual({
        success: true,
        subscription: record,
      });
      // A field missing or malformed reads as the answer that mails nobody.
      expect(subscriptionFrom('x', { active: 'yes', preferences: {} })).toMatchObject({
        active: false,
        confirmedAt: null,
        preferences: NO_MAIL,
      });
    });
  });

  describe(`${name}: registered users`, () => {
    it('creates the user at first login, counts the next logins and records activity', async () => {
      const ana = person('uid-ana', 'Ana@Empresa.MX');
      expect(await registered(ana).registerUser(ana)).toEqual({ success: true, isNew: true });
      expect(await registered(ana).registerUser(ana)).toEqual({ success: true, isNew: false });
      expect(await registered(ana).recordActivity(ana.uid, 'login')).toEqual({ success: true });
      const { users, activities } = await stored();
      expect(users).toEqual([
        expect.objectContaining({
          id: ana.uid,
          userId: ana.uid,
          email: 'ana@empresa.mx',
          emailConsent: true,
          marketingConsent: false,
          loginCount: 2,
        }),
      ]);
      expect(activities).toEqual([
        expect.objectContaining({
          userId: ana.uid,
          action: 'login',
          timestamp: expect.any(String),
        }),
      ]);
    });
  });

  describe(`${name}: double opt-in and the admin's list tools (decision 12)`, () => {
    const READER = 'confirma@negocio.mx';

    it('starts a sign-up unconfirmed and out of the mailing export until its owner confirms it', async () => {
      await visitor().subscribe(READER);
      await visitor().subscribe('pendiente@negocio.mx');
      expect((await admin().exportMailingList())?.emails).toEqual([]);
      const confirmed = await subscriber(READER).confirmSubscription(READER);
      const confirmedAt = confirmed.success ? confirmed.subscription?.confirmedAt : undefined;
      expect(confirmedAt).toMatch(ISO_PATTERN);
      expect(
        (await stored()).subscriptions.map((entry) => [entry.email, entry.confirmedAt]).sort(),
      ).toEqual([
        [READER, confirmedAt],
        ['pendiente@negocio.mx', null],
      ]);
      const mailing = await admin().exportMailingList();
      expect(mailing?.emails.map((item) => item.email)).toEqual([READER]);
      expect(mailing?.source).toBe(source());
      expect((await admin().getStats()).confirmedSubscribers).toBe(1);
      // The full export keeps both, each with its confirmation.
      const all = await admin().exportEmails();
      expect(all?.emails.map((item) => [item.email, item.confirmedAt !== null]).sort()).toEqual([
        [READER, true],
        ['pendiente@negocio.mx', false],
      ]);
      // Unsubscribed, it leaves the mailing export at once.
      await subscriber(READER).updateSubscription(READER, { active: false });
      expect((await admin().exportMailingList())?.emails).toEqual([]);
    });

    it('counts and deletes only the unconfirmed sign-ups older than the cutoff', async () => {
      const ago = (days: number) => new Date(Date.now() - days * DAY);
      await seed({
        subscriptions: [
          seedSubscription('viejo@lista.mx', { subscribedAt: ago(40) }),
          seedSubscription('reciente@lista.mx', { subscribedAt: ago(2) }),
          seedSubscription('confirmado@lista.mx', { subscribedAt: ago(40), confirmedAt: ago(39) }),
        ],
      });
      const cutoff = ago(30);
      expect(await admin().countUnconfirmed(cutoff)).toBe(1);
      expect(await admin().deleteUnconfirmed(cutoff)).toEqual({ success: true, deleted: 1 });
      expect(emails((await stored()).subscriptions)).toEqual([
        'confirmado@lista.mx',
        'reciente@lista.mx',
      ]);
      expect(await admin().countUnconfirmed(cutoff)).toBe(0);
    });

    it("finds the pasted addresses that are active and unsubscribes them, whatever the paste's shape", async () => {
      for (const email of ['ana@lista.mx', 'beto@lista.mx', 'baja@lista.mx']) {
        await visitor().subscribe(email);
      }
      await admin().updateSubscription('baja@lista.mx', { active: false });
      const pasted = [
        ' ANA@lista.mx',
        'baja@lista.mx',
        'nadie@lista.mx',
        'no-es-correo',
        'ana@lista.mx',
      ];
      expect(await admin().findActive(pasted)).toEqual({ success: true, emails: ['ana@lista.mx'] });
      expect(await admin().unsubscribeAll(pasted)).toEqual({
        success: true,
        emails: ['ana@lista.mx'],
      });
      const after = (await stored()).subscriptions;
      expect(after.find((entry) => entry.email === 'ana@lista.mx')).toMatchObject({
        active: false,
        preferences: NO_MAIL,
      });
      expect(after.find((entry) => entry.email === 'beto@lista.mx')?.active).toBe(true);
    });
  });

  describe(`${name}: the admin's list, stats and exports (spec §7)`, () => {
    it('lists with the four filters, counts and exports what visitors wrote', async () => {
      await visitor().subscribe('boletin@tienda.mx', 'newsletter');
      await visitor().subscribe('lector@blog.mx', 'comment');
      await visitor().subscribe('entro@blog.mx', 'login');
      await seed({ users: [seedUser('uid-ana', 'ana@empresa.mx', { marketingConsent: true })] });

      expect(emails(await wholeList(admin(), 'all'))).toEqual([
        'ana@empresa.mx',
        'boletin@tienda.mx',
        'entro@blog.mx',
        'lector@blog.mx',
      ]);
      expect(emails(await wholeList(admin(), 'newsletter_only'))).toEqual(['boletin@tienda.mx']);
      expect(emails(await wholeList(admin(), 'registered_users'))).toEqual(['ana@empresa.mx']);
      expect(emails(await wholeList(admin(), 'blog_engaged'))).toEqual([
        'entro@blog.mx',
        'lector@blog.mx',
      ]);
      expect(await admin().getStats()).toEqual({
        totalSubscribers: 3,
        activeSubscribers: 3,
        confirmedSubscribers: 0,
        mailToolUnsubscribes: 0,
        hardBounces: 0,
        spamComplaints: 0,
        totalRegisteredUsers: 1,
        marketingConsentUsers: 1,
      });
      const exported = await admin().exportEmails();
      expect(exported).toMatchObject({
        source: source(),
        totalEmails: 4,
        statistics: { totalSubscribers: 3 },
      });
      expect(exported?.exportedAt).toMatch(ISO_PATTERN);
    });

    describe('on records already stored, as the list and stats builders read them', () => {
      // Newest first: lector (March) and viejo (January) are listed; baja has left, sin-boletin
      // keeps service news only. Of the users, lector is listed as a subscriber already, dev
      // consents and privado does not.
      const subscriptions = [
        seedSubscription('viejo@ejemplo.mx', {
          subscribedAt: new Date('2025-01-01T00:00:00.000Z'),
          preferences: { newsletter: true, productUpdates: true, blogNotifications: false },
        }),
        seedSubscription('lector@ejemplo.mx', {
          source: 'comment',
          subscribedAt: new Date('2025-03-01T00:00:00.000Z'),
          preferences: { newsletter: true, productUpdates: false, blogNotifications: true },
        }),
        seedSubscription('baja@ejemplo.mx', {
          subscribedAt: new Date('2025-04-01T00:00:00.000Z'),
          active: false,
          preferences: { newsletter: true, productUpdates: true, blogNotifications: false },
        }),
        seedSubscription('sin-boletin@ejemplo.mx', {
          source: 'login',
          subscribedAt: new Date('2025-05-01T00:00:00.000Z'),
          preferences: { newsletter: false, productUpdates: true, blogNotifications: false },
        }),
      ];
      const users = [
        seedUser('uid-1', 'lector@ejemplo.mx', {
          registeredAt: new Date('2025-06-01T00:00:00.000Z'),
          marketingConsent: true,
        }),
        seedUser('uid-2', 'dev@ejemplo.mx', {
          name: '',
          provider: 'github',
          registeredAt: new Date('2025-02-01T00:00:00.000Z'),
          marketingConsent: true,
          loginCount: 3,
        }),
        seedUser('uid-3', 'privado@ejemplo.mx', {
          name: 'Privado',
          registeredAt: new Date('2025-07-01T00:00:00.000Z'),
        }),
      ];

      beforeEach(() => seed({ subscriptions, users }));

      it('lists the active subscribers with the newsletter, newest first, then the consenting users', async () => {
        const list = await wholeList(admin());
        const records = await stored();
        expect(list).toEqual(buildEmailList(records.subscriptions, records.users, 'all'));
        expect(list.map((item) => [item.email, item.type])).toEqual([
          ['lector@ejemplo.mx', 'subscriber'],
          ['viejo@ejemplo.mx', 'subscriber'],
          ['dev@ejemplo.mx', 'registered_user'],
        ]);
        expect(list[2]?.id).toBe('uid-2');
      });

      it.each(EMAIL_FILTERS)('applies the %s filter as the list builder does', async (filter) => {
        const records = await stored();
        expect(await wholeList(admin(), filter)).toEqual(
          buildEmailList(records.subscriptions, records.users, filter),
        );
      });

      it('counts the stored records as the stats builder does', async () => {
        const stats = await admin().getStats();
        const records = await stored();
        expect(stats).toEqual(buildStats(records.subscriptions, records.users));
        expect(stats).toEqual({
          totalSubscribers: 4,
          activeSubscribers: 3,
          confirmedSubscribers: 0,
          mailToolUnsubscribes: 0,
          hardBounces: 0,
          spamComplaints: 0,
          totalRegisteredUsers: 3,
          marketingConsentUsers: 2,
        });
      });

      it('exports the filtered list with the stats, its source and the time', async () => {
        const before = Date.now();
        const data = await admin().exportEmails('blog_engaged');
        const after = Date.now();
        const records = await stored();
        const expected = buildExport(
          buildEmailList(records.subscriptions, records.users, 'blog_engaged'),
          buildStats(records.subscriptions, records.users),
          source(),
        );
        expect(data).toEqual({ ...expected, exportedAt: data?.exportedAt });
        expect(data?.totalEmails).toBe(1);
        expect(data?.exportedAt).toMatch(ISO_PATTERN);
        expect(Date.parse(data?.exportedAt ?? '')).toBeGreaterThanOrEqual(before);
        expect(Date.parse(data?.exportedAt ?? '')).toBeLessThanOrEqual(after);
      });

      it('exports every listed email by default', async () => {
        const data = await admin().exportEmails();
        const records = await stored();
        expect(data?.emails).toEqual(buildEmailList(records.subscriptions, records.users, 'all'));
        expect(data?.totalEmails).toBe(3);
      });

      it('drops a subscriber from the list once its newsletter is turned off, and its user too', async () => {
        const lector = 'lector@ejemplo.mx';
        await subscriber(lector).updateSubscription(lector, { preferences: { newsletter: false } });
        // Its registered account's marketing consent follows the newsletter (spec §7): withdrawn
        // too, so the account is not listed in its place.
        expect((await wholeList(admin())).map((item) => item.email)).toEqual([
          'viejo@ejemplo.mx',
          'dev@ejemplo.mx',
        ]);
      });
    });

    it('gives, page by page, exactly the whole list of every filter, in its order', async () => {
      await seed({
        subscriptions: Array.from({ length: 120 }, (_, index) =>
          seedSubscription(`persona${index}@lista.mx`, {
            source: (['newsletter', 'comment', 'login'] as const)[index % 3],
            subscribedAt: new Date(Date.UTC(2026, 0, 1) + index * 60_000),
            active: index % 10 !== 0,
            preferences: {
              newsletter: index % 10 !== 5,
              productUpdates: false,
              blogNotifications: false,
            },
          }),
        ),
        users: [seedUser('uid-ana', 'ana@empresa.mx', { marketingConsent: true })],
      });
      for (const filter of EMAIL_FILTERS) {
        const list = await wholeList(admin(), filter);
        const whole = (await admin().exportEmails(filter))?.emails ?? [];
        expect(list.map((item) => item.id)).toEqual(whole.map((item) => item.id));
        expect(list.length).toBeGreaterThan(0);
      }
      // 96 listed subscribers and one user: two pages.
      const pages = await listPages(admin());
      expect(pages.map((page) => page.length)).toEqual([PAGE_SIZE, 97 - PAGE_SIZE]);
      expect(pages[0]?.[0]?.email).toBe('persona119@lista.mx');
    });

    it('does not list a user twice when the address is also an active subscriber', async () => {
      const ana = person('uid-ana', 'ana@empresa.mx');
      await visitor().subscribe(ana.email);
      await registered(ana).registerUser(ana);
      // Their newsletter choice gives the account its marketing consent.
      await subscriber(ana.email, ana.uid).updateSubscription(ana.email, {
        active: true,
        preferences: { newsletter: true },
      });
      expect(await consentOf(ana.uid)).toBe(true);
      const items = await wholeList(admin());
      expect(items.map((item) => [item.email, item.type])).toEqual([[ana.email, 'subscriber']]);
    });
  });

  describe(`${name}: marketingConsent follows the newsletter choice (spec §7, by lower-cased address)`, () => {
    const READER = 'consiente@negocio.mx';

    it("follows the subscriber's own switch: on when coming back, off when leaving or without the newsletter", async () => {
      await visitor().subscribe(READER);
      await seed({
        users: [seedUser('google-uid', READER), seedUser('other-uid', 'otra@negocio.mx')],
      });
      // The address proven by an email link (/boletin/): another uid than the user's.
      const own = subscriber(READER);
      const back = await own.updateSubscription('CONSIENTE@Negocio.mx', {
        active: true,
        preferences: { newsletter: true },
      });
      expect(back.success).toBe(true);
      expect(await consentOf('google-uid')).toBe(true);
      expect((await own.updateSubscription(READER, UNSUBSCRIBE)).success).toBe(true);
      expect(await consentOf('google-uid')).toBe(false);
      await own.updateSubscription(READER, { active: true, preferences: { newsletter: true } });
      expect(await consentOf('google-uid')).toBe(true);
      // The newsletter off while staying subscribed: no consent either.
      await own.updateSubscription(READER, { preferences: { newsletter: false } });
      expect(await consentOf('google-uid')).toBe(false);
      // Nor while unsubscribed with the newsletter on.
      await own.updateSubscription(READER, { preferences: { newsletter: true } });
      await own.updateSubscription(READER, { active: false });
      expect(await consentOf('google-uid')).toBe(false);
      await own.updateSubscription(READER, { active: true });
      expect(await consentOf('google-uid')).toBe(true);
      expect(await consentOf('other-uid')).toBe(false);
    });

    it("the admin's unsubscribe, one or many, withdraws it; their reactivation does not give it back", async () => {
      await visitor().subscribe(READER);
      await visitor().subscribe('otra@negocio.mx');
      await seed({
        users: [
          seedUser('google-uid', READER, { marketingConsent: true }),
          seedUser('other-uid', 'otra@negocio.mx', { marketingConsent: true }),
          seedUser('third-uid', 'tercera@negocio.mx', { marketingConsent: true }),
          seedUser('fourth-uid', 'cuarta@negocio.mx', { marketingConsent: true }),
        ],
      });
      const one = await admin().updateSubscription(READER, {
        active: false,
        preferences: { newsletter: false },
      });
      expect(one.success).toBe(true);
      expect(await consentOf('google-uid')).toBe(false);
      expect(await consentOf('other-uid')).toBe(true);
      // Reactivating on request gives the subscription back, not the consent: only its owner can.
      const reactivated = await admin().updateSubscription(
        READER,
        { active: true, preferences: { newsletter: true } },
        { asAdmin: true },
      );
      expect(reactivated.success).toBe(true);
      expect(await consentOf('google-uid')).toBe(false);
      expect((await stored()).subscriptions).toContainEqual(
        expect.objectContaining({ email: READER, active: true }),
      );
      await subscriber(READER).updateSubscription(READER, { active: true });
      expect(await consentOf('google-uid')).toBe(true);
      // The same from the admin's lookup, which always says it is the admin.
      await admin().updateSubscription(READER, { active: false }, { asAdmin: true });
      expect(await consentOf('google-uid')).toBe(false);
      await admin().updateSubscription(READER, { active: true }, { asAdmin: true });
      expect(await consentOf('google-uid')).toBe(false);
      await subscriber(READER).updateSubscription(READER, { active: true });
      expect(await consentOf('google-uid')).toBe(true);

      // The bulk unsubscribe, with an address that never subscribed here but consents.
      const bulk = await admin().unsubscribeAll([
        'OTRA@negocio.mx',
        ' tercera@negocio.mx',
        ' Consiente@Negocio.mx',
      ]);
      expect(bulk).toEqual({ success: true, emails: ['otra@negocio.mx', READER] });
      expect(await consentOf('google-uid')).toBe(false);
      expect(await consentOf('other-uid')).toBe(false);
      expect(await consentOf('third-uid')).toBe(false);
      expect(await consentOf('fourth-uid')).toBe(true);
    });

    it('a deletion removes the users under the address, their consent with them', async () => {
      await visitor().subscribe(READER);
      await seed({ users: [seedUser('reader-link-uid', READER, { marketingConsent: true })] });
      expect(await subscriber(READER, 'reader-link-uid').erase(READER)).toEqual({
        success: true,
      });
      expect(await consentOf('reader-link-uid')).toBeUndefined();
      expect((await stored()).users).toEqual([]);
    });
  });
}
