import type { SubscriberPreferences, Subscription } from '@/lib/email/model';

// The subscriber's three choices (decision 18), each a list in the owner's mail tool: who asked
// for new articles, for the newsletter, for news about the services. Only a confirmed, active
// subscription is on any list; on each, only while its choice is on. Shared by the functions (the
// mail tool's copy) and the admin (the article mail's audience).

export const CHOICES = ['blogNotifications', 'newsletter', 'productUpdates'] as const;
export type Choice = (typeof CHOICES)[number] & keyof SubscriberPreferences;

/** The lists a subscription belongs on: its choices that are on, once confirmed and active. */
export function chosenLists(
  subscription: Pick<Subscription, 'active' | 'confirmedAt' | 'preferences'>,
): Choice[] {
  if (!subscription.active || !subscription.confirmedAt) return [];
  return CHOICES.filter((choice) => subscription.preferences[choice]);
}
