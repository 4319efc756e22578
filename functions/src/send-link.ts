import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import {
  FUNCTIONS_REGION,
  LINK_PURPOSES,
  type LinkMail,
  type LinkPurpose,
  type LinkRefusal,
  linkReturnUrl,
} from '@/lib/email/link-contract';
import { COLLECTIONS, isValidEmail, normalizeEmail, subscriberId } from '@/lib/email/model';
import { reserveLink } from './limits';
import { renderMail } from './mail/render';
import { sendMail } from './mail/transport';
import {
  DAILY_LINK_LIMIT,
  MAIL_FROM,
  SMTP_HOST,
  SMTP_PASSWORD,
  SMTP_PORT,
  SMTP_USER,
} from './params';
// The site's settings as the build inlined them (scripts/build-functions.ts), as for the pages.
import { siteConfig } from '@/lib/config/site-config';

// The one way a link reaches a mailbox (decision 15): a newsletter form asks for the sign-up's
// confirmation, /boletin/ for a way in. The link is Firebase's email sign-in link, made with the
// Admin SDK, so /boletin/ proves the address and the rules hold as before; the mail is the
// owner's, from the owner's address.

const refuse = (
  code: 'invalid-argument' | 'resource-exhausted' | 'unavailable',
  reason: LinkRefusal,
  retryAfterMs?: number,
) =>
  new HttpsError(code, reason, {
    reason,
    ...(retryAfterMs ? { retryAfterSeconds: Math.ceil(retryAfterMs / 1000) } : {}),
  });

/** The request's address and purpose, or the refusal of a malformed one. */
export function parseRequest(data: unknown): { email: string; purpose: LinkPurpose } {
  const { email, purpose } = (data ?? {}) as { email?: unknown; purpose?: unknown };
  if (typeof email !== 'string' || !isValidEmail(email))
    throw refuse('invalid-argument', 'invalid-email');
  if (!LINK_PURPOSES.includes(purpose as LinkPurpose)) {
    throw new HttpsError('invalid-argument', 'purpose');
  }
  return { email: normalizeEmail(email), purpose: purpose as LinkPurpose };
}

/**
 * Which mail goes: the confirmation while a form's sign-up is pending (active and unconfirmed);
 * otherwise, and always from /boletin/, the link to manage the subscription. Who asks learns
 * nothing from it: the answer is "sent" either way.
 */
export function mailFor(
  purpose: LinkPurpose,
  subscription: { active?: unknown; confirmedAt?: unknown } | undefined,
): LinkMail {
  const pending = subscription?.active === true && subscription.confirmedAt == null;
  return purpose === 'signup' && pending ? 'confirm' : 'manage';
}

export const sendSubscriptionLink = onCall(
  {
    region: FUNCTIONS_REGION,
    // Only this site in a real browser, with a token that serves once (the pages ask for
    // limited-use tokens): a copied token cannot be replayed to mail anyone.
    enforceAppCheck: true,
    consumeAppCheckToken: true,
    secrets: [SMTP_PASSWORD],
    maxInstances: 5,
    timeoutSeconds: 30,
  },
  async (request) => {
    if (request.app?.alreadyConsumed) throw new HttpsError('unauthenticated', 'app-check-replayed');
    const { email, purpose } = parseRequest(request.data);
    const id = await subscriberId(email);
    const db = getFirestore();
    const reservation = await reserveLink(db, id, DAILY_LINK_LIMIT.value());
    if (!reservation.ok) {
      logger.info('link refused', { id, reason: reservation.reason });
      throw refuse('resource-exhausted', reservation.reason, reservation.retryAfterMs);
    }
    try {
      const subscription = (await db.collection(COLLECTIONS.subscribers).doc(id).get()).data();
      const kind = mailFor(purpose, subscription);
      const link = await getAuth().generateSignInWithEmailLink(email, {
        url: linkReturnUrl(siteConfig.url, kind === 'confirm'),
        handleCodeInApp: true,
      });
      const mail = await renderMail(kind, {
        email,
        link,
        siteUrl: siteConfig.url,
        legalName: siteConfig.legalName,
        address: siteConfig.address,
        contactEmail: siteConfig.contactEmail,
      });
      await sendMail(
        {
          host: SMTP_HOST.value(),
          port: SMTP_PORT.value(),
          user: SMTP_USER.value(),
          password: SMTP_PASSWORD.value(),
          from: MAIL_FROM.value(),
          replyTo: siteConfig.contactEmail,
        },
        email,
        mail,
      );
      logger.info('link sent', { id, kind });
      return { sent: true };
    } catch (error) {
      // The address is not named in the logs: its hash is the subscription's id.
      logger.error('link not sent', { id, error: String(error) });
      await reservation.release().catch(() => undefined);
      throw refuse('unavailable', 'mail-failed');
    }
  },
);
