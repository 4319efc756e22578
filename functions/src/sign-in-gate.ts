import { getFirestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import {
  type AuthBlockingEvent,
  beforeEmailSent,
  beforeUserCreated,
  beforeUserSignedIn,
} from 'firebase-functions/v2/identity';
import { FUNCTIONS_REGION } from '@/lib/email/link-contract';
import { COLLECTIONS } from '@/lib/email/model';

// Only the sign-ins the site uses (decisions 15 and 17): the subscriber's email link, and Google
// for the admin addresses (a document admins/{email}) and nobody else. Email-link sign-in needs the
// Email/Password provider on, and a password account carries the same `sign_in_provider`
// ("password") in its tokens, so the rules cannot tell them apart; these blocking functions can:
// the event's type ends with the method (`…:emailLink`, `…:google.com`, `…:password`). A password
// sign-up under someone else's address is refused before the account exists, a password sign-in
// (an account from before) before it gets a token, and a Google account that is not an admin's
// never exists, so it can never change its address into someone else's (N5 of the 2026-11-28
// security review). And Firebase mails nothing itself: every link the site sends is made by the
// Admin SDK and mailed by the site's function, so a mail Firebase would send (a sign-in link or a
// password reset asked for with the public API key) is refused before it goes (N1).

/** The sign-in method an Auth blocking event's type names. */
export const signInMethod = (eventType: string) => eventType.slice(eventType.lastIndexOf(':') + 1);

/**
 * What the gate decides for a sign-in method. Google asks whether the address is an admin's: the
 * account's and the one Google's profile vouches for, which must be the same.
 */
export async function gateVerdict(
  eventType: string,
  emails: readonly (string | undefined)[],
  isAdminAddress: (email: string) => Promise<boolean>,
): Promise<'allow' | 'method-not-allowed' | 'not-admin'> {
  const method = signInMethod(eventType);
  if (method === 'emailLink') return 'allow';
  if (method !== 'google.com') return 'method-not-allowed';
  const named = new Set(emails.filter(Boolean).map((email) => email?.toLowerCase() ?? ''));
  const [email] = [...named];
  return named.size === 1 && email && (await isAdminAddress(email)) ? 'allow' : 'not-admin';
}

const isAdminAddress = async (email: string) =>
  (await getFirestore().collection(COLLECTIONS.admins).doc(email).get()).exists;

async function gate(event: AuthBlockingEvent) {
  const profile = event.additionalUserInfo?.profile as { email?: string } | undefined;
  const verdict = await gateVerdict(
    event.eventType,
    [profile?.email, event.data?.email],
    isAdminAddress,
  );
  // The code travels to the page (components/admin/ says it in Spanish).
  if (verdict !== 'allow') throw new HttpsError('permission-denied', verdict);
}

export const allowSiteSignUps = beforeUserCreated({ region: FUNCTIONS_REGION }, gate);
export const allowSiteSignIns = beforeUserSignedIn({ region: FUNCTIONS_REGION }, gate);

/** Every mail Firebase Auth would send (sign-in link, password reset): none is the site's. */
export function refuseFirebaseMail(): never {
  throw new HttpsError('permission-denied', 'firebase-mail-disabled');
}

/**
 * The mail gate: a mail event is refused. A sign-in or sign-up event goes through the sign-in
 * gate instead: Firebase never sends one here, but the Auth emulator (firebase-tools 15.34)
 * registers every blocking function other than beforeCreate as its beforeSignIn, so in the tests
 * this function also stands at the sign-in door and must keep it as allowSiteSignIns does.
 */
export async function mailGate(event: AuthBlockingEvent) {
  if (/user\.before(SignIn|Create)(:|$)/.test(event.eventType)) return gate(event);
  refuseFirebaseMail();
}

export const refuseFirebaseMails = beforeEmailSent({ region: FUNCTIONS_REGION }, mailGate);
