import { type Timestamp, getFirestore } from 'firebase-admin/firestore';
import { onCall } from 'firebase-functions/v2/https';
import { FUNCTIONS_REGION, type MailToolStatus } from '@/lib/email/link-contract';
import { COLLECTIONS } from '@/lib/email/model';
import { requireAdmin } from './admin';
import { mailToolSetup } from './mail-tool/setup';
import { BREVO_API_KEY, BREVO_API_URL, BREVO_LIST_ID } from './params';

export const mailToolStatus = onCall(
  { region: FUNCTIONS_REGION, enforceAppCheck: true, secrets: [BREVO_API_KEY] },
  async (request): Promise<MailToolStatus> => {
    await requireAdmin(request.auth);
    const { tool, problem } = mailToolSetup({
      brevoApiKey: BREVO_API_KEY.value(),
      brevoListId: BREVO_LIST_ID.value(),
      brevoApiUrl: BREVO_API_URL.value(),
    });
    const status = (
      await getFirestore().collection(COLLECTIONS.mailTool).doc('status').get()
    ).data();
    return {
      provider: tool?.name ?? null,
      problem,
      lastSyncAt: (status?.lastSyncAt as Timestamp | undefined)?.toMillis() ?? null,
      lastError: (status?.lastError as string | null | undefined) ?? null,
    };
  },
);
