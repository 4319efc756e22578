// The owner's mail tool, as the functions see it: the newsletter's list kept in step with the
// site's (decision 15). One adapter per tool (brevo.ts); another (Mailchimp) is one more file of
// the same three calls and a line in setup.ts.

export interface MailTool {
  /** Shown on /admin/. */
  name: string;
  /** Puts the address on the newsletter's list: confirmed, active, newsletter on. */
  subscribe(email: string): Promise<void>;
  /** Takes it off the list: unsubscribed, or the newsletter switched off. */
  unsubscribe(email: string): Promise<void>;
  /** Deletes the contact: the person's data was deleted on the site. */
  forget(email: string): Promise<void>;
}

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
