import { getFirestore } from 'firebase-admin/firestore';
import { onCall } from 'firebase-functions/v2/https';
import { FUNCTIONS_REGION, type MailToolStatus } from '@/lib/email/link-contract';
import { requireAdmin } from './admin';
import { queueDeliveries } from './deliver-mail-tool';
import { outboxSummary, retryFailed } from './mail-tool/outbox';
import { mailToolFromParams } from './mail-tool/setup';
import { BREVO_API_KEY } from './params';

// What /admin/ shows of the mail tool (decision 17): which tool, a setting it lacks, the changes
// still on their way (the outbox's backlog), and the ones the tool refused for good, which the
// admin may send again once the cause is fixed.

export const mailToolStatus = onCall(
  { region: FUNCTIONS_REGION, enforceAppCheck: true, secrets: [BREVO_API_KEY] },
  async (request): Promise<MailToolStatus> => {
    await requireAdmin(request.auth);
    const { tool, problem } = mailToolFromParams();
    return { provider: tool?.name ?? null, problem, ...(await outboxSummary(getFirestore())) };
  },
);

export const retryMailToolChanges = onCall(
  { region: FUNCTIONS_REGION, enforceAppCheck: true },
  async (request): Promise<{ retried: number }> => {
    await requireAdmin(request.auth);
    const ids = await retryFailed(getFirestore());
    await queueDeliveries(ids);
    return { retried: ids.length };
  },
);
