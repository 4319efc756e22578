import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { getFunctions } from 'firebase-admin/functions';
import { logger } from 'firebase-functions';
import { HttpsError } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { onTaskDispatched } from 'firebase-functions/v2/tasks';
import { FUNCTIONS_REGION } from '@/lib/email/link-contract';
import { type DeliveryDeps, deliverChange, requeued, stuckEntries } from './mail-tool/outbox';
import { mailToolFromParams } from './mail-tool/setup';
import { BREVO_API_KEY } from './params';
import { forgetSignIn } from './sign-in-accounts';

// The outbox's worker (functions/src/mail-tool/outbox.ts) is a Cloud Tasks queue: each change's
// delivery is a task, which Cloud Tasks retries with backoff (2 s, doubling, up to an hour) until
// it succeeds, a few at a time so the tool's rate limit is kept. A sweep every five minutes queues
// again any entry whose task was lost (its queueing failed, or its retries ran out).

const QUEUE = 'deliverMailToolChange';

function deps(): DeliveryDeps {
  const { tool, problem } = mailToolFromParams();
  return {
    tool,
    problem: problem ? `falta el ajuste ${problem}` : null,
    forgetAccount: (email) => forgetSignIn(getAuth(), email),
  };
}

/** Queues the delivery of these outbox entries (the subscriptions' trigger, the sweep, the admin). */
export async function queueDeliveries(ids: readonly string[]): Promise<void> {
  const queue = getFunctions().taskQueue(`locations/${FUNCTIONS_REGION}/functions/${QUEUE}`);
  await Promise.all(ids.map((id) => queue.enqueue({ id }, { dispatchDeadlineSeconds: 60 })));
}

export const deliverMailToolChange = onTaskDispatched(
  {
    region: FUNCTIONS_REGION,
    secrets: [BREVO_API_KEY],
    retryConfig: {
      // About a week at the longest wait; the sweep queues it again after that.
      maxAttempts: 200,
      minBackoffSeconds: 2,
      maxBackoffSeconds: 3600,
      maxDoublings: 11,
    },
    rateLimits: { maxConcurrentDispatches: 5 },
    timeoutSeconds: 60,
  },
  async (request) => {
    const id = String((request.data as { id?: unknown } | null)?.id ?? '');
    if (!id) return;
    const outcome = await deliverChange(getFirestore(), id, deps());
    if (outcome === 'retry-later' || outcome === 'failed') {
      logger.warn('mail tool change not delivered', { id, outcome });
    }
    if (outcome === 'settling') logger.info('mail tool change waits for a late call', { id });
    // Thrown, the task is retried by Cloud Tasks with its backoff.
    if (outcome === 'retry-later' || outcome === 'settling') {
      throw new HttpsError('unavailable', 'mail-tool-retry');
    }
  },
);

export const sweepMailToolOutbox = onSchedule(
  { schedule: 'every 5 minutes', region: FUNCTIONS_REGION },
  async () => {
    const db = getFirestore();
    const ids = await stuckEntries(db, Date.now());
    if (!ids.length) return;
    await queueDeliveries(ids);
    await requeued(db, ids);
    logger.info('mail tool sweep', { queued: ids.length });
  },
);
