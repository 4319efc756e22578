import {
  type SubscriberMetadata,
  type Subscription,
  UNSUBSCRIBE_REASONS,
  type UnsubscribeReason,
} from '@/lib/email/model';

// One reader per kind of record, shared by both stores: a Firestore document (times are
// Timestamps) and a browser-storage entry (times are ISO strings) become the same value, so the
// admin and the subscriber always see the same thing. A missing or malformed field reads as the
// answer that mails nobody: not active, not confirmed, preference off.

type Data = Record<string, unknown>;

const asData = (value: unknown): Data =>
  typeof value === 'object' && value !== null ? (value as Data) : {};

/** An ISO time from a Firestore Timestamp or an ISO string; '' when there is none. */
export function isoTime(value: unknown): string {
  if (typeof value === 'string') return value;
  const toDate = (value as { toDate?: unknown } | null)?.toDate;
  return typeof toDate === 'function' ? (toDate.call(value) as Date).toISOString() : '';
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export function subscriptionFrom(id: string, stored: unknown): Subscription {
  const data = asData(stored);
  const preferences = asData(data.preferences);
  const metadata = asData(data.metadata);
  const confirmedAt = isoTime(data.confirmedAt);
  return {
    id,
    email: text(data.email),
    source: text(data.source),
    subscribedAt: isoTime(data.subscribedAt),
    active: data.active === true,
    confirmedAt: confirmedAt || null,
    preferences: {
      newsletter: preferences.newsletter === true,
      productUpdates: preferences.productUpdates === true,
      blogNotifications: preferences.blogNotifications === true,
    },
    metadata: Object.fromEntries(
      Object.entries(metadata).filter(([, value]) => typeof value === 'string'),
    ) as Partial<SubscriberMetadata>,
    ...unsubscribedFrom(data.unsubscribed),
  };
}

/** The mail tool's unsubscribe, when a known reason is stored. */
function unsubscribedFrom(stored: unknown): Partial<Pick<Subscription, 'unsubscribed'>> {
  const { reason, at } = asData(stored);
  return (UNSUBSCRIBE_REASONS as readonly unknown[]).includes(reason)
    ? { unsubscribed: { reason: reason as UnsubscribeReason, at: isoTime(at) } }
    : {};
}

/** A registered user (spec §3), as both stores read it. */
export interface RegisteredUser {
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
  loginCount: number;
}

export function registeredUserFrom(id: string, stored: unknown): RegisteredUser {
  const data = asData(stored);
  const loginCount = Number(asData(data.metadata).loginCount);
  return {
    id,
    userId: text(data.userId) || id,
    email: text(data.email),
    name: text(data.name),
    provider: text(data.provider),
    avatar: text(data.avatar),
    registeredAt: isoTime(data.registeredAt),
    lastLogin: isoTime(data.lastLogin),
    emailConsent: data.emailConsent === true,
    marketingConsent: data.marketingConsent === true,
    loginCount: Number.isFinite(loginCount) ? loginCount : 0,
  };
}

/** A user activity (spec §3), as both stores read it. */
export interface UserActivity {
  id: string;
  userId: string;
  action: string;
  timestamp: string;
  url: string;
  details: string;
}

export function activityFrom(id: string, stored: unknown): UserActivity {
  const data = asData(stored);
  const metadata = asData(data.metadata);
  return {
    id,
    userId: text(data.userId),
    action: text(data.action),
    timestamp: isoTime(data.timestamp),
    url: text(metadata.url),
    details: text(metadata.details),
  };
}

/** Everything stored that names one person: what the download holds and the erasure removes. */
export interface PersonalData {
  subscription: Subscription | null;
  users: RegisteredUser[];
  activities: UserActivity[];
}
