'use client';

import { LazyMotion, MotionConfig, domAnimation, m } from 'framer-motion';
import { MissionDiagramMarkup } from './mission-diagram-markup';

// Staggered reveal of the spec: 0.3 s between steps, 0.5 s each.
const list = { hidden: {}, visible: { transition: { staggerChildren: 0.3 } } };
const step = {
  hidden: { opacity: 0, y: 16 },
  visible: { opacity: 1, y: 0, transition: { duration: 0.5, ease: 'easeOut' as const } },
};

/** The mission diagram, revealed step by step as it scrolls into view. Loaded on demand. */
export function MissionDiagramAnimated() {
  return (
    <LazyMotion features={domAnimation} strict>
      <MotionConfig reducedMotion="user">
        <MissionDiagramMarkup
          List={m.ol}
          Step={m.li}
          listProps={{
            variants: list,
            initial: 'hidden',
            whileInView: 'visible',
            viewport: { once: true, amount: 0.3 },
          }}
          stepProps={{ variants: step }}
        />
      </MotionConfig>
    </LazyMotion>
  );
}
