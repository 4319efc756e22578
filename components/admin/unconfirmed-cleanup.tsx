'use client';

import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { purgeText as text } from '@/content/admin';
import type { EmailStore } from '@/lib/email/store';

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
  store: EmailStore;
  onChanged: () => void;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [count, setCount] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);
  const cutoff = () => new Date(Date.now() - UNCONFIRMED_DAYS * 86_400_000);

  async function ask() {
    setBusy(true);
    const found = await store.countUnconfirmed(cutoff());
    setBusy(false);
    if (found === null) return setMessage({ error: true, text: text.countFailed });
    if (found === 0) return setMessage({ error: false, text: text.none(UNCONFIRMED_DAYS) });
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
        ? { error: false, text: text.done(result.deleted) }
        : { error: true, text: text.failed },
    );
    onChanged();
  }

  return (
    <section
      aria-labelledby="sin-confirmar"
      className="rounded-2xl border border-line bg-surface p-5 sm:p-6"
    >
      <h2 id="sin-confirmar" className="text-lg font-bold text-ink">
        {text.title}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{text.lead(UNCONFIRMED_DAYS)}</p>
      <Button variant="secondary" className="mt-4" disabled={busy} onClick={ask}>
        {busy ? text.counting : text.submit(UNCONFIRMED_DAYS)}
      </Button>
      <div role="status" aria-live="polite" className="mt-3 text-sm font-semibold">
        {message ? (
          <p className={message.error ? 'text-accent-700 dark:text-accent-300' : 'text-ink'}>
            {message.text}
          </p>
        ) : null}
      </div>
      <ConfirmDialog
        dialogRef={dialogRef}
        title={text.dialogTitle(count ?? 0)}
        text={text.dialogText(UNCONFIRMED_DAYS)}
        confirm={text.confirm}
        cancel={text.cancel}
        onConfirm={purge}
      />
    </section>
  );
}
