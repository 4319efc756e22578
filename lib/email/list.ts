import type {
  EmailExport,
  EmailFilter,
  EmailListItem,
  EmailStats,
  Subscription,
  UnsubscribeReason,
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

/** A sign-up its owner has not confirmed yet (double opt-in): active and unconfirmed. */
export function isPending(subscription: Pick<Subscription, 'active' | 'confirmedAt'>) {
  return subscription.active && subscription.confirmedAt === null;
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

/** The mail tool's unsubscribes, bounces and spam complaints among `reasons` (decision 18). */
export function unsubscribesByReason(reasons: readonly (UnsubscribeReason | undefined)[]) {
  const count = (reason: UnsubscribeReason) => reasons.filter((found) => found === reason).length;
  return {
    mailToolUnsubscribes: count('mail-tool-unsubscribe'),
    hardBounces: count('hard-bounce'),
    spamComplaints: count('spam-complaint'),
  };
}

export function buildStats(subscriptions: Subscription[], users: RegisteredUser[]): EmailStats {
  return {
    totalSubscribers: subscriptions.length,
    activeSubscribers: subscriptions.filter((subscription) => subscription.active).length,
    confirmedSubscribers: subscriptions.filter((subscription) => subscription.confirmedAt !== null)
      .length,
    ...unsubscribesByReason(subscriptions.map((subscription) => subscription.unsubscribed?.reason)),
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

/** A cell a spreadsheet would read as a formula: it starts with = + - @, a tab or a return. */
export const startsLikeFormula = (text: string) => /^[=+\-@\t\r]/.test(text);

/** RFC 4180: a cell with a comma, a quote or a line break is quoted, inner quotes doubled. */
const quoted = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

const csvOf = (rows: string[][], columns: readonly CsvColumn[]) =>
  [columns.join(','), ...rows.map((row) => row.map(quoted).join(','))].join('\r\n') + '\r\n';

const text = (value: EmailListItem[CsvColumn]) =>
  value === undefined || value === null ? '' : String(value);

/**
 * CSV of an export for your records (every column, or `columns`): RFC 4180 quoting, and a cell
 * that starts like a formula gets a leading apostrophe, so a spreadsheet shows it as text
 * instead of running it (OWASP's advice for CSV injection). That changes the cell: an address
 * such as `-ana@ejemplo.mx` reads `'-ana@ejemplo.mx` there. The mail tool's file is
 * `mailingCsv`, which never changes an address.
 */
export function exportToCsv(data: EmailExport, columns = CSV_COLUMNS): string {
  const cell = (value: EmailListItem[CsvColumn]) =>
    startsLikeFormula(text(value)) ? `'${text(value)}` : text(value);
  return csvOf(
    data.emails.map((item) => columns.map((column) => cell(item[column]))),
    columns,
  );
}

/**
 * The mail tool's file (MAILING_CSV_COLUMNS): every address byte for byte, since a tool that
 * imports it reads each cell as the address (`-ana@ejemplo.mx` and `+ana@ejemplo.mx` are valid
 * ones). A spreadsheet opening the same file would run a cell that starts like a formula, and
 * no mark can stop it without changing the address, so such rows are held back instead: they
 * are not in the file, and `heldBack` lists their addresses for the admin to add by hand.
 */
export function mailingCsv(data: EmailExport): { csv: string; heldBack: string[] } {
  const heldBack = data.emails.map((item) => item.email).filter(startsLikeFormula);
  const rows = data.emails
    .filter((item) => !startsLikeFormula(item.email))
    .map((item) => MAILING_CSV_COLUMNS.map((column) => text(item[column])));
  return { csv: csvOf(rows, MAILING_CSV_COLUMNS), heldBack };
}
