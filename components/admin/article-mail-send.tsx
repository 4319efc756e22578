'use client';

import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { articleMailText as text } from '@/content/article-mail';

/**
 * The article mail's sending controls: a test to the admin's address, an optional moment to send
 * it at (the browser's local time) and the send itself, which the panel confirms first.
 */
export function ArticleMailSend({
  scheduleAt,
  onSchedule,
  scheduled,
  recipients,
  busy,
  onTest,
  onSend,
}: {
  /** The field's value, as datetime-local writes it ("2026-12-01T09:30"), or empty. */
  scheduleAt: string;
  onSchedule: (value: string) => void;
  /** Whether that value is a moment: the send waits for it. */
  scheduled: boolean;
  recipients: number;
  busy: 'test' | 'send' | null;
  onTest: () => void;
  onSend: () => void;
}) {
  const id = useId();
  return (
    <div className="mt-6 space-y-4 border-t border-line pt-4">
      <Button variant="secondary" disabled={busy !== null} onClick={onTest}>
        {busy === 'test' ? text.testing : text.test}
      </Button>
      <div>
        <label htmlFor={`${id}-when`} className="block text-sm font-semibold text-ink">
          {text.scheduleLabel}
        </label>
        <input
          id={`${id}-when`}
          type="datetime-local"
          value={scheduleAt}
          onChange={(event) => onSchedule(event.target.value)}
          aria-describedby={`${id}-hint`}
          className="mt-1 min-h-11 w-full max-w-xs rounded-lg border border-line bg-canvas px-3 text-ink dark:[color-scheme:dark]"
        />
        <p id={`${id}-hint`} className="mt-1 text-sm text-ink-muted">
          {text.scheduleHint}
        </p>
      </div>
      <Button disabled={busy !== null || recipients === 0} onClick={onSend}>
        {busy === 'send' ? text.sending : scheduled ? text.schedule : text.send(recipients)}
      </Button>
    </div>
  );
}
