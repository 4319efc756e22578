import { downloadLabels, originLabels, subscriptionText } from '@/content/subscription';
import type { Subscription } from '@/lib/email/model';

/** Article titles by slug, for saying which article a sign-up came from. */
export type ArticleTitles = Record<string, string>;

/** Where the address was signed up: the footer, an article (by its title), or its source. */
export function originLabel(subscription: Subscription, titles: ArticleTitles): string {
  const { formLocation, articleSlug } = subscription.metadata;
  if (formLocation === 'article' || articleSlug) {
    const title = articleSlug ? titles[articleSlug] : undefined;
    return title ? originLabels.article(title) : originLabels.articleUnknown;
  }
  if (formLocation === 'footer') return originLabels.footer;
  if (formLocation === 'admin') return originLabels.admin;
  return originLabels.sources[subscription.source] ?? originLabels.unknown;
}

/**
 * The subscriber's copy of their data (ARCO access), with Spanish keys: everything stored in the
 * document, the technical metadata included, and when the copy was made.
 */
export function subscriptionDownload(
  subscription: Subscription,
  titles: ArticleTitles,
  now = new Date(),
) {
  const labels = downloadLabels;
  const { metadata, preferences } = subscription;
  return {
    [labels.email]: subscription.email,
    [labels.since]: subscription.subscribedAt,
    [labels.origin]: originLabel(subscription, titles),
    [labels.status]: subscription.active
      ? subscriptionText.status.active
      : subscriptionText.status.inactive,
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
    [labels.madeAt]: now.toISOString(),
  };
}
