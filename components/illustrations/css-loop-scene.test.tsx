import { render } from '@testing-library/react';
import { loopTransition } from './animated-scene';
import { CssLoopScene } from './css-loop-scene';
import { databaseScene } from './database-scene';
import { heroScene } from './hero-scene';
import {
  MOTION_LIMIT_SECONDS,
  type Scene,
  type Shape,
  type ShapeLoop,
  loopCycles,
} from './svg-scene';

describe('CssLoopScene', () => {
  it('draws the hero scene with its loops as CSS animations and no framer-motion styles', () => {
    const { container } = render(<CssLoopScene scene={heroScene} />);
    const looping = [...container.querySelectorAll<SVGElement>('.scene-loop')];
    expect(looping.length).toBeGreaterThan(5);
    const bar = looping.find((element) => element.tagName === 'rect');
    expect(bar?.style.getPropertyValue('--loop-to')).toBe('0.78');
    expect(bar?.style.animation).toBe('scene-scale-y 3.2s ease-in-out 0s 1');
    const path = container.querySelector<SVGPathElement>('path.scene-loop');
    expect(path?.getAttribute('pathLength')).toBe('1');
    expect(path?.style.getPropertyValue('--loop-to')).toBe('0.45');
    const group = looping.find((element) => element.tagName === 'g');
    expect(group?.style.getPropertyValue('--loop-to')).toBe('-8px');
  });

  it('never repeats a loop forever: the picture rests within five seconds', () => {
    const { container } = render(<CssLoopScene scene={heroScene} />);
    for (const element of container.querySelectorAll<SVGElement>('.scene-loop')) {
      const [, duration = '', delay = '', count = ''] =
        /^\S+ ([\d.]+)s ease-in-out ([\d.]+)s (\d+)$/.exec(element.style.animation) ?? [];
      expect(Number(count)).toBeGreaterThanOrEqual(1);
      expect(Number(delay) + Number(duration) * Number(count)).toBeLessThanOrEqual(
        MOTION_LIMIT_SECONDS,
      );
    }
  });

  it('refuses a loop that would still be moving after the limit', () => {
    const scene: Scene = {
      viewBox: '0 0 10 10',
      className: '',
      shapes: [
        { tag: 'rect', props: {}, loop: { values: { opacity: [1, 0, 1] }, duration: 4, delay: 2 } },
      ],
    };
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<CssLoopScene scene={scene} />)).toThrow(/bucle no admitido/);
  });

  it('refuses a loop CSS cannot express the same way', () => {
    const scene: Scene = {
      viewBox: '0 0 10 10',
      className: '',
      shapes: [{ tag: 'circle', props: { r: 1 }, loop: { values: { cx: [1, 5] }, duration: 1 } }],
    };
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<CssLoopScene scene={scene} />)).toThrow(/bucle no admitido/);
  });
});

const loopsOf = (shapes: Shape[]): ShapeLoop[] =>
  shapes.flatMap((shape) => [
    ...(shape.loop ? [shape.loop] : []),
    ...loopsOf(shape.children ?? []),
  ]);

describe.each([
  ['hero', heroScene],
  ['database', databaseScene],
])('the %s scene', (_, scene) => {
  it('plays every loop at least once and stops within five seconds (WCAG 2.2.2)', () => {
    const loops = loopsOf(scene.shapes);
    expect(loops.length).toBeGreaterThan(2);
    for (const loop of loops) {
      const cycles = loopCycles(loop);
      expect(cycles).toBeGreaterThanOrEqual(1);
      expect((loop.delay ?? 0) + cycles * loop.duration).toBeLessThanOrEqual(MOTION_LIMIT_SECONDS);
    }
  });
});

describe('loopTransition (the framer-motion scenes)', () => {
  it('repeats a loop only as many times as fit in the limit, never forever', () => {
    expect(loopTransition({ values: { cx: [0, 10] }, duration: 2.4, restart: true })).toEqual({
      duration: 2.4,
      delay: 0,
      repeat: 1,
      repeatType: 'loop',
      ease: 'easeInOut',
    });
    expect(loopTransition({ values: { y: [0, 4, 0] }, duration: 3, delay: 1 }).repeat).toBe(0);
    expect(() => loopTransition({ values: { y: [0, 4, 0] }, duration: 3, delay: 2.5 })).toThrow(
      /no cabe/,
    );
  });
});
