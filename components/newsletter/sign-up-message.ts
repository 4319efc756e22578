import { signUpMessages } from '@/content/sign-up';
import { retryMoment } from '@/lib/format/dates';
import type { SignUpOutcome } from '@/lib/email/sign-up';

/**
 * A sign-up's answer in the visitor's words (content/sign-up.ts), with the hour a limit ends on
 * their clock. Loaded with the sign-up, on submit: none of it is in the form's first load.
 */
export function signUpMessage(outcome: SignUpOutcome, now = Date.now()): string {
  const retry = outcome.retryAfterSeconds ? retryMoment(outcome.retryAfterSeconds, now) : null;
  return signUpMessages[outcome.code]({ email: outcome.email, stage: outcome.stage, retry });
}
