import { emailMessages } from '@/content/newsletter';
/**
 * The email-collection data model shared by both stores, the Firestore rules and their tests
 * (spec §3, §5, §8, §9; decisions 3 and 7). Firestore documents use server timestamps; browser
 * storage keeps ISO strings.
 */

export const COLLECTIONS = {
  subscribers: 'email_subscribers',
  users: 'registered_users',
  activities: 'user_activities',
  admins: 'admins',
  /** The functions' own records (decision 15); the rules let no browser read or write them. */
  linkLimits: 'link_limits',
  /** Each change the mail tool must still follow, until it acknowledges it (decision 17). */
  mailOutbox: 'mail_outbox',
  /** What was sent for each article (decision 18): the admin reads it, the functions write it. */
  articleMails: 'article_mails',
} as const;

/** Browser-storage keys of the offline store (spec §3). */
export const LOCAL_KEYS = {
  subscribers: 'hanzo_newsletter_subscribers',
  users: 'hanzo_registered_users',
  activities: 'hanzo_user_activities',
} as const;

export const SUBSCRIBER_SOURCES = ['newsletter', 'comment', 'login', 'registration'] as const;
export type SubscriberSource = (typeof SUBSCRIBER_SOURCES)[number];

export const EMAIL_FILTERS = [
  'all',
  'newsletter_only',
  'registered_users',
  'blog_engaged',
] as const;
export type EmailFilter = (typeof EMAIL_FILTERS)[number];

/** The catalogue's messages (spec §8), worded in content/newsletter.ts. */
export const EMAIL_MESSAGES = emailMessages;

// The address rules live in address.ts, which the sign-up form loads alone.
export { EMAIL_MAX_LENGTH, EMAIL_PATTERN, isValidEmail, normalizeEmail } from './address';
import { normalizeEmail } from './address';

export interface SubscriberPreferences {
  newsletter: boolean;
  productUpdates: boolean;
  blogNotifications: boolean;
}

/**
 * The newsletter on, blogNotifications only for a comment (spec §3). Service news is a secondary
 * purpose: off until the subscriber chooses it on the subscription page (decision 11).
 */
export function defaultPreferences(source: SubscriberSource): SubscriberPreferences {
  return {
    newsletter: true,
    productUpdates: false,
    blogNotifications: source === 'comment',
  };
}

/** A subscriber's document as the subscriber (or the admin answering a request) sees it. */
export interface Subscription {
  id: string;
  email: string;
  source: string;
  /** ISO time of the sign-up. */
  subscribedAt: string;
  /** False once unsubscribed: the record stays so the address is not mailed again. */
  active: boolean;
  /**
   * ISO time its owner proved the address by opening the email link (double opt-in, decision
   * 12), or null while pending. Only a confirmed, active address with the newsletter on is mailed.
   */
  confirmedAt: string | null;
  preferences: SubscriberPreferences;
  metadata: Partial<SubscriberMetadata>;
  /** Set when the mail tool unsubscribed the person: why and when (ISO). */
  unsubscribed?: { reason: UnsubscribeReason; at: string };
}

/**
 * Why the mail tool unsubscribed someone (decision 18): its own unsubscribe link, a mail that
 * bounced for good, a spam complaint. Kept on the subscription until its owner subscribes again.
 */
export type UnsubscribeReason = 'mail-tool-unsubscribe' | 'hard-bounce' | 'spam-complaint';
export const UNSUBSCRIBE_REASONS: readonly UnsubscribeReason[] = [
  'mail-tool-unsubscribe',
  'hard-bounce',
  'spam-complaint',
];

/** What a subscriber (or the admin) may change: the status and the preferences, nothing else. */
export interface SubscriptionChange {
  active?: boolean;
  preferences?: Partial<SubscriberPreferences>;
}

/**
 * Metadata stored with a subscriber. The keys are fixed (the rules accept only these):
 * where the form was and which article it was on are the "extras" of the spec.
 */
export interface SubscriberMetadata {
  userAgent: string;
  referrer: string;
  currentUrl: string;
  formLocation?: 'footer' | 'article' | 'admin';
  articleSlug?: string;
}

export const METADATA_LIMITS = {
  userAgent: 500,
  referrer: 2000,
  currentUrl: 2000,
  articleSlug: 120,
} as const;

export interface SubscribeResult {
  success: boolean;
  message?: string;
  /** Why a sign-up failed, for code to decide on (the message is the visitor's). */
  reason?: 'invalid' | 'duplicate' | 'failed';
  id?: string;
}

export interface EmailListItem {
  id: string;
  email: string;
  name: string;
  source: string;
  subscribedAt: string;
  type: 'subscriber' | 'registered_user';
  provider?: string;
  /** Beyond the spec: the status, and the form and article a subscriber signed up from. */
  status: 'activo' | 'dado de baja';
  /**
   * When the address was proven (a subscriber's double opt-in; a registered user's sign-in with
   * a verified email, so their registration time), or null while pending.
   */
  confirmedAt: string | null;
  formLocation?: SubscriberMetadata['formLocation'];
  articleSlug?: string;
}

export interface EmailStats {
  totalSubscribers: number;
  activeSubscribers: number;
  /** Beyond the spec: subscribers who proved their address (decision 12). */
  confirmedSubscribers: number;
  /** Beyond the spec: the mail tool's "no"s that came back (decision 18), by reason. */
  mailToolUnsubscribes: number;
  hardBounces: number;
  spamComplaints: number;
  totalRegisteredUsers: number;
  marketingConsentUsers: number;
}

export interface EmailExport {
  emails: EmailListItem[];
  statistics: EmailStats;
  exportedAt: string;
  source: 'firebase' | 'localStorage';
  totalEmails: number;
}

export const EMPTY_STATS: EmailStats = {
  totalSubscribers: 0,
  activeSubscribers: 0,
  confirmedSubscribers: 0,
  mailToolUnsubscribes: 0,
  hardBounces: 0,
  spamComplaints: 0,
  totalRegisteredUsers: 0,
  marketingConsentUsers: 0,
};

/** SHA-256 hex of the normalised email: the subscriber's document id (decision 3). */
export async function subscriberId(email: string): Promise<string> {
  const bytes = new TextEncoder().encode(normalizeEmail(email));
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}
