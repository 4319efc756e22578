'use client';

import { Button } from '@/components/ui/button';
import { EmailForm } from '@/components/ui/email-form';
import { Notice, type NoticeText } from '@/components/ui/notice';
import { Panel } from '@/components/ui/panel';
import { subscriptionText as text } from '@/content/subscription';
import { isValidEmail } from '@/lib/email/model';
import type { ArticleTitles } from '@/lib/email/subscription';
import { SubscriptionPanel } from './subscription-panel';
import { useEmailLink } from './use-email-link';
import { type SubscriptionOutcome, useSubscriptionActions } from './use-subscription-actions';

const invalidEmail: NoticeText = { tone: 'error', message: text.errors.invalidEmail };

/** An action's outcome in the subscriber's words; a read says nothing, the view shows what it found. */
function noticeOf(outcome: SubscriptionOutcome): NoticeText | null {
  if (!outcome.ok)
    return outcome.reason === 'invalid-email'
      ? invalidEmail
      : { tone: 'error', message: outcome.storeMessage ?? text.errors.generic };
  if (outcome.done === 'found' || outcome.done === 'not-found') return null;
  return { tone: 'done', message: text.done[outcome.done] };
}

/** A step that asks for the address: its panel (none: the local lookup), its button, what it does. */
interface AddressStep {
  panel?: { id: string; title: string; lead: string };
  submit: string;
  onEmail: (typed: string) => void;
}

/**
 * The subscription page's behaviour (decisions 11, 12 and 17). Online, the confirmation mail's
 * link confirms the sign-up here by itself; to see and change a subscription, the visitor proves
 * the address with the access link the site's function mailed; the rules let them touch only their
 * own records. In local-storage mode there is nothing to prove against, and the page says so.
 */
export function SubscriptionManager({ titles }: { titles: ArticleTitles }) {
  // The store is the access link's to find: each read names it.
  const actions = useSubscriptionActions(null, { titles });
  const { shown } = actions;
  const link = useEmailLink(async (store, email) => {
    const outcome = await actions.read(email, store);
    return outcome ? noticeOf(outcome) : null;
  });
  const { state, notice } = link;
  const busy = link.busy || actions.busy;

  /**
   * Runs one of the subscription's actions through the page's guard (the links' steps share it)
   * and says what came of it; `afterwards` runs only once the action went through.
   */
  const act = (
    action: () => Promise<SubscriptionOutcome | undefined>,
    afterwards?: () => Promise<void>,
  ) =>
    link.run(async () => {
      const outcome = await action();
      if (outcome?.ok) await afterwards?.();
      return outcome && noticeOf(outcome);
    });

  async function signOut() {
    actions.clear();
    await link.signOut();
  }

  /** A link step's address, checked before the step runs (the lookup's read checks its own). */
  const withEmail = (step: (email: string) => Promise<void>) => (email: string) =>
    isValidEmail(email) ? void step(email) : void link.run(async () => invalidEmail);

  function addressStep(): AddressStep | null {
    switch (state.kind) {
      case 'local':
        return {
          submit: text.localSubmit,
          onEmail: (typed) => void act(() => actions.read(typed, state.store)),
        };
      case 'request':
        return {
          panel: {
            id: 'pedir-enlace',
            title: state.confirmed ? text.confirmedTitle : text.requestTitle,
            lead: state.confirmed ? text.confirmedText : text.requestText,
          },
          submit: text.requestSubmit,
          onEmail: withEmail(link.requestLink),
        };
      case 'confirm':
        return {
          panel: { id: 'confirmar-correo', title: text.confirmTitle, lead: text.confirmText },
          submit: text.confirmSubmit,
          onEmail: withEmail(link.confirmAddress),
        };
      default:
        return null;
    }
  }
  const step = addressStep();
  const addressForm = step ? (
    <EmailForm
      label={text.emailLabel}
      submit={step.submit}
      pending={text.requestPending}
      busy={busy}
      onEmail={step.onEmail}
    />
  ) : null;

  return (
    <div className="max-w-3xl space-y-6">
      <Notice notice={notice} look="box" />

      {state.kind === 'loading' ? <p>{text.loading}</p> : null}

      {state.kind === 'local' ? (
        <div>
          <p role="note" className="rounded-2xl bg-surface-raised p-4 text-ink">
            {text.localNote}
          </p>
          {addressForm}
        </div>
      ) : null}

      {step?.panel ? (
        // Keyed by step, so each step's form starts empty, as when each had its own place.
        <Panel key={step.panel.id} {...step.panel}>
          {addressForm}
        </Panel>
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

      {state.kind === 'sent' ? (
        <Panel id="enlace-enviado" title={text.sentTitle} lead={text.sent(state.email)}>
          <Button variant="secondary" className="mt-4" onClick={link.startOver}>
            {text.otherEmail}
          </Button>
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
            onChange={(toMake, done) => act(() => actions.change(toMake, done))}
            onConfirm={() => act(actions.confirm)}
            onDownload={() => act(actions.download)}
            // Online the session ends with the erasure (use-email-link.ts, leave).
            onDelete={() => act(actions.erase, link.leave)}
          />
        ) : (
          <div className="rounded-2xl border border-line bg-surface p-6">
            <p className="text-ink">{text.none(shown.email)}</p>
            <Button className="mt-4" disabled={busy} onClick={() => act(actions.subscribe)}>
              {text.subscribeNow}
            </Button>
          </div>
        )
      ) : null}
    </div>
  );
}
