'use client';

import { useEffect, useState } from 'react';
import {
  adminText as text,
  filterLabels as filterText,
  statLabels as statText,
} from '@/content/admin';
import { trackEmailExport } from '@/lib/analytics/events';
import { exportToCsv } from '@/lib/email/list';
import {
  EMAIL_FILTERS,
  type EmailFilter,
  type EmailListItem,
  type EmailStats,
} from '@/lib/email/model';
import type { EmailStore } from '@/lib/email/store';
import type { PageCursor } from '@/lib/email/store-contract';
import { type ArticleTitles, originLabel } from '@/lib/email/subscription';
import { downloadFile } from '@/components/ui/download-file';
import { SubscriberLookup } from './subscriber-lookup';
import { formatLongDateEs } from '@/lib/dates';

// The copy names every filter and every figure: a new one without its label does not compile.
const filterLabels: Record<EmailFilter, string> = filterText;
const statLabels: Record<keyof EmailStats, string> = statText;

const buttonClass =
  'inline-flex min-h-11 items-center rounded-full border border-brand-700 px-5 font-semibold text-brand-800 hover:bg-brand-50 dark:border-brand-300 dark:text-brand-100 dark:hover:bg-white/5';

/** Stats, the filtered list and the exports, from whichever store is in use. */
export function EmailOverview({ store, titles }: { store: EmailStore; titles: ArticleTitles }) {
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

  async function exportAs(format: 'json' | 'csv') {
    const result = await store.exportEmails(filter);
    setExportError(!result);
    if (!result) return;
    const day = result.exportedAt.slice(0, 10);
    if (format === 'json')
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
    trackEmailExport(format, result.totalEmails);
  }

  if (!data) return <p role="status">{text.loading}</p>;
  return (
    <div className="space-y-8">
      <SubscriberLookup
        store={store}
        titles={titles}
        onChanged={() => setVersion((value) => value + 1)}
      />
      <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
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
        <div className="flex gap-2">
          <button type="button" onClick={() => exportAs('json')} className={buttonClass}>
            {text.downloadJson}
          </button>
          <button type="button" onClick={() => exportAs('csv')} className={buttonClass}>
            {text.downloadCsv}
          </button>
        </div>
      </div>
      {exportError ? (
        <p role="alert" className="font-semibold text-accent-700 dark:text-accent-300">
          {text.exportFailed}
        </p>
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
          <button type="button" onClick={loadMore} disabled={loadingMore} className={buttonClass}>
            {loadingMore ? text.loadingMore : text.loadMore}
          </button>
          <p className="text-sm text-ink-muted">{text.shown(data.emails.length)}</p>
        </div>
      ) : null}
    </div>
  );
}
