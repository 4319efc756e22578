'use client';

import { type RefObject, useId } from 'react';
import { Button } from './button';

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
        <Button
          variant="danger"
          onClick={() => {
            dialogRef.current?.close();
            onConfirm();
          }}
        >
          {confirm}
        </Button>
        <Button variant="quiet" onClick={() => dialogRef.current?.close()}>
          {cancel}
        </Button>
      </div>
    </dialog>
  );
}
