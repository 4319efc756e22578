import type { Auth, UserRecord } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS, subscriberId } from '@/lib/email/model';

// The sign-in accounts the site leaves behind, and how they go (decisions 12 and 17). A
// subscriber's account exists only for /boletin/'s email link: it goes with the subscription
// (the outbox's deletion step), or, for an address that never had one (an access link opened by
// someone who is not subscribed), the day after (the daily clean-up). Password accounts made
// before the sign-in gates existed are disabled once, by the owner's command
// (scripts/disable-password-accounts.ts). A Google account is the admin's and is never touched.

const DAY_MS = 86_400_000;

type Account = Pick<UserRecord, 'uid' | 'email' | 'providerData' | 'metadata' | 'passwordHash'>;

const hasGoogle = (user: Account) =>
  user.providerData.some((provider) => provider.providerId === 'google.com');

/** Deletes the address's sign-in account; one that also signs in with Google is kept. */
export async function forgetSignIn(auth: Auth, email: string): Promise<void> {
  try {
    const user = await auth.getUserByEmail(email);
    if (hasGoogle(user)) return;
    await auth.deleteUser(user.uid);
  } catch (error) {
    if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
  }
}

/** An email-link account older than a day, which the clean-up may delete if it has no subscription. */
export function isStaleEmailLinkAccount(user: Account, now: number): boolean {
  const created = Date.parse(user.metadata.creationTime);
  return (
    Boolean(user.email) &&
    !hasGoogle(user) &&
    !user.passwordHash &&
    Number.isFinite(created) &&
    now - created > DAY_MS
  );
}

/**
 * Deletes the email-link accounts older than a day whose address has no subscription (A2 of the
 * 2026-11-28 review): an access link opened by someone who never subscribed, or never subscribed
 * again. Pages through every account (1,000 a page), one subscription read per candidate: linear
 * in the number of accounts, which a newsletter's list keeps in the thousands at most.
 */
export async function forgetUnusedSignIns(auth: Auth, db: Firestore, now = Date.now()) {
  let deleted = 0;
  let pageToken: string | undefined;
  do {
    const page = await auth.listUsers(1000, pageToken);
    pageToken = page.pageToken;
    const candidates = page.users.filter((user) => isStaleEmailLinkAccount(user, now));
    const unused = await Promise.all(
      candidates.map(async (user) => {
        const id = await subscriberId(user.email ?? '');
        const subscription = await db.collection(COLLECTIONS.subscribers).doc(id).get();
        return subscription.exists ? null : user.uid;
      }),
    );
    const uids = unused.filter((uid): uid is string => uid !== null);
    if (uids.length) deleted += (await auth.deleteUsers(uids)).successCount;
  } while (pageToken);
  return deleted;
}

/** The accounts that sign in with a password (email-link accounts have no password hash). */
export const passwordAccounts = (users: readonly Account[]) =>
  users.filter((user) => Boolean(user.passwordHash) && !hasGoogle(user));

/**
 * Disables every password account and ends its sessions (N8 of the 2026-11-28 security review):
 * the sign-in gates refuse new ones, but an account made before them keeps its refresh token.
 * With `apply` false it only lists them.
 */
export async function disablePasswordAccounts(auth: Auth, apply: boolean) {
  const found: Account[] = [];
  let pageToken: string | undefined;
  do {
    const page = await auth.listUsers(1000, pageToken);
    pageToken = page.pageToken;
    found.push(...passwordAccounts(page.users));
  } while (pageToken);
  if (apply) {
    for (const user of found) {
      await auth.updateUser(user.uid, { disabled: true });
      await auth.revokeRefreshTokens(user.uid);
    }
  }
  return found.map((user) => user.email ?? user.uid);
}
