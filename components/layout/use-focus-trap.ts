'use client';

import { type RefObject, useCallback, useEffect, useRef } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex="0"]';

/**
 * While `active`: Tab and Shift+Tab cycle through the container's visible controls only, the
 * page behind does not scroll, and the rest of the page (`main`, the footer) is inert, so neither
 * the keyboard nor a screen reader's reading cursor wanders behind an open panel.
 *
 * Returns `release`, which frees the page at once: a link in the panel that scrolls to and focuses
 * a section calls it before React has re-rendered the closed panel.
 */
export function useFocusTrap(
  active: boolean,
  containerRef: RefObject<HTMLElement | null>,
): () => void {
  const releaseRef = useRef<(() => void) | null>(null);
  const release = useCallback(() => {
    releaseRef.current?.();
    releaseRef.current = null;
  }, []);

  useEffect(() => {
    const container = containerRef.current;
    if (!active || !container) return;
    const root = document.documentElement;
    const previousOverflow = root.style.overflow;
    root.style.overflow = 'hidden';
    const behind = [...document.querySelectorAll<HTMLElement>('#contenido, body > footer')];
    for (const element of behind) element.inert = true;

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const controls = [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
        (element) => element.getClientRects().length > 0,
      );
      const first = controls[0];
      const last = controls.at(-1);
      if (!first || !last) return;
      const focused = document.activeElement;
      if (!container.contains(focused)) {
        event.preventDefault();
        first.focus();
      } else if (event.shiftKey && focused === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && focused === last) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    releaseRef.current = () => {
      document.removeEventListener('keydown', onKeyDown);
      root.style.overflow = previousOverflow;
      for (const element of behind) element.inert = false;
    };
    return release;
  }, [active, containerRef, release]);

  return release;
}
