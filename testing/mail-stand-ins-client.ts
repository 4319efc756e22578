// The tests' side of the mail's stand-ins (mail-stand-ins.ts): the local SMTP server's mailbox,
// its outage switch, and what the mail tool's stand-in holds, with the faults and the webhook it
// is given. The types are the server's own.
import { expect } from '@playwright/test';
import { testPorts } from './env';
import type { MailToolFault, MailToolState, ReceivedMail } from './mail-stand-ins';

export type { ReceivedMail };

const origin = `http://127.0.0.1:${testPorts().standIns}`;

/** One request to the stand-ins; throws on any answer but a success. */
async function ask(path: string, init: RequestInit = {}): Promise<Response> {
  const response = await fetch(`${origin}${path}`, init);
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status}`);
  return response;
}

const put = async (path: string, body: unknown) => {
  await ask(path, { method: 'PUT', body: JSON.stringify(body) });
};

/** Empties the mailbox and the mail tool, and brings the SMTP server back. */
export async function clearStandIns(): Promise<void> {
  await Promise.all(['/mailbox', '/mail-tool'].map((path) => ask(path, { method: 'DELETE' })));
}

/** The mails the local SMTP server received for `email`, oldest first. */
export async function mailsFor(email: string): Promise<ReceivedMail[]> {
  return (await ask(`/mailbox?to=${encodeURIComponent(email)}`)).json();
}

/** The newest mail sent to `email` (waiting for it a little: SMTP is asynchronous). */
export async function newestMailFor(email: string, subject?: string): Promise<ReceivedMail> {
  const newest = async () =>
    (await mailsFor(email)).filter((mail) => !subject || mail.subject === subject).at(-1);
  await expect.poll(newest, { timeout: 15_000, message: `a mail to ${email}` }).toBeDefined();
  return (await newest()) as ReceivedMail;
}

/** Takes the local SMTP server down (it refuses every recipient) or brings it back. */
export const mailServerDown = (on: boolean) => put('/mailbox/outage', { on });

/** Names the site's webhook to the mail tool's stand-in, and the secret it sends (as Brevo's). */
export const mailToolWebhook = (url: string, secret: string) =>
  put('/mail-tool/webhook', { url, secret });

/** Queues failures for the mail tool's next calls, first first. */
export const mailToolFaults = (faults: readonly MailToolFault[]) =>
  put('/mail-tool/faults', { faults });

/** What the mail tool's stand-in holds: each call the functions made, its contacts' lists… */
export async function mailTool(): Promise<MailToolState> {
  return (await ask('/mail-tool')).json();
}

/**
 * The mail tool's calls about one address: a spec's leftovers (the forgets that clearing the
 * previous spec's subscribers starts) may still arrive after the reset.
 */
export async function mailToolCallsAbout(email: string) {
  return (await mailTool()).calls.filter(
    (call) =>
      call.path.includes(encodeURIComponent(email)) || JSON.stringify(call.body).includes(email),
  );
}
