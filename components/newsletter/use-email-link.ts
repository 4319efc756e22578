'use client';

import { useEffect, useRef, useState } from 'react';
import type { NoticeText } from '@/components/ui/notice';
import { subscriptionText as text } from '@/content/subscription';
import { trackEmailConsentGiven } from '@/lib/analytics/events';
import { confirmTokenOf, forgetLinkEmail, storedLinkEmail, takeOpenedLink } from '@/lib/email/link';
import type { LinkOutcome } from '@/lib/email/link-request';
import type { SubscriberStore } from '@/lib/email/store';
import { siteConfig } from '@/lib/config/site-config';
import { retryMoment } from '@/lib/format/dates';

type AuthModule = typeof import('@/lib/email/auth');

/** Where the proof of an address stands on /boletin/ (decision 11). */
export type LinkState =
  | { kind: 'loading' }
  /** Local-storage mode: no proof possible, the address is only looked up in this browser. */
  | { kind: 'local'; store: SubscriberStore }
  /** Asking for the access link; `confirmed`: right after a confirmation link did its work. */
  | { kind: 'request'; confirmed?: boolean }
  | { kind: 'sent'; email: string }
  /**
   * The confirmation mail's link (decision 17): being confirmed, expired (a fresh one may be
   * asked for), or not reached (network, App Check: it may be tried again).
   */
  | { kind: 'token'; step: 'confirming' | 'expired' | 'failed' }
  /** A link opened where it was not requested: the address is asked for again. */
  | { kind: 'confirm' }
  /** Signed in by the access link (or still, in this tab). */
  | { kind: 'proven'; store: SubscriberStore; email: string }
  | { kind: 'done' };

/** The page's notice; null: none. */
type Notice = NoticeText | null;

/** Why a link did not sign in, as a code: what the page says and does follows from it. */
export type LinkFailure =
  'expired' | 'wrong-email' | 'network' | 'too-many' | 'unavailable' | 'other';

/** Firebase Auth's error codes, as the page's reasons. */
export function linkFailure(auth: AuthModule, error: unknown): LinkFailure {
  switch (auth.authErrorCode(error)) {
    case 'auth/invalid-action-code':
    case 'auth/expired-action-code':
      return 'expired';
    case 'auth/invalid-email':
      return 'wrong-email';
    case 'auth/network-request-failed':
      return 'network';
    case 'auth/too-many-requests':
    case 'auth/quota-exceeded':
      return 'too-many';
    case 'auth/operation-not-allowed':
    case 'auth/unauthorized-continue-uri':
      return 'unavailable';
    default:
      return 'other';
  }
}

/** A failure in the subscriber's words. */
export function linkFailureMessage(failure: LinkFailure): string {
  switch (failure) {
    case 'expired':
      return text.errors.expiredLink;
    case 'wrong-email':
      return text.errors.wrongEmail;
    case 'network':
      return text.errors.network;
    case 'too-many':
      return text.errors.tooMany;
    case 'unavailable':
      return text.errors.unavailable(siteConfig.contactEmail);
    default:
      return text.errors.generic;
  }
}

/** Failures that keep the opened link: the address may be typed again, or the network come back. */
const keepsTheLink = (failure: LinkFailure) => failure === 'wrong-email' || failure === 'network';

/** Why the site's function did not mail a link, in the subscriber's words, with when to retry. */
export function linkRefusalMessage(outcome: Exclude<LinkOutcome, { sent: true }>): string {
  const retry = outcome.retryAfterSeconds ? retryMoment(outcome.retryAfterSeconds) : null;
  return text.refusals[outcome.reason]({ retry, contactEmail: siteConfig.contactEmail });
}

/** What the page does once an address is proven: reads its subscription; says what to tell. */
export type OnProven = (store: SubscriberStore, email: string) => Promise<Notice>;

/**
 * The links of /boletin/: finds the store; confirms the sign-up a confirmation link names (the
 * site's function does, decision 17: no address to type, on any device); completes an access link
 * the page was opened with (asking for the address when this browser did not request it), keeps
 * the proof for this tab only, has the site's function mail new links and signs out. It owns the
 * page's state, its notice and its busy flag; the views render them and act through the functions
 * it returns.
 */
export function useEmailLink(onProven: OnProven) {
  const [state, setState] = useState<LinkState>({ kind: 'loading' });
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState(false);
  const auth = useRef<AuthModule | null>(null);
  /** The link the page was opened with, kept while the address is asked for. */
  const openedLink = useRef<string | null>(null);
  /** The confirmation link's token, kept to try again or to ask for a fresh link. */
  const confirmToken = useRef<string | null>(null);
  const landing = useRef(onProven);
  useEffect(() => {
    landing.current = onProven;
  });

  async function complete(store: SubscriberStore, email: string, href: string) {
    const authModule = auth.current;
    if (!authModule) return;
    try {
      const user = await authModule.completeSubscriberLink(email, href);
      openedLink.current = null;
      forgetLinkEmail();
      const proven = user.email ?? email;
      setNotice(null);
      setState({ kind: 'proven', store, email: proven });
      setNotice(await landing.current(store, proven));
    } catch (error) {
      console.warn('[newsletter] access link refused', error);
      // Whatever happened, the address the link was sent to is not kept any longer.
      forgetLinkEmail();
      const failure = linkFailure(authModule, error);
      setNotice({ tone: 'error', message: linkFailureMessage(failure) });
      if (!keepsTheLink(failure)) openedLink.current = null;
      setState(keepsTheLink(failure) ? { kind: 'confirm' } : { kind: 'request' });
    }
  }

  /** Has the site's function confirm the sign-up the token names; says what became of it. */
  async function confirmByToken(token: string) {
    // A link was opened here: the address a link was sent to is not kept any longer.
    forgetLinkEmail();
    setState({ kind: 'token', step: 'confirming' });
    const { confirmWithToken } = await import('@/lib/email/confirm-link');
    const outcome = await confirmWithToken(token);
    if (outcome === 'unavailable') {
      setNotice({ tone: 'error', message: text.confirmFailed });
      setState({ kind: 'token', step: 'failed' });
      return;
    }
    const done = outcome === 'confirmed' || outcome === 'already-confirmed';
    if (outcome === 'confirmed') trackEmailConsentGiven('newsletter');
    if (outcome !== 'expired') confirmToken.current = null;
    setNotice({ tone: done ? 'done' : 'error', message: text.confirmOutcomes[outcome] });
    setState(
      outcome === 'expired'
        ? { kind: 'token', step: 'expired' }
        : { kind: 'request', confirmed: done },
    );
  }

  useEffect(() => {
    let active = true;
    let stopWatching: (() => void) | undefined;
    (async () => {
      const { getSubscriberStore } = await import('@/lib/email/store');
      const store = await getSubscriberStore();
      if (!active) return;
      if (store.mode === 'offline') {
        setState({ kind: 'local', store });
        return;
      }
      const href = takeOpenedLink() ?? window.location.href;
      const token = confirmTokenOf(href);
      if (token) {
        confirmToken.current = token;
        await confirmByToken(token);
        return;
      }
      const authModule = await import('@/lib/email/auth');
      auth.current = authModule;
      await authModule.keepSignInForThisTab();
      if (await authModule.isSubscriberLink(href)) {
        openedLink.current = href;
        const saved = storedLinkEmail();
        if (saved) await complete(store, saved, href);
        else if (active) setState({ kind: 'confirm' });
        return;
      }
      stopWatching = await authModule.watchUser((signedIn) => {
        if (!active) return;
        if (signedIn?.email && signedIn.emailVerified) {
          const proven = signedIn.email;
          setState({ kind: 'proven', store, email: proven });
          void landing.current(store, proven).then(setNotice);
        } else {
          setState((current) => (current.kind === 'loading' ? { kind: 'request' } : current));
        }
      });
    })().catch((error: unknown) => {
      console.warn('[newsletter] subscription page could not start', error);
      if (!active) return;
      setNotice({ tone: 'error', message: text.errors.generic });
      setState({ kind: 'request' });
    });
    return () => {
      active = false;
      stopWatching?.();
    };
    // The flow starts once per page load.
  }, []);

  /**
   * Runs one of the page's actions, one at a time, and says what it answered (null: the notice
   * is cleared; undefined: the action said it already). The page's actions go through here, so
   * none runs twice.
   */
  async function run(action: () => Promise<Notice | undefined>) {
    if (busy) return;
    setBusy(true);
    try {
      const said = await action();
      if (said !== undefined) setNotice(said);
    } finally {
      setBusy(false);
    }
  }

  /** Has the site's function mail a link to `email` (its limits are kept in Firestore). */
  const requestLink = (email: string) =>
    run(async () => {
      const { sendLink } = await import('@/lib/email/link-request');
      const outcome = await sendLink(email, 'manage');
      if (!outcome.sent) return { tone: 'error', message: linkRefusalMessage(outcome) };
      setState({ kind: 'sent', email });
      return null;
    });

  /** The confirmation link once more, after it could not reach the site's function. */
  const retryConfirmation = () =>
    run(async () => {
      const token = confirmToken.current;
      if (token) await confirmByToken(token);
      return undefined;
    });

  /** A fresh confirmation link for the sign-up an expired one names (the function finds the address). */
  const freshConfirmation = () =>
    run(async () => {
      const token = confirmToken.current;
      if (!token) return undefined;
      const { resendConfirmationLink } = await import('@/lib/email/link-request');
      const outcome = await resendConfirmationLink(token);
      if (!outcome.sent) return { tone: 'error', message: linkRefusalMessage(outcome) };
      confirmToken.current = null;
      setState({ kind: 'done' });
      return { tone: 'done', message: text.freshLinkSent };
    });

  /** The address typed where the link was opened on another device. */
  const confirmAddress = (email: string) =>
    run(async () => {
      const href = openedLink.current;
      if (!href) return undefined;
      const { getSubscriberStore } = await import('@/lib/email/store');
      await complete(await getSubscriberStore(), email, href);
      return undefined;
    });

  /** Back to asking for a link (another address). */
  const startOver = () => {
    setNotice(null);
    setState({ kind: 'request' });
  };

  const signOut = () =>
    run(async () => {
      await auth.current?.signOutUser().catch(() => {});
      setState({ kind: 'request' });
      return { tone: 'done', message: text.done.signedOut };
    });

  /**
   * After an erasure: the session ends here (online, the site's function deletes the sign-in
   * account once the subscription is gone, functions/src/mirror-subscriber.ts).
   */
  async function leave() {
    await auth.current?.signOutUser().catch(() => {});
    setState({ kind: 'done' });
  }

  return {
    state,
    notice,
    busy,
    run,
    requestLink,
    confirmAddress,
    retryConfirmation,
    freshConfirmation,
    startOver,
    signOut,
    leave,
  };
}
