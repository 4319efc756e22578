import { downloadLabels, originLabels, subscriptionText } from '@/content/subscription';
import type { Subscription, SubscriptionChange } from '@/lib/email/model';
import type { PersonalData } from '@/lib/email/records';

// Kept out of model.ts, which every page's sign-up form loads: only the subscription page, the
// admin and the stores need these.

/** Leaving the list: inactive, and no mailing of any kind. */
export const UNSUBSCRIBE: Required<SubscriptionChange> = {
  active: false,
  preferences: { newsletter: false, productUpdates: false, blogNotifications: false },
};

/** Coming back: active with the newsletter on; the other preferences stay as they were. */
export const RESUBSCRIBE: SubscriptionChange = { active: true, preferences: { newsletter: true } };

/**
 * The subscription after a change (the same merge both stores and the rules tests apply): coming
 * back (active again) drops the mark the mail tool's unsubscribe left.
 */
export function applyChange(subscription: Subscription, change: SubscriptionChange): Subscription {
  const { unsubscribed, ...rest } = subscription;
  const active = change.active ?? subscription.active;
  return {
    ...rest,
    active,
    preferences: { ...subscription.preferences, ...change.preferences },
    ...(unsubscribed && !active ? { unsubscribed } : {}),
  };
}

/**
 * The marketingConsent a registered user with the subscription's address carries (spec §7: the
 * consent update sets the newsletter preference on the subscriber and marketingConsent on the
 * users, by address): yes while the subscription is active with the newsletter on.
 */
export function marketingConsentOf(subscription: Subscription): boolean {
  return subscription.active && subscription.preferences.newsletter;
}

/** Article titles by slug, for saying which article a sign-up came from. */
export type ArticleTitles = Record<string, string>;

/** What says where an address came from: its source and the form it was signed up with. */
export interface Origin {
  source: string;
  formLocation?: string;
  articleSlug?: string;
}

/** Where the address was signed up: the footer, an article (by its title), or its source. */
export function originLabel(
  { source, formLocation, articleSlug }: Origin,
  titles: ArticleTitles,
): string {
  if (formLocation === 'article' || articleSlug) {
    const title = articleSlug ? titles[articleSlug] : undefined;
    return title ? originLabels.article(title) : originLabels.articleUnknown;
  }
  if (formLocation === 'footer') return originLabels.footer;
  if (formLocation === 'admin') return originLabels.admin;
  return originLabels.sources[source] ?? originLabels.unknown;
}

/** The origin of a stored subscription. */
export function originOf({ source, metadata }: Subscription): Origin {
  return { source, formLocation: metadata.formLocation, articleSlug: metadata.articleSlug };
}

/**
 * The person's copy of their data (ARCO access), with Spanish keys: everything stored that names
 * them (the subscription with its technical metadata, any registered account and its activity),
 * and when the copy was made.
 */
export function personalDataDownload(
  { subscription, users, activities }: PersonalData,
  titles: ArticleTitles,
  now = new Date(),
) {
  const labels = downloadLabels;
  const { fields } = subscriptionText;
  return {
    ...(subscription ? subscriptionPart(subscription, titles) : {}),
    ...(users.length
      ? {
          [labels.accounts]: users.map((user) => ({
            [fields.email]: user.email,
            [labels.account.name]: user.name,
            [labels.account.provider]: user.provider,
            [labels.account.avatar]: user.avatar,
            [labels.account.registeredAt]: user.registeredAt,
            [labels.account.lastLogin]: user.lastLogin,
            [labels.account.loginCount]: user.loginCount,
            [labels.account.marketingConsent]: user.marketingConsent,
            [labels.id]: user.id,
          })),
        }
      : {}),
    ...(activities.length
      ? {
          [labels.activity]: activities.map((activity) => ({
            [labels.activityFields.action]: activity.action,
            [labels.activityFields.time]: activity.timestamp,
            [labels.activityFields.url]: activity.url,
            [labels.activityFields.details]: activity.details,
          })),
        }
      : {}),
    [labels.madeAt]: now.toISOString(),
  };
}

function subscriptionPart(subscription: Subscription, titles: ArticleTitles) {
  const labels = downloadLabels;
  const { fields } = subscriptionText;
  const { metadata, preferences } = subscription;
  return {
    [fields.email]: subscription.email,
    [fields.since]: subscription.subscribedAt,
    [fields.origin]: originLabel(originOf(subscription), titles),
    [fields.status]: subscription.active
      ? subscriptionText.status.active
      : subscriptionText.status.inactive,
    [labels.confirmedAt]: subscription.confirmedAt,
    [labels.preferences]: {
      [labels.newsletter]: preferences.newsletter,
      [labels.productUpdates]: preferences.productUpdates,
      [labels.blogNotifications]: preferences.blogNotifications,
    },
    [labels.visit]: {
      [labels.userAgent]: metadata.userAgent ?? '',
      [labels.referrer]: metadata.referrer ?? '',
      [labels.currentUrl]: metadata.currentUrl ?? '',
      ...(metadata.articleSlug ? { [labels.article]: metadata.articleSlug } : {}),
    },
    [labels.id]: subscription.id,
  };
}
