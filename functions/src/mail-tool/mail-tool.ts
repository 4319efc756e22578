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

/** A call the tool refused: its status and what it said (never the key). */
export class MailToolError extends Error {
  constructor(
    readonly status: number,
    detail: string,
  ) {
    super(`HTTP ${status}: ${detail.slice(0, 300)}`);
  }
}
