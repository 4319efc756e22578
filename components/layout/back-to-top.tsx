'use client';

import { useSyncExternalStore } from 'react';
import { ArrowUpIcon } from '@/components/ui/icons';
import { backToTopText } from '@/content/shell';
import { isPastBackToTopThreshold, scrollToTop } from '@/lib/scroll';

function subscribeToScroll(onChange: () => void): () => void {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

export function BackToTop() {
  const visible = useSyncExternalStore(
    subscribeToScroll,
    () => isPastBackToTopThreshold(window.scrollY),
    () => false,
  );
  if (!visible) return null;

  return (
    <button
      type="button"
      aria-label={backToTopText}
      title={backToTopText}
      onClick={() => {
        scrollToTop();
        // The button disappears at the top; keyboard focus goes back to the start of the page.
        document.getElementById('contenido')?.focus({ preventScroll: true });
      }}
      className="floating-action back-to-top inline-flex size-12 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg ring-1 ring-white/20 transition-colors hover:bg-brand-800"
    >
      <ArrowUpIcon className="size-5" />
    </button>
  );
}
