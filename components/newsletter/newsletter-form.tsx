'use client';

import { type FormEvent, useLayoutEffect, useRef, useState } from 'react';
import { emailMessages as EMAIL_MESSAGES } from '@/content/newsletter';
import { trackFormEvent } from '@/lib/analytics/events';
import { isValidEmail } from '@/lib/email/address';
import type { SignUpOutcome } from '@/lib/email/sign-up';
import {
  type NewsletterFormState as FormState,
  type NewsletterLocation,
  NewsletterFormView,
} from './newsletter-form-view';

/**
 * Where the visitor was in the server's copy of the form when this one replaced it
 * (deferred-newsletter-form.tsx): what they typed (and what a bot put in the honeypot), whether
 * the field had the focus and the caret, and whether they had already asked to subscribe.
 */
export interface NewsletterFormStart {
  email: string;
  honeypot: string;
  focus: boolean;
  selection: [number, number] | null;
  submit: boolean;
}

interface NewsletterFormProps {
  location: NewsletterLocation;
  articleSlug?: string;
  /** Heading level of the form's title where it sits. */
  headingLevel?: 'h2' | 'h3';
  start?: NewsletterFormStart;
}

/** The form's state after an answer, in the visitor's words (loaded with the sign-up). */
async function stateOf(outcome: SignUpOutcome): Promise<FormState> {
  const { signUpMessage } = await import('./sign-up-message');
  return {
    status: outcome.ok ? 'success' : 'error',
    message: signUpMessage(outcome),
    resend: outcome.resend,
  };
}

/**
 * Newsletter sign-up. The store (and Firebase, when configured) loads only on submit. Online the
 * address gets a confirmation link (double opt-in); a duplicate may ask for it again. A failed
 * attempt keeps what the visitor typed; every state is announced to screen readers.
 */
export function NewsletterForm({
  location,
  articleSlug,
  headingLevel,
  start,
}: NewsletterFormProps) {
  // Read from the server's copy as this form renders, in the task that swaps it in.
  const [email, setEmail] = useState(start?.email ?? '');
  const [state, setState] = useState<FormState>({ status: 'idle' });
  const formRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  // Carry on from the server's copy, read as it leaves the page (before any other event): the
  // honeypot, the focus and caret, and a submit asked for there.
  useLayoutEffect(() => {
    if (!start) return;
    const honeypot = formRef.current?.elements.namedItem('sitio_web');
    if (honeypot instanceof HTMLInputElement) honeypot.value = start.honeypot;
    if (start.focus) {
      inputRef.current?.focus({ preventScroll: true });
      if (start.selection) inputRef.current?.setSelectionRange(...start.selection);
    }
    if (start.submit) formRef.current?.requestSubmit();
  }, [start]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state.status === 'pending') return;
    const honeypot = new FormData(event.currentTarget).get('sitio_web');
    if (typeof honeypot === 'string' && honeypot !== '') {
      // A bot filled the hidden field: it sees success, nothing is stored or sent.
      const { pretendSuccess } = await import('@/lib/email/sign-up');
      setState(await stateOf(pretendSuccess(email)));
      return;
    }
    if (!isValidEmail(email)) {
      setState({ status: 'error', message: EMAIL_MESSAGES.invalid });
      trackFormEvent('error', { form: 'newsletter', reason: 'invalid' });
      return;
    }
    setState({ status: 'pending' });
    trackFormEvent('submit', { form: 'newsletter', location });
    try {
      const { signUp } = await import('@/lib/email/sign-up');
      const outcome = await signUp(email, { formLocation: location, articleSlug });
      setState(await stateOf(outcome));
      if (outcome.ok) setEmail('');
    } catch (error) {
      console.warn('[newsletter] sign-up failed', error);
      setState({ status: 'error', message: EMAIL_MESSAGES.subscribeFailed });
    }
  }

  async function resend(address: string) {
    const { resendConfirmation } = await import('@/lib/email/sign-up');
    setState(await stateOf(await resendConfirmation(address)));
  }

  return (
    <NewsletterFormView
      location={location}
      headingLevel={headingLevel}
      state={state}
      email={email}
      onEmailChange={setEmail}
      onSubmit={onSubmit}
      onResend={resend}
      honeypot={start?.honeypot}
      formRef={formRef}
      inputRef={inputRef}
    />
  );
}
