import type { IconName } from '@/content/services';
import { ContentIcon } from './content-icon';

const looks = {
  brand: 'bg-brand-100 text-brand-800 dark:bg-brand-800 dark:text-brand-100',
  muted: 'bg-surface-raised text-ink-muted',
  solid: 'bg-brand-700 text-white dark:bg-brand-300 dark:text-brand-950',
} as const;

/** An icon on a rounded square: features, steps and diagram nodes. */
export function IconTile({
  name,
  look = 'brand',
  className = '',
}: {
  name: IconName;
  look?: keyof typeof looks;
  className?: string;
}) {
  return (
    <span
      className={`inline-flex size-11 shrink-0 items-center justify-center rounded-xl ${looks[look]} ${className}`}
    >
      <ContentIcon name={name} className="size-5" />
    </span>
  );
}
