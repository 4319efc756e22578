'use client';

import { useCallback, useEffect, useState } from 'react';
import { mailToolText as text } from '@/content/admin';
import type { MailToolStatus } from '@/lib/email/link-contract';
import { formatDateTimeEs } from '@/lib/format/dates';
import { Button } from '@/components/ui/button';
import { Notice, type NoticeText } from '@/components/ui/notice';
import { Panel } from '@/components/ui/panel';

type Shown = MailToolStatus | 'loading' | 'failed';

const when = (ms: number) => formatDateTimeEs(new Date(ms));

/**
 * Whether the owner's mail tool follows the list by itself (decision 17: every change goes through
 * the functions' outbox, retried until the tool answers), what is still on its way, and what the
 * tool refused for good, with a button to send it again; or that the list is exported by hand.
 */
export function MailToolPanel() {
  const [status, setStatus] = useState<Shown>('loading');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<NoticeText | null>(null);

  const load = useCallback(async () => {
    const { readMailToolStatus } = await import('@/lib/email/mail-tool');
    return (await readMailToolStatus()) ?? 'failed';
  }, []);

  useEffect(() => {
    let active = true;
    void load().then((found) => {
      if (active) setStatus(found);
    });
    return () => {
      active = false;
    };
  }, [load]);

  async function retry() {
    setBusy(true);
    try {
      const { retryMailToolChanges } = await import('@/lib/email/mail-tool');
      const retried = await retryMailToolChanges();
      setMessage(
        retried === null
          ? { tone: 'error', message: text.retryFailed }
          : { tone: 'done', message: text.retried(retried) },
      );
      setStatus(await load());
    } finally {
      setBusy(false);
    }
  }

  const failures = typeof status === 'object' ? status.failures : [];
  return (
    <Panel framed id="herramienta-de-correo" title={text.title} lead={lead(status)}>
      {typeof status === 'object' && (status.provider || status.problem) ? (
        <p className="mt-3 text-sm font-semibold text-ink">
          {status.backlog && status.oldestPendingAt
            ? text.backlog(status.backlog, when(status.oldestPendingAt))
            : text.upToDate}
        </p>
      ) : null}
      {failures.length ? (
        <div className="mt-4">
          <h3 className="text-sm font-bold text-accent-700 dark:text-accent-300">
            {text.failuresTitle(failures.length)}
          </h3>
          <ul className="mt-2 space-y-1 text-sm break-words text-ink">
            {failures.map((failure) => (
              <li key={`${failure.email}-${failure.failedAt}`}>
                {text.failure(failure.email, failure.error, when(failure.failedAt))}
              </li>
            ))}
          </ul>
          <p className="mt-2 text-sm text-ink-muted">{text.failuresHint}</p>
          <Button className="mt-3" disabled={busy} onClick={() => void retry()}>
            {busy ? text.retrying : text.retry}
          </Button>
        </div>
      ) : null}
      <Notice notice={message} />
    </Panel>
  );
}

function lead(status: Shown): string {
  if (status === 'loading') return text.loading;
  if (status === 'failed') return text.failed;
  if (status.provider) return text.connected(status.provider);
  return status.problem ? text.problems[status.problem] : text.none;
}
