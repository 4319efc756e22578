'use client';

import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { downloadFile } from '@/components/ui/download-file';
import { downloadLabels, subscriptionText as text } from '@/content/subscription';
import { trackEmailConsentGiven } from '@/lib/analytics/events';
import { type Subscription, type SubscriptionChange, isValidEmail } from '@/lib/email/model';
import type { EmailStore } from '@/lib/email/store';
import { type ArticleTitles, personalDataDownload } from '@/lib/email/subscription';
import { SubscriptionPanel } from './subscription-panel';
import { type Notice, useEmailLink } from './use-email-link';

/** What is shown once an address is proven (or looked up in this browser). */
type Shown = { store: EmailStore; email: string; subscription: Subscription | null } | null;

/**
 * The subscription page's behaviour (decisions 11 and 12). Online, the visitor proves the address
 * with Firebase Auth's email link (the sign-up's link also confirms the subscription), then sees
 * and changes what is stored under it; the rules let them touch only their own records. In
 * local-storage mode there is nothing to prove against, and the page says so.
 */
export function SubscriptionManager({ titles }: { titles: ArticleTitles }) {
  const link = useEmailLink();
  const { state, notice, setNotice, busy, setBusy } = link;
  const [shown, setShown] = useState<Shown>(null);

  /** Reads the address's subscription and shows it; a failure is said, the view stays. */
  async function show(store: EmailStore, email: string, done: Notice = null) {
    const result = await store.getSubscription(email);
    if (!result.success) {
      setNotice({ tone: 'error', message: result.message });
      return;
    }
    setShown({ store, email, subscription: result.subscription });
    setNotice(done);
  }

  // A proven address: its subscription, confirmed at once when this is the sign-up's link.
  useEffect(() => {
    if (state.kind !== 'proven') return;
    let active = true;
    (async () => {
      const { store, email, confirming } = state;
      const found = await store.getSubscription(email);
      if (!active) return;
      if (!found.success) {
        setNotice({ tone: 'error', message: found.message });
        return;
      }
      const pending = found.subscription?.active && !found.subscription.confirmedAt;
      if (confirming && pending) {
        const confirmed = await store.confirmSubscription(email);
        if (!active) return;
        if (!confirmed.success) {
          setShown({ store, email, subscription: found.subscription });
          setNotice({ tone: 'error', message: confirmed.message });
          return;
        }
        setShown({ store, email, subscription: confirmed.subscription });
        setNotice({ tone: 'done', message: text.done.confirmed });
        trackEmailConsentGiven(confirmed.subscription?.source ?? 'newsletter');
        return;
      }
      setShown({ store, email, subscription: found.subscription });
    })();
    return () => {
      active = false;
    };
  }, [state, setNotice]);

  function emailFrom(event: FormEvent<HTMLFormElement>): string | null {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('correo') ?? '').trim();
    if (isValidEmail(email)) return email;
    setNotice({ tone: 'error', message: text.errors.invalidEmail });
    return null;
  }

  /** Runs one action on the shown subscription, one at a time. */
  async function act(action: (current: NonNullable<Shown>) => Promise<void>) {
    if (!shown || busy) return;
    setBusy(true);
    try {
      await action(shown);
    } finally {
      setBusy(false);
    }
  }

  const change = (toMake: SubscriptionChange, done: keyof typeof text.done) =>
    act(async ({ store, email }) => {
      const result = await store.updateSubscription(email, toMake);
      if (!result.success) return setNotice({ tone: 'error', message: result.message });
      setShown({ store, email, subscription: result.subscription });
      setNotice({ tone: 'done', message: text.done[done] });
    });

  const confirm = () =>
    act(async ({ store, email }) => {
      const result = await store.confirmSubscription(email);
      if (!result.success) return setNotice({ tone: 'error', message: result.message });
      setShown({ store, email, subscription: result.subscription });
      setNotice({ tone: 'done', message: text.done.confirmed });
      trackEmailConsentGiven(result.subscription?.source ?? 'newsletter');
    });

  const subscribeNow = () =>
    act(async ({ store, email }) => {
      // Online the address is proven right here, so the subscription starts confirmed.
      const result = await store.subscribe(email, 'newsletter', {}, store.mode === 'online');
      if (!result.success) {
        return setNotice({ tone: 'error', message: result.message ?? text.errors.generic });
      }
      await show(store, email, { tone: 'done', message: text.done.subscribed });
    });

  const download = () =>
    act(async ({ store, email }) => {
      const result = await store.personalData(email);
      if (!result.success) return setNotice({ tone: 'error', message: result.message });
      const data = personalDataDownload(result.data, titles);
      downloadFile(downloadLabels.fileName, 'application/json', JSON.stringify(data, null, 2));
      setNotice({ tone: 'done', message: text.done.downloaded });
    });

  /**
   * Deletes every record that names the person; online the session then ends, and the site's
   * function deletes the sign-in account and the mail tool's contact once the subscription is gone.
   */
  const erase = () =>
    act(async ({ store, email }) => {
      const result = await store.erase(email);
      if (!result.success) {
        return setNotice({ tone: 'error', message: result.message ?? text.errors.generic });
      }
      setShown(null);
      const done: Notice = { tone: 'done', message: text.done.deleted };
      if (store.mode === 'online') await link.leave(done);
      else {
        link.setState({ kind: 'done' });
        setNotice(done);
      }
    });

  async function signOut() {
    setShown(null);
    await link.signOut();
  }

  const lookUpLocally = async (event: FormEvent<HTMLFormElement>) => {
    const email = emailFrom(event);
    if (email && state.kind === 'local') await show(state.store, email);
  };

  return (
    <div className="max-w-3xl space-y-6">
      <div aria-live="polite" role="status">
        {notice ? <NoticeBox notice={notice} /> : null}
      </div>

      {state.kind === 'loading' ? <p>{text.loading}</p> : null}

      {state.kind === 'local' ? (
        <div>
          <p role="note" className="rounded-2xl bg-surface-raised p-4 text-ink">
            {text.localNote}
          </p>
          <EmailForm onSubmit={lookUpLocally} submit={text.localSubmit} busy={busy} />
        </div>
      ) : null}

      {state.kind === 'request' ? (
        <Step id="pedir-enlace" title={text.requestTitle} lead={text.requestText}>
          <EmailForm
            onSubmit={(event) => {
              const email = emailFrom(event);
              if (email) void link.requestLink(email);
            }}
            submit={text.requestSubmit}
            busy={busy}
          />
        </Step>
      ) : null}

      {state.kind === 'sent' ? (
        <Step id="enlace-enviado" title={text.sentTitle} lead={text.sent(state.email)}>
          <Button
            variant="secondary"
            className="mt-4"
            onClick={() => link.setState({ kind: 'request' })}
          >
            {text.otherEmail}
          </Button>
        </Step>
      ) : null}

      {state.kind === 'confirm' ? (
        <Step id="confirmar-correo" title={text.confirmTitle} lead={text.confirmText}>
          <EmailForm
            onSubmit={(event) => {
              const email = emailFrom(event);
              if (email) void link.confirmAddress(email);
            }}
            submit={text.confirmSubmit}
            busy={busy}
          />
        </Step>
      ) : null}

      {state.kind === 'proven' ? (
        <div className="flex flex-wrap items-center gap-3 rounded-2xl bg-surface-raised p-4">
          <p className="text-ink">{text.signedInAs(state.email)}</p>
          <Button variant="link" onClick={signOut}>
            {text.signOut}
          </Button>
        </div>
      ) : null}

      {shown && (state.kind === 'proven' || state.kind === 'local') ? (
        shown.subscription ? (
          <SubscriptionPanel
            key={`${shown.subscription.active}-${shown.subscription.confirmedAt}`}
            subscription={shown.subscription}
            titles={titles}
            busy={busy}
            online={shown.store.mode === 'online'}
            onChange={change}
            onConfirm={confirm}
            onDownload={download}
            onDelete={erase}
          />
        ) : (
          <div className="rounded-2xl border border-line bg-surface p-6">
            <p className="text-ink">{text.none(shown.email)}</p>
            <Button className="mt-4" disabled={busy} onClick={subscribeNow}>
              {text.subscribeNow}
            </Button>
          </div>
        )
      ) : null}
    </div>
  );
}

function NoticeBox({ notice }: { notice: NonNullable<Notice> }) {
  return (
    <p
      className={`rounded-2xl p-4 font-semibold ${
        notice.tone === 'error'
          ? 'bg-accent-50 text-accent-900 dark:bg-accent-900/40 dark:text-accent-100'
          : 'bg-brand-100 text-brand-900 dark:bg-brand-900 dark:text-brand-100'
      }`}
    >
      {notice.message}
    </p>
  );
}

/** One step of the proof: its heading, what happens, and its form or button. */
function Step({
  id,
  title,
  lead,
  children,
}: {
  id: string;
  title: string;
  lead: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-xl font-bold">
        {title}
      </h2>
      <p className="mt-2 text-ink">{lead}</p>
      {children}
    </section>
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
      <Button type="submit" disabled={busy}>
        {busy ? text.requestPending : submit}
      </Button>
    </form>
  );
}
