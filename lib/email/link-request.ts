import { siteConfig } from '@/lib/config/site-config';
import { normalizeEmail } from '@/lib/email/address';
import { appCheckSettings, initFirebase } from '@/lib/email/firebase';
import {
  CALLABLES,
  FUNCTIONS_REGION,
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
  | { sent: true }
  | { sent: false; reason: LinkRefusal | 'unverified' | 'unavailable' };

export async function requestLink(email: string, purpose: LinkPurpose): Promise<LinkOutcome> {
  const config = siteConfig.firebase;
  if (!config) return { sent: false, reason: 'unavailable' };
  try {
    const [{ app }, functions] = await Promise.all([
      initFirebase(config, siteConfig.firebaseEmulatorHost, appCheckSettings(siteConfig)),
      import('firebase/functions'),
    ]);
    const instance = functions.getFunctions(app, FUNCTIONS_REGION);
    const emulator = siteConfig.firebaseFunctionsEmulatorHost;
    // Calling it again on the same instance only sets the same origin.
    if (emulator) {
      const [host = '127.0.0.1', port = '5001'] = emulator.split(':');
      functions.connectFunctionsEmulator(instance, host, Number(port));
    }
    const send = functions.httpsCallable(instance, CALLABLES.sendLink, {
      limitedUseAppCheckTokens: true,
    });
    await send({ email: normalizeEmail(email), purpose });
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
