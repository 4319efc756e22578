'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { downloadFile } from '@/components/ui/download-file';
import { EmailForm } from '@/components/ui/email-form';
import { Panel } from '@/components/ui/panel';
import { downloadLabels, subscriptionText as text } from '@/content/subscription';
import { trackEmailConsentGiven } from '@/lib/analytics/events';
import { type Subscription, type SubscriptionChange, isValidEmail } from '@/lib/email/model';
import type { SubscriberStore } from '@/lib/email/store';
import { type ArticleTitles, personalDataDownload } from '@/lib/email/subscription';
import { SubscriptionPanel } from './subscription-panel';
import { type Notice, useEmailLink } from './use-email-link';

/** What is shown once an address is proven (or looked up in this browser). */
type Shown = { store: SubscriberStore; email: string; subscription: Subscription | null } | null;

const invalidEmail: Notice = { tone: 'error', message: text.errors.invalidEmail };

/**
 * The subscription page's behaviour (decisions 11, 12 and 17). Online, the confirmation mail's
 * link confirms the sign-up here by itself; to see and change a subscription, the visitor proves
 * the address with the access link the site's function mailed; the rules let them touch only their
 * own records. In local-storage mode there is nothing to prove against, and the page says so.
 */
export function SubscriptionManager({ titles }: { titles: ArticleTitles }) {
  const [shown, setShown] = useState<Shown>(null);

  /** Confirms the shown address (double opt-in; online the site's function does it). */
  async function confirm(store: SubscriberStore, email: string): Promise<Notice> {
    const result = await store.confirmSubscription(email);
    if (!result.success) return { tone: 'error', message: result.message };
    setShown({ store, email, subscription: result.subscription });
    trackEmailConsentGiven(result.subscription?.source ?? 'newsletter');
    return { tone: 'done', message: text.done.confirmed };
  }

  /** Reads the address's subscription and shows it; a failure is said, the view stays. */
  async function show(store: SubscriberStore, email: string): Promise<Notice> {
    const result = await store.getSubscription(email);
    if (!result.success) return { tone: 'error', message: result.message };
    setShown({ store, email, subscription: result.subscription });
    return null;
  }

  const link = useEmailLink(show);
  const { state, notice, busy } = link;

  /** Runs one action on the shown subscription, one at a time. */
  const act = (action: (current: NonNullable<Shown>) => Promise<Notice>) =>
    link.run(async () => (shown ? action(shown) : undefined));

  const change = (toMake: SubscriptionChange, done: keyof typeof text.done) =>
    act(async ({ store, email }) => {
      const result = await store.updateSubscription(email, toMake);
      if (!result.success) return { tone: 'error', message: result.message };
      setShown({ store, email, subscription: result.subscription });
      return { tone: 'done', message: text.done[done] };
    });

  const subscribeNow = () =>
    act(async ({ store, email }) => {
      const result = await store.subscribe(email, 'newsletter', {});
      if (!result.success) return { tone: 'error', message: result.message ?? text.errors.generic };
      // Online the address is proven right here: the site's function confirms it at once.
      if (store.mode === 'online') {
        const confirmed = await confirm(store, email);
        return confirmed?.tone === 'error'
          ? confirmed
          : { tone: 'done', message: text.done.subscribed };
      }
      return (await show(store, email)) ?? { tone: 'done', message: text.done.subscribed };
    });

  const download = () =>
    act(async ({ store, email }) => {
      const result = await store.personalData(email);
      if (!result.success) return { tone: 'error', message: result.message };
      const data = personalDataDownload(result.data, titles);
      downloadFile(downloadLabels.fileName, 'application/json', JSON.stringify(data, null, 2));
      return { tone: 'done', message: text.done.downloaded };
    });

  /**
   * Deletes every record that names the person; online the session then ends, and the site's
   * function deletes the sign-in account and the mail tool's contact once the subscription is gone.
   */
  const erase = () =>
    act(async ({ store, email }) => {
      const result = await store.erase(email);
      if (!result.success) return { tone: 'error', message: result.message ?? text.errors.generic };
      setShown(null);
      await link.leave();
      return { tone: 'done', message: text.done.deleted };
    });

  async function signOut() {
    setShown(null);
    await link.signOut();
  }

  const lookUpLocally = (email: string) =>
    link.run(async () => (state.kind === 'local' ? show(state.store, email) : undefined));

  /** A step's address, checked before the step runs. */
  const withEmail = (step: (email: string) => Promise<void>) => (email: string) =>
    isValidEmail(email) ? void step(email) : void link.run(async () => invalidEmail);

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
          <EmailForm
            label={text.emailLabel}
            submit={text.localSubmit}
            pending={text.requestPending}
            busy={busy}
            onEmail={withEmail(lookUpLocally)}
          />
        </div>
      ) : null}

      {state.kind === 'token' && state.step === 'confirming' ? <p>{text.confirming}</p> : null}

      {state.kind === 'token' && state.step !== 'confirming' ? (
        <Button
          disabled={busy}
          onClick={state.step === 'expired' ? link.freshConfirmation : link.retryConfirmation}
        >
          {state.step === 'expired' ? text.freshLink : text.confirmRetry}
        </Button>
      ) : null}

      {state.kind === 'request' ? (
        <Panel
          id="pedir-enlace"
          title={state.confirmed ? text.confirmedTitle : text.requestTitle}
          lead={state.confirmed ? text.confirmedText : text.requestText}
        >
          <EmailForm
            label={text.emailLabel}
            submit={text.requestSubmit}
            pending={text.requestPending}
            busy={busy}
            onEmail={withEmail(link.requestLink)}
          />
        </Panel>
      ) : null}

      {state.kind === 'sent' ? (
        <Panel id="enlace-enviado" title={text.sentTitle} lead={text.sent(state.email)}>
          <Button variant="secondary" className="mt-4" onClick={link.startOver}>
            {text.otherEmail}
          </Button>
        </Panel>
      ) : null}

      {state.kind === 'confirm' ? (
        <Panel id="confirmar-correo" title={text.confirmTitle} lead={text.confirmText}>
          <EmailForm
            label={text.emailLabel}
            submit={text.confirmSubmit}
            pending={text.requestPending}
            busy={busy}
            onEmail={withEmail(link.confirmAddress)}
          />
        </Panel>
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
            onConfirm={() => act(({ store, email }) => confirm(store, email))}
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
