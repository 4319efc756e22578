import type {
  EmailExport,
  EmailFilter,
  EmailListItem,
  EmailStats,
  Subscription,
} from '@/lib/email/model';
import type { RegisteredUser } from '@/lib/email/records';

/** Whether this subscription may be mailed: confirmed, not unsubscribed, newsletter on. */
export function isMailable(
  subscription: Pick<Subscription, 'active' | 'confirmedAt' | 'preferences'>,
) {
  return (
    subscription.active && subscription.confirmedAt !== null && subscription.preferences.newsletter
  );
}

const newestFirst = (a: string, b: string) => b.localeCompare(a);

/** A subscriber's row of the list. */
export function subscriberItem(subscription: Subscription): EmailListItem {
  const { formLocation, articleSlug } = subscription.metadata;
  return {
    id: subscription.id,
    email: subscription.email,
    name: 'Suscriptor',
    source: subscription.source,
    subscribedAt: subscription.subscribedAt,
    type: 'subscriber',
    status: subscription.active ? 'activo' : 'dado de baja',
    confirmedAt: subscription.confirmedAt,
    ...(formLocation ? { formLocation } : {}),
    ...(articleSlug ? { articleSlug } : {}),
  };
}

/**
 * A registered user's row: their address was proven by a sign-in with a verified email (the
 * rules require one), and the marketing consent is theirs.
 */
export function userItem(user: RegisteredUser): EmailListItem {
  return {
    id: user.id,
    email: user.email,
    name: user.name || 'Suscriptor',
    source: 'registration',
    subscribedAt: user.registeredAt,
    type: 'registered_user',
    provider: user.provider,
    status: user.marketingConsent ? 'activo' : 'dado de baja',
    confirmedAt: user.registeredAt || null,
  };
}

/** Active subscribers who keep the newsletter: the spec's list (confirmed or not, decision 12). */
export const isListed = (subscription: Subscription) =>
  subscription.active && subscription.preferences.newsletter;

/**
 * The email list of spec §7: active subscribers who keep the newsletter, newest first, then users
 * with marketing consent, newest first, skipping emails already listed; then the filter.
 */
export function buildEmailList(
  subscriptions: Subscription[],
  users: RegisteredUser[],
  filter: EmailFilter = 'all',
): EmailListItem[] {
  const items: EmailListItem[] = [];
  const seen = new Set<string>();
  const byDate = [...subscriptions].sort((a, b) => newestFirst(a.subscribedAt, b.subscribedAt));
  for (const subscription of byDate) {
    if (!isListed(subscription) || seen.has(subscription.email)) continue;
    seen.add(subscription.email);
    items.push(subscriberItem(subscription));
  }
  for (const user of [...users].sort((a, b) => newestFirst(a.registeredAt, b.registeredAt))) {
    if (!user.marketingConsent || seen.has(user.email)) continue;
    seen.add(user.email);
    items.push(userItem(user));
  }
  return items.filter((item) => matchesFilter(item, filter));
}

/**
 * The list a mail tool may import (decision 12): confirmed, active subscribers with the
 * newsletter on, newest first. Registered users are not in it: their consent is the admin
 * account's, not a newsletter sign-up.
 */
export function buildMailingList(subscriptions: Subscription[]): EmailListItem[] {
  return subscriptions
    .filter(isMailable)
    .sort((a, b) => newestFirst(a.subscribedAt, b.subscribedAt))
    .map(subscriberItem);
}

export function matchesFilter(item: EmailListItem, filter: EmailFilter): boolean {
  switch (filter) {
    case 'all':
      return true;
    case 'newsletter_only':
      return item.source === 'newsletter';
    case 'registered_users':
      return item.type === 'registered_user';
    case 'blog_engaged':
      return item.source === 'comment' || item.source === 'login';
  }
}

export function buildStats(subscriptions: Subscription[], users: RegisteredUser[]): EmailStats {
  return {
    totalSubscribers: subscriptions.length,
    activeSubscribers: subscriptions.filter((subscription) => subscription.active).length,
    confirmedSubscribers: subscriptions.filter((subscription) => subscription.confirmedAt !== null)
      .length,
    totalRegisteredUsers: users.length,
    marketingConsentUsers: users.filter((user) => user.marketingConsent).length,
  };
}

export function buildExport(
  emails: EmailListItem[],
  statistics: EmailStats,
  source: EmailExport['source'],
  now = new Date(),
): EmailExport {
  return { emails, statistics, exportedAt: now.toISOString(), source, totalEmails: emails.length };
}

type CsvColumn = keyof EmailListItem;

const CSV_COLUMNS: readonly CsvColumn[] = [
  'id',
  'email',
  'name',
  'source',
  'subscribedAt',
  'type',
  'provider',
  'status',
  'confirmedAt',
  'formLocation',
  'articleSlug',
];

/** What a mail tool imports: the address first, then when it signed up and was confirmed. */
export const MAILING_CSV_COLUMNS: readonly CsvColumn[] = ['email', 'subscribedAt', 'confirmedAt'];

/**
 * CSV of an export (RFC 4180 quoting; cells starting with = + - @ are neutralised for
 * spreadsheets): every column, or the mail tool's.
 */
export function exportToCsv(data: EmailExport, columns = CSV_COLUMNS): string {
  const cell = (value: EmailListItem[CsvColumn]) => {
    let text = value === undefined || value === null ? '' : String(value);
    if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  const rows = data.emails.map((item) => columns.map((column) => cell(item[column])).join(','));
  return [columns.join(','), ...rows].join('\r\n') + '\r\n';
}
