'use client';

import { useEffect, useState } from 'react';
import { mailToolText as text } from '@/content/admin';
import type { MailToolStatus } from '@/lib/email/link-contract';
import { formatDateTimeEs } from '@/lib/format/dates';
import { Panel } from '@/components/ui/panel';

/**
 * Whether the owner's mail tool follows the list by itself (the site's function mirrors every
 * change, decision 15), and how its last change went; or that the list is exported by hand.
 */
export function MailToolPanel() {
  const [status, setStatus] = useState<MailToolStatus | 'loading' | 'failed'>('loading');

  useEffect(() => {
    let active = true;
    import('@/lib/email/mail-tool').then(({ readMailToolStatus }) =>
      readMailToolStatus().then((found) => {
        if (active) setStatus(found ?? 'failed');
      }),
    );
    return () => {
      active = false;
    };
  }, []);

  return (
    <Panel framed id="herramienta-de-correo" title={text.title} lead={lead(status)}>
      {typeof status === 'object' && status.provider ? (
        <p role="status" className="mt-3 text-sm font-semibold">
          {status.lastError ? (
            <span className="text-accent-700 dark:text-accent-300">
              {text.lastError(status.lastError)}
            </span>
          ) : (
            <span className="text-ink">
              {status.lastSyncAt
                ? text.lastSync(formatDateTimeEs(new Date(status.lastSyncAt)))
                : text.noSyncYet}
            </span>
          )}
        </p>
      ) : null}
    </Panel>
  );
}

function lead(status: MailToolStatus | 'loading' | 'failed'): string {
  if (status === 'loading') return text.loading;
  if (status === 'failed') return text.failed;
  if (status.provider) return text.connected(status.provider);
  return status.problem ?? text.none;
}
