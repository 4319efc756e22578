import { signUpMessages as text } from '@/content/sign-up';
import { trackConversion } from '@/lib/analytics/events';
import { type LinkOutcome, sendLink } from '@/lib/email/link-request';
import { EMAIL_MESSAGES, type SubscriberMetadata, normalizeEmail } from '@/lib/email/model';
import { getVisitorStore } from '@/lib/email/store';

// A newsletter form's work once submitted, loaded then and not with the form: the sign-up, and
// online the mail that confirms it (double opt-in, decisions 12 and 15), sent by the site's
// function from the owner's address.

/**
 * What the form shows: a status or an alert, and `resend`, the address whose link the visitor
 * may ask for again (a duplicate, a mail that could not go, or one just sent).
 */
export type SignUpOutcome = { ok: boolean; message: string; resend?: string };

/** Why a mail did not go, in the visitor's words: the sign-up's, or a repeated request's. */
function refusal(outcome: Exclude<LinkOutcome, { sent: true }>, afterSignUp: boolean): string {
  if (outcome.reason === 'address-limit') return afterSignUp ? text.addressLimit : text.resendLimit;
  if (outcome.reason === 'daily-limit') return afterSignUp ? text.dailyLimit : text.resendDaily;
  return afterSignUp ? text.linkFailed : text.resendFailed;
}

export async function signUp(
  email: string,
  extras: Pick<SubscriberMetadata, 'formLocation' | 'articleSlug'>,
): Promise<SignUpOutcome> {
  const address = normalizeEmail(email);
  const store = await getVisitorStore();
  const result = await store.subscribe(address, 'newsletter', extras);
  if (!result.success) {
    return {
      ok: false,
      message: result.message ?? EMAIL_MESSAGES.subscribeFailed,
      // Online a duplicate may be an address never confirmed: its link may go again.
      ...(result.reason === 'duplicate' && store.mode === 'online' ? { resend: address } : {}),
    };
  }
  trackConversion('newsletter', 'email_subscription');
  if (store.mode === 'offline') return { ok: true, message: text.successLocal };
  const outcome = await sendLink(address, 'signup');
  return outcome.sent
    ? { ok: true, message: text.success(address) }
    : { ok: false, message: refusal(outcome, true), resend: address };
}

/** The link again, for a duplicate or after a mail that could not go. */
export async function resendConfirmation(address: string): Promise<SignUpOutcome> {
  const outcome = await sendLink(address, 'signup');
  return outcome.sent
    ? { ok: true, message: text.resent(address), resend: address }
    : { ok: false, message: refusal(outcome, false), resend: address };
}

/** What a bot that filled the honeypot sees: the same answer as a person, nothing done. */
export const pretendSuccess = (email: string): SignUpOutcome => ({
  ok: true,
  message: text.success(normalizeEmail(email)),
});
