import { formatLongDateEs } from '@/lib/format/dates';
import type { Subscription, UnsubscribeReason } from '@/lib/email/model';
import { type ArticleTitles, originLabel, originOf } from '@/lib/email/subscription';

/** The words of a summary: the subscriber's page and the admin's lookup each pass their own. */
export interface SummaryCopy {
  fields: { email: string; since: string; origin: string; status: string; confirmation: string };
  status: { active: string; inactive: string };
  confirmation: { confirmed: (date: string) => string; pending: string };
  /** Why the mail tool unsubscribed the person (decision 18), with the day. */
  unsubscribed: Record<UnsubscribeReason, (date: string) => string>;
}

const day = (iso: string | null) => (iso ? formatLongDateEs(iso.slice(0, 10)) : '—');

/**
 * One subscription as stored: address, status, whether it was confirmed (decision 12), where and
 * when it was signed up. The same values for its subscriber and for the admin.
 */
export function SubscriptionSummary({
  subscription,
  titles,
  copy,
  showConfirmation = true,
}: {
  subscription: Subscription;
  titles: ArticleTitles;
  copy: SummaryCopy;
  /** Off in local-storage mode, where nothing can be confirmed. */
  showConfirmation?: boolean;
}) {
  const rows: [string, string][] = [
    [copy.fields.email, subscription.email],
    [
      copy.fields.status,
      subscription.active
        ? copy.status.active
        : subscription.unsubscribed
          ? copy.unsubscribed[subscription.unsubscribed.reason](day(subscription.unsubscribed.at))
          : copy.status.inactive,
    ],
    ...(showConfirmation
      ? ([
          [
            copy.fields.confirmation,
            subscription.confirmedAt
              ? copy.confirmation.confirmed(day(subscription.confirmedAt))
              : copy.confirmation.pending,
          ],
        ] as [string, string][])
      : []),
    [copy.fields.origin, originLabel(originOf(subscription), titles)],
    [copy.fields.since, day(subscription.subscribedAt || null)],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[auto_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-sm font-semibold text-ink-muted">{label}</dt>
          <dd className="break-words text-ink" data-testid={`suscripcion-${label}`}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
