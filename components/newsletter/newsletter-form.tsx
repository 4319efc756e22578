'use client';

import Link from 'next/link';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { emailMessages as EMAIL_MESSAGES, newsletterText as text } from '@/content/newsletter';
import { trackFormEvent } from '@/lib/analytics/events';
import { isValidEmail } from '@/lib/email/address';
import type { SignUpOutcome } from '@/lib/email/sign-up';

type FormState =
  | { status: 'idle' | 'pending' }
  | { status: 'success'; message: string }
  /** `resend`: the address whose confirmation link may be sent again (a duplicate, a failed send). */
  | { status: 'error'; message: string; resend?: string };

interface NewsletterFormProps {
  location: 'footer' | 'article';
  articleSlug?: string;
  /** Heading level of the form's title where it sits. */
  headingLevel?: 'h2' | 'h3';
  /** The link to /boletin/ (components/newsletter/manage-link.tsx), rendered by the server. */
  manageLink?: ReactNode;
}

const stateOf = (outcome: SignUpOutcome): FormState =>
  outcome.ok
    ? { status: 'success', message: outcome.message }
    : { status: 'error', message: outcome.message, resend: outcome.resend };

/**
 * Newsletter sign-up. The store (and Firebase, when configured) loads only on submit. Online the
 * address gets a confirmation link (double opt-in); a duplicate may ask for it again. A failed
 * attempt keeps what the visitor typed; every state is announced to screen readers.
 */
export function NewsletterForm({
  location,
  articleSlug,
  headingLevel: Heading = 'h2',
  manageLink,
}: NewsletterFormProps) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [state, setState] = useState<FormState>({ status: 'idle' });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state.status === 'pending') return;
    const honeypot = new FormData(event.currentTarget).get('sitio_web');
    if (typeof honeypot === 'string' && honeypot !== '') {
      // A bot filled the hidden field: it sees success, nothing is stored or sent.
      const { pretendSuccess } = await import('@/lib/email/sign-up');
      setState(stateOf(pretendSuccess(email)));
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
      setState(stateOf(outcome));
      if (outcome.ok) setEmail('');
    } catch (error) {
      console.warn('[boletín] no se pudo suscribir', error);
      setState({ status: 'error', message: EMAIL_MESSAGES.subscribeFailed });
    }
  }

  async function resend(address: string) {
    const { resendConfirmation } = await import('@/lib/email/sign-up');
    setState(stateOf(await resendConfirmation(address)));
  }

  const errorId = `${id}-error`;
  // The footer's strip spans the page: from md the title and lead sit beside the field and its
  // consent line, so the row is used across its width.
  const wide = location === 'footer';
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={`${id}-title`}
      data-testid={`newsletter-${location}`}
      className={wide ? 'md:grid md:grid-cols-2 md:gap-x-6' : ''}
    >
      <div>
        <Heading id={`${id}-title`} className="text-lg font-bold text-ink">
          {text.title}
        </Heading>
        <p className="mt-1 text-sm text-ink-muted">
          {text.lead} {manageLink}
        </p>
      </div>
      <div className={wide ? 'mt-4 md:mt-0' : 'mt-4'}>
        <div className="flex flex-col gap-2 sm:flex-row">
          <div className="flex-1">
            <label htmlFor={`${id}-email`} className="sr-only">
              {text.label}
            </label>
            <input
              id={`${id}-email`}
              type="email"
              name="email"
              autoComplete="email"
              inputMode="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              placeholder={text.placeholder}
              aria-invalid={state.status === 'error'}
              aria-describedby={state.status === 'error' ? errorId : undefined}
              className="min-h-12 w-full rounded-full border border-line bg-canvas px-5 text-base text-ink placeholder:text-ink-muted"
            />
          </div>
          {/* Off-screen honeypot: hidden from people and assistive technology, tempting to bots. */}
          <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
            <label htmlFor={`${id}-website`}>{text.honeypotLabel}</label>
            <input
              id={`${id}-website`}
              type="text"
              name="sitio_web"
              tabIndex={-1}
              autoComplete="off"
              defaultValue=""
            />
          </div>
          <button
            type="submit"
            disabled={state.status === 'pending'}
            className="inline-flex min-h-12 items-center justify-center rounded-full bg-accent-600 px-6 font-semibold text-white hover:bg-accent-700 disabled:opacity-70"
          >
            {state.status === 'pending' ? text.pending : text.submit}
          </button>
        </div>
        <p className={`mt-2 text-xs text-ink-muted ${wide ? 'md:col-start-2 md:row-start-2' : ''}`}>
          {text.consentBefore}{' '}
          <Link href="/privacidad/" className="font-semibold text-ink underline underline-offset-2">
            {text.consentLink}
          </Link>
          .
        </p>
        <div aria-live="polite" role="status" className="mt-2 min-h-5 text-sm">
          {state.status === 'success' ? (
            <p className="font-semibold text-brand-700 dark:text-brand-200">{state.message}</p>
          ) : null}
          {state.status === 'pending' ? <p className="sr-only">{text.pending}</p> : null}
        </div>
        {state.status === 'error' ? (
          <p
            id={errorId}
            role="alert"
            className="text-sm font-semibold text-accent-700 dark:text-accent-300"
          >
            {state.message}
          </p>
        ) : null}
        {state.status === 'error' && state.resend ? (
          <p className="mt-1 text-sm text-ink-muted">
            {text.resendHint}{' '}
            <button
              type="button"
              onClick={() => resend(state.resend ?? '')}
              className="min-h-11 font-semibold text-ink underline underline-offset-2"
            >
              {text.resend}
            </button>
          </p>
        ) : null}
      </div>
    </form>
  );
}
