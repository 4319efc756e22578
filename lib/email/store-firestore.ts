import type {
  DocumentData,
  DocumentReference,
  Firestore,
  Query,
  QueryDocumentSnapshot,
} from 'firebase/firestore';
import {
  trackEmailCollected,
  trackError,
  trackNewsletterSignup,
  trackUserActivity,
  trackUserRegistered,
} from '@/lib/analytics/events';
import {
  type AppCheckProbe,
  type AppCheckSettings,
  initFirebase,
  isPermissionDenied,
  withTimeout,
} from '@/lib/email/firebase';
import {
  buildEmailList,
  buildExport,
  buildMailingList,
  isListed,
  subscriberItem,
  userItem,
} from '@/lib/email/list';
import {
  COLLECTIONS,
  EMAIL_MESSAGES,
  EMPTY_STATS,
  type EmailFilter,
  type EmailListItem,
  defaultPreferences,
  isValidEmail,
  normalizeEmail,
  subscriberId,
} from '@/lib/email/model';
import { activityFrom, registeredUserFrom, subscriptionFrom } from '@/lib/email/records';
import {
  type EmailPage,
  type EmailStore,
  PAGE_SIZE,
  type PageCursor,
  type SignedInUser,
  type SubscriptionResult,
  validateForSubscribe,
  visitMetadata,
} from '@/lib/email/store-contract';
import { UNSUBSCRIBE, applyChange } from '@/lib/email/subscription';
import { subscriptionMessages } from '@/content/subscription';
import type { FirebaseWebConfig } from '@/lib/site-config';

/** Writes per batch (Firestore takes at most 500). */
const BATCH_SIZE = 450;

export async function createFirestoreStore(
  config: FirebaseWebConfig,
  emulatorHost: string | null,
  appCheck: AppCheckSettings | null = null,
): Promise<EmailStore> {
  const { db, firestore, appCheckWorks } = await initFirebase(config, emulatorHost, appCheck);
  return firestoreStore(db, firestore, { appCheckWorks });
}

type FirestoreModule = typeof import('firebase/firestore');

export interface FirestoreStoreOptions {
  /** Set when App Check guards the writes: tells a refused write from a duplicate. */
  appCheckWorks?: AppCheckProbe | null;
}

/** The store on an initialised Firestore (the site's, or a test's signed-in context). */
export function firestoreStore(
  db: Firestore,
  fs: FirestoreModule,
  options: FirestoreStoreOptions = {},
): EmailStore {
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
    const [total, active, confirmed, registered, consenting] = await Promise.all([
      count(subscribers),
      count(fs.query(subscribers, fs.where('active', '==', true))),
      count(fs.query(subscribers, fs.where('confirmedAt', '!=', null))),
      count(users),
      count(fs.query(users, fs.where('marketingConsent', '==', true))),
    ]);
    return {
      totalSubscribers: total,
      activeSubscribers: active,
      confirmedSubscribers: confirmed,
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
    mode: 'online',

    async subscribe(email, source = 'newsletter', extras, confirmed = false) {
      const invalid = validateForSubscribe(email);
      if (invalid) return invalid;
      const normalized = normalizeEmail(email);
      const id = await subscriberId(normalized);
      try {
        // The document id is the email's hash: a second create of the same email is refused by
        // the rules, which is how a duplicate shows (nobody can query the list).
        await withTimeout(
          fs.setDoc(fs.doc(subscribers, id), {
            email: normalized,
            source,
            subscribedAt: fs.serverTimestamp(),
            active: true,
            confirmedAt: confirmed ? fs.serverTimestamp() : null,
            preferences: defaultPreferences(source),
            metadata: visitMetadata(extras),
          }),
        );
      } catch (error) {
        // With App Check enforced, a browser without a token (reCAPTCHA blocked or failing) is
        // refused too: that is a failed sign-up, not a duplicate.
        const unverified =
          isPermissionDenied(error) && options.appCheckWorks && !(await options.appCheckWorks());
        if (isPermissionDenied(error) && !unverified) {
          return { success: false, message: EMAIL_MESSAGES.duplicate };
        }
        console.warn('[correos] no se pudo guardar la suscripción', error);
        trackError(String(error), 'subscribe');
        return { success: false, message: EMAIL_MESSAGES.subscribeFailed };
      }
      trackEmailCollected(source);
      trackNewsletterSignup(source);
      return { success: true, id };
    },

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

    async recordActivity(userId, action, details) {
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

    async getSubscription(email) {
      try {
        return await readSubscription(email);
      } catch (error) {
        return failure(error, subscriptionMessages.readFailed, 'no se pudo leer la suscripción');
      }
    },

    async updateSubscription(email, change) {
      try {
        const current = await readSubscription(email);
        if (!current.success || !current.subscription) return current;
        const changed = applyChange(current.subscription, change);
        await withTimeout(
          fs.updateDoc(await subscriptionRef(email), {
            active: changed.active,
            preferences: changed.preferences,
          }),
        );
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
        await withTimeout(
          fs.updateDoc(await subscriptionRef(email), { confirmedAt: fs.serverTimestamp() }),
        );
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
