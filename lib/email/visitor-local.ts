import { trackEmailCollected, trackNewsletterSignup } from '@/lib/analytics/events';
import { type LocalSubscriber, localId, readList, writeList } from '@/lib/email/local-lists';
import { EMAIL_MESSAGES, LOCAL_KEYS, defaultPreferences, normalizeEmail } from '@/lib/email/model';
import { type VisitorStore, validateForSubscribe, visitMetadata } from '@/lib/email/store-contract';

// What a visitor does without Firebase (local-storage mode): the sign-up, kept in this browser,
// alone, so a newsletter form loads nothing of the subscriber's or the admin's local store.

export function createLocalVisitorStore(): VisitorStore {
  return {
    mode: 'offline',

    async subscribe(email, source = 'newsletter', extras) {
      const invalid = validateForSubscribe(email);
      if (invalid) return invalid;
      const normalized = normalizeEmail(email);
      const list = readList<LocalSubscriber>(LOCAL_KEYS.subscribers);
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
  };
}
