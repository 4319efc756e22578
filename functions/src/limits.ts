import { createHash } from 'node:crypto';
import { FieldValue, type Firestore, Timestamp } from 'firebase-admin/firestore';
import {
  CLIENT_LINK_LIMITS,
  LINK_LIMITS,
  type LinkPurpose,
  MANAGE_LINK_SHARE,
} from '@/lib/email/link-contract';
import { COLLECTIONS } from '@/lib/email/model';

// How many links the function mails, counted in Firestore (link_limits, no browser may read it;
// decision 17): per mailbox (lib/email/mailbox.ts: the inbox, not the typed string), one a minute
// and three an hour; per client (its network address), ten an hour and twenty a day, so one
// script cannot spend the day; and for everyone, the owner's daily budget, of which sign-ups may
// use only a part, so the links to unsubscribe or delete one's data never run out. Each record
// holds a hash, never an address or a network address, and carries `expiresAt`, which the TTL
// policy uses to delete it once it no longer counts (firestore.indexes.json).

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

export type LimitRefusal = {
  ok: false;
  reason: 'address-limit' | 'client-limit' | 'daily-limit';
  retryAfterMs: number;
};
export type LimitVerdict = { ok: true; kept: number[] } | LimitRefusal;

/** Times still counted (within `windowMs` of now, not in the future), oldest first. */
const within = (sentAt: readonly number[], now: number, windowMs: number) =>
  sentAt.filter((at) => at <= now && now - at < windowMs).sort((a, b) => a - b);

/** Whether a mailbox that got links at `sentAt` (ms) may get one `now`, and what still counts. */
export function addressVerdict(sentAt: readonly number[], now: number): LimitVerdict {
  const kept = within(sentAt, now, LINK_LIMITS.windowMs);
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

/** Whether a client that asked for links at `sentAt` (ms) may have one `now`. */
export function clientVerdict(sentAt: readonly number[], now: number): LimitVerdict {
  const kept = within(sentAt, now, DAY_MS);
  const lastHour = kept.filter((at) => now - at < HOUR_MS);
  const first = lastHour[0];
  if (first !== undefined && lastHour.length >= CLIENT_LINK_LIMITS.perHour) {
    return { ok: false, reason: 'client-limit', retryAfterMs: HOUR_MS - (now - first) };
  }
  const firstToday = kept[0];
  if (firstToday !== undefined && kept.length >= CLIENT_LINK_LIMITS.perDay) {
    return { ok: false, reason: 'client-limit', retryAfterMs: DAY_MS - (now - firstToday) };
  }
  return { ok: true, kept };
}

/** What the day's budget allows a link for `purpose`, given what was sent so far today. */
export function dayVerdict(
  sent: { total: number; signup: number },
  purpose: LinkPurpose,
  dailyLimit: number,
  now: number,
): { ok: true } | LimitRefusal {
  const signupLimit = Math.floor(dailyLimit * (1 - MANAGE_LINK_SHARE));
  const spent = sent.total >= dailyLimit || (purpose === 'signup' && sent.signup >= signupLimit);
  if (!spent) return { ok: true };
  const tomorrow = Date.parse(`${new Date(now + DAY_MS).toISOString().slice(0, 10)}T00:00:00Z`);
  return { ok: false, reason: 'daily-limit', retryAfterMs: tomorrow - now };
}

/** The UTC day a send counts against, as its record's id. */
export const dayId = (now: number) => `day-${new Date(now).toISOString().slice(0, 10)}`;

/** A record's id for a key that must not be stored as it is (a mailbox, a network address). */
export const hashedId = (kind: 'mailbox' | 'client', key: string) =>
  `${kind}-${createHash('sha256').update(key).digest('hex')}`;

export type Reservation = { ok: true; release: () => Promise<void> } | LimitRefusal;

export interface LinkRequester {
  /** The mailbox key (lib/email/mailbox.ts). */
  mailbox: string;
  /** The client's key (client.ts), or null when Cloud Functions names none. */
  client: string | null;
  purpose: LinkPurpose;
}

const times = (value: unknown) =>
  ((value as Timestamp[] | undefined) ?? []).map((at) => at.toMillis());
const stamps = (values: number[]) => values.map((at) => Timestamp.fromMillis(at));

/**
 * Counts one link for the requester if every limit allows it; `release` takes it back when the mail
 * could not be sent, so a broken mail server does not use up anyone's links. The mailbox's and the
 * client's records are read and written in one transaction (each request touches its own, so
 * requests never wait on each other). The day's budget is one document every request touches, so
 * it is read and counted without a lock (an atomic increment): a burst may pass it by as many
 * links as arrive at that very moment, which a budget can afford and a queue of transactions on one
 * document could not (on the emulator they timed out waiting for its lock).
 */
export async function reserveLink(
  db: Firestore,
  requester: LinkRequester,
  dailyLimit: number,
  now = Date.now(),
): Promise<Reservation> {
  const limits = db.collection(COLLECTIONS.linkLimits);
  const mailboxRef = limits.doc(hashedId('mailbox', requester.mailbox));
  const clientRef = requester.client ? limits.doc(hashedId('client', requester.client)) : null;
  const dayRef = limits.doc(dayId(now));
  const day = await dayRef.get();
  const sent = {
    total: (day.get('count') as number | undefined) ?? 0,
    signup: (day.get('signup') as number | undefined) ?? 0,
  };
  const forDay = dayVerdict(sent, requester.purpose, dailyLimit, now);
  if (!forDay.ok) return forDay;
  const verdict = await db.runTransaction(async (transaction) => {
    const [mailbox, client] = await Promise.all([
      transaction.get(mailboxRef),
      clientRef ? transaction.get(clientRef) : null,
    ]);
    const forMailbox = addressVerdict(times(mailbox.get('sentAt')), now);
    if (!forMailbox.ok) return forMailbox;
    const forClient = client ? clientVerdict(times(client.get('sentAt')), now) : null;
    if (forClient && !forClient.ok) return forClient;
    transaction.set(mailboxRef, {
      sentAt: stamps([...forMailbox.kept, now]),
      expiresAt: Timestamp.fromMillis(now + LINK_LIMITS.windowMs),
    });
    if (clientRef && forClient) {
      transaction.set(clientRef, {
        sentAt: stamps([...forClient.kept, now]),
        expiresAt: Timestamp.fromMillis(now + DAY_MS),
      });
    }
    return { ok: true as const };
  });
  if (!verdict.ok) return verdict;
  const signup = requester.purpose === 'signup' ? 1 : 0;
  const countDay = (step: 1 | -1) =>
    dayRef.set(
      {
        count: FieldValue.increment(step),
        signup: FieldValue.increment(step * signup),
        expiresAt: Timestamp.fromMillis(now + 2 * DAY_MS),
      },
      { merge: true },
    );
  await countDay(1);
  const unsend = (value: unknown) => stamps(times(value).filter((at) => at !== now));
  return {
    ok: true,
    release: async () => {
      await db.runTransaction(async (transaction) => {
        const [mailbox, client] = await Promise.all([
          transaction.get(mailboxRef),
          clientRef ? transaction.get(clientRef) : null,
        ]);
        transaction.update(mailboxRef, { sentAt: unsend(mailbox.get('sentAt')) });
        if (clientRef && client) {
          transaction.update(clientRef, { sentAt: unsend(client.get('sentAt')) });
        }
      });
      await countDay(-1);
    },
  };
}
