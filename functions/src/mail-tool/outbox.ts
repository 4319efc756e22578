import {
  FieldValue,
  type Firestore,
  Timestamp,
  type Transaction,
  type WriteBatch,
} from 'firebase-admin/firestore';
import { isMailable } from '@/lib/email/list';
import { COLLECTIONS } from '@/lib/email/model';
import { subscriptionFrom } from '@/lib/email/records';
import { type MailTool, MailToolError } from './mail-tool';

// The mail tool's outbox (decision 17): every change to a subscription that the owner's mail tool
// must follow leaves an entry in mail_outbox/{subscription id} in the same step as the change
// (the function's own writes in their transaction; the browser's and the admin's through the
// subscriptions' trigger, which Cloud Functions retries until it has written it). A worker then
// brings the tool to the subscription's state as it is when the worker runs, not as the event
// said: so events that arrive late, twice or out of order converge on the newest state, and a
// delivery repeated does no harm (the tool's calls are idempotent). One delivery at a time per
// address (a lease); an entry leaves the outbox only when the tool acknowledged the version it
// holds, so a change made during a delivery is delivered after it. 429, 5xx, timeouts and network
// errors are retried with backoff until the tool answers; a refusal that cannot succeed (another
// 4xx, a missing setting) is kept as failed for the admin, who may send it again. Deleting the
// sign-in account and deleting the contact are separate steps: one failing never stops the other.

/** What the tool must hold for one subscription: its list, off it, or nothing at all. */
export type ToolState = 'subscribed' | 'unsubscribed' | 'forgotten';

/**
 * The tool's state for a stored subscription (undefined: deleted). A pending sign-up has never
 * been on the tool's list, so it asks nothing of it; null says so.
 */
export function toolState(stored: unknown): ToolState | null {
  if (stored === undefined) return 'forgotten';
  const subscription = subscriptionFrom('', stored);
  if (isMailable(subscription)) return 'subscribed';
  return subscription.confirmedAt ? 'unsubscribed' : null;
}

/** Whether a write from `before` to `after` (undefined: absent) gives the outbox work. */
export function needsDelivery(before: unknown, after: unknown): boolean {
  // A deletion always does: the address's sign-in account goes, whatever the tool held.
  if (after === undefined) return before !== undefined;
  return toolState(before === undefined ? {} : before) !== toolState(after);
}

/** One entry of the outbox, as stored. */
interface Entry {
  email: string;
  version: number;
  attempts: number;
  /** When the next delivery may start; null once given up on (failed). */
  dueAt: Timestamp | null;
  leaseUntil: Timestamp | null;
  failed: boolean;
  lastError: string | null;
}

const outbox = (db: Firestore) => db.collection(COLLECTIONS.mailOutbox);

/**
 * Puts (or renews) the entry of a subscription whose tool state changed, in the caller's
 * transaction or batch: the version goes up, so a delivery running now is followed by another.
 */
export function enqueueChange(
  db: Firestore,
  writer: Transaction | WriteBatch,
  id: string,
  email: string,
): void {
  (writer as WriteBatch).set(
    outbox(db).doc(id),
    {
      email,
      version: FieldValue.increment(1),
      changedAt: FieldValue.serverTimestamp(),
      dueAt: FieldValue.serverTimestamp(),
      attempts: 0,
      failed: false,
      lastError: null,
    },
    { merge: true },
  );
}

/** How long a delivery holds its address before another may take over (its calls time out first). */
export const LEASE_MS = 90_000;
/** A retry this close is awaited in the same run; a later one is left to the minute's sweep. */
export const INLINE_WAIT_MS = 30_000;

/** The wait before attempt `attempt` + 1: 2 s, 4 s, 8 s… up to an hour. */
export const backoffMs = (attempt: number) => Math.min(2 ** attempt * 1_000, 3_600_000);

export type DeliveryError = { retry: boolean; message: string; retryAfterMs?: number };

/** Whether a failed call may succeed later: 408, 429, 5xx, a timeout or the network. */
export function classifyToolError(error: unknown): DeliveryError {
  if (error instanceof MailToolError) {
    const retry = error.status === 408 || error.status === 429 || error.status >= 500;
    return {
      retry,
      message: error.message,
      ...(error.retryAfterMs ? { retryAfterMs: error.retryAfterMs } : {}),
    };
  }
  const name = (error as { name?: string } | null)?.name ?? '';
  const message = error instanceof Error ? error.message : String(error);
  return { retry: true, message: name === 'TimeoutError' ? 'tiempo de espera agotado' : message };
}

/** What a delivery needs from the outside: the tool (or why it is missing) and the account step. */
export interface DeliveryDeps {
  tool: MailTool | null;
  /** A setting the tool needs and lacks (the owner fixes it, then retries from /admin/). */
  problem: string | null;
  /** Deletes the address's sign-in account (functions/src/sign-in-accounts.ts). */
  forgetAccount: (email: string) => Promise<void>;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

export type DeliveryOutcome =
  'delivered' | 'again' | 'retry-later' | 'failed' | 'busy' | 'not-due' | 'none';

/** Brings the tool (and the sign-in account) to one subscription's current state. */
export async function deliverChange(
  db: Firestore,
  id: string,
  deps: DeliveryDeps,
): Promise<DeliveryOutcome> {
  const now = deps.now ?? Date.now;
  const sleep = deps.sleep ?? ((ms: number) => new Promise((done) => setTimeout(done, ms)));
  const ref = outbox(db).doc(id);

  const claim = async () =>
    db.runTransaction(async (transaction) => {
      const snapshot = await transaction.get(ref);
      if (!snapshot.exists) return { kind: 'none' as const };
      const entry = snapshot.data() as Entry;
      if (entry.failed || !entry.dueAt) return { kind: 'none' as const };
      const at = now();
      const wait = entry.dueAt.toMillis() - at;
      if (wait > 0) return { kind: 'not-due' as const, wait };
      if (entry.leaseUntil && entry.leaseUntil.toMillis() > at) return { kind: 'busy' as const };
      transaction.update(ref, { leaseUntil: Timestamp.fromMillis(at + LEASE_MS) });
      return { kind: 'claimed' as const, entry };
    });

  let claimed = await claim();
  if (claimed.kind === 'not-due' && claimed.wait <= INLINE_WAIT_MS) {
    await sleep(claimed.wait);
    claimed = await claim();
  }
  if (claimed.kind !== 'claimed') return claimed.kind;
  const { entry } = claimed;

  const stored = (await db.collection(COLLECTIONS.subscribers).doc(id).get()).data();
  const state = toolState(stored);
  const errors: DeliveryError[] = [];
  if (state === 'forgotten') {
    await deps.forgetAccount(entry.email).catch((error: unknown) => {
      errors.push({ retry: true, message: `cuenta de acceso: ${String(error)}` });
    });
  }
  if (state && deps.tool) {
    const call =
      state === 'subscribed' ? 'subscribe' : state === 'unsubscribed' ? 'unsubscribe' : 'forget';
    await deps.tool[call](entry.email).catch((error: unknown) => {
      errors.push(classifyToolError(error));
    });
  } else if (state && deps.problem) {
    errors.push({ retry: false, message: deps.problem });
  }

  return db.runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ref);
    const current = snapshot.data() as Entry | undefined;
    const at = now();
    if (!current) return 'delivered' as const;
    const newer = current.version !== entry.version;
    if (!errors.length) {
      if (!newer) {
        transaction.delete(ref);
        return 'delivered' as const;
      }
      // Changed while it was delivered: deliver the newer state now.
      transaction.update(ref, { leaseUntil: null, dueAt: Timestamp.fromMillis(at) });
      return 'again' as const;
    }
    const message = errors
      .map((error) => error.message)
      .join('; ')
      .slice(0, 500);
    if (!newer && errors.every((error) => !error.retry)) {
      transaction.update(ref, {
        leaseUntil: null,
        dueAt: null,
        failed: true,
        failedAt: Timestamp.fromMillis(at),
        lastError: message,
      });
      return 'failed' as const;
    }
    const attempts = current.attempts + 1;
    const wait = Math.max(backoffMs(attempts), ...errors.map((error) => error.retryAfterMs ?? 0));
    transaction.update(ref, {
      leaseUntil: null,
      attempts,
      dueAt: Timestamp.fromMillis(at + wait),
      lastError: message,
    });
    return 'retry-later' as const;
  });
}

/** The entries due now (the minute's sweep delivers them: retries beyond INLINE_WAIT_MS, leases lost). */
export async function dueEntries(db: Firestore, now: number, limit = 100): Promise<string[]> {
  const found = await outbox(db)
    .where('dueAt', '<=', Timestamp.fromMillis(now))
    .orderBy('dueAt')
    .limit(limit)
    .get();
  return found.docs.map((snapshot) => snapshot.id);
}

/** Sends the failed entries again (the admin's button): each becomes due now. */
export async function retryFailed(db: Firestore, ids?: readonly string[]): Promise<number> {
  const found = await outbox(db).where('failed', '==', true).limit(500).get();
  const chosen = found.docs.filter((snapshot) => !ids || ids.includes(snapshot.id));
  const batch = db.batch();
  for (const snapshot of chosen) {
    batch.update(snapshot.ref, {
      failed: false,
      attempts: 0,
      dueAt: FieldValue.serverTimestamp(),
      lastError: null,
      failedAt: FieldValue.delete(),
    });
  }
  if (chosen.length) await batch.commit();
  return chosen.length;
}

/** What the admin sees of the outbox: the backlog, its oldest change, and the failures. */
export async function outboxSummary(db: Firestore) {
  const [pending, failed] = await Promise.all([
    outbox(db).where('failed', '==', false).limit(1000).get(),
    outbox(db).where('failed', '==', true).limit(100).get(),
  ]);
  const changed = pending.docs
    .map((snapshot) => (snapshot.get('changedAt') as Timestamp | undefined)?.toMillis())
    .filter((at): at is number => at !== undefined);
  return {
    backlog: pending.size,
    oldestPendingAt: changed.length ? Math.min(...changed) : null,
    failures: failed.docs.map((snapshot) => ({
      email: String(snapshot.get('email') ?? ''),
      error: String(snapshot.get('lastError') ?? ''),
      failedAt: (snapshot.get('failedAt') as Timestamp | undefined)?.toMillis() ?? 0,
    })),
  };
}
