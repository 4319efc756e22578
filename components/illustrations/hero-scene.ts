import type { Scene, Shape } from './svg-scene';

const BARS = [
  { x: 70, height: 70 },
  { x: 106, height: 110 },
  { x: 142, height: 90 },
  { x: 178, height: 140 },
];
const NODES = [
  { cx: 318, cy: 92 },
  { cx: 392, cy: 130 },
  { cx: 340, cy: 178 },
  { cx: 414, cy: 226 },
  { cx: 330, cy: 262 },
];
const LINKS: [number, number][] = [
  [0, 1],
  [0, 2],
  [1, 2],
  [1, 3],
  [2, 3],
  [2, 4],
  [3, 4],
];

const reportCard: Shape[] = [
  {
    tag: 'rect',
    props: {
      x: 36,
      y: 40,
      width: 224,
      height: 270,
      rx: 22,
      strokeWidth: 2,
      className: 'fill-surface stroke-line',
    },
  },
  {
    tag: 'rect',
    props: {
      x: 62,
      y: 66,
      width: 92,
      height: 10,
      rx: 5,
      className: 'fill-brand-200 dark:fill-brand-700',
    },
  },
  {
    tag: 'rect',
    props: {
      x: 62,
      y: 86,
      width: 56,
      height: 8,
      rx: 4,
      className: 'fill-brand-100 dark:fill-brand-800',
    },
  },
  ...BARS.map((bar, index): Shape => ({
    tag: 'rect',
    props: {
      x: bar.x,
      y: 280 - bar.height,
      width: 24,
      height: bar.height,
      rx: 6,
      className: index === 3 ? 'fill-accent-500' : 'fill-brand-500',
      style: { transformBox: 'fill-box', transformOrigin: '50% 100%' },
    },
    loop: { values: { scaleY: [1, 0.78, 1] }, duration: 3.2, delay: index * 0.4, origin: { y: 1 } },
  })),
  {
    tag: 'path',
    props: {
      d: 'M70 196 C 110 170, 140 200, 170 160 S 220 120, 236 118',
      fill: 'none',
      strokeWidth: 4,
      strokeLinecap: 'round',
      className: 'stroke-brand-800 dark:stroke-brand-200',
    },
    loop: { values: { pathLength: [1, 0.55, 1] }, duration: 4.8, delay: 0.2 },
  },
];

const network: Shape[] = [
  {
    tag: 'rect',
    props: { x: 282, y: 60, width: 170, height: 240, rx: 22, className: 'fill-brand-700' },
  },
  ...LINKS.map(([from, to]): Shape => {
    const a = NODES[from] ?? { cx: 0, cy: 0 };
    const b = NODES[to] ?? { cx: 0, cy: 0 };
    return {
      tag: 'line',
      props: {
        x1: a.cx,
        y1: a.cy,
        x2: b.cx,
        y2: b.cy,
        stroke: '#dadbbf',
        strokeOpacity: 0.55,
        strokeWidth: 2,
      },
    };
  }),
  ...NODES.map((node, index): Shape => ({
    tag: 'circle',
    props: {
      cx: node.cx,
      cy: node.cy,
      r: index === 2 ? 13 : 9,
      fill: index === 2 ? '#d65a22' : '#f7f7f0',
    },
    loop: { values: { opacity: [1, 0.45, 1] }, duration: 3.2, delay: index * 0.4 },
  })),
];

const notification: Shape = {
  tag: 'g',
  props: {},
  loop: { values: { y: [0, -8, 0] }, duration: 5 },
  children: [
    {
      tag: 'rect',
      props: {
        x: 196,
        y: 292,
        width: 176,
        height: 64,
        rx: 18,
        strokeWidth: 2,
        className: 'fill-surface stroke-line',
      },
    },
    {
      tag: 'circle',
      props: { cx: 226, cy: 324, r: 12, className: 'fill-accent-100 dark:fill-accent-900' },
    },
    {
      tag: 'path',
      props: {
        d: 'M220 324l4 4 8-8',
        fill: 'none',
        strokeWidth: 3,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
        className: 'stroke-accent-600 dark:stroke-accent-300',
      },
    },
    {
      tag: 'rect',
      props: {
        x: 248,
        y: 314,
        width: 100,
        height: 8,
        rx: 4,
        className: 'fill-brand-300 dark:fill-brand-600',
      },
    },
    {
      tag: 'rect',
      props: {
        x: 248,
        y: 330,
        width: 66,
        height: 7,
        rx: 3.5,
        className: 'fill-brand-100 dark:fill-brand-800',
      },
    },
  ],
};

/** Decorative hero picture: a report card with growing bars and a small network of AI nodes. */
export const heroScene: Scene = {
  viewBox: '0 0 480 400',
  className: 'h-auto w-full',
  shapes: [...reportCard, ...network, notification],
};
