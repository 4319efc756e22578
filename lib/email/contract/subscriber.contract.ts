import { NO_MAIL, type StoreSetup, person } from '@/lib/email/contract/store.fixture';
import { subscriptionFrom } from '@/lib/email/records';
import { UNSUBSCRIBE } from '@/lib/email/subscription';

// The subscriber's own subscription (decision 11): reading it, leaving, coming back and choosing,
// downloading and erasing every record that names the address, and the admin answering one
// request for it.
// A part of the store contract (lib/email/contract/index.ts): test code, run only by the suites
// that call describeStoreContract, never on its own (not a *.test.ts file).

export function describeSubscriberContract(
  name: string,
  { visitor, subscriber, registered, admin, stored }: StoreSetup,
) {
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
}
