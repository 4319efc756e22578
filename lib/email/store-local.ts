import {
  trackEmailCollected,
  trackNewsletterSignup,
  trackUserActivity,
  trackUserRegistered,
} from '@/lib/analytics/events';
import { readStored, writeStored } from '@/lib/browser-storage';
import {
  buildEmailList,
  buildExport,
  buildStats,
  type SubscriberRecord,
  type UserRecord,
} from '@/lib/email/list';
import {
  EMAIL_MESSAGES,
  EMPTY_STATS,
  LOCAL_KEYS,
  type SubscriberMetadata,
  type SubscriberPreferences,
  type SubscriberSource,
  type Subscription,
  defaultPreferences,
  normalizeEmail,
} from '@/lib/email/model';
import { applyChange } from '@/lib/email/subscription';
import { subscriptionMessages } from '@/content/subscription';
import {
  type EmailStore,
  PAGE_SIZE,
  type SignedInUser,
  validateForSubscribe,
  visitMetadata,
} from '@/lib/email/store-contract';

export interface LocalSubscriber {
  id: string;
  email: string;
  source: SubscriberSource;
  subscribedAt: string;
  active: boolean;
  preferences: SubscriberPreferences;
  metadata: SubscriberMetadata;
}

export interface LocalUser {
  id: string;
  userId: string;
  email: string;
  name: string;
  provider: string;
  avatar: string;
  registeredAt: string;
  lastLogin: string;
  emailConsent: boolean;
  marketingConsent: boolean;
  metadata: { userAgent: string; referrer: string; loginCount: number };
}

export interface LocalActivity {
  id: string;
  userId: string;
  action: string;
  timestamp: string;
  metadata: { url: string; userAgent: string; details?: string };
}

/** Ids of the offline store (spec §3): local_{timestamp}_{random}. */
export function localId(now = Date.now()): string {
  return `local_${now}_${Math.random().toString(36).slice(2, 11)}`;
}

/** Keys holding a damaged value that could not be copied aside: never overwritten. */
const unsavedDamage = new Set<string>();

/**
 * Reads a list from browser storage. A value that is not a JSON list is kept aside under a
 * backup key before anything new is written, so nothing stored is ever overwritten.
 */
function readList<T>(key: string): T[] {
  const raw = readStored(key);
  if (raw === null) {
    unsavedDamage.delete(key);
    return [];
  }
  try {
    const parsed: unknown = JSON.parse(raw);
    if (Array.isArray(parsed)) unsavedDamage.delete(key);
    if (Array.isArray(parsed))
      return parsed.filter((entry) => entry && typeof entry === 'object') as T[];
  } catch {
    // Not JSON: kept aside below.
  }
  if (writeStored(`${key}_corrupt_${Date.now()}`, raw)) {
    unsavedDamage.delete(key);
    console.warn(
      `[correos] el valor de ${key} estaba dañado; se guardó una copia y se empieza de nuevo`,
    );
  } else {
    // The copy failed: the damaged value stays, and nothing is written over it.
    unsavedDamage.add(key);
    console.warn(`[correos] el valor de ${key} está dañado y no se pudo respaldar; no se modifica`);
  }
  return [];
}

function writeList<T>(key: string, list: T[]): boolean {
  if (unsavedDamage.has(key)) return false;
  return writeStored(key, JSON.stringify(list));
}

const subscriberRecord = (subscriber: LocalSubscriber): SubscriberRecord => ({
  id: subscriber.id,
  email: subscriber.email,
  source: subscriber.source,
  subscribedAt: subscriber.subscribedAt,
  active: subscriber.active !== false,
  newsletter: subscriber.preferences?.newsletter !== false,
  formLocation: subscriber.metadata?.formLocation,
  articleSlug: subscriber.metadata?.articleSlug,
});

const userRecord = (user: LocalUser): UserRecord => ({
  id: user.id,
  email: user.email,
  name: user.name,
  provider: user.provider,
  registeredAt: user.registeredAt,
  marketingConsent: user.marketingConsent === true,
});

export function createLocalStore(): EmailStore {
  const subscribers = () => readList<LocalSubscriber>(LOCAL_KEYS.subscribers);
  const users = () => readList<LocalUser>(LOCAL_KEYS.users);

  return {
    mode: 'offline',

    async subscribe(email, source = 'newsletter', extras) {
      const invalid = validateForSubscribe(email);
      if (invalid) return invalid;
      const normalized = normalizeEmail(email);
      const list = subscribers();
      if (list.some((subscriber) => subscriber.email === normalized)) {
        return { success: false, message: EMAIL_MESSAGES.duplicate };
      }
      const subscriber: LocalSubscriber = {
        id: localId(),
        email: normalized,
        source,
        subscribedAt: new Date().toISOString(),
        active: true,
        preferences: defaultPreferences(source),
        metadata: visitMetadata(extras),
      };
      if (!writeList(LOCAL_KEYS.subscribers, [...list, subscriber])) {
        return { success: false, message: EMAIL_MESSAGES.subscribeFailed };
      }
      trackEmailCollected(source);
      trackNewsletterSignup(source);
      return { success: true, id: subscriber.id };
    },

    async registerUser(user: SignedInUser) {
      const list = users();
      const email = normalizeEmail(user.email);
      const now = new Date().toISOString();
      const existing = list.find((entry) => entry.email === email);
      if (existing) {
        existing.lastLogin = now;
        existing.metadata = {
          ...existing.metadata,
          loginCount: (existing.metadata?.loginCount ?? 0) + 1,
        };
        return writeList(LOCAL_KEYS.users, list)
          ? { success: true, isNew: false }
          : { success: false, message: EMAIL_MESSAGES.registerFailed };
      }
      const meta = visitMetadata();
      const record: LocalUser = {
        id: user.uid || localId(),
        userId: user.uid,
        email,
        name: user.name,
        provider: user.provider,
        avatar: user.avatar,
        registeredAt: now,
        lastLogin: now,
        emailConsent: true,
        marketingConsent: false,
        metadata: { userAgent: meta.userAgent, referrer: meta.referrer, loginCount: 1 },
      };
      if (!writeList(LOCAL_KEYS.users, [...list, record])) {
        return { success: false, message: EMAIL_MESSAGES.registerFailed };
      }
      trackUserRegistered(user.provider);
      return { success: true, isNew: true };
    },

    async recordActivity(userId, action, details) {
      const list = readList<LocalActivity>(LOCAL_KEYS.activities);
      const meta = visitMetadata();
      const activity: LocalActivity = {
        id: localId(),
        userId,
        action,
        timestamp: new Date().toISOString(),
        metadata: {
          url: meta.currentUrl,
          userAgent: meta.userAgent,
          ...(details ? { details } : {}),
        },
      };
      const success = writeList(LOCAL_KEYS.activities, [...list, activity]);
      if (success) trackUserActivity(action);
      return { success };
    },

    async updateMarketingConsent(email, consent) {
      const normalized = normalizeEmail(email);
      const subscriberList = subscribers();
      const userList = users();
      let changed = false;
      for (const subscriber of subscriberList) {
        if (subscriber.email !== normalized) continue;
        subscriber.preferences = { ...subscriber.preferences, newsletter: consent };
        changed = true;
      }
      for (const user of userList) {
        if (user.email !== normalized) continue;
        user.marketingConsent = consent;
        changed = true;
      }
      if (!changed) return { success: false };
      const success =
        writeList(LOCAL_KEYS.subscribers, subscriberList) && writeList(LOCAL_KEYS.users, userList);
      return { success };
    },

    async listEmails(filter = 'all') {
      try {
        return buildEmailList(subscribers().map(subscriberRecord), users().map(userRecord), filter);
      } catch {
        return [];
      }
    },

    async listEmailPage(filter = 'all', cursor = null) {
      const start = typeof cursor?.position === 'number' ? cursor.position : 0;
      try {
        const all = buildEmailList(
          subscribers().map(subscriberRecord),
          users().map(userRecord),
          filter,
        );
        const end = start + PAGE_SIZE;
        return {
          items: all.slice(start, end),
          next: end < all.length ? { store: 'offline', position: end } : null,
        };
      } catch {
        return { items: [], next: null, failed: true };
      }
    },

    async getStats() {
      try {
        return buildStats(subscribers().map(subscriberRecord), users().map(userRecord));
      } catch {
        return { ...EMPTY_STATS };
      }
    },

    async exportEmails(filter = 'all') {
      try {
        const subscriberRecords = subscribers().map(subscriberRecord);
        const userRecords = users().map(userRecord);
        return buildExport(
          buildEmailList(subscriberRecords, userRecords, filter),
          buildStats(subscriberRecords, userRecords),
          'localStorage',
        );
      } catch {
        return null;
      }
    },

    // Browser storage proves nothing: whoever uses this browser sees what it holds.
    async getSubscription(email) {
      const found = subscribers().find((entry) => entry.email === normalizeEmail(email));
      return { success: true, subscription: found ? subscriptionOf(found) : null };
    },

    async updateSubscription(email, change) {
      const list = subscribers();
      const index = list.findIndex((entry) => entry.email === normalizeEmail(email));
      const found = list[index];
      if (!found) return { success: true, subscription: null };
      const changed = applyChange(subscriptionOf(found), change);
      list[index] = { ...found, active: changed.active, preferences: changed.preferences };
      return writeList(LOCAL_KEYS.subscribers, list)
        ? { success: true, subscription: changed }
        : { success: false, message: subscriptionMessages.storageFailed };
    },

    async deleteSubscription(email) {
      const list = subscribers();
      const kept = list.filter((entry) => entry.email !== normalizeEmail(email));
      if (kept.length === list.length) return { success: true };
      return writeList(LOCAL_KEYS.subscribers, kept)
        ? { success: true }
        : { success: false, message: subscriptionMessages.storageFailed };
    },
  };
}

const subscriptionOf = (subscriber: LocalSubscriber): Subscription => ({
  id: subscriber.id,
  email: subscriber.email,
  source: subscriber.source,
  subscribedAt: subscriber.subscribedAt,
  active: subscriber.active !== false,
  preferences: {
    newsletter: subscriber.preferences?.newsletter !== false,
    productUpdates: subscriber.preferences?.productUpdates === true,
    blogNotifications: subscriber.preferences?.blogNotifications === true,
  },
  metadata: subscriber.metadata ?? {},
});
