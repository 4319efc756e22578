import { getAuth } from 'firebase-admin/auth';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { FUNCTIONS_REGION } from '@/lib/email/link-contract';
import { COLLECTIONS } from '@/lib/email/model';
import { mailToolSetup } from './mail-tool/setup';
import { BREVO_API_KEY, BREVO_API_URL, BREVO_LIST_ID } from './params';

// Every change to a subscription reaches the owner's mail tool within moments (decision 15): a
// confirmation puts the address on the newsletter's list, an unsubscribe (the subscriber's, the
// admin's, the bulk one) takes it off, a resubscription puts it back, and a deletion (the
// subscriber's, the admin's, or the database's own at the 30 days of a pending sign-up) deletes the
// contact and the address's email-link sign-in account.

interface StoredSubscription {
  email?: unknown;
  active?: unknown;
  confirmedAt?: unknown;
  preferences?: { newsletter?: unknown };
}

/** Who may be mailed the newsletter: confirmed, active, with the newsletter on (decision 12). */
export const isMailable = (data: StoredSubscription | undefined) =>
  Boolean(
    data &&
    data.active === true &&
    data.confirmedAt != null &&
    data.preferences?.newsletter === true,
  );

export type MirrorAction = 'subscribe' | 'unsubscribe' | 'forget';

/** What the mail tool must do after a subscription went from `before` to `after`. */
export function mirrorAction(
  before: StoredSubscription | undefined,
  after: StoredSubscription | undefined,
): MirrorAction | null {
  // Deleted: a contact exists only for an address that was confirmed once.
  if (!after) return before?.confirmedAt != null ? 'forget' : null;
  const was = isMailable(before);
  const is = isMailable(after);
  if (is && !was) return 'subscribe';
  if (was && !is) return 'unsubscribe';
  return null;
}

/**
 * Deletes the address's sign-in account once its subscription is gone: it exists only for
 * /boletin/'s email link. An account that also signs in with Google (the admin's) is kept.
 */
export async function forgetSignIn(email: string): Promise<void> {
  const auth = getAuth();
  try {
    const user = await auth.getUserByEmail(email);
    if (user.providerData.some((provider) => provider.providerId === 'google.com')) return;
    await auth.deleteUser(user.uid);
  } catch (error) {
    if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
  }
}

export const mirrorSubscriber = onDocumentWritten(
  {
    document: `${COLLECTIONS.subscribers}/{id}`,
    region: FUNCTIONS_REGION,
    secrets: [BREVO_API_KEY],
    // A failed call is recorded for the admin (mail_tool/status) rather than retried for days.
    retry: false,
  },
  async (event) => {
    const before = event.data?.before.data() as StoredSubscription | undefined;
    const after = event.data?.after.data() as StoredSubscription | undefined;
    const email = String((after ?? before)?.email ?? '');
    if (!email) return;
    if (!after) await forgetSignIn(email);
    const action = mirrorAction(before, after);
    if (!action) return;
    const { tool, problem } = mailToolSetup({
      brevoApiKey: BREVO_API_KEY.value(),
      brevoListId: BREVO_LIST_ID.value(),
      brevoApiUrl: BREVO_API_URL.value(),
    });
    if (!tool && !problem) return;
    const status = getFirestore().collection(COLLECTIONS.mailTool).doc('status');
    let error = problem;
    if (tool) {
      try {
        await tool[action](email);
      } catch (failure) {
        error = String(failure instanceof Error ? failure.message : failure);
        logger.error('mail tool sync failed', { id: event.params.id, action, error });
      }
    }
    await status.set({
      provider: tool?.name ?? null,
      lastAction: action,
      lastSyncAt: FieldValue.serverTimestamp(),
      lastError: error,
    });
  },
);
