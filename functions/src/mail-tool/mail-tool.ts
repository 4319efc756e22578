import type { Choice } from '@/lib/email/mail-lists';

// The owner's mail tool, as the functions see it (decisions 15, 17 and 18): one list per choice of
// the subscribers, kept in step with the site's, and the campaigns that mail an article. One
// adapter per tool (brevo.ts); another (Mailchimp) is one more file of the same calls and a line in
// setup.ts.

export interface MailTool {
  /** Shown on /admin/. */
  name: string;
  /** The choices the tool has a list for (the others are not mirrored). */
  lists: readonly Choice[];
  /**
   * How long one call may take before it is given up. A call given up on may still be applied by
   * the tool; the outbox assumes within as long again, and delivers after that (outbox.ts).
   */
  timeoutMs: number;
  /**
   * Puts the address on the lists of `chosen` and takes it off the others: a confirmed, active
   * subscription's choices, or none (unsubscribed, or every choice off).
   */
  sync(email: string, chosen: readonly Choice[]): Promise<void>;
  /** Deletes the contact: the person's data was deleted on the site. */
  forget(email: string): Promise<void>;
  /**
   * Creates a campaign to the list of `choice` and sends it now, or at `scheduledAt` (ms). The
   * mail's HTML carries the tool's own unsubscribe link (UNSUBSCRIBE_PLACEHOLDER), which the tool
   * turns into its one-click unsubscribe (and its List-Unsubscribe headers). Returns its id.
   */
  sendCampaign(campaign: Campaign): Promise<number>;
}

export interface Campaign {
  /** The campaign's name in the tool (the owner's eyes only). */
  name: string;
  choice: Choice;
  subject: string;
  preheader: string;
  html: string;
  sender: { name: string; email: string };
  replyTo: string;
  scheduledAt: number | null;
}

/** Where the tool writes each recipient's own unsubscribe link (Brevo's template tag). */
export const UNSUBSCRIBE_PLACEHOLDER = '{{ unsubscribe }}';

/** A call the tool refused: its status, what it said (never the key), and when to try again. */
export class MailToolError extends Error {
  constructor(
    readonly status: number,
    detail: string,
    /** From a 429's Retry-After header, when it gave one. */
    readonly retryAfterMs?: number,
  ) {
    super(`HTTP ${status}: ${detail.slice(0, 300)}`);
  }
}

/** A Retry-After header in ms (seconds, or an HTTP date), or undefined. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}
