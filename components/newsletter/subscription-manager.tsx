'use client';

import { type FormEvent, useEffect, useRef, useState } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { subscriptionText as text } from '@/content/subscription';
import { readStored, removeStored, writeStored } from '@/lib/browser-storage';
import { type Subscription, type SubscriptionChange, isValidEmail } from '@/lib/email/model';
import type { EmailStore } from '@/lib/email/store';
import type { ArticleTitles } from '@/lib/email/subscription';
import { siteConfig } from '@/lib/site-config';
import { SubscriptionPanel } from './subscription-panel';

type View =
  | { kind: 'loading' }
  /** Local-storage mode: no proof possible, the address is only looked up in this browser. */
  | { kind: 'local'; store: EmailStore }
  | { kind: 'request' }
  | { kind: 'sent'; email: string }
  /** A link opened where it was not requested: the address is asked for again. */
  | { kind: 'confirm' }
  | { kind: 'shown'; store: EmailStore; email: string; subscription: Subscription | null }
  | { kind: 'deleted' };

type Notice = { tone: 'done' | 'error'; message: string } | null;

type AuthModule = typeof import('@/lib/email/auth');

/** Firebase Auth's error codes, in the subscriber's words. */
function authMessage(auth: AuthModule, error: unknown): string {
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

interface Setters {
  setView: (view: View) => void;
  setNotice: (notice: Notice) => void;
}

/** Reads the address's subscription and shows it; a failure is said, the view stays. */
async function show({ setView, setNotice }: Setters, store: EmailStore, email: string) {
  const result = await store.getSubscription(email);
  if (!result.success) {
    setNotice({ tone: 'error', message: result.message });
    return false;
  }
  setView({ kind: 'shown', store, email, subscription: result.subscription });
  return true;
}

/** Signs in with the email link opened on this page, then shows the subscription. */
async function completeLink(
  setters: Setters,
  auth: AuthModule,
  store: EmailStore,
  email: string,
  href: string,
) {
  const { setView, setNotice } = setters;
  try {
    const user = await auth.completeSubscriberLink(email, href);
    removeStored(auth.LINK_EMAIL_KEY);
    // The link is spent: a reload must not try it again.
    window.history.replaceState(null, '', text.path);
    setNotice(null);
    await show(setters, store, user.email ?? email);
  } catch (error) {
    console.warn('[boletín] el enlace no sirvió', error);
    const message = authMessage(auth, error);
    setNotice({ tone: 'error', message });
    if (message === text.errors.wrongEmail || message === text.errors.network) {
      setView({ kind: 'confirm' });
    } else {
      window.history.replaceState(null, '', text.path);
      setView({ kind: 'request' });
    }
  }
}

/**
 * The subscription page's behaviour (decision 11). Online, the visitor proves the address with
 * Firebase Auth's email link, then sees and changes what is stored under it; the rules let them
 * touch only that document. In local-storage mode there is nothing to prove against, and the
 * page says so.
 */
export function SubscriptionManager({ titles }: { titles: ArticleTitles }) {
  const [view, setView] = useState<View>({ kind: 'loading' });
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState(false);
  const authRef = useRef<AuthModule | null>(null);
  const setters: Setters = { setView, setNotice };

  useEffect(() => {
    let active = true;
    let stopWatching: (() => void) | undefined;
    (async () => {
      const { getEmailStore } = await import('@/lib/email/store');
      const store = await getEmailStore();
      if (!active) return;
      if (store.mode === 'offline') {
        setView({ kind: 'local', store });
        return;
      }
      const auth = await import('@/lib/email/auth');
      authRef.current = auth;
      const href = window.location.href;
      if (await auth.isSubscriberLink(href)) {
        const saved = readStored(auth.LINK_EMAIL_KEY);
        if (saved) await completeLink({ setView, setNotice }, auth, store, saved, href);
        else if (active) setView({ kind: 'confirm' });
        return;
      }
      stopWatching = await auth.watchUser((user) => {
        if (!active) return;
        if (user?.email && user.emailVerified) void show({ setView, setNotice }, store, user.email);
        else setView((current) => (current.kind === 'loading' ? { kind: 'request' } : current));
      });
    })().catch((error: unknown) => {
      console.warn('[boletín] no se pudo iniciar', error);
      if (!active) return;
      setNotice({ tone: 'error', message: text.errors.generic });
      setView({ kind: 'request' });
    });
    return () => {
      active = false;
      stopWatching?.();
    };
  }, []);

  function emailFrom(event: FormEvent<HTMLFormElement>): string | null {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('correo') ?? '').trim();
    if (isValidEmail(email)) return email;
    setNotice({ tone: 'error', message: text.errors.invalidEmail });
    return null;
  }

  async function requestLink(event: FormEvent<HTMLFormElement>) {
    const email = emailFrom(event);
    const auth = authRef.current;
    if (!email || !auth || busy) return;
    setBusy(true);
    try {
      await auth.sendSubscriberLink(email, new URL(text.path, window.location.origin).href);
      // Without storage the link still works: the address is asked for when it is opened.
      writeStored(auth.LINK_EMAIL_KEY, email);
      setNotice(null);
      setView({ kind: 'sent', email });
    } catch (error) {
      console.warn('[boletín] no se pudo enviar el enlace', error);
      setNotice({ tone: 'error', message: authMessage(auth, error) });
    } finally {
      setBusy(false);
    }
  }

  async function confirmEmail(event: FormEvent<HTMLFormElement>) {
    const email = emailFrom(event);
    const auth = authRef.current;
    if (!email || !auth || busy) return;
    setBusy(true);
    const { getEmailStore } = await import('@/lib/email/store');
    await completeLink(setters, auth, await getEmailStore(), email, window.location.href);
    setBusy(false);
  }

  async function lookUpLocally(event: FormEvent<HTMLFormElement>) {
    const email = emailFrom(event);
    if (!email || view.kind !== 'local') return;
    setNotice(null);
    await show(setters, view.store, email);
  }

  async function change(changeToMake: SubscriptionChange, done: keyof typeof text.done) {
    if (view.kind !== 'shown' || busy) return;
    setBusy(true);
    const result = await view.store.updateSubscription(view.email, changeToMake);
    setBusy(false);
    if (!result.success) {
      setNotice({ tone: 'error', message: result.message });
      return;
    }
    setView({ ...view, subscription: result.subscription });
    setNotice({ tone: 'done', message: text.done[done] });
  }

  async function subscribeNow() {
    if (view.kind !== 'shown' || busy) return;
    setBusy(true);
    const result = await view.store.subscribe(view.email, 'newsletter');
    setBusy(false);
    if (!result.success) {
      setNotice({ tone: 'error', message: result.message ?? text.errors.generic });
      return;
    }
    if (await show(setters, view.store, view.email)) {
      setNotice({ tone: 'done', message: text.done.subscribed });
    }
  }

  async function deleteData() {
    if (view.kind !== 'shown' || busy) return;
    setBusy(true);
    const result = await view.store.deleteSubscription(view.email);
    setBusy(false);
    if (!result.success) {
      setNotice({ tone: 'error', message: result.message ?? text.errors.generic });
      return;
    }
    setView({ kind: 'deleted' });
    setNotice({ tone: 'done', message: text.done.deleted });
    if (view.store.mode === 'online') await authRef.current?.signOutUser().catch(() => {});
  }

  async function signOut() {
    await authRef.current?.signOutUser().catch(() => {});
    setNotice(null);
    setView({ kind: 'request' });
  }

  return (
    <div className="max-w-3xl space-y-6">
      <div aria-live="polite" role="status">
        {notice ? (
          <p
            className={`rounded-2xl p-4 font-semibold ${
              notice.tone === 'error'
                ? 'bg-accent-50 text-accent-900 dark:bg-accent-900/40 dark:text-accent-100'
                : 'bg-brand-100 text-brand-900 dark:bg-brand-900 dark:text-brand-100'
            }`}
          >
            {notice.message}
          </p>
        ) : null}
      </div>

      {view.kind === 'loading' ? <p>{text.loading}</p> : null}

      {view.kind === 'local' ? (
        <div>
          <p role="note" className="rounded-2xl bg-surface-raised p-4 text-ink">
            {text.localNote}
          </p>
          <EmailForm onSubmit={lookUpLocally} submit={text.localSubmit} busy={busy} />
        </div>
      ) : null}

      {view.kind === 'request' ? (
        <section aria-labelledby="pedir-enlace">
          <h2 id="pedir-enlace" className="text-xl font-bold">
            {text.requestTitle}
          </h2>
          <p className="mt-2 text-ink-muted">{text.requestText}</p>
          <EmailForm onSubmit={requestLink} submit={text.requestSubmit} busy={busy} />
        </section>
      ) : null}

      {view.kind === 'sent' ? (
        <section aria-labelledby="enlace-enviado">
          <h2 id="enlace-enviado" className="text-xl font-bold">
            {text.sentTitle}
          </h2>
          <p className="mt-2 text-ink">{text.sent(view.email)}</p>
          <button
            type="button"
            onClick={() => setView({ kind: 'request' })}
            className={`${buttonClass.secondary} mt-4`}
          >
            {text.otherEmail}
          </button>
        </section>
      ) : null}

      {view.kind === 'confirm' ? (
        <section aria-labelledby="confirmar-correo">
          <h2 id="confirmar-correo" className="text-xl font-bold">
            {text.confirmTitle}
          </h2>
          <p className="mt-2 text-ink-muted">{text.confirmText}</p>
          <EmailForm onSubmit={confirmEmail} submit={text.confirmSubmit} busy={busy} />
        </section>
      ) : null}

      {view.kind === 'shown' ? (
        <>
          {view.subscription ? (
            <SubscriptionPanel
              subscription={view.subscription}
              titles={titles}
              busy={busy}
              onChange={change}
              onDelete={deleteData}
              onDownloaded={() => setNotice({ tone: 'done', message: text.done.downloaded })}
            />
          ) : (
            <div className="rounded-2xl border border-line bg-surface p-6">
              <p className="text-ink">{text.none(view.email)}</p>
              <button
                type="button"
                disabled={busy}
                onClick={subscribeNow}
                className={`${buttonClass.primary} mt-4`}
              >
                {text.subscribeNow}
              </button>
            </div>
          )}
          {view.store.mode === 'online' ? (
            <button
              type="button"
              onClick={signOut}
              className="min-h-11 font-semibold text-accent-700 underline underline-offset-2 dark:text-accent-300"
            >
              {text.signOut}
            </button>
          ) : null}
        </>
      ) : null}
    </div>
  );
}

/** The one field the page asks for: an address, then the step's button. */
function EmailForm({
  onSubmit,
  submit,
  busy,
}: {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  submit: string;
  busy: boolean;
}) {
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end"
    >
      <label className="flex-1">
        <span className="block text-sm font-semibold text-ink">{text.emailLabel}</span>
        <input
          type="email"
          name="correo"
          autoComplete="email"
          required
          className="mt-1 min-h-12 w-full rounded-lg border border-line bg-surface px-3 text-ink"
        />
      </label>
      <button type="submit" disabled={busy} className={buttonClass.primary}>
        {busy ? text.requestPending : submit}
      </button>
    </form>
  );
}
