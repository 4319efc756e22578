import { readStored, removeStored, writeStored } from '@/lib/browser/storage';

// The email link's bookkeeping in the browser, shared by the sign-up forms and /boletin/: which
// address a link was sent to (so the link opened in this browser signs in without asking), and
// the link itself, taken off the address bar before anything can record it. How many links an
// address may get is the function's to count, in Firestore (lib/email/link-contract.ts).

import { CONFIRM_PARAM } from '@/lib/email/link-contract';

/** The address the last link was sent to; cleared whatever the outcome of opening a link. */
export const LINK_EMAIL_KEY = 'hanzo_boletin_correo';

/** Notes a link sent to `email`, so the link opened in this browser completes by itself. */
export const rememberLinkSent = (email: string) => writeStored(LINK_EMAIL_KEY, email);
export const storedLinkEmail = () => readStored(LINK_EMAIL_KEY);
export const forgetLinkEmail = () => removeStored(LINK_EMAIL_KEY);

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

/** The confirmation token a link carries (`?confirmar=…`, decision 17), or null. */
export function confirmTokenOf(href: string): string | null {
  try {
    return new URL(href).searchParams.get(CONFIRM_PARAM) || null;
  } catch {
    return null;
  }
}
