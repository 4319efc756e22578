'use client';

import { type ComponentType, useEffect, useState } from 'react';
import { prefersReducedMotion } from '@/lib/scroll';

type IdleWindow = Window & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/**
 * Loads a component once the page is hydrated and the browser is idle, so animation code never
 * weighs on the first load. Nothing is loaded for visitors who prefer reduced motion (the still
 * picture is what they get) or below `minWidth`, where the picture is not shown.
 * `load` must be a module-level function, so it is the same on every render.
 */
export function useIdleImport<P>(
  load: () => Promise<ComponentType<P>>,
  minWidth = 0,
): ComponentType<P> | null {
  const [Component, setComponent] = useState<ComponentType<P> | null>(null);

  useEffect(() => {
    if (prefersReducedMotion()) return;
    if (minWidth && !window.matchMedia(`(min-width: ${minWidth}px)`).matches) return;
    const idleWindow = window as IdleWindow;
    let active = true;
    const start = () => {
      load()
        .then((loaded) => {
          if (active) setComponent(() => loaded);
        })
        .catch((error: unknown) => console.warn('[motion] no se pudo cargar la animación', error));
    };
    if (idleWindow.requestIdleCallback) {
      const handle = idleWindow.requestIdleCallback(start, { timeout: 2000 });
      return () => {
        active = false;
        idleWindow.cancelIdleCallback?.(handle);
      };
    }
    const timer = window.setTimeout(start, 200);
    return () => {
      active = false;
      window.clearTimeout(timer);
    };
  }, [load, minWidth]);

  return Component;
}
