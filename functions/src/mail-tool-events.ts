import { timingSafeEqual } from 'node:crypto';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onRequest } from 'firebase-functions/v2/https';
import { parseEmail } from '@/lib/email/address';
import { FUNCTIONS_REGION } from '@/lib/email/link-contract';
import { COLLECTIONS, type UnsubscribeReason, subscriberId } from '@/lib/email/model';
import { subscriptionFrom } from '@/lib/email/records';
import { enqueueChange } from './mail-tool/outbox';
import { BREVO_WEBHOOK_SECRET } from './params';

// Every "no" said in the mail tool comes back (decision 18): Brevo calls this webhook when someone
// unsubscribes with a campaign's link, a mail bounces for good, or a recipient marks it as spam;
// the site then unsubscribes the person too (inactive, every choice off), with the reason and the
// time, so its list, counts and exports say what the tool knows. The mail tool's copy follows from
// the outbox as for any change, and nothing re-adds the person but their own resubscription on
// /boletin/. Brevo authenticates with the secret the owner set in its webhook
// (`Authorization: Bearer …`); a call without it changes nothing.

/** The tool's event names (Brevo writes them two ways across its webhook kinds) as reasons. */
const REASONS: Record<string, UnsubscribeReason> = {
  unsubscribe: 'mail-tool-unsubscribe',
  unsubscribed: 'mail-tool-unsubscribe',
  hard_bounce: 'hard-bounce',
  hardbounce: 'hard-bounce',
  spam: 'spam-complaint',
  complaint: 'spam-complaint',
};

export interface ToolEvent {
  email: string;
  reason: UnsubscribeReason;
}

/** The events of a webhook's body that ask for an unsubscribe (one event, or a list of them). */
export function unsubscribeEvents(body: unknown): ToolEvent[] {
  const items = Array.isArray(body) ? body : [body];
  return items.flatMap((item) => {
    const { event, email } = (item ?? {}) as { event?: unknown; email?: unknown };
    const reason = typeof event === 'string' ? REASONS[event.toLowerCase()] : undefined;
    const address = typeof email === 'string' ? parseEmail(email) : null;
    return reason && address ? [{ email: address, reason }] : [];
  });
}

/** Whether the request carries the owner's secret (compared in constant time). */
export function isAuthorised(header: string | undefined, secret: string): boolean {
  const given = Buffer.from((header ?? '').replace(/^Bearer\s+/i, ''));
  const expected = Buffer.from(secret);
  return secret.length > 0 && given.length === expected.length && timingSafeEqual(given, expected);
}

export const mailToolEvents = onRequest(
  { region: FUNCTIONS_REGION, secrets: [BREVO_WEBHOOK_SECRET], maxInstances: 5 },
  async (request, response) => {
    if (request.method !== 'POST') {
      response.status(405).end();
      return;
    }
    if (!isAuthorised(request.get('authorization'), BREVO_WEBHOOK_SECRET.value())) {
      logger.warn('mail tool event refused: no secret');
      response.status(401).end();
      return;
    }
    const db = getFirestore();
    let applied = 0;
    for (const { email, reason } of unsubscribeEvents(request.body)) {
      const id = await subscriberId(email);
      const ref = db.collection(COLLECTIONS.subscribers).doc(id);
      const changed = await db.runTransaction(async (transaction) => {
        const stored = (await transaction.get(ref)).data();
        if (!stored) return false;
        const subscription = subscriptionFrom(id, stored);
        const anyChoice = Object.values(subscription.preferences).some(Boolean);
        if (!subscription.active && !anyChoice) return false;
        transaction.update(ref, {
          active: false,
          preferences: { newsletter: false, productUpdates: false, blogNotifications: false },
          unsubscribed: { reason, at: FieldValue.serverTimestamp() },
        });
        enqueueChange(db, transaction, id, subscription.email);
        return true;
      });
      if (changed) applied += 1;
      logger.info('mail tool event', { id, reason, changed });
    }
    response.status(200).json({ applied });
  },
);
