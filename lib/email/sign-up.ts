import { trackConversion } from '@/lib/analytics/events';
import { type LinkFailure, sendLink } from '@/lib/email/link-request';
import { type SubscriberMetadata, normalizeEmail } from '@/lib/email/model';
import { getVisitorStore } from '@/lib/email/store';

// A newsletter form's work once submitted, loaded then and not with the form: the sign-up, and
// online the mail that confirms it (double opt-in, decisions 12 and 15), sent by the site's
// function from the owner's address. It answers in codes; the form says them in Spanish
// (content/sign-up.ts).

/** Why a sign-up or its mail did not go, as the form's words are keyed. */
export type SignUpFailure =
  | 'invalid'
  | 'duplicate'
  | 'failed'
  | 'address-limit'
  | 'client-limit'
  | 'daily-limit'
  /** The mail could not go: the mail server, App Check without a token, the function. */
  | 'mail-failed';

/**
 * What the form shows. `stage`: whether the answer follows a sign-up (the address is stored) or
 * a request for the link again. `resend`: the address whose link the visitor may ask for again (a
 * duplicate, a mail that could not go, or one just sent). `retryAfterSeconds`: when a limit lets
 * the link go again.
 */
export type SignUpOutcome = {
  stage: 'signup' | 'resend';
  email: string;
  resend?: string;
  retryAfterSeconds?: number;
} & ({ ok: true; code: 'sent' | 'saved-locally' } | { ok: false; code: SignUpFailure });

/** A failed link's reason as the form's code: the limits by name, anything else a failed mail. */
const linkCode = (reason: LinkFailure): SignUpFailure =>
  reason === 'address-limit' || reason === 'client-limit' || reason === 'daily-limit'
    ? reason
    : 'mail-failed';

export async function signUp(
  email: string,
  extras: Pick<SubscriberMetadata, 'formLocation' | 'articleSlug'>,
): Promise<SignUpOutcome> {
  const address = normalizeEmail(email);
  const stage = 'signup' as const;
  const store = await getVisitorStore();
  const result = await store.subscribe(address, 'newsletter', extras);
  if (!result.success) {
    return {
      ok: false,
      stage,
      email: address,
      code: result.reason ?? 'failed',
      // Online a duplicate may be an address never confirmed: its link may go again.
      ...(result.reason === 'duplicate' && store.mode === 'online' ? { resend: address } : {}),
    };
  }
  trackConversion('newsletter', 'email_subscription');
  if (store.mode === 'offline') return { ok: true, stage, email: address, code: 'saved-locally' };
  const outcome = await sendLink(address, 'signup');
  if (outcome.sent) return { ok: true, stage, email: address, code: 'sent' };
  return {
    ok: false,
    stage,
    email: address,
    code: linkCode(outcome.reason),
    resend: address,
    ...(outcome.retryAfterSeconds ? { retryAfterSeconds: outcome.retryAfterSeconds } : {}),
  };
}

/** The link again, for a duplicate or after a mail that could not go. */
export async function resendConfirmation(address: string): Promise<SignUpOutcome> {
  const outcome = await sendLink(address, 'signup');
  const stage = 'resend' as const;
  if (outcome.sent) return { ok: true, stage, email: address, code: 'sent', resend: address };
  return {
    ok: false,
    stage,
    email: address,
    code: linkCode(outcome.reason),
    resend: address,
    ...(outcome.retryAfterSeconds ? { retryAfterSeconds: outcome.retryAfterSeconds } : {}),
  };
}

/** What a bot that filled the honeypot sees: the same answer as a person, nothing done. */
export const pretendSuccess = (email: string): SignUpOutcome => ({
  ok: true,
  stage: 'signup',
  email: normalizeEmail(email),
  code: 'sent',
});
