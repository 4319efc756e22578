import {
  type LocalActivity,
  type LocalSubscriber,
  type LocalUser,
  readList,
  writeList,
} from '@/lib/email/local-lists';
import { LOCAL_KEYS, isValidEmail, normalizeEmail } from '@/lib/email/model';
import { activityFrom, registeredUserFrom, subscriptionFrom } from '@/lib/email/records';
import { applyChange, marketingConsentOf } from '@/lib/email/subscription';
import { subscriptionMessages } from '@/content/subscription';
import type { SubscriberStore } from '@/lib/email/store-contract';
import { createLocalVisitorStore } from '@/lib/email/visitor-local';

// The subscriber's store in browser storage (local-storage mode): the visitor's sign-up
// (visitor-local.ts) and what a subscriber does with their own subscription; the admin's part is
// store-local-admin.ts.

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
    ...createLocalVisitorStore(),

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
