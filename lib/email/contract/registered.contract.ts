import { type StoreSetup, person } from '@/lib/email/contract/store.fixture';

// Someone signed in with Google: their registered user, created at the first login and counted at
// the next ones, and the activity recorded under their uid.
// A part of the store contract (lib/email/contract/index.ts): test code, run only by the suites
// that call describeStoreContract, never on its own (not a *.test.ts file).

export function describeRegisteredContract(name: string, { registered, stored }: StoreSetup) {
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
}
