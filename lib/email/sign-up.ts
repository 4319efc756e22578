import { signUpMessages as text } from '@/content/sign-up';
import { trackConversion } from '@/lib/analytics/events';
import { canSendLink, linkReturnUrl, rememberLinkSent } from '@/lib/email/link';
import { EMAIL_MESSAGES, type SubscriberMetadata, normalizeEmail } from '@/lib/email/model';
import { getEmailStore } from '@/lib/email/store';

// A newsletter form's work once submitted, loaded then and not with the form: the sign-up, and
// online the confirmation link (double opt-in, decision 12).

/** What the form shows: its status line, or its alert with the address a link may go to again. */
export type SignUpOutcome =
  { ok: true; message: string } | { ok: false; message: string; resend?: string };

/** Sends the confirmation link (at most one a minute from this browser). */
async function sendConfirmation(email: string): Promise<'sent' | 'wait' | 'failed'> {
  if (!canSendLink()) return 'wait';
  try {
    const { sendSubscriberLink } = await import('@/lib/email/auth');
    await sendSubscriberLink(email, linkReturnUrl(window.location.origin, true), {
      sendOnly: true,
    });
    rememberLinkSent(email);
    return 'sent';
  } catch (error) {
    console.warn('[boletín] no se pudo enviar el enlace de confirmación', error);
    return 'failed';
  }
}

export async function signUp(
  email: string,
  extras: Pick<SubscriberMetadata, 'formLocation' | 'articleSlug'>,
): Promise<SignUpOutcome> {
  const address = normalizeEmail(email);
  const store = await getEmailStore();
  const result = await store.subscribe(address, 'newsletter', extras);
  if (!result.success) {
    const duplicate = result.message === EMAIL_MESSAGES.duplicate;
    return {
      ok: false,
      message: result.message ?? EMAIL_MESSAGES.subscribeFailed,
      // Online a duplicate may be an address never confirmed: its link may go again.
      ...(duplicate && store.mode === 'online' ? { resend: address } : {}),
    };
  }
  trackConversion('newsletter', 'email_subscription');
  if (store.mode === 'offline') return { ok: true, message: text.successLocal };
  return (await sendConfirmation(address)) === 'sent'
    ? { ok: true, message: text.success(address) }
    : { ok: false, message: text.linkFailed, resend: address };
}

/** The confirmation link again, for a duplicate or after a failed send. */
export async function resendConfirmation(address: string): Promise<SignUpOutcome> {
  const sent = await sendConfirmation(address);
  const message =
    sent === 'sent' ? text.resent(address) : sent === 'wait' ? text.resendWait : text.linkFailed;
  return { ok: false, message, resend: address };
}

/** What a bot that filled the honeypot sees: the same answer as a person, nothing done. */
export const pretendSuccess = (email: string): SignUpOutcome => ({
  ok: true,
  message: text.success(normalizeEmail(email)),
});
