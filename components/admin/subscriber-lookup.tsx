'use client';

import { useState } from 'react';
import { SubscriptionActions } from '@/components/newsletter/subscription-actions';
import { SubscriptionSummary } from '@/components/newsletter/subscription-summary';
import { downloadFile } from '@/components/ui/download-file';
import { EmailForm } from '@/components/ui/email-form';
import { confirmationLabels, lookupText as text } from '@/content/admin';
import { downloadLabels } from '@/content/subscription';
import {
  type Subscription,
  type SubscriptionChange,
  isValidEmail,
  normalizeEmail,
} from '@/lib/email/model';
import type { AdminStore } from '@/lib/email/store';
import { type ArticleTitles, personalDataDownload } from '@/lib/email/subscription';
import { Panel, PanelStatus } from '@/components/ui/panel';

type Found = { email: string; subscription: Subscription | null } | null;
type Notice = { tone: 'done' | 'error'; message: string } | null;

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
  const [found, setFound] = useState<Found>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState(false);

  async function run(action: () => Promise<void>) {
    setBusy(true);
    try {
      await action();
    } finally {
      setBusy(false);
    }
  }

  const lookUp = (typed: string) => {
    const email = normalizeEmail(typed);
    if (!isValidEmail(email)) return setNotice({ tone: 'error', message: text.invalid });
    void run(async () => {
      const result = await store.getSubscription(email);
      if (!result.success) return setNotice({ tone: 'error', message: result.message });
      setFound({ email, subscription: result.subscription });
      setNotice(result.subscription ? null : { tone: 'done', message: text.notFound(email) });
    });
  };

  const change = (email: string, toMake: SubscriptionChange, done: string) =>
    run(async () => {
      const result = await store.updateSubscription(email, toMake, { asAdmin: true });
      if (!result.success) return setNotice({ tone: 'error', message: result.message });
      setFound({ email, subscription: result.subscription });
      setNotice({ tone: 'done', message: done });
      onChanged();
    });

  const remove = (email: string) =>
    run(async () => {
      const result = await store.erase(email);
      if (!result.success) return setNotice({ tone: 'error', message: result.message ?? '' });
      setFound(null);
      setNotice({ tone: 'done', message: text.done.deleted(email) });
      onChanged();
    });

  const download = (email: string) =>
    run(async () => {
      const result = await store.personalData(email);
      if (!result.success) return setNotice({ tone: 'error', message: result.message });
      const data = personalDataDownload(result.data, titles);
      downloadFile(downloadLabels.fileName, 'application/json', JSON.stringify(data, null, 2));
    });

  const subscription = found?.subscription;
  return (
    <Panel framed id="atender-solicitud" title={text.title} lead={text.lead}>
      <EmailForm
        label={text.label}
        submit={text.submit}
        pending={text.pending}
        busy={busy}
        onEmail={lookUp}
        autoComplete="off"
        variant="secondary"
      />
      <PanelStatus message={notice && { error: notice.tone === 'error', text: notice.message }} />
      {found && subscription ? (
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
              deleteDialog: { ...text.deleteDialog, title: text.deleteDialog.title(found.email) },
            }}
            onChange={(toMake, done) => change(found.email, toMake, text.done[done](found.email))}
            onDownload={() => download(found.email)}
            onDelete={() => remove(found.email)}
          />
        </div>
      ) : null}
    </Panel>
  );
}
