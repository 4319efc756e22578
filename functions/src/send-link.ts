import { getAuth } from 'firebase-admin/auth';
import { type Firestore, getFirestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { type Email, parseEmail } from '@/lib/email/address';
import {
  FUNCTIONS_REGION,
  LINK_PURPOSES,
  type LinkMail,
  type LinkPurpose,
  type LinkRefusal,
  confirmLinkUrl,
  manageReturnUrl,
} from '@/lib/email/link-contract';
import { isPending } from '@/lib/email/list';
import { mailboxKey } from '@/lib/email/mailbox';
import { COLLECTIONS, subscriberId } from '@/lib/email/model';
import { subscriptionFrom } from '@/lib/email/records';
import { clientKey } from './client';
import { makeConfirmToken, readConfirmToken } from './confirm-token';
import { reserveLink } from './limits';
import { renderMail } from './mail/render';
import { mailSite, ownerSmtp } from './mail/owner';
import { sendMail } from './mail/transport';
import { CONFIRM_TOKEN_SECRET, DAILY_LINK_LIMIT, SMTP_PASSWORD } from './params';
// The site's settings as the build inlined them (scripts/build-functions.ts), as for the pages.
import { siteConfig } from '@/lib/config/site-config';

// The one way a link reaches a mailbox (decisions 15 and 17): a newsletter form asks for the
// sign-up's confirmation, /boletin/ for a way in, and an expired confirmation link for a fresh
// one. The confirmation carries the site's own signed link (it lasts a week, on any device); the
// way in is Firebase's email sign-in link, made with the Admin SDK, so /boletin/ proves the
// address and the rules hold. The mail is the owner's, from the owner's address.

const refuse = (
  code: 'invalid-argument' | 'resource-exhausted' | 'unavailable',
  reason: LinkRefusal,
  retryAfterMs?: number,
) =>
  new HttpsError(code, reason, {
    reason,
    ...(retryAfterMs ? { retryAfterSeconds: Math.ceil(retryAfterMs / 1000) } : {}),
  });

export type ParsedRequest = { email: Email; purpose: LinkPurpose } | { token: string };

/** The request's address and purpose (or an expired confirmation's token), or its refusal. */
export function parseRequest(data: unknown): ParsedRequest {
  const { email, purpose, token } = (data ?? {}) as Record<string, unknown>;
  if (typeof token === 'string') return { token };
  const parsed = typeof email === 'string' ? parseEmail(email) : null;
  if (!parsed) throw refuse('invalid-argument', 'invalid-email');
  if (!LINK_PURPOSES.includes(purpose as LinkPurpose)) {
    throw new HttpsError('invalid-argument', 'purpose');
  }
  return { email: parsed, purpose: purpose as LinkPurpose };
}

/**
 * Which mail goes: the confirmation while a form's sign-up is pending (active and unconfirmed);
 * otherwise, and always from /boletin/, the link to manage the subscription. Who asks learns
 * nothing from it: the answer is "sent" either way.
 */
export function mailFor(purpose: LinkPurpose, stored: unknown): LinkMail {
  const pending = stored !== undefined && isPending(subscriptionFrom('', stored));
  return purpose === 'signup' && pending ? 'confirm' : 'manage';
}

/** The address and purpose a request names: typed, or the subscription an expired token names. */
async function requested(db: Firestore, request: ParsedRequest) {
  if ('email' in request) return request;
  const claim = readConfirmToken(CONFIRM_TOKEN_SECRET.value(), request.token);
  const stored = claim
    ? (await db.collection(COLLECTIONS.subscribers).doc(claim.subscriptionId).get()).data()
    : undefined;
  const email = stored ? parseEmail(subscriptionFrom('', stored).email) : null;
  if (!email) throw refuse('invalid-argument', 'invalid-token');
  return { email, purpose: 'signup' as const };
}

/** The link a mail carries: the signed confirmation link, or Firebase's way into /boletin/. */
async function linkFor(kind: LinkMail, email: Email, id: string, now: number): Promise<string> {
  if (kind === 'confirm') {
    const token = makeConfirmToken(CONFIRM_TOKEN_SECRET.value(), {
      subscriptionId: id,
      issuedAt: now,
    });
    return confirmLinkUrl(siteConfig.url, token);
  }
  return getAuth().generateSignInWithEmailLink(email, {
    url: manageReturnUrl(siteConfig.url),
    handleCodeInApp: true,
  });
}

/** What may be logged of a failed send: codes, never the SMTP reply (it quotes the address). */
const failureCodes = (error: unknown) => {
  const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
  return { code: String(code ?? 'unknown'), responseCode: Number(responseCode) || null };
};

export const sendSubscriptionLink = onCall(
  {
    region: FUNCTIONS_REGION,
    // Only this site in a real browser, with a token that serves once (the pages ask for
    // limited-use tokens): a copied token cannot be replayed to mail anyone.
    enforceAppCheck: true,
    consumeAppCheckToken: true,
    secrets: [SMTP_PASSWORD, CONFIRM_TOKEN_SECRET],
    maxInstances: 5,
    timeoutSeconds: 30,
  },
  async (request) => {
    if (request.app?.alreadyConsumed) throw new HttpsError('unauthenticated', 'app-check-replayed');
    const db = getFirestore();
    const { email, purpose } = await requested(db, parseRequest(request.data));
    const id = await subscriberId(email);
    const now = Date.now();
    const reservation = await reserveLink(
      db,
      { mailbox: mailboxKey(email), client: clientKey(request.rawRequest), purpose },
      DAILY_LINK_LIMIT.value(),
      now,
    );
    if (!reservation.ok) {
      logger.info('link refused', { id, reason: reservation.reason });
      throw refuse('resource-exhausted', reservation.reason, reservation.retryAfterMs);
    }
    try {
      const subscription = (await db.collection(COLLECTIONS.subscribers).doc(id).get()).data();
      const kind = mailFor(purpose, subscription);
      const mail = await renderMail(kind, {
        email,
        link: await linkFor(kind, email, id, now),
        ...mailSite(),
      });
      await sendMail(ownerSmtp(), email, mail);
      logger.info('link sent', { id, kind });
      return { sent: true };
    } catch (error) {
      // The address is not named in the logs: its hash is the subscription's id.
      logger.error('link not sent', { id, ...failureCodes(error) });
      await reservation.release().catch(() => undefined);
      throw refuse('unavailable', 'mail-failed');
    }
  },
);
