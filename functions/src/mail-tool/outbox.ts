import {
  FieldValue,
  type Firestore,
  Timestamp,
  type Transaction,
  type WriteBatch,
} from 'firebase-admin/firestore';
import { type Choice, chosenLists } from '@/lib/email/mail-lists';
import { COLLECTIONS } from '@/lib/email/model';
import { subscriptionFrom } from '@/lib/email/records';
import { type MailTool, MailToolError } from './mail-tool';

// The mail tool's outbox (decision 17): every change to a subscription that the owner's mail tool
// must follow leaves an entry in mail_outbox/{subscription id} in the same step as the change
// (the function's own writes in their transaction; the browser's and the admin's through the
// subscriptions' trigger, which Cloud Functions retries until it has written it). A task queue
// (Cloud Tasks, functions/src/deliver-mail-tool.ts) then runs a delivery, retried with backoff
// until the tool answers: it brings the tool to the subscription's state as it is when it runs,
// not as the event said, so events that arrive late, twice or out of order converge on the newest
// state, and a delivery repeated does no harm (the tool's calls are idempotent). One delivery at a
// time per address (a lease); an entry leaves the outbox only when the tool acknowledged the
// version it holds, so a change made during a delivery is delivered right after it. A call that got
// no answer (a timeout, the network) may still be applied by the tool after it was given up: no
// delivery calls the tool for that address until the call's own timeout has passed once more, so
// the last call to land is one made from the newest state. 429, 5xx, timeouts and network errors
// are retried; a refusal that cannot succeed (another 4xx, a missing setting) is kept as failed
// for the admin, who may send it again. Deleting the sign-in account and deleting the contact are
// separate steps: one failing never stops the other.

/**
 * What the tool must hold for one subscription: its chosen lists (none: confirmed once, now off
 * every list), or no contact at all (deleted). A pending sign-up has never been on the tool, so it
 * asks nothing of it: null.
 */
export type ToolState = { lists: Choice[] } | 'forgotten';

/** The tool's state for a stored subscription (undefined: deleted). */
export function toolState(stored: unknown): ToolState | null {
  if (stored === undefined) return 'forgotten';
  const subscription = subscriptionFrom('', stored);
  if (!subscription.confirmedAt) return null;
  return { lists: chosenLists(subscription) };
}

/** Whether a write from `before` to `after` (undefined: absent) gives the outbox work. */
export function needsDelivery(before: unknown, after: unknown): boolean {
  // A deletion always does: the address's sign-in account goes, whatever the tool held.
  if (after === undefined) return before !== undefined;
  const state = (stored: unknown) => JSON.stringify(toolState(stored));
  return state(before === undefined ? {} : before) !== state(after);
}

/** One entry of the outbox, as stored. */
interface Entry {
  email: string;
  version: number;
  attempts: number;
  /** When the entry counts as stuck (its task lost) and the sweep queues it again; null: failed. */
  dueAt: Timestamp | null;
  leaseUntil: Timestamp | null;
  /** Until when a call given up on may still land (no call for the address before then). */
  settleUntil?: Timestamp | null;
  failed: boolean;
  lastError: string | null;
}

const outbox = (db: Firestore) => db.collection(COLLECTIONS.mailOutbox);

/** How long a delivery may take before its entry counts as stuck and is queued again. */
export const STUCK_AFTER_MS = 10 * 60_000;

/**
 * Puts (or renews) the entry of a subscription whose tool state changed, in the caller's
 * transaction or batch: the version goes up, so a delivery running now is followed by another.
 */
export function enqueueChange(
  db: Firestore,
  writer: Transaction | WriteBatch,
  id: string,
  email: string,
  now = Date.now(),
): void {
  (writer as WriteBatch).set(
    outbox(db).doc(id),
    {
      email,
      version: FieldValue.increment(1),
      changedAt: FieldValue.serverTimestamp(),
      dueAt: Timestamp.fromMillis(now + STUCK_AFTER_MS),
      attempts: 0,
      failed: false,
      lastError: null,
    },
    { merge: true },
  );
}

/** How long a delivery holds its address before another may take over (its calls time out first). */
export const LEASE_MS = 90_000;

/** Cloud Tasks' wait before attempt `attempt` + 1 (deliver-mail-tool.ts): 2 s, 4 s… an hour. */
export const backoffMs = (attempt: number) => Math.min(2 ** attempt * 1_000, 3_600_000);

/** `unsettled`: the call got no answer of the tool's own, so the tool may still apply it. */
export type DeliveryError = { retry: boolean; message: string; unsettled?: boolean };

/**
 * Whether a failed call may succeed later (408, 429, 5xx, a timeout or the network), and whether
 * it may still land (no answer, or a gateway's 504 while the tool may be working on it).
 */
export function classifyToolError(error: unknown): DeliveryError {
  if (error instanceof MailToolError) {
    const retry = error.status === 408 || error.status === 429 || error.status >= 500;
    return { retry, message: error.message, unsettled: error.status === 504 };
  }
  const name = (error as { name?: string } | null)?.name ?? '';
  const message = error instanceof Error ? error.message : String(error);
  return {
    retry: true,
    message: name === 'TimeoutError' ? 'tiempo de espera agotado' : message,
    unsettled: true,
  };
}

/** What a delivery needs from the outside: the tool (or why it is missing) and the account step. */
export interface DeliveryDeps {
  tool: MailTool | null;
  /** A setting the tool needs and lacks (the owner fixes it, then retries from /admin/). */
  problem: string | null;
  /** Deletes the address's sign-in account (functions/src/sign-in-accounts.ts). */
  forgetAccount: (email: string) => Promise<void>;
  now?: () => number;
}

/**
 * What became of a delivery: done; to be retried (the task queue does, with backoff); refused for
 * good; another delivery holds the address (it delivers any newer change itself); an earlier call
 * may still land (retried, like retry-later, without calling the tool); or nothing to do.
 */
export type DeliveryOutcome = 'delivered' | 'retry-later' | 'failed' | 'busy' | 'settling' | 'none';

/** A delivery goes round again this many times at most when changes keep arriving meanwhile. */
const MAX_ROUNDS = 5;

/** Brings the tool (and the sign-in account) to one subscription's current state. */
export async function deliverChange(
  db: Firestore,
  id: string,
  deps: DeliveryDeps,
): Promise<DeliveryOutcome> {
  const now = deps.now ?? Date.now;
  const ref = outbox(db).doc(id);

  const claim = async () =>
    db.runTransaction(async (transaction) => {
      const snapshot = await transaction.get(ref);
      if (!snapshot.exists) return null;
      const entry = snapshot.data() as Entry;
      if (entry.failed) return null;
      if (entry.leaseUntil && entry.leaseUntil.toMillis() > now()) return 'busy' as const;
      if (entry.settleUntil && entry.settleUntil.toMillis() > now()) return 'settling' as const;
      transaction.update(ref, { leaseUntil: Timestamp.fromMillis(now() + LEASE_MS) });
      return entry;
    });

  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    const entry = await claim();
    if (entry === null) return round ? 'delivered' : 'none';
    if (entry === 'busy' || entry === 'settling') return entry;

    const stored = (await db.collection(COLLECTIONS.subscribers).doc(id).get()).data();
    const state = toolState(stored);
    const errors: DeliveryError[] = [];
    if (state === 'forgotten') {
      await deps.forgetAccount(entry.email).catch((error: unknown) => {
        errors.push({ retry: true, message: `cuenta de acceso: ${String(error)}` });
      });
    }
    if (state && deps.tool) {
      const { tool } = deps;
      const call =
        state === 'forgotten' ? tool.forget(entry.email) : tool.sync(entry.email, state.lists);
      await call.catch((error: unknown) => {
        errors.push(classifyToolError(error));
      });
    } else if (state && deps.problem) {
      errors.push({ retry: false, message: deps.problem });
    }

    const outcome = await db.runTransaction(async (transaction) => {
      const current = (await transaction.get(ref)).data() as Entry | undefined;
      const at = now();
      if (!current) return 'delivered' as const;
      const newer = current.version !== entry.version;
      if (!errors.length) {
        if (newer) {
          // Changed while it was delivered: go round again with the newer state.
          transaction.update(ref, { leaseUntil: null });
          return 'again' as const;
        }
        transaction.delete(ref);
        return 'delivered' as const;
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
      const settleMs = errors.some((error) => error.unsettled) ? (deps.tool?.timeoutMs ?? 0) : 0;
      transaction.update(ref, {
        leaseUntil: null,
        ...(settleMs ? { settleUntil: Timestamp.fromMillis(at + settleMs) } : {}),
        attempts,
        dueAt: Timestamp.fromMillis(at + backoffMs(attempts) + STUCK_AFTER_MS),
        lastError: message,
      });
      return 'retry-later' as const;
    });
    if (outcome !== 'again') return outcome;
  }
  return 'retry-later';
}

/** The entries whose delivery seems lost (past dueAt, not failed): the sweep queues them again. */
export async function stuckEntries(db: Firestore, now: number, limit = 100): Promise<string[]> {
  const found = await outbox(db)
    .where('dueAt', '<=', Timestamp.fromMillis(now))
    .orderBy('dueAt')
    .limit(limit)
    .get();
  return found.docs.map((snapshot) => snapshot.id);
}

/** Marks entries as queued again now (the sweep, after queueing their deliveries). */
export async function requeued(db: Firestore, ids: readonly string[], now = Date.now()) {
  const batch = db.batch();
  for (const id of ids) {
    batch.update(outbox(db).doc(id), { dueAt: Timestamp.fromMillis(now + STUCK_AFTER_MS) });
  }
  if (ids.length) await batch.commit();
}

/** Sends the failed entries again (the admin's button); returns their ids, to queue. */
export async function retryFailed(db: Firestore, now = Date.now()): Promise<string[]> {
  const found = await outbox(db).where('failed', '==', true).limit(500).get();
  const batch = db.batch();
  for (const snapshot of found.docs) {
    batch.update(snapshot.ref, {
      failed: false,
      attempts: 0,
      dueAt: Timestamp.fromMillis(now + STUCK_AFTER_MS),
      lastError: null,
      failedAt: FieldValue.delete(),
    });
  }
  if (found.size) await batch.commit();
  return found.docs.map((snapshot) => snapshot.id);
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
