import { HttpsError } from 'firebase-functions/v2/https';
import { beforeUserCreated, beforeUserSignedIn } from 'firebase-functions/v2/identity';
import { FUNCTIONS_REGION } from '@/lib/email/link-contract';

// Only the sign-ins the site uses (decision 15): the subscriber's email link and the admin's
// Google account. Email-link sign-in needs the Email/Password provider on, and a password account
// carries the same `sign_in_provider` ("password") in its tokens, so the rules cannot tell them
// apart; these blocking functions can: the event's type ends with the method (`…:emailLink`,
// `…:google.com`, `…:password`). A password sign-up under someone else's address is refused before
// the account exists, and a password sign-in (an account from before) before it gets a token.

const ALLOWED_METHODS = new Set(['emailLink', 'google.com']);

/** The sign-in method an Auth blocking event's type names. */
export const signInMethod = (eventType: string) => eventType.slice(eventType.lastIndexOf(':') + 1);

export const isAllowedSignIn = (eventType: string) => ALLOWED_METHODS.has(signInMethod(eventType));

function gate(event: { eventType: string }) {
  if (!isAllowedSignIn(event.eventType)) {
    throw new HttpsError(
      'permission-denied',
      'Este sitio solo permite entrar con un enlace enviado por correo o con Google.',
    );
  }
}

export const allowSiteSignUps = beforeUserCreated({ region: FUNCTIONS_REGION }, gate);
export const allowSiteSignIns = beforeUserSignedIn({ region: FUNCTIONS_REGION }, gate);
