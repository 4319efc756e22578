import {
  ISO_PATTERN,
  NO_MAIL,
  type StoreSetup,
  emails,
  exportSource,
  seedSubscription,
} from '@/lib/email/contract/store.fixture';

// Double opt-in and the admin's list tools (decision 12): a sign-up stays out of the mailing
// export until its owner confirms it, the clean-up of old unconfirmed sign-ups, the bulk unsubscribe.
// A part of the store contract (lib/email/contract/index.ts): test code, run only by the suites
// that call describeStoreContract, never on its own (not a *.test.ts file).

const DAY = 86_400_000;

export function describeAdminToolsContract(
  name: string,
  { visitor, subscriber, admin, seed, stored }: StoreSetup,
) {
  const source = exportSource(admin);

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
}
