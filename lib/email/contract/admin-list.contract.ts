import {
  ISO_PATTERN,
  type StoreSetup,
  emails,
  exportSource,
  listPages,
  marketingConsentOf,
  person,
  seedSubscription,
  seedUser,
  wholeList,
} from '@/lib/email/contract/store.fixture';
import { buildEmailList, buildExport, buildStats } from '@/lib/email/list';
import { EMAIL_FILTERS } from '@/lib/email/model';
import { PAGE_SIZE } from '@/lib/email/store-contract';

// The admin's list, stats and exports (spec §7): the four filters, page after page, giving exactly
// what the list and stats builders (lib/email/list.ts) give on the same stored records.
// A part of the store contract (lib/email/contract/index.ts): test code, run only by the suites
// that call describeStoreContract, never on its own (not a *.test.ts file).

export function describeAdminListContract(
  name: string,
  { visitor, subscriber, registered, admin, seed, stored }: StoreSetup,
) {
  const source = exportSource(admin);
  const consentOf = marketingConsentOf(stored);

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
}
