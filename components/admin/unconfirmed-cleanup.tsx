'use client';

import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { purgeText as text } from '@/content/admin';
import { Notice, type NoticeText } from '@/components/ui/notice';
import { Panel } from '@/components/ui/panel';
import type { AdminStore } from '@/lib/email/store';

/** Sign-ups nobody confirmed in this many days are deleted (decision 12). */
export const UNCONFIRMED_DAYS = 30;

/**
 * Deletes, in one action, the sign-ups nobody confirmed within UNCONFIRMED_DAYS: they can never be
 * mailed, and keeping them keeps data for nothing. A dialog gives the count first.
 */
export function UnconfirmedCleanup({
  store,
  onChanged,
}: {
  store: AdminStore;
  onChanged: () => void;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [count, setCount] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<NoticeText | null>(null);
  const cutoff = () => new Date(Date.now() - UNCONFIRMED_DAYS * 86_400_000);

  async function ask() {
    setBusy(true);
    const found = await store.countUnconfirmed(cutoff());
    setBusy(false);
    if (found === null) return setMessage({ tone: 'error', message: text.countFailed });
    if (found === 0) return setMessage({ tone: 'done', message: text.none(UNCONFIRMED_DAYS) });
    setMessage(null);
    setCount(found);
    dialogRef.current?.showModal();
  }

  async function purge() {
    setBusy(true);
    const result = await store.deleteUnconfirmed(cutoff());
    setBusy(false);
    setMessage(
      result.success
        ? { tone: 'done', message: text.done(result.deleted) }
        : { tone: 'error', message: text.failed },
    );
    onChanged();
  }

  return (
    <Panel framed id="sin-confirmar" title={text.title} lead={text.lead(UNCONFIRMED_DAYS)}>
      <Button variant="secondary" className="mt-4" disabled={busy} onClick={ask}>
        {busy ? text.counting : text.submit(UNCONFIRMED_DAYS)}
      </Button>
      <Notice notice={message} />
      <ConfirmDialog
        dialogRef={dialogRef}
        title={text.dialogTitle(count ?? 0)}
        text={text.dialogText(UNCONFIRMED_DAYS)}
        confirm={text.confirm}
        cancel={text.cancel}
        onConfirm={purge}
      />
    </Panel>
  );
}
