/** @jest-environment node */
import type { Auth, UserRecord } from 'firebase-admin/auth';
import {
  disablePasswordAccounts,
  forgetSignIn,
  isStaleEmailLinkAccount,
  passwordAccounts,
} from './sign-in-accounts';

const DAY = 86_400_000;
const now = Date.parse('2026-11-28T12:00:00Z');

const account = (
  uid: string,
  {
    providers = ['password'],
    passwordHash,
    createdDaysAgo = 2,
  }: {
    providers?: string[];
    passwordHash?: string;
    createdDaysAgo?: number;
  } = {},
) =>
  ({
    uid,
    email: `${uid}@tienda.mx`,
    providerData: providers.map((providerId) => ({ providerId })),
    metadata: { creationTime: new Date(now - createdDaysAgo * DAY).toUTCString() },
    ...(passwordHash ? { passwordHash } : {}),
  }) as unknown as UserRecord;

describe("the site's sign-in accounts", () => {
  it('are email-link accounts older than a day for the clean-up; never Google, passwords or new ones', () => {
    expect(isStaleEmailLinkAccount(account('ana'), now)).toBe(true);
    expect(isStaleEmailLinkAccount(account('nueva', { createdDaysAgo: 0.5 }), now)).toBe(false);
    expect(isStaleEmailLinkAccount(account('duena', { providers: ['google.com'] }), now)).toBe(
      false,
    );
    expect(isStaleEmailLinkAccount(account('vieja', { passwordHash: 'x' }), now)).toBe(false);
  });

  it('tells the password accounts from the email-link ones by their password hash', () => {
    const users = [
      account('link'),
      account('clave', { passwordHash: 'hash' }),
      account('duena', { providers: ['google.com', 'password'], passwordHash: 'hash' }),
    ];
    expect(passwordAccounts(users).map((user) => user.uid)).toEqual(['clave']);
  });

  it('lists the password accounts, and with --apply disables them and ends their sessions', async () => {
    const updateUser = jest.fn(async () => ({}));
    const revokeRefreshTokens = jest.fn(async () => undefined);
    const auth = {
      listUsers: jest.fn(async (_max: number, token?: string) =>
        token
          ? { users: [account('otra', { passwordHash: 'h' })] }
          : { users: [account('clave', { passwordHash: 'h' }), account('link')], pageToken: 'p2' },
      ),
      updateUser,
      revokeRefreshTokens,
    } as unknown as Auth;
    expect(await disablePasswordAccounts(auth, false)).toEqual([
      'clave@tienda.mx',
      'otra@tienda.mx',
    ]);
    expect(updateUser).not.toHaveBeenCalled();
    await disablePasswordAccounts(auth, true);
    expect(updateUser.mock.calls).toEqual([
      ['clave', { disabled: true }],
      ['otra', { disabled: true }],
    ]);
    expect(revokeRefreshTokens).toHaveBeenCalledTimes(2);
  });

  it('deletes an address’s account, keeps a Google one, and counts a missing one as done', async () => {
    const deleteUser = jest.fn(async () => undefined);
    const users: Record<string, UserRecord> = {
      'ana@tienda.mx': account('ana'),
      'duena@tienda.mx': account('duena', { providers: ['google.com'] }),
    };
    const auth = {
      getUserByEmail: async (email: string) => {
        const user = users[email];
        if (!user) throw Object.assign(new Error('none'), { code: 'auth/user-not-found' });
        return user;
      },
      deleteUser,
    } as unknown as Auth;
    await forgetSignIn(auth, 'ana@tienda.mx');
    await forgetSignIn(auth, 'duena@tienda.mx');
    await forgetSignIn(auth, 'nadie@tienda.mx');
    expect(deleteUser.mock.calls).toEqual([['ana']]);
  });
});
