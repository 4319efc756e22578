import type {
  EmailExport,
  EmailFilter,
  EmailListItem,
  EmailStats,
  SubscriberMetadata,
} from '@/lib/email/model';

/** A subscriber or registered user reduced to what the list, stats and filters need. */
export interface SubscriberRecord {
  id: string;
  email: string;
  source: string;
  subscribedAt: string;
  active: boolean;
  newsletter: boolean;
  formLocation?: SubscriberMetadata['formLocation'];
  articleSlug?: string;
}

export interface UserRecord {
  id: string;
  email: string;
  name: string;
  provider: string;
  registeredAt: string;
  marketingConsent: boolean;
}

const newestFirst = (a: string, b: string) => b.localeCompare(a);

/**
 * The email list of spec §7: active subscribers who keep the newsletter, newest first, then users
 * with marketing consent, newest first, skipping emails already listed; then the filter.
 */
export function buildEmailList(
  subscribers: SubscriberRecord[],
  users: UserRecord[],
  filter: EmailFilter = 'all',
): EmailListItem[] {
  const items: EmailListItem[] = [];
  const seen = new Set<string>();
  for (const subscriber of [...subscribers].sort((a, b) =>
    newestFirst(a.subscribedAt, b.subscribedAt),
  )) {
    if (!subscriber.active || !subscriber.newsletter || seen.has(subscriber.email)) continue;
    seen.add(subscriber.email);
    items.push({
      id: subscriber.id,
      email: subscriber.email,
      name: 'Suscriptor',
      source: subscriber.source,
      subscribedAt: subscriber.subscribedAt,
      type: 'subscriber',
      status: 'activo',
      ...(subscriber.formLocation ? { formLocation: subscriber.formLocation } : {}),
      ...(subscriber.articleSlug ? { articleSlug: subscriber.articleSlug } : {}),
    });
  }
  for (const user of [...users].sort((a, b) => newestFirst(a.registeredAt, b.registeredAt))) {
    if (!user.marketingConsent || seen.has(user.email)) continue;
    seen.add(user.email);
    items.push({
      id: user.id,
      email: user.email,
      name: user.name || 'Suscriptor',
      source: 'registration',
      subscribedAt: user.registeredAt,
      type: 'registered_user',
      provider: user.provider,
      status: 'activo',
    });
  }
  return items.filter((item) => matchesFilter(item, filter));
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

export function buildStats(subscribers: SubscriberRecord[], users: UserRecord[]): EmailStats {
  return {
    totalSubscribers: subscribers.length,
    activeSubscribers: subscribers.filter((subscriber) => subscriber.active).length,
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

const CSV_COLUMNS = [
  'id',
  'email',
  'name',
  'source',
  'subscribedAt',
  'type',
  'provider',
  'status',
  'formLocation',
  'articleSlug',
] as const;

/** CSV of an export (RFC 4180 quoting; cells starting with = + - @ are neutralised for spreadsheets). */
export function exportToCsv(data: EmailExport): string {
  const cell = (value: string | undefined) => {
    let text = value ?? '';
    if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  const rows = data.emails.map((item) => CSV_COLUMNS.map((column) => cell(item[column])).join(','));
  return [CSV_COLUMNS.join(','), ...rows].join('\r\n') + '\r\n';
}
