import { normalizeEmail } from '@/lib/email/address';
import { callFunction } from '@/lib/email/callable';
import { rememberLinkSent } from '@/lib/email/link';
import {
  CALLABLES,
  type LinkPurpose,
  type LinkRefusal,
  isLinkRefusal,
} from '@/lib/email/link-contract';

// Asks the site's function to mail a link (decisions 15 and 17): the sign-up's confirmation, the
// way into /boletin/, or a fresh confirmation for a link that expired. Loaded when a form is sent,
// never with a page. App Check vouches for this browser with a token that serves once (limited
// use), so a copied token cannot be replayed to mail anyone.

/** Why a link did not go: the function's reason, or the way there. */
export type LinkFailure = LinkRefusal | 'unverified' | 'unavailable';

/** What became of a request: sent, or why not, and when a limit lets it go again (seconds). */
export type LinkOutcome =
  { sent: true } | { sent: false; reason: LinkFailure; retryAfterSeconds?: number };

/**
 * The one way a link is sent, for the sign-up forms and /boletin/: the function mails it and, when
 * it went, this browser notes the address so the access link opened here completes by itself.
 */
export async function sendLink(email: string, purpose: LinkPurpose): Promise<LinkOutcome> {
  const address = normalizeEmail(email);
  const outcome = await requestLink({ email: address, purpose });
  if (outcome.sent) rememberLinkSent(address);
  return outcome;
}

/** A fresh confirmation for the sign-up an expired link names (the function finds the address). */
export const resendConfirmationLink = (token: string) => requestLink({ token });

async function requestLink(data: object): Promise<LinkOutcome> {
  try {
    await callFunction(CALLABLES.sendLink, data, { limitedUse: true });
    return { sent: true };
  } catch (error) {
    console.warn('[newsletter] link not sent', error);
    return { sent: false, ...refusalOf(error) };
  }
}

/** The function's reason and wait (its HttpsError's details), or what the error code says. */
export function refusalOf(error: unknown): { reason: LinkFailure; retryAfterSeconds?: number } {
  const { code, details } = (error ?? {}) as {
    code?: unknown;
    details?: { reason?: unknown; retryAfterSeconds?: unknown };
  };
  if (isLinkRefusal(details?.reason)) {
    const wait = details.retryAfterSeconds;
    return {
      reason: details.reason,
      ...(typeof wait === 'number' && wait > 0 ? { retryAfterSeconds: wait } : {}),
    };
  }
  // App Check had no token for this browser (reCAPTCHA blocked or failing).
  if (code === 'functions/unauthenticated') return { reason: 'unverified' };
  return { reason: 'unavailable' };
}
