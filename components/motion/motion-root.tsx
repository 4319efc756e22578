'use client';

import { LazyMotion, MotionConfig } from 'framer-motion';
import type { ReactNode } from 'react';

const loadFeatures = () => import('./motion-features').then((module) => module.default);

/**
 * Wraps animated `m` components: the features load after hydration (LazyMotion, strict so a
 * full `motion` component cannot slip in), and reveals honour the visitor's reduced-motion
 * setting (no movement, only the fade).
 */
export function MotionRoot({ children }: { children: ReactNode }) {
  return (
    <LazyMotion features={loadFeatures} strict>
      <MotionConfig reducedMotion="user">{children}</MotionConfig>
    </LazyMotion>
  );
}
