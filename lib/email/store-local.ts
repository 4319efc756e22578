import { trackEmailCollected, trackNewsletterSignup } from '@/lib/analytics/events';
import { readStored, writeStored } from '@/lib/browser/storage';
import {
  EMAIL_MESSAGES,
  LOCAL_KEYS,
  type SubscriberMetadata,
  type SubscriberPreferences,
  type SubscriberSource,
  defaultPreferences,
  isValidEmail,
  normalizeEmail,
} from '@/lib/email/model';
import { activityFrom, registeredUserFrom, subscriptionFrom } from '@/lib/email/records';
import { applyChange, marketingConsentOf } from '@/lib/email/subscription';
import { subscriptionMessages } from '@/content/subscription';
import {
  type SubscriberStore,
  validateForSubscribe,
  visitMetadata,
} from '@/lib/email/store-contract';

export interface LocalSubscriber {
  id: string;
  email: string;
  source: SubscriberSource;
  subscribedAt: string;
  active: boolean;
  /** Always null here: browser storage cannot send the confirmation link (decision 12). */
  confirmedAt: string | null;
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

export function writeList<T>(key: string, list: T[]): boolean {
  if (unsavedDamage.has(key)) return false;
  return writeStored(key, JSON.stringify(list));
}

/** The valid, distinct, normalised addresses of a pasted list. */
export const addressesOf = (emails: string[]) => [
  ...new Set(emails.map(normalizeEmail).filter((email) => isValidEmail(email))),
];

/** The three lists in browser storage, read and written safely; shared with the admin's store. */
export function localRecords() {
  const subscriberEntries = () => readList<LocalSubscriber>(LOCAL_KEYS.subscribers);
  const userEntries = () => readList<LocalUser>(LOCAL_KEYS.users);
  const activityEntries = () => readList<LocalActivity>(LOCAL_KEYS.activities);
  const subscriptions = () =>
    subscriberEntries().map((entry) => subscriptionFrom(String(entry.id), entry));
  const users = () => userEntries().map((entry) => registeredUserFrom(String(entry.id), entry));
  const findSubscription = (email: string) =>
    subscriptions().find((entry) => entry.email === normalizeEmail(email)) ?? null;

  /**
   * marketingConsent on the registered users with this address (spec §7, by lower-cased
   * address); false when storage refused.
   */
  function saveMarketingConsent(emails: string[], consent: boolean) {
    const addresses = new Set(emails.map(normalizeEmail));
    const list = userEntries();
    if (!list.some((entry) => addresses.has(entry.email) && entry.marketingConsent !== consent)) {
      return true;
    }
    return writeList(
      LOCAL_KEYS.users,
      list.map((entry) =>
        addresses.has(entry.email) ? { ...entry, marketingConsent: consent } : entry,
      ),
    );
  }

  /** Rewrites one subscriber entry; false when storage refused. */
  function saveSubscriber(email: string, update: (entry: LocalSubscriber) => LocalSubscriber) {
    const list = subscriberEntries();
    const index = list.findIndex((entry) => entry.email === normalizeEmail(email));
    const found = list[index];
    if (!found) return true;
    list[index] = update(found);
    return writeList(LOCAL_KEYS.subscribers, list);
  }

  return {
    subscriberEntries,
    userEntries,
    activityEntries,
    subscriptions,
    users,
    findSubscription,
    saveMarketingConsent,
    saveSubscriber,
  };
}

export function createLocalStore(): SubscriberStore {
  const {
    subscriberEntries,
    userEntries,
    activityEntries,
    users,
    findSubscription,
    saveMarketingConsent,
    saveSubscriber,
  } = localRecords();

  return {
    mode: 'offline',

    async subscribe(email, source = 'newsletter', extras) {
      const invalid = validateForSubscribe(email);
      if (invalid) return invalid;
      const normalized = normalizeEmail(email);
      const list = subscriberEntries();
      if (list.some((subscriber) => subscriber.email === normalized)) {
        return { success: false, reason: 'duplicate', message: EMAIL_MESSAGES.duplicate };
      }
      const now = new Date().toISOString();
      const subscriber: LocalSubscriber = {
        id: localId(),
        email: normalized,
        source,
        subscribedAt: now,
        active: true,
        confirmedAt: null,
        preferences: defaultPreferences(source),
        metadata: visitMetadata(extras),
      };
      if (!writeList(LOCAL_KEYS.subscribers, [...list, subscriber])) {
        return { success: false, reason: 'failed', message: EMAIL_MESSAGES.subscribeFailed };
      }
      trackEmailCollected(source);
      trackNewsletterSignup(source);
      return { success: true, id: subscriber.id };
    },

    // Browser storage proves nothing: whoever uses this browser sees what it holds.
    async getSubscription(email) {
      return { success: true, subscription: findSubscription(email) };
    },

    async updateSubscription(email, change, options = {}) {
      const found = findSubscription(email);
      if (!found) return { success: true, subscription: null };
      const changed = applyChange(found, change);
      const saved = saveSubscriber(email, (entry) => ({
        ...entry,
        active: changed.active,
        preferences: changed.preferences,
      }));
      // The registered users' consent follows; the admin only ever withdraws it.
      const consent = marketingConsentOf(changed);
      const consentSaved = (consent && options.asAdmin) || saveMarketingConsent([email], consent);
      return saved && consentSaved
        ? { success: true, subscription: changed }
        : { success: false, message: subscriptionMessages.storageFailed };
    },

    async confirmSubscription(email) {
      const found = findSubscription(email);
      if (!found || found.confirmedAt) return { success: true, subscription: found };
      const confirmedAt = new Date().toISOString();
      return saveSubscriber(email, (entry) => ({ ...entry, confirmedAt }))
        ? { success: true, subscription: { ...found, confirmedAt } }
        : { success: false, message: subscriptionMessages.storageFailed };
    },

    async personalData(email) {
      const named = users().filter((user) => user.email === normalizeEmail(email));
      const ids = new Set(named.map((user) => user.id));
      return {
        success: true,
        data: {
          subscription: findSubscription(email),
          users: named,
          activities: activityEntries()
            .filter((entry) => ids.has(entry.userId))
            .map((entry) => activityFrom(String(entry.id), entry)),
        },
      };
    },

    async erase(email) {
      const normalized = normalizeEmail(email);
      const userList = userEntries();
      const ids = new Set(userList.filter((user) => user.email === normalized).map((u) => u.id));
      const subscriberList = subscriberEntries();
      const activityList = activityEntries();
      const writes: [string, unknown[], unknown[]][] = [
        [
          LOCAL_KEYS.subscribers,
          subscriberList,
          subscriberList.filter((entry) => entry.email !== normalized),
        ],
        [LOCAL_KEYS.users, userList, userList.filter((entry) => entry.email !== normalized)],
        [
          LOCAL_KEYS.activities,
          activityList,
          activityList.filter((entry) => !ids.has(entry.userId)),
        ],
      ];
      const success = writes.every(
        ([key, before, after]) => before.length === after.length || writeList(key, after),
      );
      return success ? { success } : { success, message: subscriptionMessages.storageFailed };
    },
  };
}
