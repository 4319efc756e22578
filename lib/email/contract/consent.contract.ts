import { type StoreSetup, marketingConsentOf, seedUser } from '@/lib/email/contract/store.fixture';
import { UNSUBSCRIBE } from '@/lib/email/subscription';

// marketingConsent following the newsletter choice (spec §7), by lower-cased address: given by
// its owner's own switch only, withdrawn by any unsubscribe (the admin's too) and by a deletion.
// A part of the store contract (lib/email/contract/index.ts): test code, run only by the suites
// that call describeStoreContract, never on its own (not a *.test.ts file).

export function describeConsentContract(
  name: string,
  { visitor, subscriber, admin, seed, stored }: StoreSetup,
) {
  const consentOf = marketingConsentOf(stored);

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
