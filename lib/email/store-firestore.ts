import type { FirebaseApp } from 'firebase/app';
import type { DocumentData, Firestore, QueryDocumentSnapshot, Timestamp } from 'firebase/firestore';
import {
  trackEmailCollected,
  trackError,
  trackNewsletterSignup,
  trackUserActivity,
  trackUserRegistered,
} from '@/lib/analytics/events';
import {
  buildEmailList,
  buildExport,
  type SubscriberRecord,
  type UserRecord,
} from '@/lib/email/list';
import {
  COLLECTIONS,
  EMAIL_MESSAGES,
  EMPTY_STATS,
  type EmailFilter,
  type EmailListItem,
  type Subscription,
  defaultPreferences,
  normalizeEmail,
  subscriberId,
} from '@/lib/email/model';
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
import { subscriptionMessages } from '@/content/subscription';
import type { FirebaseWebConfig, SiteConfig } from '@/lib/site-config';

/** A write that gets no answer (the network is gone) fails after this long instead of hanging. */
const WRITE_TIMEOUT_MS = 10_000;

function withTimeout<T>(promise: Promise<T>, ms = WRITE_TIMEOUT_MS): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timeout')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

function isPermissionDenied(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { code?: string }).code === 'permission-denied'
  );
}

const iso = (value: unknown): string =>
  value && typeof (value as Timestamp).toDate === 'function'
    ? (value as Timestamp).toDate().toISOString()
    : '';

/** App Check for this deployment: the reCAPTCHA Enterprise site key, and a local debug token. */
export interface AppCheckSettings {
  siteKey: string;
  /** A registered debug token, or "true" for the SDK to make one (printed in the console). */
  debugToken: string | null;
}

/** The App Check settings of a site config, or null when no site key is configured. */
export function appCheckSettings(
  config: Pick<SiteConfig, 'appCheckSiteKey' | 'appCheckDebugToken'>,
): AppCheckSettings | null {
  return config.appCheckSiteKey
    ? { siteKey: config.appCheckSiteKey, debugToken: config.appCheckDebugToken }
    : null;
}

type DebugTokenScope = typeof globalThis & { FIREBASE_APPCHECK_DEBUG_TOKEN?: boolean | string };

/** Whether App Check can vouch for this browser (false: no token, e.g. reCAPTCHA was blocked). */
export type AppCheckProbe = () => Promise<boolean>;

// One App Check per app, however many callers (the email store, the admin's sign-in).
const appChecks = new WeakMap<FirebaseApp, AppCheckProbe>();

function startAppCheck(
  app: FirebaseApp,
  sdk: typeof import('firebase/app-check'),
  settings: AppCheckSettings,
): AppCheckProbe {
  const existing = appChecks.get(app);
  if (existing) return existing;
  if (settings.debugToken) {
    // self.FIREBASE_APPCHECK_DEBUG_TOKEN, read by the SDK as App Check starts: the token then
    // stands in for reCAPTCHA.
    (globalThis as DebugTokenScope).FIREBASE_APPCHECK_DEBUG_TOKEN =
      settings.debugToken === 'true' ? true : settings.debugToken;
  }
  const instance = sdk.initializeAppCheck(app, {
    provider: new sdk.ReCaptchaEnterpriseProvider(settings.siteKey),
    isTokenAutoRefreshEnabled: true,
  });
  // The SDK waits for reCAPTCHA's script forever when it is blocked: bounded here.
  const probe: AppCheckProbe = () =>
    withTimeout(sdk.getToken(instance), 5_000).then(
      () => true,
      () => false,
    );
  appChecks.set(app, probe);
  return probe;
}

/**
 * Loads and initialises Firebase on demand (never part of a page's first load). With App Check
 * settings, App Check starts before Firestore is touched, so every request, the first write
 * included, carries its token; without them the site works exactly as before.
 */
export async function initFirebase(
  config: FirebaseWebConfig,
  emulatorHost: string | null,
  appCheck: AppCheckSettings | null = null,
) {
  const [{ getApps, initializeApp }, firestore, appCheckModule] = await Promise.all([
    import('firebase/app'),
    import('firebase/firestore'),
    appCheck ? import('firebase/app-check') : null,
  ]);
  const app: FirebaseApp = getApps()[0] ?? initializeApp(config);
  const appCheckWorks =
    appCheck && appCheckModule ? startAppCheck(app, appCheckModule, appCheck) : null;
  const db: Firestore = firestore.getFirestore(app);
  if (emulatorHost) {
    const [host, port] = emulatorHost.split(':');
    try {
      firestore.connectFirestoreEmulator(db, host ?? '127.0.0.1', Number(port ?? 8080));
    } catch {
      // Already connected by an earlier call in this page.
    }
  }
  return { app, db, firestore, appCheckWorks };
}

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
  const subscriberRecord = (snapshot: QueryDocumentSnapshot<DocumentData>): SubscriberRecord => {
    const data = snapshot.data();
    return {
      id: snapshot.id,
      email: String(data.email ?? ''),
      source: String(data.source ?? ''),
      subscribedAt: iso(data.subscribedAt),
      active: data.active === true,
      newsletter: data.preferences?.newsletter !== false,
      formLocation: data.metadata?.formLocation,
      articleSlug: data.metadata?.articleSlug,
    };
  };
  const userRecord = (snapshot: QueryDocumentSnapshot<DocumentData>): UserRecord => {
    const data = snapshot.data();
    return {
      id: snapshot.id,
      email: String(data.email ?? ''),
      name: String(data.name ?? ''),
      provider: String(data.provider ?? ''),
      registeredAt: iso(data.registeredAt),
      marketingConsent: data.marketingConsent === true,
    };
  };

  const subscriptionOf = (id: string, data: DocumentData): Subscription => ({
    id,
    email: String(data.email ?? ''),
    source: String(data.source ?? ''),
    subscribedAt: iso(data.subscribedAt),
    active: data.active === true,
    preferences: {
      newsletter: data.preferences?.newsletter === true,
      productUpdates: data.preferences?.productUpdates === true,
      blogNotifications: data.preferences?.blogNotifications === true,
    },
    metadata: typeof data.metadata === 'object' && data.metadata ? data.metadata : {},
  });
  const subscriptionRef = async (email: string) =>
    fs.doc(db, COLLECTIONS.subscribers, await subscriberId(email));
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
    return { success: true, subscription: data ? subscriptionOf(snapshot.id, data) : null };
  }

  // The queries of spec §7, as the admin runs them (the rules refuse them to anyone else).
  async function readForList() {
    const [subscribers, users] = await Promise.all([
      fs.getDocs(
        fs.query(
          fs.collection(db, COLLECTIONS.subscribers),
          fs.where('active', '==', true),
          fs.orderBy('subscribedAt', 'desc'),
        ),
      ),
      fs.getDocs(
        fs.query(
          fs.collection(db, COLLECTIONS.users),
          fs.where('marketingConsent', '==', true),
          fs.orderBy('registeredAt', 'desc'),
        ),
      ),
    ]);
    return {
      subscribers: subscribers.docs.map(subscriberRecord),
      users: users.docs.map(userRecord),
    };
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
          fs.collection(db, COLLECTIONS.subscribers),
          fs.where('active', '==', true),
          fs.where('preferences.newsletter', '==', true),
          ...bySource,
          fs.orderBy('subscribedAt', 'desc'),
          ...(at?.after ? [fs.startAfter(at.after)] : []),
          fs.limit(PAGE_SIZE),
        ),
      );
      items.push(...buildEmailList(page.docs.map(subscriberRecord), [], filter));
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
        fs.collection(db, COLLECTIONS.users),
        fs.where('marketingConsent', '==', true),
        fs.orderBy('registeredAt', 'desc'),
        ...(stage === 'users' && at?.after ? [fs.startAfter(at.after)] : []),
        fs.limit(room),
      ),
    );
    const users = page.docs.map(userRecord);
    const listed = await Promise.all(
      users.map(async (user) => {
        const data = (
          await fs.getDoc(fs.doc(db, COLLECTIONS.subscribers, await subscriberId(user.email)))
        ).data();
        return data?.active === true && data.preferences?.newsletter !== false;
      }),
    );
    items.push(
      ...buildEmailList(
        [],
        users.filter((_, index) => !listed[index]),
        filter,
      ),
    );
    const last = page.docs.at(-1);
    return {
      items,
      next: last && page.docs.length === room ? next({ stage: 'users', after: last }) : null,
    };
  }

  async function readStats() {
    const subscribers = fs.collection(db, COLLECTIONS.subscribers);
    const users = fs.collection(db, COLLECTIONS.users);
    const [total, active, registered, consenting] = await Promise.all([
      fs.getCountFromServer(subscribers),
      fs.getCountFromServer(fs.query(subscribers, fs.where('active', '==', true))),
      fs.getCountFromServer(users),
      fs.getCountFromServer(fs.query(users, fs.where('marketingConsent', '==', true))),
    ]);
    return {
      totalSubscribers: total.data().count,
      activeSubscribers: active.data().count,
      totalRegisteredUsers: registered.data().count,
      marketingConsentUsers: consenting.data().count,
    };
  }

  return {
    mode: 'online',

    async subscribe(email, source = 'newsletter', extras) {
      const invalid = validateForSubscribe(email);
      if (invalid) return invalid;
      const normalized = normalizeEmail(email);
      const id = await subscriberId(normalized);
      try {
        // The document id is the email's hash: a second create of the same email is refused by
        // the rules, which is how a duplicate shows (nobody can query the list).
        await withTimeout(
          fs.setDoc(fs.doc(db, COLLECTIONS.subscribers, id), {
            email: normalized,
            source,
            subscribedAt: fs.serverTimestamp(),
            active: true,
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

    async registerUser(user: SignedInUser) {
      const ref = fs.doc(db, COLLECTIONS.users, user.uid);
      try {
        const existing = await fs.getDoc(ref);
        if (existing.exists()) {
          const count = Number(existing.data().metadata?.loginCount ?? 0);
          await withTimeout(
            fs.updateDoc(ref, {
              lastLogin: fs.serverTimestamp(),
              'metadata.loginCount': count + 1,
            }),
          );
          return { success: true, isNew: false };
        }
        const meta = visitMetadata();
        await withTimeout(
          fs.setDoc(ref, {
            userId: user.uid,
            email: normalizeEmail(user.email),
            name: user.name.slice(0, 200),
            provider: user.provider.slice(0, 40),
            avatar: user.avatar.slice(0, 2000),
            registeredAt: fs.serverTimestamp(),
            lastLogin: fs.serverTimestamp(),
            emailConsent: true,
            marketingConsent: false,
            metadata: { userAgent: meta.userAgent, referrer: meta.referrer, loginCount: 1 },
          }),
        );
        try {
          trackUserRegistered(user.provider);
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
          fs.addDoc(fs.collection(db, COLLECTIONS.activities), {
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

    async updateMarketingConsent(email, consent) {
      const normalized = normalizeEmail(email);
      try {
        const id = await subscriberId(normalized);
        const users = await fs.getDocs(
          fs.query(fs.collection(db, COLLECTIONS.users), fs.where('email', '==', normalized)),
        );
        await Promise.all([
          fs
            .updateDoc(fs.doc(db, COLLECTIONS.subscribers, id), {
              'preferences.newsletter': consent,
            })
            .catch(() => undefined),
          ...users.docs.map((user) => fs.updateDoc(user.ref, { marketingConsent: consent })),
        ]);
        return { success: true };
      } catch (error) {
        console.warn('[correos] no se pudo actualizar el consentimiento', error);
        return { success: false };
      }
    },

    async listEmails(filter = 'all') {
      try {
        const { subscribers, users } = await readForList();
        return buildEmailList(subscribers, users, filter);
      } catch (error) {
        console.warn('[correos] no se pudo leer la lista', error);
        return [];
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
        const [{ subscribers, users }, statistics] = await Promise.all([
          readForList(),
          readStats(),
        ]);
        return buildExport(buildEmailList(subscribers, users, filter), statistics, 'firebase');
      } catch (error) {
        console.warn('[correos] no se pudo exportar la lista', error);
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
      const fields: Record<string, boolean> = {};
      if (change.active !== undefined) fields.active = change.active;
      for (const [key, value] of Object.entries(change.preferences ?? {})) {
        if (typeof value === 'boolean') fields[`preferences.${key}`] = value;
      }
      try {
        await withTimeout(fs.updateDoc(await subscriptionRef(email), fields));
      } catch (error) {
        return failure(
          error,
          subscriptionMessages.updateFailed,
          'no se pudo cambiar la suscripción',
        );
      }
      try {
        return await readSubscription(email);
      } catch (error) {
        return failure(error, subscriptionMessages.readFailed, 'no se pudo releer la suscripción');
      }
    },

    async deleteSubscription(email) {
      try {
        await withTimeout(fs.deleteDoc(await subscriptionRef(email)));
        return { success: true };
      } catch (error) {
        return failure(
          error,
          subscriptionMessages.deleteFailed,
          'no se pudo borrar la suscripción',
        );
      }
    },
  };
}
