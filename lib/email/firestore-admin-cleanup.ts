import type { FirestoreContext } from '@/lib/email/firestore-context';
import { isValidEmail, normalizeEmail } from '@/lib/email/model';
import { subscriptionFrom } from '@/lib/email/records';
import type { AdminStore } from '@/lib/email/store-contract';
import { UNSUBSCRIBE } from '@/lib/email/subscription';
import { subscriptionMessages } from '@/content/subscription';

// The admin's clean-up tools on Firestore (a part of firestore-admin.ts): counting and deleting
// the sign-ups nobody confirmed (decision 12), and the pasted list of addresses to unsubscribe at
// once (a mail tool's bounces, a request by mail), found first, then unsubscribed in batches.

export function cleanUpOperations(
  context: FirestoreContext,
): Pick<AdminStore, 'countUnconfirmed' | 'deleteUnconfirmed' | 'findActive' | 'unsubscribeAll'> {
  const { fs, subscribers, subscriptionRef, failure, usersToConsent, inBatches } = context;

  /** Sign-ups never confirmed, made before `before` (a composite index: firestore.indexes.json). */
  const unconfirmedBefore = (before: Date) =>
    fs.query(
      subscribers,
      fs.where('confirmedAt', '==', null),
      fs.where('subscribedAt', '<', fs.Timestamp.fromDate(before)),
    );

  /** The valid, distinct, normalised addresses of a pasted list. */
  const addressesOf = (emails: string[]) => [
    ...new Set(emails.map(normalizeEmail).filter((email) => isValidEmail(email))),
  ];

  async function activeAmong(emails: string[]) {
    const found = await Promise.all(
      addressesOf(emails).map(async (email) => {
        const snapshot = await fs.getDoc(await subscriptionRef(email));
        return snapshot.exists() && subscriptionFrom(snapshot.id, snapshot.data()).active
          ? { email, ref: snapshot.ref }
          : null;
      }),
    );
    return found.filter((entry) => entry !== null);
  }

  return {
    async countUnconfirmed(before) {
      try {
        return (await fs.getCountFromServer(unconfirmedBefore(before))).data().count;
      } catch (error) {
        console.warn('[correos] no se pudieron contar las suscripciones sin confirmar', error);
        return null;
      }
    },

    async deleteUnconfirmed(before) {
      try {
        const stale = await fs.getDocs(unconfirmedBefore(before));
        await inBatches(stale.docs, (batch, snapshot) => batch.delete(snapshot.ref));
        return { success: true, deleted: stale.size };
      } catch (error) {
        console.warn('[correos] no se pudieron borrar las suscripciones sin confirmar', error);
        return { success: false, deleted: 0 };
      }
    },

    async findActive(emails) {
      try {
        return { success: true, emails: (await activeAmong(emails)).map((entry) => entry.email) };
      } catch (error) {
        return {
          ...failure(error, subscriptionMessages.readFailed, 'no se pudo buscar'),
          emails: [],
        };
      }
    },

    async unsubscribeAll(emails) {
      try {
        // Their marketingConsent goes first, for every pasted address (also one already
        // unsubscribed): a failure then leaves nothing half done, and a retry finishes it.
        const consenting = (
          await Promise.all(addressesOf(emails).map((email) => usersToConsent(email, false)))
        ).flat();
        await inBatches(consenting, (batch, snapshot) =>
          batch.update(snapshot.ref, { marketingConsent: false }),
        );
        const found = await activeAmong(emails);
        await inBatches(found, (batch, { ref }) =>
          batch.update(ref, { active: UNSUBSCRIBE.active, preferences: UNSUBSCRIBE.preferences }),
        );
        return { success: true, emails: found.map((entry) => entry.email) };
      } catch (error) {
        return {
          ...failure(error, subscriptionMessages.updateFailed, 'no se pudieron dar de baja'),
          emails: [],
        };
      }
    },
  };
}
