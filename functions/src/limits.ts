import { type Firestore, Timestamp } from 'firebase-admin/firestore';
import { LINK_LIMITS } from '@/lib/email/link-contract';
import { COLLECTIONS } from '@/lib/email/model';

// How many links the function mails, counted in Firestore (link_limits, no browser may read it):
// per address, one a minute and three an hour (LINK_LIMITS); for everyone, the owner's daily
// budget. Each record carries `expiresAt`, which the TTL policy uses to delete it once it no longer
// counts (firestore.indexes.json), so the hashes of addresses are not kept.

export type LimitVerdict =
  { ok: true; kept: number[] } | { ok: false; reason: 'address-limit'; retryAfterMs: number };

/** Whether an address that got links at `sentAt` (ms) may get one `now`, and what still counts. */
export function addressVerdict(sentAt: readonly number[], now: number): LimitVerdict {
  const kept = sentAt
    .filter((at) => at <= now && now - at < LINK_LIMITS.windowMs)
    .sort((a, b) => a - b);
  const last = kept.at(-1);
  if (last !== undefined && now - last < LINK_LIMITS.minIntervalMs) {
    return {
      ok: false,
      reason: 'address-limit',
      retryAfterMs: LINK_LIMITS.minIntervalMs - (now - last),
    };
  }
  const first = kept[0];
  if (first !== undefined && kept.length >= LINK_LIMITS.perHour) {
    return {
      ok: false,
      reason: 'address-limit',
      retryAfterMs: LINK_LIMITS.windowMs - (now - first),
    };
  }
  return { ok: true, kept };
}

/** The UTC day a send counts against, as its record's id. */
export const dayId = (now: number) => `day-${new Date(now).toISOString().slice(0, 10)}`;

export type Reservation =
  | { ok: true; release: () => Promise<void> }
  | { ok: false; reason: 'address-limit' | 'daily-limit'; retryAfterMs: number };

const DAY_MS = 86_400_000;

/**
 * Counts one link for `addressId` (the address's SHA-256, as its subscription's id) if both limits
 * allow it, in one transaction; `release` takes it back when the mail could not be sent, so a
 * broken mail server does not use up a person's links.
 */
export async function reserveLink(
  db: Firestore,
  addressId: string,
  dailyLimit: number,
  now = Date.now(),
): Promise<Reservation> {
  const limits = db.collection(COLLECTIONS.linkLimits);
  const addressRef = limits.doc(addressId);
  const dayRef = limits.doc(dayId(now));
  const verdict = await db.runTransaction(async (transaction) => {
    const [address, day] = await Promise.all([
      transaction.get(addressRef),
      transaction.get(dayRef),
    ]);
    const sentAt = ((address.get('sentAt') as Timestamp[] | undefined) ?? []).map((at) =>
      at.toMillis(),
    );
    const forAddress = addressVerdict(sentAt, now);
    if (!forAddress.ok) return forAddress;
    const count = (day.get('count') as number | undefined) ?? 0;
    if (count >= dailyLimit) {
      const tomorrow = Date.parse(`${new Date(now + DAY_MS).toISOString().slice(0, 10)}T00:00:00Z`);
      return { ok: false as const, reason: 'daily-limit' as const, retryAfterMs: tomorrow - now };
    }
    transaction.set(addressRef, {
      sentAt: [...forAddress.kept, now].map((at) => Timestamp.fromMillis(at)),
      expiresAt: Timestamp.fromMillis(now + LINK_LIMITS.windowMs),
    });
    transaction.set(dayRef, {
      count: count + 1,
      expiresAt: Timestamp.fromMillis(now + 2 * DAY_MS),
    });
    return { ok: true as const };
  });
  if (!verdict.ok) return verdict;
  return {
    ok: true,
    release: () =>
      db
        .runTransaction(async (transaction) => {
          const [address, day] = await Promise.all([
            transaction.get(addressRef),
            transaction.get(dayRef),
          ]);
          const sentAt = (address.get('sentAt') as Timestamp[] | undefined) ?? [];
          transaction.update(addressRef, {
            sentAt: sentAt.filter((at) => at.toMillis() !== now),
          });
          const count = (day.get('count') as number | undefined) ?? 1;
          transaction.update(dayRef, { count: Math.max(0, count - 1) });
        })
        .then(() => undefined),
  };
}
