import Link from 'next/link';
import type { FormEventHandler, Ref } from 'react';
import { newsletterText as text } from '@/content/newsletter';
import { ManageLink } from './manage-link';

export type NewsletterLocation = 'footer' | 'article';

/**
 * The id of an article's own sign-up section, which the footer links to. Here, in a module without
 * 'use client', because server components read it (from a client module they would get a reference).
 */
export const ARTICLE_NEWSLETTER_ID = 'boletin';

export type NewsletterFormState =
  | { status: 'idle' | 'pending' }
  /**
   * `resend`: the address whose link may be asked for again (a duplicate, a mail that could not
   * go, or one just sent again).
   */
  | { status: 'success' | 'error'; message: string; resend?: string };

interface NewsletterFormViewProps {
  location: NewsletterLocation;
  /** Heading level of the form's title where it sits. */
  headingLevel?: 'h2' | 'h3';
  /** The rest is the working form's (newsletter-form.tsx); the server's copy has none of it. */
  state?: NewsletterFormState;
  email?: string;
  onEmailChange?: (email: string) => void;
  onSubmit?: FormEventHandler<HTMLFormElement>;
  onResend?: (address: string) => void;
  /** The honeypot's value carried over from the server's copy (a bot may have filled it there). */
  honeypot?: string;
  formRef?: Ref<HTMLFormElement>;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * The newsletter sign-up's markup, in every state. The server renders it idle, as the page's HTML
 * (components/newsletter/deferred-newsletter-form.tsx); the working form renders the same markup
 * with its state and handlers once its code has loaded. One form per page, so ids are fixed.
 */
export function NewsletterFormView({
  location,
  headingLevel: Heading = 'h2',
  state = { status: 'idle' },
  email,
  onEmailChange,
  onSubmit,
  onResend,
  honeypot = '',
  formRef,
  inputRef,
}: NewsletterFormViewProps) {
  const id = `newsletter-${location}`;
  const errorId = `${id}-error`;
  // The footer's strip spans the page: from md the title and lead sit beside the field and its
  // consent line, so the row is used across its width.
  const wide = location === 'footer';
  return (
    <form
      ref={formRef}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={`${id}-title`}
      data-testid={id}
      className={wide ? 'md:grid md:grid-cols-2 md:gap-x-6' : ''}
    >
      <div>
        <Heading id={`${id}-title`} className="text-lg font-bold text-ink">
          {text.title}
        </Heading>
        <p className="mt-1 text-sm text-ink-muted">
          {text.lead} <ManageLink />
        </p>
      </div>
      <div className={wide ? 'mt-4 md:mt-0' : 'mt-4'}>
        <div className="flex flex-col gap-2 sm:flex-row">
          <div className="flex-1">
            <label htmlFor={`${id}-email`} className="sr-only">
              {text.label}
            </label>
            <input
              ref={inputRef}
              id={`${id}-email`}
              type="email"
              name="email"
              autoComplete="email"
              inputMode="email"
              {...(onEmailChange
                ? { value: email, onChange: (event) => onEmailChange(event.target.value) }
                : {})}
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
              defaultValue={honeypot}
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
        {(state.status === 'error' || state.status === 'success') && state.resend ? (
          <p className="mt-1 text-sm text-ink-muted">
            {text.resendHint}{' '}
            <button
              type="button"
              onClick={() => onResend?.(state.resend ?? '')}
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
