import type { DocumentData, Firestore, Query, QueryDocumentSnapshot } from 'firebase/firestore';
import { trackUserActivity, trackUserRegistered } from '@/lib/analytics/events';
import type { FirebaseWebConfig } from '@/lib/config/site-config';
import { type AppCheckSettings, initFirebase, withTimeout } from '@/lib/email/firebase';
import {
  type FirestoreContext,
  type FirestoreModule,
  firestoreContext,
} from '@/lib/email/firestore-context';
import {
  buildEmailList,
  buildExport,
  buildMailingList,
  isListed,
  subscriberItem,
  userItem,
} from '@/lib/email/list';
import {
  EMAIL_MESSAGES,
  EMPTY_STATS,
  type EmailFilter,
  type EmailListItem,
  type UnsubscribeReason,
  isValidEmail,
  normalizeEmail,
} from '@/lib/email/model';
import { registeredUserFrom, subscriptionFrom } from '@/lib/email/records';
import {
  type AdminStore,
  type EmailPage,
  PAGE_SIZE,
  type PageCursor,
  type SignedInUser,
  visitMetadata,
} from '@/lib/email/store-contract';
import { type FirestoreStoreOptions, firestoreStore } from '@/lib/email/store-firestore';
import { UNSUBSCRIBE } from '@/lib/email/subscription';
import { subscriptionMessages } from '@/content/subscription';

// The admin's Firestore store, loaded by /admin/ only: the subscriber's operations (answering a
// request) and the spec's list a page at a time, the counts, the exports, the clean-up of
// unconfirmed sign-ups, the bulk unsubscribe and the admin's own sign-in records. The rules
// refuse every one of them to anyone but the admin.

export async function createFirestoreAdminStore(
  config: FirebaseWebConfig,
  emulatorHost: string | null,
  appCheck: AppCheckSettings | null = null,
): Promise<AdminStore> {
  const { db, firestore, appCheckWorks } = await initFirebase(config, emulatorHost, appCheck);
  return firestoreAdminStore(db, firestore, { appCheckWorks });
}

/** The admin's store on an initialised Firestore (the site's, or a test's signed-in context). */
export function firestoreAdminStore(
  db: Firestore,
  fs: FirestoreModule,
  options: FirestoreStoreOptions = {},
): AdminStore {
  const context = firestoreContext(db, fs);
  return {
    ...firestoreStore(db, fs, options),
    ...adminOperations(context),
    ...signInRecords(context),
  };
}

/** The admin's sign-ins: their registered user and each login's activity. */
function signInRecords({ fs, users, activities }: FirestoreContext) {
  return {
    async registerUser(signedIn: SignedInUser) {
      const ref = fs.doc(users, signedIn.uid);
      try {
        const existing = await fs.getDoc(ref);
        if (existing.exists()) {
          await withTimeout(
            fs.updateDoc(ref, {
              lastLogin: fs.serverTimestamp(),
              'metadata.loginCount': registeredUserFrom(ref.id, existing.data()).loginCount + 1,
            }),
          );
          return { success: true, isNew: false };
        }
        const meta = visitMetadata();
        await withTimeout(
          fs.setDoc(ref, {
            userId: signedIn.uid,
            email: normalizeEmail(signedIn.email),
            name: signedIn.name.slice(0, 200),
            provider: signedIn.provider.slice(0, 40),
            avatar: signedIn.avatar.slice(0, 2000),
            registeredAt: fs.serverTimestamp(),
            lastLogin: fs.serverTimestamp(),
            emailConsent: true,
            marketingConsent: false,
            metadata: { userAgent: meta.userAgent, referrer: meta.referrer, loginCount: 1 },
          }),
        );
        try {
          trackUserRegistered(signedIn.provider);
        } catch (error) {
          console.warn('[correos] analítica del registro', error);
        }
        return { success: true, isNew: true };
      } catch (error) {
        console.warn('[correos] no se pudo registrar al usuario', error);
        return { success: false, message: EMAIL_MESSAGES.registerFailed };
      }
    },

    async recordActivity(userId: string, action: string, details?: string) {
      const meta = visitMetadata();
      try {
        await withTimeout(
          fs.addDoc(activities, {
            userId,
            action: action.slice(0, 60),
            timestamp: fs.serverTimestamp(),
            metadata: {
              url: meta.currentUrl,
              userAgent: meta.userAgent,
              ...(details ? { details: details.slice(0, 500) } : {}),
            },
          }),
        );
        trackUserActivity(action);
        return { success: true };
      } catch (error) {
        console.warn('[correos] no se pudo registrar la actividad', error);
        return { success: false };
      }
    },
  };
}

type AdminOperations = Pick<
  AdminStore,
  | 'listEmailPage'
  | 'getStats'
  | 'exportEmails'
  | 'exportMailingList'
  | 'countUnconfirmed'
  | 'deleteUnconfirmed'
  | 'findActive'
  | 'unsubscribeAll'
>;

function adminOperations(context: FirestoreContext): AdminOperations {
  const {
    fs,
    subscribers,
    users,
    subscription,
    user,
    subscriptionRef,
    failure,
    usersToConsent,
    inBatches,
  } = context;

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

  async function readStats() {
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
        return await readStats();
      } catch (error) {
        console.warn('[correos] no se pudieron leer las estadísticas', error);
        return { ...EMPTY_STATS };
      }
    },

    async exportEmails(filter = 'all') {
      try {
        const [{ subscriptions, users: consenting }, statistics] = await Promise.all([
          readForList(),
          readStats(),
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
          readStats(),
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
