import { FieldValue, type Firestore, getFirestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { parseEmail } from '@/lib/email/address';
import { type ConfirmOutcome, FUNCTIONS_REGION } from '@/lib/email/link-contract';
import { isPending } from '@/lib/email/list';
import { COLLECTIONS, subscriberId } from '@/lib/email/model';
import { isoTime, subscriptionFrom } from '@/lib/email/records';
import { type ConfirmClaim, isExpired, readConfirmToken } from './confirm-token';
import { enqueueChange } from './mail-tool/outbox';
import { CONFIRM_TOKEN_SECRET } from './params';

// The double opt-in's confirmation (decisions 12 and 17), written here and nowhere else: the rules
// refuse `confirmedAt` from every browser. Two ways in: the confirmation mail's link (a token the
// function signed, valid a week, on any device, as often as it is opened), or the proven owner of
// the address on /boletin/ (signed in with the access link) confirming a pending sign-up there.
// The confirmation takes the server's time, drops the pending expiry and puts the change in the
// mail tool's outbox, in one transaction.

/** How long a token may claim to be from the future (clocks differ a little). */
const SKEW_MS = 60_000;

/** What a token does to the subscription it names (`stored`: undefined when there is none). */
export function tokenVerdict(
  claim: ConfirmClaim | null,
  stored: unknown,
  now: number,
): ConfirmOutcome | 'confirm' {
  if (!claim || claim.issuedAt > now + SKEW_MS) return 'invalid';
  if (stored === undefined) return 'gone';
  const subscription = subscriptionFrom(claim.subscriptionId, stored);
  // A link mailed for an earlier sign-up of the address (deleted since) is not this one's.
  const signedUp = Date.parse(subscription.subscribedAt);
  if (Number.isFinite(signedUp) && signedUp > claim.issuedAt + 1_000) return 'invalid';
  if (subscription.confirmedAt) return 'already-confirmed';
  if (!isPending(subscription)) return 'gone';
  return isExpired(claim, now) ? 'expired' : 'confirm';
}

/** What the proven owner's confirmation does to their own subscription. */
export function ownerVerdict(stored: unknown): ConfirmOutcome | 'confirm' {
  if (stored === undefined) return 'gone';
  const subscription = subscriptionFrom('', stored);
  if (subscription.confirmedAt) return 'already-confirmed';
  return isPending(subscription) ? 'confirm' : 'gone';
}

/** The caller's address when an email link proved it (the gate allows no other password sign-in). */
function provenEmail(auth: { token: Record<string, unknown> } | undefined) {
  const token = auth?.token;
  const provider = (token?.firebase as { sign_in_provider?: unknown } | undefined)
    ?.sign_in_provider;
  if (token?.email_verified !== true || provider !== 'password') return null;
  return typeof token.email === 'string' ? parseEmail(token.email) : null;
}

/**
 * Confirms the subscription `id` if `decide` says so, in one transaction with its outbox entry:
 * the server's time, no more pending expiry. Returns the outcome and, once confirmed, when.
 */
export async function applyConfirmation(
  db: Firestore,
  id: string,
  decide: (stored: unknown) => ConfirmOutcome | 'confirm',
): Promise<Confirmation> {
  const ref = db.collection(COLLECTIONS.subscribers).doc(id);
  const outcome = await db.runTransaction(async (transaction) => {
    const stored = (await transaction.get(ref)).data();
    const verdict = decide(stored);
    if (verdict !== 'confirm') return verdict;
    // Confirmed, it is no longer deleted by the TTL policy; the mail tool adds it to its list.
    transaction.update(ref, {
      confirmedAt: FieldValue.serverTimestamp(),
      expiresAt: FieldValue.delete(),
    });
    enqueueChange(db, transaction, id, subscriptionFrom(id, stored).email);
    return 'confirmed' as const;
  });
  if (outcome !== 'confirmed' && outcome !== 'already-confirmed') return { outcome };
  const confirmedAt = isoTime((await ref.get()).get('confirmedAt'));
  return { outcome, ...(confirmedAt ? { confirmedAt } : {}) };
}

type Confirmation = { outcome: ConfirmOutcome; confirmedAt?: string };

/** The confirmation mail's link: whatever the token names, if the owner's key signed it. */
async function confirmByToken(db: Firestore, token: unknown) {
  const claim = readConfirmToken(CONFIRM_TOKEN_SECRET.value(), token);
  if (!claim) return { id: null, result: { outcome: 'invalid' } as Confirmation };
  const id = claim.subscriptionId;
  return {
    id,
    result: await applyConfirmation(db, id, (stored) => tokenVerdict(claim, stored, Date.now())),
  };
}

/**
 * The caller confirms their own pending sign-up (/boletin/'s button): only when an email link
 * proved their address; anyone else is refused.
 */
export async function confirmAsCaller(
  db: Firestore,
  auth: { token: Record<string, unknown> } | undefined,
) {
  const email = provenEmail(auth);
  if (!email) throw new HttpsError('unauthenticated', 'not-proven');
  const id = await subscriberId(email);
  return { id, result: await applyConfirmation(db, id, ownerVerdict) };
}

export const confirmSubscription = onCall(
  {
    region: FUNCTIONS_REGION,
    // A mail scanner that fetches the link runs no page and has no App Check token: it confirms
    // nothing. Opening the link again is harmless (already confirmed), so the token is not consumed.
    enforceAppCheck: true,
    secrets: [CONFIRM_TOKEN_SECRET],
    maxInstances: 5,
    timeoutSeconds: 30,
  },
  async (request): Promise<Confirmation> => {
    const db = getFirestore();
    const token = (request.data as { token?: unknown } | null)?.token;
    const { id, result } =
      token !== undefined
        ? await confirmByToken(db, token)
        : await confirmAsCaller(db, request.auth);
    logger.info('confirmation', { id, outcome: result.outcome });
    return result;
  },
);
