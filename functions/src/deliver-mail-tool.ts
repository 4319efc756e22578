import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { FUNCTIONS_REGION } from '@/lib/email/link-contract';
import { COLLECTIONS } from '@/lib/email/model';
import { type DeliveryDeps, deliverChange, dueEntries } from './mail-tool/outbox';
import { mailToolFromParams } from './mail-tool/setup';
import { BREVO_API_KEY } from './params';
import { forgetSignIn } from './sign-in-accounts';

// The outbox's worker (functions/src/mail-tool/outbox.ts): each new or renewed entry is delivered
// at once, a retry due within half a minute is awaited in the same run, and a sweep every minute
// delivers whatever is due later (long backoffs, a run that died holding its lease).

function deps(): DeliveryDeps {
  const { tool, problem } = mailToolFromParams();
  return {
    tool,
    problem: problem ? `falta el ajuste ${problem}` : null,
    forgetAccount: (email) => forgetSignIn(getAuth(), email),
  };
}

interface Entry {
  version?: number;
  dueAt?: { toMillis(): number } | null;
  failed?: boolean;
}

/** Whether an outbox write asks for a delivery: new, renewed or rescheduled (not a lease). */
export function asksForDelivery(before: Entry | undefined, after: Entry | undefined): boolean {
  if (!after || after.failed || !after.dueAt) return false;
  if (!before) return true;
  return after.version !== before.version || after.dueAt.toMillis() !== before.dueAt?.toMillis();
}

export const deliverMailToolChange = onDocumentWritten(
  {
    document: `${COLLECTIONS.mailOutbox}/{id}`,
    region: FUNCTIONS_REGION,
    secrets: [BREVO_API_KEY],
    // A delivery's own failures are recorded and retried by the outbox; what throws is Firestore
    // itself, and that event is worth retrying.
    retry: true,
    timeoutSeconds: 120,
  },
  async (event) => {
    const before = event.data?.before.data() as Entry | undefined;
    const after = event.data?.after.data() as Entry | undefined;
    if (!asksForDelivery(before, after)) return;
    const outcome = await deliverChange(getFirestore(), event.params.id, deps());
    if (outcome === 'retry-later' || outcome === 'failed') {
      logger.warn('mail tool change not delivered', { id: event.params.id, outcome });
    }
  },
);

export const sweepMailToolOutbox = onSchedule(
  { schedule: 'every 1 minutes', region: FUNCTIONS_REGION, secrets: [BREVO_API_KEY] },
  async () => {
    const db = getFirestore();
    const ids = await dueEntries(db, Date.now());
    const dependencies = deps();
    // A few at a time: the tool's rate limit is what failed them in the first place.
    for (let start = 0; start < ids.length; start += 5) {
      await Promise.all(
        ids.slice(start, start + 5).map((id) => deliverChange(db, id, dependencies)),
      );
    }
    if (ids.length) logger.info('mail tool sweep', { due: ids.length });
  },
);
