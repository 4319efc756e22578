'use client';

import { type ComponentType, type RefObject, useEffect, useState } from 'react';
import { prefersReducedMotion } from '@/lib/layout/scroll';

type IdleWindow = Window & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

interface IdleImportOptions {
  /** Load only from this viewport width up (the picture is hidden below it). */
  minWidth?: number;
  /** Load only once this element comes into view, as `margin` and `threshold` define it. */
  near?: RefObject<Element | null>;
  /** IntersectionObserver rootMargin: '0px 0px 200px 0px' starts 200 px before it shows. */
  margin?: string;
  /** The visible fraction of the element that counts as seen. */
  threshold?: number;
}

/**
 * Loads a component once the page is hydrated, the browser is idle and (with `near`) the element
 * is about to be seen, so animation code never weighs on the first load and a phone that never
 * scrolls to the picture never downloads it. Nothing is loaded for visitors who prefer reduced
 * motion (the still picture is what they get) or below `minWidth`.
 * `load` must be a module-level function, so it is the same on every render.
 */
export function useIdleImport<P>(
  load: () => Promise<ComponentType<P>>,
  { minWidth = 0, near, margin = '0px', threshold = 0 }: IdleImportOptions = {},
): ComponentType<P> | null {
  const [Component, setComponent] = useState<ComponentType<P> | null>(null);

  useEffect(() => {
    if (prefersReducedMotion()) return;
    if (minWidth && !window.matchMedia(`(min-width: ${minWidth}px)`).matches) return;
    const idleWindow = window as IdleWindow;
    let active = true;
    let cancel = () => {};
    const start = () => {
      load()
        .then((loaded) => {
          if (active) setComponent(() => loaded);
        })
        .catch((error: unknown) => console.warn('[motion] no se pudo cargar la animación', error));
    };
    const whenIdle = () => {
      if (idleWindow.requestIdleCallback) {
        const handle = idleWindow.requestIdleCallback(start, { timeout: 2000 });
        cancel = () => idleWindow.cancelIdleCallback?.(handle);
      } else {
        const timer = window.setTimeout(start, 200);
        cancel = () => window.clearTimeout(timer);
      }
    };
    const element = near?.current;
    if (element && 'IntersectionObserver' in window) {
      const observer = new IntersectionObserver(
        (entries) => {
          // isIntersecting is also true below the threshold (the first report always comes).
          const seen = entries.some(
            (entry) => entry.isIntersecting && entry.intersectionRatio >= threshold,
          );
          if (!seen) return;
          observer.disconnect();
          whenIdle();
        },
        { rootMargin: margin, threshold },
      );
      observer.observe(element);
      cancel = () => observer.disconnect();
    } else {
      whenIdle();
    }
    return () => {
      active = false;
      cancel();
    };
  }, [load, minWidth, near, margin, threshold]);

  return Component;
}
