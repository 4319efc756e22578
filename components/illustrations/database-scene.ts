import type { Scene, Shape } from './svg-scene';

const SOURCES = [
  { y: 60, label: 'XLS' },
  { y: 150, label: 'POS' },
  { y: 240, label: 'CFDI' },
];

const sources: Shape[] = SOURCES.flatMap((source, index): Shape[] => [
  {
    tag: 'rect',
    props: {
      x: 20,
      y: source.y,
      width: 96,
      height: 56,
      rx: 14,
      strokeWidth: 2,
      className: 'fill-surface stroke-line',
    },
  },
  {
    tag: 'text',
    props: {
      x: 68,
      y: source.y + 34,
      textAnchor: 'middle',
      className: 'fill-ink-muted text-[14px] font-bold',
    },
    text: source.label,
  },
  {
    tag: 'path',
    props: {
      d: `M120 ${source.y + 28} C 190 ${source.y + 28}, 200 160, 262 160`,
      fill: 'none',
      strokeWidth: 3,
      strokeDasharray: '6 8',
      className: 'stroke-brand-300 dark:stroke-brand-600',
    },
  },
  {
    tag: 'circle',
    props: { cx: 120, cy: source.y + 28, r: 7, fill: '#d65a22' },
    loop: {
      values: { cx: [120, 262], cy: [source.y + 28, 160], opacity: [1, 1, 0] },
      duration: 2.4,
      delay: index * 0.8,
      restart: true,
    },
  },
]);

const database: Shape = {
  tag: 'g',
  props: {},
  children: [
    { tag: 'ellipse', props: { cx: 340, cy: 88, rx: 72, ry: 22, className: 'fill-brand-500' } },
    {
      tag: 'path',
      props: {
        d: 'M268 88v150c0 12 32 22 72 22s72-10 72-22V88c0 12-32 22-72 22s-72-10-72-22Z',
        className: 'fill-brand-700',
      },
    },
    {
      tag: 'path',
      props: {
        d: 'M268 138c0 12 32 22 72 22s72-10 72-22M268 188c0 12 32 22 72 22s72-10 72-22',
        fill: 'none',
        stroke: '#a3a66f',
        strokeWidth: 3,
      },
    },
    ...[124, 174, 224].map((cy): Shape => ({
      tag: 'circle',
      props: { cx: 384, cy, r: 5, fill: '#d65a22' },
    })),
  ],
};

/** Files from several sources flowing into one cloud database. */
export const databaseScene: Scene = {
  viewBox: '0 0 440 320',
  className: 'h-auto w-full',
  shapes: [...sources, database],
};
