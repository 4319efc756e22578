import type { FirestoreContext } from '@/lib/email/firestore-context';
import { readStats } from '@/lib/email/firestore-admin-list';
import { buildEmailList, buildExport, buildMailingList } from '@/lib/email/list';
import type { AdminStore } from '@/lib/email/store-contract';

// The admin's exports on Firestore (a part of firestore-admin.ts): the whole list, filtered, and
// the mailing list of confirmed subscribers, each read whole with the counts and built by the same
// builders as the local-storage store's (lib/email/list.ts), so both export the same file.

export function exportOperations(
  context: FirestoreContext,
): Pick<AdminStore, 'exportEmails' | 'exportMailingList'> {
  const { fs, subscribers, users, subscription, user } = context;

  // The queries of spec §7, as the admin runs them (the rules refuse them to anyone else).
  async function readForList() {
    const [listed, consenting] = await Promise.all([
      fs.getDocs(
        fs.query(subscribers, fs.where('active', '==', true), fs.orderBy('subscribedAt', 'desc')),
      ),
      fs.getDocs(
        fs.query(
          users,
          fs.where('marketingConsent', '==', true),
          fs.orderBy('registeredAt', 'desc'),
        ),
      ),
    ]);
    return { subscriptions: listed.docs.map(subscription), users: consenting.docs.map(user) };
  }

  return {
    async exportEmails(filter = 'all') {
      try {
        const [{ subscriptions, users: consenting }, statistics] = await Promise.all([
          readForList(),
          readStats(context),
        ]);
        return buildExport(
          buildEmailList(subscriptions, consenting, filter),
          statistics,
          'firebase',
        );
      } catch (error) {
        console.warn('[correos] no se pudo exportar la lista', error);
        return null;
      }
    },

    async exportMailingList() {
      try {
        const [mailable, statistics] = await Promise.all([
          fs.getDocs(
            fs.query(
              subscribers,
              fs.where('active', '==', true),
              fs.where('preferences.newsletter', '==', true),
              fs.where('confirmedAt', '!=', null),
            ),
          ),
          readStats(context),
        ]);
        return buildExport(
          buildMailingList(mailable.docs.map(subscription)),
          statistics,
          'firebase',
        );
      } catch (error) {
        console.warn('[correos] no se pudo exportar la lista de envío', error);
        return null;
      }
    },
  };
}
