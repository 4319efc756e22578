'use client';

import { m } from 'framer-motion';
import { MotionRoot } from '@/components/motion/motion-root';
import { ContentIcon } from '@/components/ui/content-icon';
import { missionSection } from '@/content/home';

const { diagram } = missionSection;

// Staggered reveal of the spec: 0.3 s between steps, 0.5 s each.
const list = { hidden: {}, visible: { transition: { staggerChildren: 0.3 } } };
const step = {
  hidden: { opacity: 0, y: 16 },
  visible: { opacity: 1, y: 0, transition: { duration: 0.5, ease: 'easeOut' as const } },
};

/** A traditional business turning into AI, data and analytics. */
export function MissionDiagram() {
  return (
    <MotionRoot>
      <figure className="rounded-3xl border border-line bg-canvas p-6 sm:p-8">
        <m.ol
          className="grid items-center gap-4 md:grid-cols-[1fr_auto_1.4fr]"
          variants={list}
          initial="hidden"
          whileInView="visible"
          viewport={{ once: true, amount: 0.3 }}
        >
          <m.li variants={step} data-reveal className="rounded-2xl border border-dashed border-brand-400 p-5 text-center">
            <span className="mx-auto flex size-12 items-center justify-center rounded-xl bg-surface-raised text-ink-muted">
              <ContentIcon name="report" className="size-6" />
            </span>
            <span className="mt-3 block font-bold text-ink">{diagram.origin}</span>
            <span className="mt-1 block text-sm text-ink-muted">{diagram.originDetail}</span>
          </m.li>
          <m.li variants={step} data-reveal aria-hidden="true" className="flex justify-center text-accent-600 dark:text-accent-400">
            <svg viewBox="0 0 48 24" width="48" height="24" className="rotate-90 md:rotate-0" fill="none">
              <path d="M2 12h40m-8-8 8 8-8 8" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </m.li>
          <m.li variants={step} data-reveal>
            <ul className="grid gap-3 sm:grid-cols-3 md:grid-cols-1 lg:grid-cols-3">
              {diagram.outcomes.map((outcome) => (
                <li key={outcome.label} className="rounded-2xl bg-brand-700 p-4 text-center text-white">
                  <ContentIcon name={outcome.icon} className="mx-auto size-6 text-brand-100" />
                  <span className="mt-2 block text-lg font-bold">{outcome.label}</span>
                  <span className="block text-sm text-brand-100">{outcome.detail}</span>
                </li>
              ))}
            </ul>
          </m.li>
        </m.ol>
        <figcaption className="mt-5 text-center text-sm text-ink-muted">{diagram.caption}</figcaption>
      </figure>
    </MotionRoot>
  );
}
