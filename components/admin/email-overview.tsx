'use client';

import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  adminText as text,
  confirmationLabels,
  filterLabels as filterText,
  statLabels as statText,
} from '@/content/admin';
import { trackEmailExport } from '@/lib/analytics/events';
import { exportToCsv, mailingCsv } from '@/lib/email/list';
import {
  EMAIL_FILTERS,
  type EmailFilter,
  type EmailListItem,
  type EmailStats,
} from '@/lib/email/model';
import type { AdminStore } from '@/lib/email/store';
import type { PageCursor } from '@/lib/email/store-contract';
import { type ArticleTitles, originLabel } from '@/lib/email/subscription';
import { downloadFile } from '@/components/ui/download-file';
import { formatLongDateEs } from '@/lib/format/dates';
import { BulkUnsubscribe } from './bulk-unsubscribe';
import { MailToolPanel } from './mail-tool-panel';
import { SubscriberLookup } from './subscriber-lookup';
import { UnconfirmedCleanup } from './unconfirmed-cleanup';

// The copy names every filter and every figure: a new one without its label does not compile.
const filterLabels: Record<EmailFilter, string> = filterText;
const statLabels: Record<keyof EmailStats, string> = statText;

/** Stats, the filtered list and the exports, from whichever store is in use. */
export function EmailOverview({ store, titles }: { store: AdminStore; titles: ArticleTitles }) {
  const [filter, setFilter] = useState<EmailFilter>('all');
  // Bumped by an answered request, so the stats and the list read again.
  const [version, setVersion] = useState(0);
  const [data, setData] = useState<{
    stats: EmailStats;
    emails: EmailListItem[];
    next: PageCursor | null;
    failed?: boolean;
  } | null>(null);
  const [exportError, setExportError] = useState(false);
  // Addresses the last mail tool's file left out: they start like a spreadsheet formula.
  const [heldBack, setHeldBack] = useState<string[]>([]);
  const [loadingMore, setLoadingMore] = useState(false);

  // The stats (four counts) and the first page: what a visit reads, whatever the list's size.
  useEffect(() => {
    let active = true;
    Promise.all([store.getStats(), store.listEmailPage(filter)]).then(([stats, page]) => {
      if (active) setData({ stats, emails: page.items, next: page.next, failed: page.failed });
    });
    return () => {
      active = false;
    };
  }, [store, filter, version]);

  async function loadMore() {
    if (!data?.next || loadingMore) return;
    setLoadingMore(true);
    const page = await store.listEmailPage(filter, data.next);
    setLoadingMore(false);
    setData({
      ...data,
      emails: [...data.emails, ...page.items],
      next: page.failed ? data.next : page.next,
      failed: page.failed,
    });
  }

  async function exportAs(format: 'json' | 'csv' | 'mailing') {
    const result =
      format === 'mailing' ? await store.exportMailingList() : await store.exportEmails(filter);
    setExportError(!result);
    if (!result) return;
    const day = result.exportedAt.slice(0, 10);
    if (format === 'mailing') {
      const mailing = mailingCsv(result);
      setHeldBack(mailing.heldBack);
      downloadFile(
        `hanzo-lista-para-envios-${day}.csv`,
        'text/csv;charset=utf-8',
        `\uFEFF${mailing.csv}`,
      );
    } else if (format === 'json')
      downloadFile(
        `hanzo-correos-${day}.json`,
        'application/json',
        JSON.stringify(result, null, 2),
      );
    else
      downloadFile(
        `hanzo-correos-${day}.csv`,
        'text/csv;charset=utf-8',
        `\uFEFF${exportToCsv(result)}`,
      );
    trackEmailExport(format === 'json' ? 'json' : 'csv', result.totalEmails);
  }

  if (!data) return <p role="status">{text.loading}</p>;
  const refresh = () => setVersion((value) => value + 1);
  return (
    <div className="space-y-8">
      <SubscriberLookup store={store} titles={titles} onChanged={refresh} />
      <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
        {(Object.keys(statLabels) as (keyof EmailStats)[]).map((key) => (
          <div key={key} className="rounded-2xl border border-line bg-surface p-5">
            <dt className="text-sm text-ink-muted">{statLabels[key]}</dt>
            <dd className="mt-1 text-3xl font-extrabold text-ink" data-testid={`stat-${key}`}>
              {data.stats[key]}
            </dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <label htmlFor="filtro-correos" className="block text-sm font-semibold text-ink">
            {text.filterLabel}
          </label>
          <select
            id="filtro-correos"
            value={filter}
            onChange={(event) => setFilter(event.target.value as EmailFilter)}
            className="mt-1 min-h-11 rounded-lg border border-line bg-surface px-3 text-ink"
          >
            {EMAIL_FILTERS.map((value) => (
              <option key={value} value={value}>
                {filterLabels[value]}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => exportAs('mailing')}>{text.downloadMailing}</Button>
          <Button variant="secondary" onClick={() => exportAs('json')}>
            {text.downloadJson}
          </Button>
          <Button variant="secondary" onClick={() => exportAs('csv')}>
            {text.downloadCsv}
          </Button>
        </div>
      </div>
      <p className="text-sm text-ink-muted">{text.downloadHint}</p>
      {exportError ? (
        <p role="alert" className="font-semibold text-accent-700 dark:text-accent-300">
          {text.exportFailed}
        </p>
      ) : null}
      {heldBack.length ? (
        <div role="status" className="rounded-2xl border border-line bg-surface p-5 text-sm">
          <p className="font-semibold text-ink">{text.mailingHeldBack(heldBack.length)}</p>
          <ul className="mt-2 list-disc pl-6 text-ink-muted">
            {heldBack.map((email) => (
              <li key={email} className="break-all">
                {email}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {data.emails.length === 0 ? (
        data.failed ? null : (
          <p className="rounded-2xl border border-dashed border-line p-8 text-center text-ink-muted">
            {text.empty}
          </p>
        )
      ) : (
        <div
          className="overflow-x-auto rounded-2xl border border-line"
          tabIndex={0}
          role="region"
          aria-label={text.tableCaption}
        >
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{text.tableCaption}</caption>
            <thead className="bg-surface-raised text-ink">
              <tr>
                {Object.values(text.columns).map((column) => (
                  <th key={column} scope="col" className="px-4 py-3 font-semibold">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-line bg-surface text-ink-muted">
              {data.emails.map((item) => (
                <tr key={`${item.type}-${item.id}`}>
                  <td className="px-4 py-3 font-semibold text-ink">{item.email}</td>
                  <td className="px-4 py-3">{item.type === 'registered_user' ? item.name : '—'}</td>
                  <td className="min-w-56 px-4 py-3">{originLabel(item, titles)}</td>
                  <td className="px-4 py-3">
                    {item.subscribedAt ? formatLongDateEs(item.subscribedAt.slice(0, 10)) : ''}
                  </td>
                  <td className="px-4 py-3">{text.types[item.type]}</td>
                  <td className="px-4 py-3">
                    {item.confirmedAt ? confirmationLabels.confirmed : confirmationLabels.pending}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {data.failed ? (
        <p role="alert" className="font-semibold text-accent-700 dark:text-accent-300">
          {text.listFailed}
        </p>
      ) : null}
      {data.next ? (
        <div className="flex flex-wrap items-center gap-3">
          <Button variant="secondary" onClick={loadMore} disabled={loadingMore}>
            {loadingMore ? text.loadingMore : text.loadMore}
          </Button>
          <p className="text-sm text-ink-muted">{text.shown(data.emails.length)}</p>
        </div>
      ) : null}
      {store.mode === 'online' ? <MailToolPanel /> : null}
      <div className="grid gap-6 lg:grid-cols-2">
        <BulkUnsubscribe store={store} onChanged={refresh} />
        <UnconfirmedCleanup store={store} onChanged={refresh} />
      </div>
    </div>
  );
}
