'use client';

import { useRef } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { Subscription, SubscriptionChange } from '@/lib/email/model';
import { RESUBSCRIBE, UNSUBSCRIBE } from '@/lib/email/subscription';

/** The words of the actions: the subscriber's page and the admin's lookup each pass their own. */
export interface ActionsCopy {
  unsubscribe: string;
  resubscribe: string;
  download: string;
  delete: string;
  deleteDialog: { title: string; text: string; confirm: string; cancel: string };
  /** Said instead of "come back" when only the subscriber may bring the subscription back. */
  comesBackAlone?: string;
}

/**
 * What can be done with one subscription, by its subscriber or the admin answering a request:
 * leave or come back, download the data, delete it (after a dialog that says what deleting means).
 */
export function SubscriptionActions({
  subscription,
  busy,
  copy,
  onChange,
  onDownload,
  onDelete,
  canBringBack = true,
}: {
  subscription: Subscription;
  busy: boolean;
  copy: ActionsCopy;
  /** False for the admin when the mail tool unsubscribed the person (decision 18). */
  canBringBack?: boolean;
  onChange: (change: SubscriptionChange, done: 'unsubscribed' | 'resubscribed') => void;
  onDownload: () => void;
  onDelete: () => void;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
      {subscription.active ? (
        <Button
          variant="secondary"
          disabled={busy}
          onClick={() => onChange(UNSUBSCRIBE, 'unsubscribed')}
        >
          {copy.unsubscribe}
        </Button>
      ) : canBringBack ? (
        <Button disabled={busy} onClick={() => onChange(RESUBSCRIBE, 'resubscribed')}>
          {copy.resubscribe}
        </Button>
      ) : (
        <p className="text-sm text-ink-muted sm:basis-full">{copy.comesBackAlone}</p>
      )}
      <Button variant="secondary" disabled={busy} onClick={onDownload}>
        {copy.download}
      </Button>
      <Button variant="link" disabled={busy} onClick={() => dialogRef.current?.showModal()}>
        {copy.delete}
      </Button>
      <ConfirmDialog dialogRef={dialogRef} {...copy.deleteDialog} onConfirm={onDelete} />
    </div>
  );
}
