import { type SVGProps, createElement } from 'react';

export type ShapeTag = 'rect' | 'circle' | 'ellipse' | 'path' | 'line' | 'g' | 'text';

/** A slow decorative loop: the values cycle back and forth, starting from the static frame. */
export interface ShapeLoop {
  values: Record<string, number[]>;
  duration: number;
  delay?: number;
  /** Repeat from the start instead of going back and forth. */
  restart?: boolean;
  /** Transform origin within the shape's box (0–1), for scaling. */
  origin?: { x?: number; y?: number };
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
