// What the site and its Cloud Functions (functions/, decision 15) agree on about the newsletter's
// links: where a link returns, the callable that mails it, why it may refuse, its limits, and how
// long a pending sign-up is kept. Plain data and pure functions: the functions' bundle imports it.

import { SUBSCRIPTION_PATH } from '@/content/subscription-path';

/**
 * The confirmation link's parameter on the subscription page: its value is the token the
 * function signed (decision 17), naming the subscription and when the link was made.
 */
export const CONFIRM_PARAM = 'confirmar';

/** How long a confirmation link works (decision 17): people open their mail hours or days later. */
export const CONFIRM_LINK_DAYS = 7;

/** The confirmation mail's link: the subscription page with the signed token. */
export function confirmLinkUrl(origin: string, token: string): string {
  const url = new URL(SUBSCRIPTION_PATH, origin);
  url.searchParams.set(CONFIRM_PARAM, token);
  return url.href;
}

/** Where /boletin/'s access link (Firebase's email sign-in link) returns: the subscription page. */
export const manageReturnUrl = (origin: string) => new URL(SUBSCRIPTION_PATH, origin).href;

/** The region of every function (Cloud Functions for Firebase, 2nd gen). */
export const FUNCTIONS_REGION = 'us-central1';

/** The callables the pages use (lib/email/callable.ts calls them). */
export const CALLABLES = {
  sendLink: 'sendSubscriptionLink',
  confirm: 'confirmSubscription',
  mailToolStatus: 'mailToolStatus',
  retryMailTool: 'retryMailToolChanges',
  articleMail: 'articleMail',
} as const;

/**
 * What a link is for. `signup`: a newsletter form's (the confirmation while the subscription is
 * pending, otherwise a link to manage it); `manage`: /boletin/'s, always a link to manage it.
 */
export type LinkPurpose = 'signup' | 'manage';
export const LINK_PURPOSES: readonly LinkPurpose[] = ['signup', 'manage'];

/**
 * A request for a link: an address typed in a form, or, for a confirmation link that expired, its
 * token (the function finds the address; nobody types it again).
 */
export type LinkRequest = { email: string; purpose: LinkPurpose } | { token: string };

/** The mail a link travels in: the sign-up's confirmation, or the way into /boletin/. */
export type LinkMail = 'confirm' | 'manage';

/** Why the function did not mail a link (its HttpsError's `details.reason`). */
export const LINK_REFUSALS = [
  'invalid-email',
  /** This mailbox got its links for now (LINK_LIMITS). */
  'address-limit',
  /** This client (its network address) asked for too many links (CLIENT_LINK_LIMITS). */
  'client-limit',
  /** The day's budget of mails is spent (the owner's DAILY_LINK_LIMIT, or the sign-ups' share). */
  'daily-limit',
  /** The owner's mail server did not take the message. */
  'mail-failed',
  /** A confirmation token that is not the site's (altered, cut short): no address to mail. */
  'invalid-token',
] as const;
export type LinkRefusal = (typeof LINK_REFUSALS)[number];

export const isLinkRefusal = (value: unknown): value is LinkRefusal =>
  (LINK_REFUSALS as readonly unknown[]).includes(value);

/** Per mailbox (lib/email/mailbox.ts), kept by the function in Firestore: one a minute, three an hour. */
export const LINK_LIMITS = { minIntervalMs: 60_000, perHour: 3, windowMs: 3_600_000 } as const;

/**
 * Per client (its network address as Cloud Functions sees it), so one script cannot spend the
 * day's budget: ten links an hour, twenty a day. People behind one carrier's address share these;
 * at a small site's volume that is far above what a real visitor asks for.
 */
export const CLIENT_LINK_LIMITS = { perHour: 10, perDay: 20 } as const;

/**
 * The share of the day's budget that only /boletin/'s access links may use (decision 17): the
 * way to unsubscribe or delete one's data never runs out because sign-ups spent the day.
 */
export const MANAGE_LINK_SHARE = 0.3;

/** What became of a confirmation link opened on /boletin/ (the confirmSubscription callable). */
export const CONFIRM_OUTCOMES = [
  'confirmed',
  /** Opened again, or on a second device: nothing to do. */
  'already-confirmed',
  /** Older than CONFIRM_LINK_DAYS: a fresh link goes on request. */
  'expired',
  /** Not the site's token, or for an earlier sign-up of the address. */
  'invalid',
  /** No pending subscription any more (deleted, expired after 30 days, or unsubscribed). */
  'gone',
] as const;
export type ConfirmOutcome = (typeof CONFIRM_OUTCOMES)[number];

/**
 * A pending sign-up's life: the database deletes it (a TTL policy on `expiresAt`) this long after
 * it was made, unless it is confirmed first. The rules accept the browser's clock within a day.
 */
export const PENDING_DAYS = 30;
const DAY_MS = 86_400_000;

/** The expiry a new pending sign-up carries, from the browser's clock. */
export const pendingExpiry = (now = Date.now()) => new Date(now + PENDING_DAYS * DAY_MS);

/** A change the mail tool refused for good (a 4xx that cannot succeed), shown on /admin/. */
export interface MailToolFailure {
  email: string;
  /** What the tool answered, in the tool's words (an HTTP status and its message). */
  error: string;
  /** When it was given up on (ms). */
  failedAt: number;
}

/** What /admin/ learns about the mail tool (the mailToolStatus callable). */
export interface MailToolStatus {
  /** The tool's name, or null: none connected, the list is exported by hand. */
  provider: string | null;
  /** A setting that is missing: its name (the admin page says it in the owner's words). */
  problem: 'list-id' | null;
  /** Changes waiting to reach the tool (retried with backoff), and the oldest one's time (ms). */
  backlog: number;
  oldestPendingAt: number | null;
  /** Changes the tool refused for good, which the admin may send again. */
  failures: MailToolFailure[];
}
