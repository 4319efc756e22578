'use client';

import { useState } from 'react';
import { SubscriptionActions } from '@/components/newsletter/subscription-actions';
import { SubscriptionSummary } from '@/components/newsletter/subscription-summary';
import {
  type SubscriptionDone,
  type SubscriptionOutcome,
  useSubscriptionActions,
} from '@/components/newsletter/use-subscription-actions';
import { EmailForm } from '@/components/ui/email-form';
import { Notice, type NoticeText } from '@/components/ui/notice';
import { Panel } from '@/components/ui/panel';
import { confirmationLabels, lookupText as text } from '@/content/admin';
import { subscriptionText } from '@/content/subscription';
import type { AdminStore } from '@/lib/email/store';
import type { ArticleTitles } from '@/lib/email/subscription';

/** The lookup's words for the summary shared with the subscriber's page. */
const summaryCopy = {
  fields: text.fields,
  status: text.status,
  unsubscribed: text.unsubscribed,
  confirmation: {
    confirmed: (date: string) => `${confirmationLabels.confirmed} (${date})`,
    pending: confirmationLabels.pending,
  },
};

/**
 * What the lookup says after each outcome, by its code, in the owner's words (content/admin.ts).
 * Null clears the notice; a code not here leaves it as it was: the download's file is its own
 * answer, and the lookup neither confirms, saves preferences nor signs up.
 */
const saidAfter: Partial<Record<SubscriptionDone, (email: string) => NoticeText | null>> = {
  found: () => null,
  'not-found': (email) => ({ tone: 'done', message: text.notFound(email) }),
  unsubscribed: (email) => ({ tone: 'done', message: text.done.unsubscribed(email) }),
  resubscribed: (email) => ({ tone: 'done', message: text.done.resubscribed(email) }),
  deleted: (email) => ({ tone: 'done', message: text.done.deleted(email) }),
};

/** The outcomes that change the list: its stats and pages are read again. */
const changesTheList = new Set<SubscriptionDone>(['unsubscribed', 'resubscribed', 'deleted']);

/** An action's outcome as the lookup's notice (undefined: the notice stays as it was). */
function noticeOf(outcome: SubscriptionOutcome): NoticeText | null | undefined {
  if (outcome.ok) return saidAfter[outcome.done]?.(outcome.email);
  const message =
    outcome.reason === 'invalid-email'
      ? text.invalid
      : (outcome.storeMessage ?? subscriptionText.errors.generic);
  return { tone: 'error', message };
}

/**
 * The admin answering one person's request: look the exact address up (one read, by its id),
 * see its status and confirmation, unsubscribe, reactivate, download or delete every record that
 * names it. `onChanged` refreshes the stats and the list, so the result shows there at once too.
 */
export function SubscriberLookup({
  store,
  titles,
  onChanged,
}: {
  store: AdminStore;
  titles: ArticleTitles;
  onChanged: () => void;
}) {
  const actions = useSubscriptionActions(store, { titles, asAdmin: true });
  const [notice, setNotice] = useState<NoticeText | null>(null);

  /** Runs an action and says what came of it; a change to the list refreshes it. */
  async function act(action: () => Promise<SubscriptionOutcome | undefined>) {
    const outcome = await action();
    if (!outcome) return;
    const said = noticeOf(outcome);
    if (said !== undefined) setNotice(said);
    if (outcome.ok && changesTheList.has(outcome.done)) onChanged();
  }

  const { shown, busy } = actions;
  const subscription = shown?.subscription;
  return (
    <Panel framed id="atender-solicitud" title={text.title} lead={text.lead}>
      <EmailForm
        label={text.label}
        submit={text.submit}
        pending={text.pending}
        busy={busy}
        onEmail={(typed) => act(() => actions.read(typed))}
        autoComplete="off"
        variant="secondary"
      />
      <Notice notice={notice} />
      {shown && subscription ? (
        <div className="mt-4 rounded-xl bg-surface-raised p-4" data-testid="subscriber-found">
          <h3 className="sr-only">{text.resultTitle}</h3>
          <div className="mb-4 text-sm">
            <SubscriptionSummary subscription={subscription} titles={titles} copy={summaryCopy} />
          </div>
          <SubscriptionActions
            subscription={subscription}
            busy={busy}
            canBringBack={!subscription.unsubscribed}
            copy={{
              ...text,
              deleteDialog: { ...text.deleteDialog, title: text.deleteDialog.title(shown.email) },
            }}
            onChange={(toMake, done) => act(() => actions.change(toMake, done))}
            onDownload={() => act(actions.download)}
            onDelete={() => act(actions.erase)}
          />
        </div>
      ) : null}
    </Panel>
  );
}
