import type { DocumentData, Firestore, QueryDocumentSnapshot } from 'firebase/firestore';
import { isPermissionDenied, withTimeout } from '@/lib/email/firebase';
import { COLLECTIONS, normalizeEmail, subscriberId } from '@/lib/email/model';
import { registeredUserFrom, subscriptionFrom } from '@/lib/email/records';
import type { SubscriptionResult } from '@/lib/email/store-contract';
import { subscriptionMessages } from '@/content/subscription';

// What both halves of the Firestore store share (store-firestore.ts, the visitor's and the
// subscriber's operations; firestore-admin.ts and its firestore-admin-*.ts tasks, the admin's):
// the collections, one reader per record kind, the subscription of an address, batched writes and
// a failure in Spanish.

export type FirestoreModule = typeof import('firebase/firestore');

/** Writes per batch (Firestore takes at most 500). */
const BATCH_SIZE = 450;

export function firestoreContext(db: Firestore, fs: FirestoreModule) {
  const subscribers = fs.collection(db, COLLECTIONS.subscribers);
  const users = fs.collection(db, COLLECTIONS.users);
  const activities = fs.collection(db, COLLECTIONS.activities);
  const subscription = (snapshot: QueryDocumentSnapshot<DocumentData>) =>
    subscriptionFrom(snapshot.id, snapshot.data());
  const user = (snapshot: QueryDocumentSnapshot<DocumentData>) =>
    registeredUserFrom(snapshot.id, snapshot.data());
  const subscriptionRef = async (email: string) =>
    fs.doc(subscribers, await subscriberId(normalizeEmail(email)));
  const failure = (error: unknown, message: string, action: string) => {
    console.warn(`[correos] ${action}`, error);
    return {
      success: false as const,
      message: isPermissionDenied(error) ? subscriptionMessages.denied : message,
    };
  };
  async function readSubscription(email: string): Promise<SubscriptionResult> {
    const snapshot = await withTimeout(fs.getDoc(await subscriptionRef(email)));
    const data = snapshot.data();
    return { success: true, subscription: data ? subscriptionFrom(snapshot.id, data) : null };
  }

  /**
   * The registered users under an address whose marketingConsent is not `consent` yet: the
   * spec's "update marketingConsent on users, matched by lowercased email" writes only these.
   */
  async function usersToConsent(email: string, consent: boolean) {
    const found = await withTimeout(
      fs.getDocs(fs.query(users, fs.where('email', '==', normalizeEmail(email)))),
    );
    return found.docs.filter((snapshot) => snapshot.data().marketingConsent !== consent);
  }

  /** Deletes (or changes) documents in batches Firestore accepts. */
  async function inBatches<T>(
    items: T[],
    write: (batch: ReturnType<typeof fs.writeBatch>, item: T) => void,
  ) {
    for (let start = 0; start < items.length; start += BATCH_SIZE) {
      const batch = fs.writeBatch(db);
      for (const item of items.slice(start, start + BATCH_SIZE)) write(batch, item);
      await withTimeout(batch.commit());
    }
  }

  return {
    db,
    fs,
    subscribers,
    users,
    activities,
    subscription,
    user,
    subscriptionRef,
    failure,
    readSubscription,
    usersToConsent,
    inBatches,
  };
}

export type FirestoreContext = ReturnType<typeof firestoreContext>;
