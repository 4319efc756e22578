import { type SVGProps, createElement } from 'react';

export type ShapeTag = 'rect' | 'circle' | 'ellipse' | 'path' | 'line' | 'g' | 'text';

/**
 * A slow decorative loop: the values cycle back and forth, starting from the static frame. It
 * plays as many whole cycles as end within MOTION_LIMIT_SECONDS of the page showing it, then
 * rests (on the still frame, when its values end where they start).
 */
export interface ShapeLoop {
  values: Record<string, number[]>;
  duration: number;
  delay?: number;
  /** Repeat from the start instead of going back and forth. */
  restart?: boolean;
  /** Transform origin within the shape's box (0–1), for scaling. */
  origin?: { x?: number; y?: number };
}

/**
 * Motion that starts by itself and runs beside other content must stop within five seconds, or
 * offer a way to pause it (WCAG 2.2.2 Pause, Stop, Hide, level A). Decorative loops stop.
 */
export const MOTION_LIMIT_SECONDS = 5;

/** How many whole cycles of a loop end within the limit (0: the scene's timing is wrong). */
export function loopCycles(loop: ShapeLoop): number {
  // The small tolerance keeps a loop that ends exactly on the limit (0.2 s + 4.8 s) at one cycle.
  return Math.max(0, Math.floor((MOTION_LIMIT_SECONDS - (loop.delay ?? 0)) / loop.duration + 1e-9));
}

export interface Shape {
  tag: ShapeTag;
  props: SVGProps<SVGElement>;
  text?: string;
  children?: Shape[];
  loop?: ShapeLoop;
}

export interface Scene {
  viewBox: string;
  className: string;
  shapes: Shape[];
}

function renderShape(shape: Shape, key: number): React.ReactNode {
  const content = shape.text ?? shape.children?.map(renderShape);
  return createElement(shape.tag, { key, ...shape.props }, content);
}

/**
 * The still picture of a scene: rendered at build time, shown before the animation code loads,
 * and kept as it is for visitors who prefer reduced motion. Every loop starts from this frame.
 */
export function StaticScene({ scene }: { scene: Scene }) {
  return (
    <svg viewBox={scene.viewBox} className={scene.className} aria-hidden="true" focusable="false">
      {scene.shapes.map(renderShape)}
    </svg>
  );
}
