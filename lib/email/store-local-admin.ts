import { trackUserActivity, trackUserRegistered } from '@/lib/analytics/events';
import { buildEmailList, buildExport, buildMailingList, buildStats } from '@/lib/email/list';
import {
  EMAIL_MESSAGES,
  EMPTY_STATS,
  LOCAL_KEYS,
  type EmailFilter,
  type Subscription,
  normalizeEmail,
} from '@/lib/email/model';
import {
  type AdminStore,
  PAGE_SIZE,
  type PageCursor,
  type SignedInUser,
  visitMetadata,
} from '@/lib/email/store-contract';
import { type LocalActivity, type LocalUser, localId, writeList } from '@/lib/email/local-lists';
import { addressesOf, createLocalStore, localRecords } from '@/lib/email/store-local';
import { UNSUBSCRIBE } from '@/lib/email/subscription';
import { subscriptionMessages } from '@/content/subscription';

// The admin's store in browser storage (local-storage mode), loaded by /admin/ only: the
// subscriber's operations, and the spec's list, its counts and exports, the clean-up of
// unconfirmed sign-ups, the bulk unsubscribe and the admin's own sign-in records.

export function createLocalAdminStore(): AdminStore {
  const {
    subscriberEntries,
    userEntries,
    activityEntries,
    subscriptions,
    users,
    saveMarketingConsent,
  } = localRecords();

  const store: AdminStore = {
    ...createLocalStore(),

    async registerUser(user: SignedInUser) {
      const list = userEntries();
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

    async recordActivity(userId: string, action: string, details?: string) {
      const list = activityEntries();
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

    async listEmailPage(filter: EmailFilter = 'all', cursor: PageCursor | null = null) {
      const start = typeof cursor?.position === 'number' ? cursor.position : 0;
      try {
        const all = buildEmailList(subscriptions(), users(), filter);
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
        return buildStats(subscriptions(), users());
      } catch {
        return { ...EMPTY_STATS };
      }
    },

    async exportEmails(filter: EmailFilter = 'all') {
      try {
        const [all, registered] = [subscriptions(), users()];
        return buildExport(
          buildEmailList(all, registered, filter),
          buildStats(all, registered),
          'localStorage',
        );
      } catch {
        return null;
      }
    },

    async exportMailingList() {
      try {
        const [all, registered] = [subscriptions(), users()];
        return buildExport(buildMailingList(all), buildStats(all, registered), 'localStorage');
      } catch {
        return null;
      }
    },

    async countUnconfirmed(before: Date) {
      return subscriptions().filter((entry) => isStaleUnconfirmed(entry, before)).length;
    },

    async deleteUnconfirmed(before: Date) {
      const stale = new Set(
        subscriptions()
          .filter((entry) => isStaleUnconfirmed(entry, before))
          .map((entry) => entry.id),
      );
      const list = subscriberEntries();
      const kept = list.filter((entry) => !stale.has(String(entry.id)));
      const success = stale.size === 0 || writeList(LOCAL_KEYS.subscribers, kept);
      return { success, deleted: success ? stale.size : 0 };
    },

    async findActive(emails: string[]) {
      const active = new Set(
        subscriptions()
          .filter((entry) => entry.active)
          .map((entry) => entry.email),
      );
      return { success: true, emails: addressesOf(emails).filter((email) => active.has(email)) };
    },

    async unsubscribeAll(emails: string[]) {
      if (!saveMarketingConsent(addressesOf(emails), false)) {
        return { success: false, emails: [], message: subscriptionMessages.storageFailed };
      }
      const { emails: found } = await store.findActive(emails);
      const targets = new Set(found);
      const list = subscriberEntries().map((entry) =>
        targets.has(entry.email) ? { ...entry, ...UNSUBSCRIBE } : entry,
      );
      return targets.size === 0 || writeList(LOCAL_KEYS.subscribers, list)
        ? { success: true, emails: found }
        : { success: false, emails: [], message: subscriptionMessages.storageFailed };
    },
  };
  return store;
}

/** A sign-up made before `before` that nobody confirmed. */
const isStaleUnconfirmed = (subscription: Subscription, before: Date) =>
  subscription.confirmedAt === null &&
  subscription.subscribedAt !== '' &&
  subscription.subscribedAt < before.toISOString();
