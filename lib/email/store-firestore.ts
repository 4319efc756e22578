import type { DocumentReference, Firestore } from 'firebase/firestore';
import { type FirestoreModule, firestoreContext } from '@/lib/email/firestore-context';
import { type AppCheckSettings, initFirebase, withTimeout } from '@/lib/email/firebase';
import { normalizeEmail } from '@/lib/email/model';
import { activityFrom } from '@/lib/email/records';
import type { SubscriberStore } from '@/lib/email/store-contract';
import { type VisitorOptions, visitorFirestore } from '@/lib/email/visitor-firestore';
import { applyChange, marketingConsentOf } from '@/lib/email/subscription';
import { subscriptionMessages } from '@/content/subscription';
import type { FirebaseWebConfig } from '@/lib/config/site-config';

// The online store: Firestore under the project's rules. This file holds what a subscriber does
// (read, change, confirm, download, erase) beside the visitor's sign-up (visitor-firestore.ts, the
// only part a newsletter form loads); firestore-admin.ts the admin's store (this one, and the list,
// counts, exports and clean-up, each in a firestore-admin-*.ts module), loaded by /admin/ only;
// firestore-context.ts what both share.

export async function createFirestoreStore(
  config: FirebaseWebConfig,
  emulatorHost: string | null,
  appCheck: AppCheckSettings | null = null,
): Promise<SubscriberStore> {
  const { db, firestore, appCheckWorks } = await initFirebase(config, emulatorHost, appCheck);
  return firestoreStore(db, firestore, { appCheckWorks });
}

export interface FirestoreStoreOptions extends VisitorOptions {
  /**
   * Confirms the signed-in owner's pending sign-up: the site's function does (decision 17, the
   * rules refuse `confirmedAt` from a browser); the data tests give the function's own step.
   */
  confirm?: (email: string) => Promise<void>;
}

/** The site's function confirms the signed-in owner's sign-up (functions/src/confirm-subscription.ts). */
async function confirmWithFunction(): Promise<void> {
  const [{ callFunction }, { CALLABLES }] = await Promise.all([
    import('@/lib/email/callable'),
    import('@/lib/email/link-contract'),
  ]);
  await callFunction(CALLABLES.confirm, {});
}

/** The store on an initialised Firestore (the site's, or a test's signed-in context). */
export function firestoreStore(
  db: Firestore,
  fs: FirestoreModule,
  options: FirestoreStoreOptions = {},
): SubscriberStore {
  const context = firestoreContext(db, fs);
  const {
    users,
    activities,
    user,
    subscriptionRef,
    failure,
    readSubscription,
    usersToConsent,
    inBatches,
  } = context;

  /**
   * The registered users under an address and their activity: what, beside the subscription,
   * names a person (the rules let the address's proven owner and the admin read them).
   */
  async function readPersonRecords(email: string) {
    const found = await fs.getDocs(fs.query(users, fs.where('email', '==', normalizeEmail(email))));
    const done = await Promise.all(
      found.docs.map((snapshot) =>
        fs.getDocs(fs.query(activities, fs.where('userId', '==', snapshot.id))),
      ),
    );
    return { users: found.docs, activities: done.flatMap((result) => result.docs) };
  }

  return {
    ...visitorFirestore(db, fs, options),

    async getSubscription(email) {
      try {
        return await readSubscription(email);
      } catch (error) {
        return failure(error, subscriptionMessages.readFailed, 'no se pudo leer la suscripción');
      }
    },

    async updateSubscription(email, change, options = {}) {
      try {
        const current = await readSubscription(email);
        if (!current.success || !current.subscription) return current;
        const changed = applyChange(current.subscription, change);
        // One batch: the subscription, and marketingConsent on the registered users with that
        // address following its newsletter choice (the rules check the two agree).
        const consent = marketingConsentOf(changed);
        const batch = fs.writeBatch(context.db);
        batch.update(await subscriptionRef(email), {
          active: changed.active,
          preferences: changed.preferences,
          // Coming back clears the mail tool's unsubscribe (the rules let only its owner do it).
          ...(current.subscription.unsubscribed && !changed.unsubscribed
            ? { unsubscribed: fs.deleteField() }
            : {}),
        });
        if (!(consent && options.asAdmin)) {
          for (const snapshot of await usersToConsent(email, consent)) {
            batch.update(snapshot.ref, { marketingConsent: consent });
          }
        }
        await withTimeout(batch.commit());
        return { success: true, subscription: changed };
      } catch (error) {
        return failure(
          error,
          subscriptionMessages.updateFailed,
          'no se pudo cambiar la suscripción',
        );
      }
    },

    async confirmSubscription(email) {
      try {
        await withTimeout((options.confirm ?? confirmWithFunction)(email));
        return await readSubscription(email);
      } catch (error) {
        return failure(
          error,
          subscriptionMessages.confirmFailed,
          'no se pudo confirmar la suscripción',
        );
      }
    },

    async personalData(email) {
      try {
        const [found, records] = await Promise.all([
          readSubscription(email),
          readPersonRecords(email),
        ]);
        if (!found.success) return found;
        return {
          success: true,
          data: {
            subscription: found.subscription,
            users: records.users.map(user),
            activities: records.activities.map((snapshot) =>
              activityFrom(snapshot.id, snapshot.data()),
            ),
          },
        };
      } catch (error) {
        return failure(error, subscriptionMessages.readFailed, 'no se pudieron leer los datos');
      }
    },

    async erase(email) {
      try {
        const records = await readPersonRecords(email);
        const refs: DocumentReference[] = [
          ...records.activities.map((snapshot) => snapshot.ref),
          ...records.users.map((snapshot) => snapshot.ref),
          await subscriptionRef(email),
        ];
        await inBatches(refs, (batch, ref) => batch.delete(ref));
        return { success: true };
      } catch (error) {
        return failure(error, subscriptionMessages.deleteFailed, 'no se pudieron borrar los datos');
      }
    },
  };
}
