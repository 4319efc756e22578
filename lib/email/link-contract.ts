// What the site and its Cloud Functions (functions/, decision 15) agree on about the newsletter's
// links: where a link returns, the callable that mails it, why it may refuse, its limits, and how
// long a pending sign-up is kept. Plain data and pure functions: the functions' bundle imports it.

import { SUBSCRIPTION_PATH } from '@/content/subscription';

/** Marks the sign-up's link back to the subscription page (double opt-in). */
export const CONFIRM_PARAM = 'confirmar';

/** Where a link returns: the subscription page, marked when it confirms a sign-up. */
export function linkReturnUrl(origin: string, confirm: boolean): string {
  const url = new URL(SUBSCRIPTION_PATH, origin);
  if (confirm) url.searchParams.set(CONFIRM_PARAM, '1');
  return url.href;
}

/** The region of every function (Cloud Functions for Firebase, 2nd gen). */
export const FUNCTIONS_REGION = 'us-central1';

/** The callables the pages use (lib/email/link-request.ts, the admin's mail tool line). */
export const CALLABLES = {
  sendLink: 'sendSubscriptionLink',
  mailToolStatus: 'mailToolStatus',
} as const;

/**
 * What a link is for. `signup`: a newsletter form's (the confirmation while the subscription is
 * pending, otherwise a link to manage it); `manage`: /boletin/'s, always a link to manage it.
 */
export type LinkPurpose = 'signup' | 'manage';
export const LINK_PURPOSES: readonly LinkPurpose[] = ['signup', 'manage'];

export interface LinkRequest {
  email: string;
  purpose: LinkPurpose;
}

/** The mail a link travels in: the sign-up's confirmation, or the way into /boletin/. */
export type LinkMail = 'confirm' | 'manage';

/** Why the function did not mail a link (its HttpsError's `details.reason`). */
export const LINK_REFUSALS = [
  'invalid-email',
  /** This address got its links for now (LINK_LIMITS). */
  'address-limit',
  /** The day's budget of mails is spent (the owner's DAILY_LINK_LIMIT). */
  'daily-limit',
  /** The owner's mail server did not take the message. */
  'mail-failed',
] as const;
export type LinkRefusal = (typeof LINK_REFUSALS)[number];

export const isLinkRefusal = (value: unknown): value is LinkRefusal =>
  (LINK_REFUSALS as readonly unknown[]).includes(value);

/** Per address, kept by the function in Firestore: one a minute, three an hour. */
export const LINK_LIMITS = { minIntervalMs: 60_000, perHour: 3, windowMs: 3_600_000 } as const;

/**
 * How long the mail says a link lasts. Firebase does not publish its links' lifetime (about an
 * hour for some, longer for others, subject to change), so the mail promises no more than this.
 */
export const LINK_PROMISED_MINUTES = 60;

/**
 * A pending sign-up's life: the database deletes it (a TTL policy on `expiresAt`) this long after
 * it was made, unless it is confirmed first. The rules accept the browser's clock within a day.
 */
export const PENDING_DAYS = 30;
const DAY_MS = 86_400_000;

/** The expiry a new pending sign-up carries, from the browser's clock. */
export const pendingExpiry = (now = Date.now()) => new Date(now + PENDING_DAYS * DAY_MS);

/** What /admin/ learns about the mail tool (the mailToolStatus callable): which, and its last sync. */
export interface MailToolStatus {
  /** The tool's name, or null: none connected, the list is exported by hand. */
  provider: string | null;
  /** A setting that is missing, in the owner's Spanish. */
  problem: string | null;
  /** When the last change reached it (ms), and what went wrong then, if anything. */
  lastSyncAt: number | null;
  lastError: string | null;
}
