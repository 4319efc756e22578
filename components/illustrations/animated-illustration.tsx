'use client';

import { createElement, useRef } from 'react';
import { useIdleImport } from '@/components/motion/use-idle-import';
import { type Scene, StaticScene } from './svg-scene';

const loadAnimatedScene = () => import('./animated-scene').then((module) => module.AnimatedScene);

interface AnimatedIllustrationProps {
  scene: Scene;
  /** Animate only from this viewport width up (the picture is hidden below it). */
  minWidth?: number;
}

/**
 * A decorative scene: the still picture at first, its loops once the browser is idle and a
 * quarter of the picture is on screen.
 */
export function AnimatedIllustration({ scene, minWidth }: AnimatedIllustrationProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  // A picture that only peeks above the fold of a phone does not need its loops yet.
  const Animated = useIdleImport(loadAnimatedScene, { minWidth, near: boxRef, threshold: 0.25 });
  // `Animated` is a module's export kept in state: the same component on every render.
  return (
    <div ref={boxRef}>
      {Animated ? createElement(Animated, { scene }) : <StaticScene scene={scene} />}
    </div>
  );
}
