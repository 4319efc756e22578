import type { ServiceLevel } from '@/content/services';
import { levelStyles } from './level-styles';

export function LevelBadge({ level }: { level: ServiceLevel }) {
  return (
    <span
      className={`inline-flex rounded-full px-3 py-1 text-xs font-bold tracking-wide uppercase ${levelStyles[level].badge}`}
    >
      {level}
    </span>
  );
}
