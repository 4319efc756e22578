'use client';

import { createElement } from 'react';
import { useIdleImport } from '@/components/motion/use-idle-import';
import { type Scene, StaticScene } from './svg-scene';

const loadAnimatedScene = () => import('./animated-scene').then((module) => module.AnimatedScene);

interface AnimatedIllustrationProps {
  scene: Scene;
  /** Animate only from this viewport width up (the picture is hidden below it). */
  minWidth?: number;
}

/** A decorative scene: the still picture at first, its loops once the browser is idle. */
export function AnimatedIllustration({ scene, minWidth }: AnimatedIllustrationProps) {
  const Animated = useIdleImport(loadAnimatedScene, minWidth);
  // `Animated` is a module's export kept in state: the same component on every render.
  return Animated ? createElement(Animated, { scene }) : <StaticScene scene={scene} />;
}
