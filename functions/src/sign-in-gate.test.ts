/** @jest-environment node */
import { gateVerdict, refuseFirebaseMail, signInMethod } from './sign-in-gate';

const TYPE = 'providers/cloud.auth/eventTypes/user.beforeCreate';
const ADMIN = 'dueno@hanzo.mx';
const isAdminAddress = async (email: string) => email === ADMIN;

describe('the sign-ins the site allows', () => {
  it('reads the method at the end of an Auth blocking event type', () => {
    expect(signInMethod(`${TYPE}:emailLink`)).toBe('emailLink');
    expect(signInMethod(`${TYPE}:google.com`)).toBe('google.com');
  });

  it("allows the subscriber's email link", async () => {
    expect(await gateVerdict(`${TYPE}:emailLink`, ['ana@tienda.mx'], isAdminAddress)).toBe('allow');
  });

  it('allows Google for an admin address, in any case', async () => {
    expect(await gateVerdict(`${TYPE}:google.com`, ['Dueno@Hanzo.mx', ADMIN], isAdminAddress)).toBe(
      'allow',
    );
  });

  it('refuses Google for every other address, and when the profile and account disagree', async () => {
    expect(await gateVerdict(`${TYPE}:google.com`, ['ana@gmail.com'], isAdminAddress)).toBe(
      'not-admin',
    );
    expect(await gateVerdict(`${TYPE}:google.com`, [ADMIN, 'ana@gmail.com'], isAdminAddress)).toBe(
      'not-admin',
    );
    expect(await gateVerdict(`${TYPE}:google.com`, [undefined], isAdminAddress)).toBe('not-admin');
  });

  it.each(['password', 'phone', 'anonymous', 'facebook.com', 'custom'])(
    'refuses %s',
    async (method) => {
      expect(await gateVerdict(`${TYPE}:${method}`, [ADMIN], isAdminAddress)).toBe(
        'method-not-allowed',
      );
    },
  );

  it('refuses an event type that names no method', async () => {
    expect(await gateVerdict(TYPE, [ADMIN], isAdminAddress)).toBe('method-not-allowed');
  });
});

describe('the mail Firebase itself would send', () => {
  it('is refused, whatever it is (a sign-in link, a password reset)', () => {
    expect(() => refuseFirebaseMail()).toThrow(
      expect.objectContaining({ code: 'permission-denied', message: 'firebase-mail-disabled' }),
    );
  });
});
