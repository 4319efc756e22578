'use client';

import { type FormEvent, useRef, useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { downloadFile } from '@/components/ui/download-file';
import { lookupText as text } from '@/content/admin';
import { downloadLabels } from '@/content/subscription';
import { formatLongDateEs } from '@/lib/dates';
import {
  type Subscription,
  type SubscriptionChange,
  isValidEmail,
  normalizeEmail,
} from '@/lib/email/model';
import type { EmailStore } from '@/lib/email/store';
import {
  type ArticleTitles,
  RESUBSCRIBE,
  UNSUBSCRIBE,
  originLabel,
  originOf,
  subscriptionDownload,
} from '@/lib/email/subscription';

const buttonClass =
  'inline-flex min-h-11 items-center rounded-full px-5 font-semibold transition-colors';
const outlined = `${buttonClass} justify-center border border-brand-700 text-brand-800 hover:bg-brand-50 dark:border-brand-300 dark:text-brand-100 dark:hover:bg-white/5`;

type Found = { email: string; subscription: Subscription | null } | null;
type Notice = { tone: 'done' | 'error'; message: string } | null;

/**
 * The admin answering one person's request: look the exact address up (one read, by its id),
 * see its status, unsubscribe, reactivate, download or delete it. `onChanged` refreshes the
 * stats and the list, so the result shows there at once too.
 */
export function SubscriberLookup({
  store,
  titles,
  onChanged,
}: {
  store: EmailStore;
  titles: ArticleTitles;
  onChanged: () => void;
}) {
  const [found, setFound] = useState<Found>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);

  async function lookUp(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = normalizeEmail(String(new FormData(event.currentTarget).get('correo') ?? ''));
    if (!isValidEmail(email)) {
      setNotice({ tone: 'error', message: text.invalid });
      return;
    }
    setBusy(true);
    const result = await store.getSubscription(email);
    setBusy(false);
    if (!result.success) {
      setNotice({ tone: 'error', message: result.message });
      return;
    }
    setFound({ email, subscription: result.subscription });
    setNotice(result.subscription ? null : { tone: 'done', message: text.notFound(email) });
  }

  async function change(email: string, changeToMake: SubscriptionChange, done: string) {
    setBusy(true);
    const result = await store.updateSubscription(email, changeToMake);
    setBusy(false);
    if (!result.success) {
      setNotice({ tone: 'error', message: result.message });
      return;
    }
    setFound({ email, subscription: result.subscription });
    setNotice({ tone: 'done', message: done });
    onChanged();
  }

  async function remove(email: string) {
    setBusy(true);
    const result = await store.deleteSubscription(email);
    setBusy(false);
    if (!result.success) {
      setNotice({ tone: 'error', message: result.message ?? '' });
      return;
    }
    setFound(null);
    setNotice({ tone: 'done', message: text.done.deleted(email) });
    onChanged();
  }

  function download(subscription: Subscription) {
    const data = subscriptionDownload(subscription, titles);
    downloadFile(downloadLabels.fileName, 'application/json', JSON.stringify(data, null, 2));
  }

  const subscription = found?.subscription;
  return (
    <section
      aria-labelledby="atender-solicitud"
      className="rounded-2xl border border-line bg-surface p-5 sm:p-6"
    >
      <h2 id="atender-solicitud" className="text-lg font-bold text-ink">
        {text.title}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{text.lead}</p>
      <form
        onSubmit={lookUp}
        noValidate
        className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-end"
      >
        <label className="flex-1">
          <span className="block text-sm font-semibold text-ink">{text.label}</span>
          <input
            type="email"
            name="correo"
            autoComplete="off"
            className="mt-1 min-h-11 w-full rounded-lg border border-line bg-canvas px-3 text-ink"
          />
        </label>
        <button type="submit" disabled={busy} className={outlined}>
          {busy ? text.pending : text.submit}
        </button>
      </form>
      <div role="status" aria-live="polite" className="mt-3 text-sm font-semibold">
        {notice ? (
          <p
            className={
              notice.tone === 'error' ? 'text-accent-700 dark:text-accent-300' : 'text-ink'
            }
          >
            {notice.message}
          </p>
        ) : null}
      </div>
      {found && subscription ? (
        <div className="mt-4 rounded-xl bg-surface-raised p-4" data-testid="subscriber-found">
          <h3 className="sr-only">{text.resultTitle}</h3>
          <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
            {(
              [
                [text.fields.email, subscription.email],
                [
                  text.fields.status,
                  subscription.active ? text.status.active : text.status.inactive,
                ],
                [text.fields.origin, originLabel(originOf(subscription), titles)],
                [
                  text.fields.since,
                  subscription.subscribedAt
                    ? formatLongDateEs(subscription.subscribedAt.slice(0, 10))
                    : '—',
                ],
              ] as const
            ).map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="font-semibold text-ink-muted">{label}</dt>
                <dd className="break-words text-ink">{value}</dd>
              </div>
            ))}
          </dl>
          <div className="mt-4 flex flex-wrap gap-2">
            {subscription.active ? (
              <button
                type="button"
                disabled={busy}
                onClick={() =>
                  change(found.email, UNSUBSCRIBE, text.done.unsubscribed(found.email))
                }
                className={outlined}
              >
                {text.unsubscribe}
              </button>
            ) : (
              <button
                type="button"
                disabled={busy}
                onClick={() =>
                  change(found.email, RESUBSCRIBE, text.done.resubscribed(found.email))
                }
                className={outlined}
              >
                {text.resubscribe}
              </button>
            )}
            <button type="button" onClick={() => download(subscription)} className={outlined}>
              {text.download}
            </button>
            <button
              type="button"
              disabled={busy}
              onClick={() => dialogRef.current?.showModal()}
              className={`${buttonClass} bg-accent-700 text-white hover:bg-accent-800`}
            >
              {text.delete}
            </button>
          </div>
          <ConfirmDialog
            dialogRef={dialogRef}
            title={text.deleteDialog.title(found.email)}
            text={text.deleteDialog.text}
            confirm={text.deleteDialog.confirm}
            cancel={text.deleteDialog.cancel}
            onConfirm={() => remove(found.email)}
          />
        </div>
      ) : null}
    </section>
  );
}
