import { type CSSProperties, createElement } from 'react';
import { type Scene, type Shape, type ShapeLoop, loopCycles } from './svg-scene';

/**
 * A scene whose decorative loops run on CSS animations (app/globals.css, `scene-*` keyframes):
 * no JavaScript at all, so the picture above the fold costs the first load nothing. The HTML
 * holds the still frame; each loop goes to its middle value and back, like the framer-motion
 * version (AnimatedScene). Visitors who prefer reduced motion see the still frame.
 *
 * Supported loops: one property going a → b → a, for scaleY, opacity, y (px) and pathLength,
 * each playing the whole cycles that end within MOTION_LIMIT_SECONDS (then the still frame).
 */
const KEYFRAMES = {
  scaleY: { name: 'scene-scale-y', to: (value: number) => String(value) },
  opacity: { name: 'scene-fade', to: (value: number) => String(value) },
  y: { name: 'scene-float', to: (value: number) => `${value}px` },
  // The path is drawn with a dash as long as itself (pathLength 1): hiding part of it is an offset.
  pathLength: { name: 'scene-draw', to: (value: number) => String(Number((1 - value).toFixed(4))) },
} as const;

type LoopProperty = keyof typeof KEYFRAMES;

function loopStyle(loop: ShapeLoop): { style: CSSProperties; property: LoopProperty } {
  const entries = Object.entries(loop.values);
  const [property, values] = entries[0] ?? [];
  const [start, middle, end] = values ?? [];
  if (
    entries.length !== 1 ||
    !property ||
    !(property in KEYFRAMES) ||
    values?.length !== 3 ||
    start !== end ||
    middle === undefined ||
    loopCycles(loop) < 1
  ) {
    throw new Error(`CssLoopScene: bucle no admitido ${JSON.stringify(loop)}`);
  }
  const keyframes = KEYFRAMES[property as LoopProperty];
  return {
    property: property as LoopProperty,
    style: {
      '--loop-to': keyframes.to(middle),
      animation: `${keyframes.name} ${loop.duration}s ease-in-out ${loop.delay ?? 0}s ${loopCycles(loop)}`,
    } as CSSProperties,
  };
}

function renderShape(shape: Shape, key: number): React.ReactNode {
  const content = shape.text ?? shape.children?.map(renderShape);
  if (!shape.loop) return createElement(shape.tag, { key, ...shape.props }, content);
  const { style, property } = loopStyle(shape.loop);
  return createElement(
    shape.tag,
    {
      key,
      ...shape.props,
      ...(property === 'pathLength' ? { pathLength: 1, strokeDasharray: 1 } : {}),
      className: [shape.props.className, 'scene-loop'].filter(Boolean).join(' '),
      style: { ...shape.props.style, ...style },
    },
    content,
  );
}

export function CssLoopScene({ scene }: { scene: Scene }) {
  return (
    <svg viewBox={scene.viewBox} className={scene.className} aria-hidden="true" focusable="false">
      {scene.shapes.map(renderShape)}
    </svg>
  );
}
