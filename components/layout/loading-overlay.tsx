'use client';

import { useEffect, useState, useSyncExternalStore } from 'react';
import { loadingText } from '@/content/shell';
import { readStored, writeStored } from '@/lib/browser-storage';
import {
  CRITICAL_IMAGE,
  DECORATIVE_IMAGES,
  MIN_PROGRESS,
  OVERLAY_HOLD_MS,
  OVERLAY_SEEN_KEY,
  clampProgress,
  preloadImage,
} from '@/lib/overlay';

const FADE_MS = 300;
const subscribeNothing = () => () => {};

/**
 * Full-screen overlay on the first full load of a browser session. It is painted above content
 * that is already in the HTML (crawlers and visitors without JavaScript get the page; a
 * <noscript> style and a CSS failsafe hide it), so it never delays the largest paint.
 */
export function LoadingOverlay() {
  const seenBefore = useSyncExternalStore(
    subscribeNothing,
    () => readStored(OVERLAY_SEEN_KEY, 'sessionStorage') === '1',
    () => false,
  );
  const [progress, setProgress] = useState(MIN_PROGRESS);
  const [phase, setPhase] = useState<'loading' | 'leaving' | 'done'>('loading');

  useEffect(() => {
    if (seenBefore) return;
    const timers: number[] = [];
    let active = true;
    const tick = window.setInterval(() => setProgress((value) => value + (90 - value) * 0.25), 120);

    preloadImage(CRITICAL_IMAGE).then((loaded) => {
      if (!active) return;
      if (!loaded) console.warn(`[overlay] no se pudo cargar ${CRITICAL_IMAGE}; el sitio continúa`);
      window.clearInterval(tick);
      setProgress(100);
      timers.push(
        window.setTimeout(() => {
          setPhase('leaving');
          void Promise.all(DECORATIVE_IMAGES.map(preloadImage));
          timers.push(
            window.setTimeout(() => {
              // Written only now: `seenBefore` reads it on every render, and an earlier write
              // would remove the overlay before its fade.
              writeStored(OVERLAY_SEEN_KEY, '1', 'sessionStorage');
              setPhase('done');
            }, FADE_MS),
          );
        }, OVERLAY_HOLD_MS),
      );
    });

    return () => {
      active = false;
      window.clearInterval(tick);
      timers.forEach((timer) => window.clearTimeout(timer));
    };
  }, [seenBefore]);

  if (seenBefore || phase === 'done') return null;

  const width = clampProgress(progress);
  return (
    <div
      id="loading-overlay"
      aria-hidden="true"
      data-testid="loading-overlay"
      className={`fixed inset-0 z-[100] flex animate-overlay-failsafe flex-col items-center justify-center gap-6 bg-canvas transition-opacity duration-300 ${phase === 'leaving' ? 'pointer-events-none opacity-0' : ''}`}
    >
      <img src={CRITICAL_IMAGE} alt="" width={72} height={72} className="size-18" />
      <div className="h-1.5 w-52 overflow-hidden rounded-full bg-line">
        <div
          data-testid="loading-progress"
          className="h-full rounded-full bg-accent-500 transition-[width] duration-200 ease-out"
          style={{ width: `${width}%` }}
        />
      </div>
      <p className="text-sm font-medium text-ink-muted">{loadingText}</p>
    </div>
  );
}
