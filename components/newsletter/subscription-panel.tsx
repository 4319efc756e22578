'use client';

import { type FormEvent, useRef } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { downloadFile } from '@/components/ui/download-file';
import { downloadLabels, subscriptionText as text } from '@/content/subscription';
import { formatLongDateEs } from '@/lib/dates';
import type { Subscription, SubscriptionChange } from '@/lib/email/model';
import {
  type ArticleTitles,
  RESUBSCRIBE,
  UNSUBSCRIBE,
  originLabel,
  originOf,
  subscriptionDownload,
} from '@/lib/email/subscription';

interface SubscriptionPanelProps {
  subscription: Subscription;
  titles: ArticleTitles;
  busy: boolean;
  onChange: (change: SubscriptionChange, done: keyof typeof text.done) => void;
  onDelete: () => void;
  onDownloaded: () => void;
}

/**
 * One subscription as stored, with what its subscriber may do: choose what to receive, leave or
 * come back, download the data, delete it (after a dialog that says what deleting means).
 */
export function SubscriptionPanel({
  subscription,
  titles,
  busy,
  onChange,
  onDelete,
  onDownloaded,
}: SubscriptionPanelProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);

  function savePreferences(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    onChange(
      {
        preferences: {
          newsletter: form.get('newsletter') === 'on',
          productUpdates: form.get('productUpdates') === 'on',
        },
      },
      'saved',
    );
  }

  function download() {
    const data = subscriptionDownload(subscription, titles);
    downloadFile(downloadLabels.fileName, 'application/json', JSON.stringify(data, null, 2));
    onDownloaded();
  }

  const rows: [string, string][] = [
    [text.fields.email, subscription.email],
    [
      text.fields.since,
      subscription.subscribedAt ? formatLongDateEs(subscription.subscribedAt.slice(0, 10)) : '—',
    ],
    [text.fields.origin, originLabel(originOf(subscription), titles)],
    [text.fields.status, subscription.active ? text.status.active : text.status.inactive],
  ];

  return (
    <div className="space-y-8">
      <section
        aria-labelledby="tu-suscripcion"
        className="rounded-2xl border border-line bg-surface p-6"
      >
        <h2 id="tu-suscripcion" className="text-xl font-bold">
          {text.summaryTitle}
        </h2>
        <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-[auto_1fr]">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-sm font-semibold text-ink-muted">{label}</dt>
              <dd className="break-words text-ink" data-testid={`suscripcion-${label}`}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
      </section>

      {subscription.active ? (
        <form
          onSubmit={savePreferences}
          className="rounded-2xl border border-line bg-surface p-6"
          aria-labelledby="que-recibir"
        >
          <fieldset>
            <legend id="que-recibir" className="text-xl font-bold">
              {text.preferencesTitle}
            </legend>
            {(['newsletter', 'productUpdates'] as const).map((key) => (
              <label key={key} className="mt-4 flex items-start gap-3">
                <input
                  type="checkbox"
                  name={key}
                  defaultChecked={subscription.preferences[key]}
                  className="mt-1 size-5 accent-accent-600"
                />
                <span>{text.preferences[key]}</span>
              </label>
            ))}
          </fieldset>
          <button type="submit" disabled={busy} className={`${buttonClass.primary} mt-6`}>
            {text.savePreferences}
          </button>
        </form>
      ) : (
        <p className="rounded-2xl bg-surface-raised p-4 text-ink">{text.inactiveHint}</p>
      )}

      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        {subscription.active ? (
          <button
            type="button"
            disabled={busy}
            onClick={() => onChange(UNSUBSCRIBE, 'unsubscribed')}
            className={buttonClass.secondary}
          >
            {text.unsubscribe}
          </button>
        ) : (
          <button
            type="button"
            disabled={busy}
            onClick={() => onChange(RESUBSCRIBE, 'resubscribed')}
            className={buttonClass.primary}
          >
            {text.resubscribe}
          </button>
        )}
        <button type="button" onClick={download} className={buttonClass.secondary}>
          {text.download}
        </button>
        <button
          type="button"
          disabled={busy}
          onClick={() => dialogRef.current?.showModal()}
          className="inline-flex min-h-12 items-center justify-center px-2 font-semibold text-accent-700 underline underline-offset-2 dark:text-accent-300"
        >
          {text.delete}
        </button>
      </div>

      <ConfirmDialog
        dialogRef={dialogRef}
        title={text.deleteDialog.title}
        text={text.deleteDialog.text}
        confirm={text.deleteDialog.confirm}
        cancel={text.deleteDialog.cancel}
        onConfirm={onDelete}
      />
    </div>
  );
}
