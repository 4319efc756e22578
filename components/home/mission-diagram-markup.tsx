import type { ComponentPropsWithoutRef, ElementType } from 'react';
import { ContentIcon } from '@/components/ui/content-icon';
import { missionSection } from '@/content/home';

const { diagram } = missionSection;

interface MissionDiagramMarkupProps {
  /** Element types for the list and its steps: plain `ol`/`li`, or their animated versions. */
  List?: ElementType;
  Step?: ElementType;
  listProps?: ComponentPropsWithoutRef<'ol'> & Record<string, unknown>;
  stepProps?: Record<string, unknown>;
}

/**
 * A traditional business turning into AI, data and analytics. The figure lays itself out by its
 * own width (container queries), not the window's: beside the mission text on a wide screen it
 * has less room than alone on a tablet. Narrow: one column. Medium: the three outcomes side by
 * side under the origin. Wide: origin, arrow and the outcomes as rows, left to right.
 */
export function MissionDiagramMarkup({
  List = 'ol',
  Step = 'li',
  listProps = {},
  stepProps = {},
}: MissionDiagramMarkupProps) {
  return (
    <figure className="@container rounded-3xl border border-line bg-canvas p-5 sm:p-8">
      <List
        className="grid items-center gap-4 @2xl:grid-cols-[minmax(0,1fr)_auto_minmax(0,1.3fr)]"
        {...listProps}
      >
        <Step
          className="rounded-2xl border border-dashed border-brand-400 p-5 text-center"
          {...stepProps}
        >
          <span className="mx-auto flex size-12 items-center justify-center rounded-xl bg-surface-raised text-ink-muted">
            <ContentIcon name="report" className="size-6" />
          </span>
          <span className="mt-3 block font-bold text-ink">{diagram.origin}</span>
          <span className="mt-1 block text-sm text-ink-muted">{diagram.originDetail}</span>
        </Step>
        <Step
          aria-hidden="true"
          className="flex justify-center text-accent-600 dark:text-accent-400"
          {...stepProps}
        >
          <svg
            viewBox="0 0 48 24"
            width="48"
            height="24"
            className="rotate-90 @2xl:rotate-0"
            fill="none"
          >
            <path
              d="M2 12h40m-8-8 8 8-8 8"
              stroke="currentColor"
              strokeWidth="3"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </Step>
        <Step {...stepProps}>
          <ul className="grid gap-3 @md:grid-cols-3 @2xl:grid-cols-1">
            {diagram.outcomes.map((outcome) => (
              <li
                key={outcome.label}
                className="flex flex-col items-center rounded-2xl bg-brand-700 px-3 py-4 text-center text-white @2xl:flex-row @2xl:gap-3 @2xl:px-4 @2xl:text-left"
              >
                <ContentIcon name={outcome.icon} className="size-6 shrink-0 text-brand-100" />
                <span className="mt-2 @2xl:mt-0">
                  <span className="block text-lg font-bold">{outcome.label}</span>
                  <span className="block text-sm text-balance text-brand-100">
                    {outcome.detail}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        </Step>
      </List>
      <figcaption className="mt-5 text-center text-sm text-balance text-ink-muted">
        {diagram.caption}
      </figcaption>
    </figure>
  );
}
