import {
  EMAIL_MESSAGES,
  METADATA_LIMITS,
  type EmailExport,
  type EmailFilter,
  type EmailListItem,
  type EmailStats,
  type SubscribeResult,
  type SubscriberMetadata,
  type SubscriberSource,
  type Subscription,
  type SubscriptionChange,
  isValidEmail,
} from '@/lib/email/model';
import type { PersonalData } from '@/lib/email/records';

// The interfaces both stores implement, by role, and the steps they share. The stores import this
// file, and store.ts picks one of them: imports run one way.

/** A signed-in person as the identity provider describes them. */
export interface SignedInUser {
  uid: string;
  email: string;
  name: string;
  provider: string;
  avatar: string;
}

export interface OperationResult {
  success: boolean;
  message?: string;
}

/** Where the next page of the list starts: opaque to callers, each store keeps its own kind. */
export type PageCursor = { readonly store: 'online' | 'offline'; readonly position: unknown };

export interface EmailPage {
  items: EmailListItem[];
  next: PageCursor | null;
  /** The page could not be read (no network, refused): the view says so instead of "empty". */
  failed?: boolean;
}

/** How many items a page of the admin's list holds. */
export const PAGE_SIZE = 50;

/** One subscription as stored (null: there is none for that address), or why it could not be read. */
export type SubscriptionResult =
  { success: true; subscription: Subscription | null } | { success: false; message: string };

/** What the admin's bulk unsubscribe found and did (addresses pasted from a mail tool). */
export interface BulkResult {
  success: boolean;
  /** The pasted addresses that are active subscribers (before) or were unsubscribed (after). */
  emails: string[];
  message?: string;
}

/**
 * The stores by who uses them, each a part of the next: a visitor signs up (the newsletter
 * forms), a subscriber manages their own subscription (/boletin/), the admin manages the list
 * (/admin/). Two implementations of each: Firestore when the Firebase config is present and
 * initialisation succeeds ("online"), browser storage otherwise ("offline"); both give the spec's
 * results and read records with the same mappers (lib/email/records.ts). The admin's part lives in
 * modules of its own (firestore-admin.ts, store-local-admin.ts), loaded by /admin/ only.
 */
export interface VisitorStore {
  mode: 'online' | 'offline';
  /** A sign-up, unconfirmed (decision 12) until its owner confirms it (confirmSubscription). */
  subscribe(
    email: string,
    source?: SubscriberSource,
    extras?: Partial<SubscriberMetadata>,
  ): Promise<SubscribeResult>;
}

export interface SubscriberStore extends VisitorStore {
  /**
   * One address's subscription (decision 11): for its subscriber, once the address is proven, or
   * the admin answering a request. One read, by the document id.
   */
  getSubscription(email: string): Promise<SubscriptionResult>;
  /**
   * Changes the status or preferences and returns the subscription as stored; the registered
   * users with that address get `marketingConsent` to match the newsletter choice (spec §7). The
   * admin (`asAdmin`) may only withdraw it: their reactivation leaves it as it was.
   */
  updateSubscription(
    email: string,
    change: SubscriptionChange,
    options?: { asAdmin?: boolean },
  ): Promise<SubscriptionResult>;
  /**
   * The proven owner confirms their pending sign-up (double opt-in): `confirmedAt` is set once.
   * Online the site's function writes it (decision 17: the rules refuse it from a browser).
   */
  confirmSubscription(email: string): Promise<SubscriptionResult>;
  /** Every record that names the address: the subscription, registered users, their activity. */
  personalData(
    email: string,
  ): Promise<{ success: true; data: PersonalData } | { success: false; message: string }>;
  /** Deletes every record that names the address (the sign-in account is the function's). */
  erase(email: string): Promise<OperationResult>;
}

export interface AdminStore extends SubscriberStore {
  registerUser(user: SignedInUser): Promise<OperationResult & { isNew?: boolean }>;
  recordActivity(userId: string, action: string, details?: string): Promise<OperationResult>;
  /**
   * One page of the spec's list (PAGE_SIZE items at most), from where `cursor` left off; `next`
   * is null on the last page. The admin's view reads this, not the whole list.
   */
  listEmailPage(filter?: EmailFilter, cursor?: PageCursor | null): Promise<EmailPage>;
  getStats(): Promise<EmailStats>;
  /** The whole list with the filter, for the owner's records. */
  exportEmails(filter?: EmailFilter): Promise<EmailExport | null>;
  /** What a mail tool may import: confirmed, active, newsletter on (decision 12). */
  exportMailingList(): Promise<EmailExport | null>;
  /** How many sign-ups made before `before` were never confirmed. */
  countUnconfirmed(before: Date): Promise<number | null>;
  /** Deletes those sign-ups; returns how many went. */
  deleteUnconfirmed(before: Date): Promise<{ success: boolean; deleted: number }>;
  /** Which of these addresses are active subscribers (a mail tool's unsubscribes, pasted). */
  findActive(emails: string[]): Promise<BulkResult>;
  /** Unsubscribes these addresses (UNSUBSCRIBE), each one that is still active. */
  unsubscribeAll(emails: string[]): Promise<BulkResult>;
}

/** Shared first step of both stores' subscribe. */
export function validateForSubscribe(email: string): SubscribeResult | null {
  return typeof email === 'string' && isValidEmail(email)
    ? null
    : { success: false, reason: 'invalid', message: EMAIL_MESSAGES.invalid };
}

/** Metadata of the visit, capped to the lengths the rules accept. */
export function visitMetadata(extras: Partial<SubscriberMetadata> = {}): SubscriberMetadata {
  const inBrowser = typeof window !== 'undefined';
  return {
    userAgent: (inBrowser ? navigator.userAgent : 'node').slice(0, METADATA_LIMITS.userAgent),
    referrer: (inBrowser ? document.referrer : '').slice(0, METADATA_LIMITS.referrer),
    currentUrl: (inBrowser ? window.location.href : '').slice(0, METADATA_LIMITS.currentUrl),
    ...(extras.formLocation ? { formLocation: extras.formLocation } : {}),
    ...(extras.articleSlug
      ? { articleSlug: extras.articleSlug.slice(0, METADATA_LIMITS.articleSlug) }
      : {}),
  };
}
