/** @jest-environment node */
import { type AuthBlockingEvent } from 'firebase-functions/v2/identity';
import {
  gateVerdict,
  mailGate,
  refuseFirebaseMail,
  refuseFirebaseMails,
  signInMethod,
} from './sign-in-gate';

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
  const mailEvent = (emailType: 'EMAIL_SIGN_IN' | 'PASSWORD_RESET') =>
    ({
      eventType: 'providers/cloud.auth/eventTypes/user.beforeSendEmail',
      emailType,
    }) as AuthBlockingEvent;

  it('is refused, whatever it is (a sign-in link, a password reset)', async () => {
    expect(() => refuseFirebaseMail()).toThrow(
      expect.objectContaining({ code: 'permission-denied', message: 'firebase-mail-disabled' }),
    );
    for (const emailType of ['EMAIL_SIGN_IN', 'PASSWORD_RESET'] as const) {
      await expect(mailGate(mailEvent(emailType))).rejects.toMatchObject({
        code: 'permission-denied',
        message: 'firebase-mail-disabled',
      });
    }
  });

  it('is registered with Firebase as the send-email blocking function', () => {
    const { __endpoint } = refuseFirebaseMails as unknown as {
      __endpoint: { blockingTrigger: { eventType: string } };
    };
    expect(__endpoint.blockingTrigger.eventType).toBe(
      'providers/cloud.auth/eventTypes/user.beforeSendEmail',
    );
  });

  it('keeps the sign-in door as the sign-in gate does when the emulator routes a sign-in here', async () => {
    const event = (method: string) =>
      ({
        eventType: `providers/cloud.auth/eventTypes/user.beforeSignIn:${method}`,
        data: { email: 'ana@tienda.mx' },
      }) as unknown as AuthBlockingEvent;
    await expect(mailGate(event('password'))).rejects.toMatchObject({
      message: 'method-not-allowed',
    });
    await expect(mailGate(event('emailLink'))).resolves.toBeUndefined();
  });
});
