import { readStored, removeStored, writeStored } from '@/lib/browser/storage';

// The email link's bookkeeping in the browser, shared by the sign-up forms and /boletin/: which
// address a link was sent to (so the link opened in this browser signs in without asking), when
// the last one was sent (one a minute), and the link itself, taken off the address bar before
// anything can record it.

/** The address the last link was sent to; cleared whatever the outcome of opening a link. */
export const LINK_EMAIL_KEY = 'hanzo_boletin_correo';
const LAST_SENT_KEY = 'hanzo_enlace_enviado';
/** One link a minute from one browser. */
export const RESEND_INTERVAL_MS = 60_000;

/** The subscription page's address; `confirmar` marks the sign-up's link (double opt-in). */
export const SUBSCRIPTION_PATH = '/boletin/';
export const CONFIRM_PARAM = 'confirmar';

let lastSentInMemory = 0;

function lastSent(): number {
  const stored = Number(readStored(LAST_SENT_KEY));
  return Math.max(Number.isFinite(stored) ? stored : 0, lastSentInMemory);
}

/** Whether a link may be sent now (storage unavailable: this page's memory decides). */
export function canSendLink(now = Date.now()): boolean {
  return now - lastSent() >= RESEND_INTERVAL_MS;
}

/** Notes a link sent to `email`, so the link opened in this browser completes by itself. */
export function rememberLinkSent(email: string, now = Date.now()): void {
  lastSentInMemory = now;
  writeStored(LAST_SENT_KEY, String(now));
  writeStored(LINK_EMAIL_KEY, email);
}

export const storedLinkEmail = () => readStored(LINK_EMAIL_KEY);
export const forgetLinkEmail = () => removeStored(LINK_EMAIL_KEY);

/** Where a link returns: the subscription page, marked when it confirms a sign-up. */
export function linkReturnUrl(origin: string, confirm: boolean): string {
  const url = new URL(SUBSCRIPTION_PATH, origin);
  if (confirm) url.searchParams.set(CONFIRM_PARAM, '1');
  return url.href;
}

type LinkScope = typeof globalThis & { __hanzoEmailLink?: string };

/**
 * The email link this page was opened with, once: the boot script (lib/browser/boot-script.ts) moved it
 * off the address bar before the first paint, so neither analytics nor a reload sees the code.
 */
export function takeOpenedLink(): string | null {
  const scope = globalThis as LinkScope;
  const href = scope.__hanzoEmailLink ?? null;
  delete scope.__hanzoEmailLink;
  return href;
}
