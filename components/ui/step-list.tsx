import type { IconName } from '@/content/services';
import { IconTile } from './icon-tile';

interface Step {
  title: string;
  text: string;
  icon?: IconName;
}

/** Numbered steps in order, side by side on wide screens. */
export function StepList({
  steps,
  className = '',
}: {
  steps: readonly Step[];
  className?: string;
}) {
  return (
    <ol className={`grid gap-5 sm:grid-cols-2 lg:grid-cols-4 ${className}`}>
      {steps.map((step, index) => (
        <li key={step.title} className="relative rounded-2xl border border-line bg-surface p-6">
          <div className="flex items-center justify-between gap-3">
            <span className="inline-flex size-9 items-center justify-center rounded-full bg-accent-600 font-bold text-white">
              {index + 1}
            </span>
            {step.icon ? <IconTile name={step.icon} /> : null}
          </div>
          <h3 className="mt-4 font-bold text-ink">{step.title}</h3>
          <p className="mt-2 text-sm leading-relaxed text-ink-muted">{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
