import type { DocumentData, Query, QueryDocumentSnapshot } from 'firebase/firestore';
import type { FirestoreContext } from '@/lib/email/firestore-context';
import { isListed, subscriberItem, userItem } from '@/lib/email/list';
import {
  EMPTY_STATS,
  type EmailFilter,
  type EmailListItem,
  type UnsubscribeReason,
} from '@/lib/email/model';
import { subscriptionFrom } from '@/lib/email/records';
import {
  type AdminStore,
  type EmailPage,
  PAGE_SIZE,
  type PageCursor,
} from '@/lib/email/store-contract';

// The admin's view of the list on Firestore (a part of firestore-admin.ts): the spec's list a page
// at a time, with a Firestore cursor so a large list is never read whole to show its first page,
// and the counts, read with count queries. The counts live here, where the view shows them, and
// the exports (firestore-admin-exports.ts) read them too.

export function listOperations(
  context: FirestoreContext,
): Pick<AdminStore, 'listEmailPage' | 'getStats'> {
  const { fs, subscribers, users, subscription, user, subscriptionRef } = context;

  /**
   * One page of the spec's list with a Firestore cursor: active subscribers who keep the
   * newsletter, newest first (the filter as a where clause), then users with marketing consent,
   * skipping those already listed as subscribers (one read each, by the address's id).
   */
  async function readPage(filter: EmailFilter, cursor: PageCursor | null): Promise<EmailPage> {
    const at = (cursor?.position ?? null) as {
      stage: 'subscribers' | 'users';
      after: QueryDocumentSnapshot<DocumentData> | null;
    } | null;
    const stage = at?.stage ?? (filter === 'registered_users' ? 'users' : 'subscribers');
    const next = (position: NonNullable<typeof at>): PageCursor => ({ store: 'online', position });
    const items: EmailListItem[] = [];
    if (stage === 'subscribers') {
      const bySource =
        filter === 'newsletter_only'
          ? [fs.where('source', '==', 'newsletter')]
          : filter === 'blog_engaged'
            ? [fs.where('source', 'in', ['comment', 'login'])]
            : [];
      const page = await fs.getDocs(
        fs.query(
          subscribers,
          fs.where('active', '==', true),
          fs.where('preferences.newsletter', '==', true),
          ...bySource,
          fs.orderBy('subscribedAt', 'desc'),
          ...(at?.after ? [fs.startAfter(at.after)] : []),
          fs.limit(PAGE_SIZE),
        ),
      );
      items.push(...page.docs.map((snapshot) => subscriberItem(subscription(snapshot))));
      const last = page.docs.at(-1);
      if (last && page.docs.length === PAGE_SIZE) {
        return { items, next: next({ stage: 'subscribers', after: last }) };
      }
      if (filter !== 'all') return { items, next: null };
    }
    // The users fill the rest of the page (all of it when this page starts with them).
    const room = PAGE_SIZE - items.length;
    const page = await fs.getDocs(
      fs.query(
        users,
        fs.where('marketingConsent', '==', true),
        fs.orderBy('registeredAt', 'desc'),
        ...(stage === 'users' && at?.after ? [fs.startAfter(at.after)] : []),
        fs.limit(room),
      ),
    );
    const consenting = page.docs.map(user);
    const listed = await Promise.all(
      consenting.map(async ({ email }) => {
        const data = (await fs.getDoc(await subscriptionRef(email))).data();
        return data !== undefined && isListed(subscriptionFrom('', data));
      }),
    );
    items.push(...consenting.filter((_, index) => !listed[index]).map(userItem));
    const last = page.docs.at(-1);
    return {
      items,
      next: last && page.docs.length === room ? next({ stage: 'users', after: last }) : null,
    };
  }

  return {
    async listEmailPage(filter = 'all', cursor = null) {
      try {
        return await readPage(filter, cursor);
      } catch (error) {
        console.warn('[correos] no se pudo leer la página de la lista', error);
        return { items: [], next: null, failed: true };
      }
    },

    async getStats() {
      try {
        return await readStats(context);
      } catch (error) {
        console.warn('[correos] no se pudieron leer las estadísticas', error);
        return { ...EMPTY_STATS };
      }
    },
  };
}

/** The counts of the spec's stats, one count query each (the rules allow them to the admin only). */
export async function readStats({ fs, subscribers, users }: FirestoreContext) {
  const count = async (source: Query<DocumentData>) =>
    (await fs.getCountFromServer(source)).data().count;
  const byReason = (reason: UnsubscribeReason) =>
    count(fs.query(subscribers, fs.where('unsubscribed.reason', '==', reason)));
  const [total, active, confirmed, registered, consenting, toolNo, bounced, spam] =
    await Promise.all([
      count(subscribers),
      count(fs.query(subscribers, fs.where('active', '==', true))),
      count(fs.query(subscribers, fs.where('confirmedAt', '!=', null))),
      count(users),
      count(fs.query(users, fs.where('marketingConsent', '==', true))),
      byReason('mail-tool-unsubscribe'),
      byReason('hard-bounce'),
      byReason('spam-complaint'),
    ]);
  return {
    totalSubscribers: total,
    activeSubscribers: active,
    confirmedSubscribers: confirmed,
    mailToolUnsubscribes: toolNo,
    hardBounces: bounced,
    spamComplaints: spam,
    totalRegisteredUsers: registered,
    marketingConsentUsers: consenting,
  };
}
