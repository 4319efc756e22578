'use client';

import { m, useReducedMotion } from 'framer-motion';
import { MotionRoot } from '@/components/motion/motion-root';

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

/** Decorative: a report card with growing bars and a small network of AI nodes. */
export function HeroGraphic() {
  const still = useReducedMotion() === true;
  const loop = (delay: number) => ({ duration: 3.2, delay, repeat: Infinity, repeatType: 'mirror' as const, ease: 'easeInOut' as const });

  return (
    <MotionRoot>
      <svg
        viewBox="0 0 480 400"
        className="h-auto w-full"
        aria-hidden="true"
        focusable="false"
      >
        <rect x="36" y="40" width="224" height="270" rx="22" className="fill-surface stroke-line" strokeWidth="2" />
        <rect x="62" y="66" width="92" height="10" rx="5" className="fill-brand-200 dark:fill-brand-700" />
        <rect x="62" y="86" width="56" height="8" rx="4" className="fill-brand-100 dark:fill-brand-800" />
        {BARS.map((bar, index) => (
          <m.rect
            key={bar.x}
            x={bar.x}
            y={280 - bar.height}
            width="24"
            height={bar.height}
            rx="6"
            className={index === 3 ? 'fill-accent-500' : 'fill-brand-500'}
            style={{ transformBox: 'fill-box', originY: 1 }}
            initial={{ scaleY: 1 }}
            animate={still ? undefined : { scaleY: [1, 0.78, 1] }}
            transition={loop(index * 0.4)}
          />
        ))}
        <m.path
          d="M70 196 C 110 170, 140 200, 170 160 S 220 120, 236 118"
          fill="none"
          strokeWidth="4"
          strokeLinecap="round"
          className="stroke-brand-800 dark:stroke-brand-200"
          initial={{ pathLength: 1 }}
          animate={still ? undefined : { pathLength: [1, 0.55, 1] }}
          transition={{ ...loop(0.2), duration: 4.8 }}
        />

        <rect x="282" y="60" width="170" height="240" rx="22" className="fill-brand-700" />
        {LINKS.map(([from, to]) => {
          const a = NODES[from];
          const b = NODES[to];
          if (!a || !b) return null;
          return (
            <line
              key={`${from}-${to}`}
              x1={a.cx}
              y1={a.cy}
              x2={b.cx}
              y2={b.cy}
              stroke="#dadbbf"
              strokeOpacity="0.55"
              strokeWidth="2"
            />
          );
        })}
        {NODES.map((node, index) => (
          <m.circle
            key={`${node.cx}-${node.cy}`}
            cx={node.cx}
            cy={node.cy}
            r={index === 2 ? 13 : 9}
            fill={index === 2 ? '#d65a22' : '#f7f7f0'}
            initial={{ opacity: 1 }}
            animate={still ? undefined : { opacity: [1, 0.45, 1] }}
            transition={loop(index * 0.5)}
          />
        ))}

        <m.g
          initial={{ y: 0 }}
          animate={still ? undefined : { y: [0, -8, 0] }}
          transition={{ ...loop(0), duration: 5 }}
        >
          <rect x="196" y="292" width="176" height="64" rx="18" className="fill-surface stroke-line" strokeWidth="2" />
          <circle cx="226" cy="324" r="12" className="fill-accent-100 dark:fill-accent-900" />
          <path d="M220 324l4 4 8-8" fill="none" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" className="stroke-accent-600 dark:stroke-accent-300" />
          <rect x="248" y="314" width="100" height="8" rx="4" className="fill-brand-300 dark:fill-brand-600" />
          <rect x="248" y="330" width="66" height="7" rx="3.5" className="fill-brand-100 dark:fill-brand-800" />
        </m.g>
      </svg>
    </MotionRoot>
  );
}
