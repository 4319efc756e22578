'use client';

import { LazyMotion, domAnimation, m } from 'framer-motion';
import { type ComponentType, createElement } from 'react';
import { type Scene, type Shape, type ShapeLoop, loopCycles } from './svg-scene';

/** framer-motion's timing for a loop: its whole cycles within the motion limit, then rest. */
export function loopTransition(loop: ShapeLoop) {
  const cycles = loopCycles(loop);
  if (cycles < 1)
    throw new Error(`AnimatedScene: el bucle no cabe en el límite ${JSON.stringify(loop)}`);
  return {
    duration: loop.duration,
    delay: loop.delay ?? 0,
    repeat: cycles - 1,
    repeatType: loop.restart ? ('loop' as const) : ('mirror' as const),
    ease: 'easeInOut' as const,
  };
}

// This module is itself loaded on demand (see AnimateWhenIdle), so it carries its features.
function renderShape(shape: Shape, key: number): React.ReactNode {
  const content = shape.text ?? shape.children?.map(renderShape);
  const loop = shape.loop;
  if (!loop) return createElement(shape.tag, { key, ...shape.props }, content);
  const initial = Object.fromEntries(
    Object.entries(loop.values).map(([property, values]) => [property, values[0]]),
  );
  // m.rect, m.circle…: one element type per tag; the scene's props are valid for each.
  const element = m[shape.tag] as ComponentType<Record<string, unknown>>;
  return createElement(
    element,
    {
      key,
      ...shape.props,
      style: {
        ...shape.props.style,
        ...(loop.origin ? { originX: loop.origin.x ?? 0.5, originY: loop.origin.y ?? 0.5 } : {}),
      },
      initial,
      animate: loop.values,
      transition: loopTransition(loop),
    },
    content,
  );
}

/** The same scene as StaticScene, with its decorative loops playing. */
export function AnimatedScene({ scene }: { scene: Scene }) {
  return (
    <LazyMotion features={domAnimation} strict>
      <svg viewBox={scene.viewBox} className={scene.className} aria-hidden="true" focusable="false">
        {scene.shapes.map(renderShape)}
      </svg>
    </LazyMotion>
  );
}
