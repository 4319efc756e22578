'use client';

import { useEffect, useRef, useState } from 'react';
import { subscriptionText as text } from '@/content/subscription';
import type { User } from '@/lib/email/auth';
import {
  CONFIRM_PARAM,
  forgetLinkEmail,
  rememberLinkSent,
  storedLinkEmail,
  takeOpenedLink,
} from '@/lib/email/link';
import type { LinkOutcome } from '@/lib/email/link-request';
import type { EmailStore } from '@/lib/email/store';
import { siteConfig } from '@/lib/config/site-config';

type AuthModule = typeof import('@/lib/email/auth');

/** Where the proof of an address stands on /boletin/ (decision 11). */
export type LinkState =
  | { kind: 'loading' }
  /** Local-storage mode: no proof possible, the address is only looked up in this browser. */
  | { kind: 'local'; store: EmailStore }
  | { kind: 'request' }
  | { kind: 'sent'; email: string }
  /** A link opened where it was not requested: the address is asked for again. */
  | { kind: 'confirm' }
  /** Signed in by the link (or still, in this tab); `confirming`: the sign-up's own link. */
  | { kind: 'proven'; store: EmailStore; email: string; confirming: boolean }
  | { kind: 'done' };

export type Notice = { tone: 'done' | 'error'; message: string } | null;

/** Firebase Auth's error codes, in the subscriber's words. */
export function authMessage(auth: AuthModule, error: unknown): string {
  switch (auth.authErrorCode(error)) {
    case 'auth/invalid-action-code':
    case 'auth/expired-action-code':
      return text.errors.expiredLink;
    case 'auth/invalid-email':
      return text.errors.wrongEmail;
    case 'auth/network-request-failed':
      return text.errors.network;
    case 'auth/too-many-requests':
    case 'auth/quota-exceeded':
      return text.errors.tooMany;
    case 'auth/operation-not-allowed':
    case 'auth/unauthorized-continue-uri':
      return text.errors.unavailable(siteConfig.contactEmail);
    default:
      return text.errors.generic;
  }
}

/** Why the site's function did not mail a link, in the subscriber's words. */
export function linkRefusalMessage(outcome: Exclude<LinkOutcome, { sent: true }>): string {
  switch (outcome.reason) {
    case 'invalid-email':
      return text.errors.invalidEmail;
    case 'address-limit':
      return text.errors.wait;
    case 'daily-limit':
      return text.errors.dailyLimit(siteConfig.contactEmail);
    default:
      return text.errors.unavailable(siteConfig.contactEmail);
  }
}

const isConfirmLink = (href: string) => new URL(href).searchParams.has(CONFIRM_PARAM);

/**
 * The email-link flow of /boletin/: finds the store, completes a link the page was opened with
 * (asking for the address when this browser did not request it), keeps the proof for this tab
 * only, has the site's function mail new links and signs out. The views only render `state`.
 */
export function useEmailLink() {
  const [state, setState] = useState<LinkState>({ kind: 'loading' });
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState(false);
  const auth = useRef<AuthModule | null>(null);
  const user = useRef<User | null>(null);
  /** The link the page was opened with, kept while the address is asked for. */
  const openedLink = useRef<string | null>(null);

  async function complete(store: EmailStore, email: string, href: string) {
    const authModule = auth.current;
    if (!authModule) return;
    try {
      user.current = await authModule.completeSubscriberLink(email, href);
      openedLink.current = null;
      setNotice(null);
      setState({
        kind: 'proven',
        store,
        email: user.current.email ?? email,
        confirming: isConfirmLink(href),
      });
    } catch (error) {
      console.warn('[boletín] el enlace no sirvió', error);
      const message = authMessage(authModule, error);
      setNotice({ tone: 'error', message });
      const retry = message === text.errors.wrongEmail || message === text.errors.network;
      if (!retry) openedLink.current = null;
      setState(retry ? { kind: 'confirm' } : { kind: 'request' });
    } finally {
      // Whatever happened, the address the link was sent to is not kept any longer.
      forgetLinkEmail();
    }
  }

  useEffect(() => {
    let active = true;
    let stopWatching: (() => void) | undefined;
    (async () => {
      const { getEmailStore } = await import('@/lib/email/store');
      const store = await getEmailStore();
      if (!active) return;
      if (store.mode === 'offline') {
        setState({ kind: 'local', store });
        return;
      }
      const authModule = await import('@/lib/email/auth');
      auth.current = authModule;
      await authModule.keepSignInForThisTab();
      const href = takeOpenedLink() ?? window.location.href;
      if (await authModule.isSubscriberLink(href)) {
        openedLink.current = href;
        const saved = storedLinkEmail();
        if (saved) await complete(store, saved, href);
        else if (active) setState({ kind: 'confirm' });
        return;
      }
      stopWatching = await authModule.watchUser((signedIn) => {
        if (!active) return;
        user.current = signedIn;
        if (signedIn?.email && signedIn.emailVerified) {
          setState({ kind: 'proven', store, email: signedIn.email, confirming: false });
        } else {
          setState((current) => (current.kind === 'loading' ? { kind: 'request' } : current));
        }
      });
    })().catch((error: unknown) => {
      console.warn('[boletín] no se pudo iniciar', error);
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

  /** Has the site's function mail a link to `email` (its limits are kept in Firestore); true when it went. */
  async function sendLink(email: string): Promise<boolean> {
    const { requestLink } = await import('@/lib/email/link-request');
    const outcome = await requestLink(email, 'manage');
    if (!outcome.sent) {
      setNotice({ tone: 'error', message: linkRefusalMessage(outcome) });
      return false;
    }
    rememberLinkSent(email);
    return true;
  }

  async function requestLink(email: string) {
    if (busy) return;
    setBusy(true);
    if (await sendLink(email)) {
      setNotice(null);
      setState({ kind: 'sent', email });
    }
    setBusy(false);
  }

  /** The address typed where the link was opened on another device. */
  async function confirmAddress(email: string) {
    const href = openedLink.current;
    if (busy || !href) return;
    setBusy(true);
    const { getEmailStore } = await import('@/lib/email/store');
    await complete(await getEmailStore(), email, href);
    setBusy(false);
  }

  async function signOut(notice: Notice = { tone: 'done', message: text.done.signedOut }) {
    await auth.current?.signOutUser().catch(() => {});
    user.current = null;
    setNotice(notice);
    setState({ kind: 'request' });
  }

  /**
   * After an erasure: the session ends here, and the site's function deletes the sign-in account
   * once the subscription is gone (functions/src/mirror-subscriber.ts).
   */
  async function leave(notice: Notice) {
    await auth.current?.signOutUser().catch(() => {});
    user.current = null;
    setNotice(notice);
    setState({ kind: 'done' });
  }

  return {
    state,
    setState,
    notice,
    setNotice,
    busy,
    setBusy,
    requestLink,
    sendLink,
    confirmAddress,
    signOut,
    leave,
  };
}
