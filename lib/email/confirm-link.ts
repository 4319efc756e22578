import { callFunction } from '@/lib/email/callable';
import { CALLABLES, CONFIRM_OUTCOMES, type ConfirmOutcome } from '@/lib/email/link-contract';

// The confirmation mail's link, opened on /boletin/ (decision 17): the page hands the token to
// the site's function, which confirms the sign-up it names with the server's time. Loaded only
// when the page was opened with a token.

/** What the function answered, or 'unavailable' when it could not be asked (network, App Check). */
export async function confirmWithToken(token: string): Promise<ConfirmOutcome | 'unavailable'> {
  try {
    const { outcome } = await callFunction<{ outcome?: unknown }>(CALLABLES.confirm, { token });
    return (CONFIRM_OUTCOMES as readonly unknown[]).includes(outcome)
      ? (outcome as ConfirmOutcome)
      : 'unavailable';
  } catch (error) {
    console.warn('[newsletter] confirmation not reached', error);
    return 'unavailable';
  }
}
