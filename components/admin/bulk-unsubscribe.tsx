'use client';

import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { bulkText as text } from '@/content/admin';
import { Notice } from '@/components/ui/notice';
import { Panel } from '@/components/ui/panel';
import { EMAIL_MAX_LENGTH, isValidEmail, normalizeEmail } from '@/lib/email/model';
import type { AdminStore } from '@/lib/email/store';

/** The addresses in pasted text: one per line, or a mail tool's CSV (any column, any quoting). */
export function addressesIn(pasted: string): string[] {
  const candidates = pasted.match(/[^\s,;"'<>()]+@[^\s,;"'<>()]+/g) ?? [];
  return [
    ...new Set(
      candidates
        .map(normalizeEmail)
        .filter((email) => email.length <= EMAIL_MAX_LENGTH && isValidEmail(email)),
    ),
  ];
}

type Step =
  | { kind: 'idle' }
  | { kind: 'checked'; valid: number; active: string[] }
  | { kind: 'done'; count: number }
  | { kind: 'error'; message: string };

/**
 * Brings back the unsubscribes made in the mail tool (docs/newsletter.md): the admin pastes the
 * addresses, sees how many match an active subscriber, and unsubscribes them in one action. One
 * read per pasted address, then one write per match.
 */
export function BulkUnsubscribe({
  store,
  onChanged,
}: {
  store: AdminStore;
  onChanged: () => void;
}) {
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [busy, setBusy] = useState(false);

  async function check(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const emails = addressesIn(String(new FormData(event.currentTarget).get('direcciones') ?? ''));
    if (emails.length === 0) return setStep({ kind: 'error', message: text.noneValid });
    setBusy(true);
    const result = await store.findActive(emails);
    setBusy(false);
    setStep(
      result.success
        ? { kind: 'checked', valid: emails.length, active: result.emails }
        : { kind: 'error', message: result.message ?? text.failed },
    );
  }

  async function apply(emails: string[]) {
    setBusy(true);
    const result = await store.unsubscribeAll(emails);
    setBusy(false);
    setStep(
      result.success
        ? { kind: 'done', count: result.emails.length }
        : { kind: 'error', message: result.message ?? text.failed },
    );
    onChanged();
  }

  return (
    <Panel framed id="bajas-externas" title={text.title} lead={text.lead}>
      <form onSubmit={check} noValidate className="mt-4">
        <label className="block">
          <span className="block text-sm font-semibold text-ink">{text.label}</span>
          <textarea
            name="direcciones"
            rows={4}
            onChange={() => setStep({ kind: 'idle' })}
            className="mt-1 w-full rounded-lg border border-line bg-canvas p-3 text-ink"
          />
        </label>
        <Button type="submit" variant="secondary" className="mt-3" disabled={busy}>
          {busy && step.kind === 'idle' ? text.checking : text.check}
        </Button>
      </form>
      <Notice
        notice={
          step.kind === 'checked'
            ? { tone: 'done', message: text.found(step.valid, step.active.length) }
            : step.kind === 'done'
              ? { tone: 'done', message: text.done(step.count) }
              : step.kind === 'error'
                ? { tone: 'error', message: step.message }
                : null
        }
      />
      {step.kind === 'checked' && step.active.length > 0 ? (
        <Button
          variant="danger"
          className="mt-3"
          disabled={busy}
          onClick={() => apply(step.active)}
        >
          {text.apply(step.active.length)}
        </Button>
      ) : null}
    </Panel>
  );
}
