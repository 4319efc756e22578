'use client';

import { type RefObject, useId } from 'react';

const dialogButton =
  'inline-flex min-h-11 items-center justify-center rounded-full px-5 font-semibold transition-colors';

interface ConfirmDialogProps {
  /** Opened with `dialogRef.current.showModal()`; Escape and the cancel button close it. */
  dialogRef: RefObject<HTMLDialogElement | null>;
  title: string;
  text: string;
  confirm: string;
  cancel: string;
  onConfirm: () => void;
}

/**
 * A modal question before something that cannot be undone (deleting a subscription): the
 * browser's own dialog, so focus stays inside it and Escape cancels.
 */
export function ConfirmDialog({
  dialogRef,
  title,
  text,
  confirm,
  cancel,
  onConfirm,
}: ConfirmDialogProps) {
  const id = useId();
  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl bg-surface p-6 text-ink shadow-xl backdrop:bg-black/50"
    >
      <h2 id={`${id}-title`} className="text-xl font-bold break-words">
        {title}
      </h2>
      <p id={`${id}-text`} className="mt-3 text-ink-muted">
        {text}
      </p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row-reverse">
        <button
          type="button"
          onClick={() => {
            dialogRef.current?.close();
            onConfirm();
          }}
          className={`${dialogButton} bg-accent-700 text-white hover:bg-accent-800`}
        >
          {confirm}
        </button>
        <button
          type="button"
          onClick={() => dialogRef.current?.close()}
          className={`${dialogButton} border border-line text-ink hover:bg-surface-raised`}
        >
          {cancel}
        </button>
      </div>
    </dialog>
  );
}
