import { ISO_PATTERN, type StoreSetup } from '@/lib/email/contract/store.fixture';

// A visitor's sign-up: what it stores (the normalised address, unconfirmed, with the defaults of
// the form it came from), one id per address, and the refusals that store nothing.
// A part of the store contract (lib/email/contract/index.ts): test code, run only by the suites
// that call describeStoreContract, never on its own (not a *.test.ts file).

export function describeVisitorContract(
  name: string,
  { visitor, subscriber, admin, stored }: StoreSetup,
) {
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
}
