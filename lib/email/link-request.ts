import { normalizeEmail } from '@/lib/email/address';
import { callFunction } from '@/lib/email/callable';
import { rememberLinkSent } from '@/lib/email/link';
import {
  CALLABLES,
  type LinkPurpose,
  type LinkRefusal,
  isLinkRefusal,
} from '@/lib/email/link-contract';

// Asks the site's function to mail a link (decision 15): the sign-up's confirmation or the way
// into /boletin/. Loaded when a form is sent, never with a page. The function makes the link with
// the Admin SDK and mails it from the owner's address; App Check vouches for this browser with a
// token that serves once (limited use), so a copied token cannot be replayed to mail anyone.

/** What became of a request: sent, or why not (the function's reason, or the way there). */
export type LinkOutcome =
  { sent: true } | { sent: false; reason: LinkRefusal | 'unverified' | 'unavailable' };

/**
 * The one way a link is sent, for the sign-up forms and /boletin/: the function mails it and, when
 * it went, this browser notes the address so the link opened here completes by itself.
 */
export async function sendLink(email: string, purpose: LinkPurpose): Promise<LinkOutcome> {
  const outcome = await requestLink(email, purpose);
  if (outcome.sent) rememberLinkSent(normalizeEmail(email));
  return outcome;
}

async function requestLink(email: string, purpose: LinkPurpose): Promise<LinkOutcome> {
  try {
    await callFunction(
      CALLABLES.sendLink,
      { email: normalizeEmail(email), purpose },
      { limitedUse: true },
    );
    return { sent: true };
  } catch (error) {
    console.warn('[boletín] no se pudo enviar el enlace', error);
    return { sent: false, reason: refusalOf(error) };
  }
}

/** The function's reason (its HttpsError's details), or what the error code says. */
export function refusalOf(error: unknown): LinkRefusal | 'unverified' | 'unavailable' {
  const { code, details } = (error ?? {}) as { code?: unknown; details?: { reason?: unknown } };
  if (isLinkRefusal(details?.reason)) return details.reason;
  // App Check had no token for this browser (reCAPTCHA blocked or failing).
  if (code === 'functions/unauthenticated') return 'unverified';
  return 'unavailable';
}
