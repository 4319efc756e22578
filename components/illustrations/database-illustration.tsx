'use client';

import { m, useReducedMotion } from 'framer-motion';
import { MotionRoot } from '@/components/motion/motion-root';

const SOURCES = [
  { y: 60, label: 'XLS' },
  { y: 150, label: 'POS' },
  { y: 240, label: 'CFDI' },
];

/** Files from several sources flowing into one cloud database. Decorative, large screens only. */
export function DatabaseIllustration() {
  const still = useReducedMotion() === true;
  return (
    <div className="hidden lg:block">
      <MotionRoot>
        <svg viewBox="0 0 440 320" className="h-auto w-full" aria-hidden="true" focusable="false">
          {SOURCES.map((source, index) => (
            <g key={source.label}>
              <rect x="20" y={source.y} width="96" height="56" rx="14" className="fill-surface stroke-line" strokeWidth="2" />
              <text x="68" y={source.y + 34} textAnchor="middle" className="fill-ink-muted text-[14px] font-bold">
                {source.label}
              </text>
              <path d={`M120 ${source.y + 28} C 190 ${source.y + 28}, 200 160, 262 160`} fill="none" strokeWidth="3" strokeDasharray="6 8" className="stroke-brand-300 dark:stroke-brand-600" />
              <m.circle
                r="7"
                fill="#d65a22"
                initial={{ cx: 120, cy: source.y + 28, opacity: 1 }}
                animate={still ? undefined : { cx: [120, 262], cy: [source.y + 28, 160], opacity: [1, 1, 0] }}
                transition={{ duration: 2.4, delay: index * 0.8, repeat: Infinity, ease: 'easeInOut' }}
              />
            </g>
          ))}
          <g>
            <ellipse cx="340" cy="88" rx="72" ry="22" className="fill-brand-500" />
            <path d="M268 88v150c0 12 32 22 72 22s72-10 72-22V88c0 12-32 22-72 22s-72-10-72-22Z" className="fill-brand-700" />
            <path d="M268 138c0 12 32 22 72 22s72-10 72-22M268 188c0 12 32 22 72 22s72-10 72-22" fill="none" stroke="#a3a66f" strokeWidth="3" />
            <circle cx="384" cy="124" r="5" fill="#d65a22" />
            <circle cx="384" cy="174" r="5" fill="#d65a22" />
            <circle cx="384" cy="224" r="5" fill="#d65a22" />
          </g>
        </svg>
      </MotionRoot>
    </div>
  );
}
