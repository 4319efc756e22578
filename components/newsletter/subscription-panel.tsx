'use client';

import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { subscriptionText as text } from '@/content/subscription';
import { isPending } from '@/lib/email/list';
import type { Subscription, SubscriptionChange } from '@/lib/email/model';
import type { ArticleTitles } from '@/lib/email/subscription';
import { SubscriptionActions } from './subscription-actions';
import { SubscriptionSummary } from './subscription-summary';
import type { ChangeDone } from './use-subscription-actions';

interface SubscriptionPanelProps {
  subscription: Subscription;
  titles: ArticleTitles;
  busy: boolean;
  /** Online the address was proven: it can be confirmed here. Local storage proves nothing. */
  online: boolean;
  onChange: (change: SubscriptionChange, done: ChangeDone) => void;
  onConfirm: () => void;
  onDownload: () => void;
  onDelete: () => void;
}

/**
 * One subscription as its subscriber sees it: the summary, the confirmation while it is pending,
 * what to receive, and the actions shared with the admin's lookup.
 */
export function SubscriptionPanel({
  subscription,
  titles,
  busy,
  online,
  onChange,
  onConfirm,
  onDownload,
  onDelete,
}: SubscriptionPanelProps) {
  function savePreferences(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    onChange(
      {
        preferences: {
          blogNotifications: form.get('blogNotifications') === 'on',
          newsletter: form.get('newsletter') === 'on',
          productUpdates: form.get('productUpdates') === 'on',
        },
      },
      'saved',
    );
  }

  const pending = online && isPending(subscription);
  return (
    <div className="space-y-8">
      <section
        aria-labelledby="tu-suscripcion"
        className="rounded-2xl border border-line bg-surface p-6"
      >
        <h2 id="tu-suscripcion" className="text-xl font-bold">
          {text.summaryTitle}
        </h2>
        <div className="mt-4">
          <SubscriptionSummary
            subscription={subscription}
            titles={titles}
            copy={text}
            showConfirmation={online}
          />
        </div>
        {pending ? (
          <div className="mt-6 rounded-xl bg-surface-raised p-4">
            <p className="text-ink">{text.pendingHint}</p>
            <Button className="mt-4" disabled={busy} onClick={onConfirm}>
              {text.confirmNow}
            </Button>
          </div>
        ) : null}
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
            {(['blogNotifications', 'newsletter', 'productUpdates'] as const).map((key) => (
              <div key={key} className="mt-4 flex items-start gap-3">
                <input
                  type="checkbox"
                  id={`eleccion-${key}`}
                  name={key}
                  defaultChecked={subscription.preferences[key]}
                  aria-describedby={`eleccion-${key}-detalle`}
                  className="mt-1 size-5 shrink-0 accent-accent-600"
                />
                <div>
                  <label htmlFor={`eleccion-${key}`} className="font-semibold text-ink">
                    {text.preferences[key]}
                  </label>
                  <p id={`eleccion-${key}-detalle`} className="text-sm text-ink-muted">
                    {text.preferenceHints[key]}
                  </p>
                </div>
              </div>
            ))}
          </fieldset>
          <Button type="submit" className="mt-6" disabled={busy}>
            {text.savePreferences}
          </Button>
        </form>
      ) : (
        <p className="rounded-2xl bg-surface-raised p-4 text-ink">{text.inactiveHint}</p>
      )}

      <SubscriptionActions
        subscription={subscription}
        busy={busy}
        copy={text}
        onChange={onChange}
        onDownload={onDownload}
        onDelete={onDelete}
      />
    </div>
  );
}
