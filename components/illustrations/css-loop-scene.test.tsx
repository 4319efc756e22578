import { render } from '@testing-library/react';
import { CssLoopScene } from './css-loop-scene';
import { heroScene } from './hero-scene';
import type { Scene } from './svg-scene';

describe('CssLoopScene', () => {
  it('draws the hero scene with its loops as CSS animations and no framer-motion styles', () => {
    const { container } = render(<CssLoopScene scene={heroScene} />);
    const looping = [...container.querySelectorAll<SVGElement>('.scene-loop')];
    expect(looping.length).toBeGreaterThan(5);
    const bar = looping.find((element) => element.tagName === 'rect');
    expect(bar?.style.getPropertyValue('--loop-to')).toBe('0.78');
    expect(bar?.style.animation).toMatch(/^scene-scale-y 3.2s ease-in-out 0s infinite/);
    const path = container.querySelector<SVGPathElement>('path.scene-loop');
    expect(path?.getAttribute('pathLength')).toBe('1');
    expect(path?.style.getPropertyValue('--loop-to')).toBe('0.45');
    const group = looping.find((element) => element.tagName === 'g');
    expect(group?.style.getPropertyValue('--loop-to')).toBe('-8px');
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
