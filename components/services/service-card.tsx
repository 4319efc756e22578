import Link from 'next/link';
import { ContentIcon } from '@/components/ui/content-icon';
import type { ServiceSummary } from '@/content/services';
import { LevelBadge } from './level-badge';
import { levelStyles } from './level-styles';

export function ServiceCard({
  service,
  linkLabel,
}: {
  service: ServiceSummary;
  linkLabel: string;
}) {
  const styles = levelStyles[service.level];
  return (
    <article
      className={`group relative flex h-full flex-col rounded-2xl border p-6 shadow-sm transition-shadow hover:shadow-md ${styles.card}`}
    >
      <div className="flex items-start justify-between gap-3">
        <span
          className={`inline-flex size-12 items-center justify-center rounded-xl ${styles.icon}`}
        >
          <ContentIcon name={service.icon} className="size-6" />
        </span>
        <LevelBadge level={service.level} />
      </div>
      {/* The spec's card titles (§3): "Agentes e IA" on its card, its page keeps the long title. */}
      <h3 className="mt-5 text-lg font-bold text-ink">{service.shortTitle}</h3>
      <p className="mt-2 flex-1 text-sm leading-relaxed text-ink-muted">{service.description}</p>
      <Link
        href={service.path}
        aria-label={`${linkLabel}: ${service.title}`}
        className="mt-5 inline-flex items-center gap-1 text-sm font-semibold text-accent-700 after:absolute after:inset-0 after:rounded-2xl hover:underline dark:text-accent-300"
      >
        {linkLabel}
        <span aria-hidden="true">→</span>
      </Link>
    </article>
  );
}
