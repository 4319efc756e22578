import { getFirestore } from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { FUNCTIONS_REGION } from '@/lib/email/link-contract';
import { COLLECTIONS } from '@/lib/email/model';
import { subscriptionFrom } from '@/lib/email/records';
import { queueDeliveries } from './deliver-mail-tool';
import { enqueueChange, needsDelivery } from './mail-tool/outbox';

// Every change to a subscription that the owner's mail tool must follow goes into its outbox
// (decision 17; functions/src/mail-tool/outbox.ts): a confirmation, an unsubscribe (the
// subscriber's, the admin's, the bulk one), the newsletter switched off or on, a resubscription,
// and a deletion (the subscriber's, the admin's, or the database's own at the 30 days of a pending
// sign-up), whose delivery also deletes the address's sign-in account. The browser and the admin
// write subscriptions through the rules, so this trigger is where their changes enter the outbox
// and their delivery is queued: Cloud Functions retries it until both are done, and a repeated
// event only renews the entry (its delivery is harmless twice).

export const mirrorSubscriber = onDocumentWritten(
  {
    document: `${COLLECTIONS.subscribers}/{id}`,
    region: FUNCTIONS_REGION,
    retry: true,
  },
  async (event) => {
    const before = event.data?.before.data();
    const after = event.data?.after.data();
    if (!needsDelivery(before, after)) return;
    const email = subscriptionFrom(event.params.id, after ?? before).email;
    if (!email) return;
    const db = getFirestore();
    const batch = db.batch();
    enqueueChange(db, batch, event.params.id, email);
    await batch.commit();
    await queueDeliveries([event.params.id]);
  },
);
