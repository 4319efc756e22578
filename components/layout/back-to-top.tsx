'use client';

import { useSyncExternalStore } from 'react';
import { ArrowUpIcon } from '@/components/ui/icons';
import { backToTopText } from '@/content/shell';
import { isPastBackToTopThreshold, scrollToTop } from '@/lib/layout/scroll';
import { useBannerOffset } from './use-banner-offset';

// Read on scroll and once a frame after subscribing, not in the snapshot: reading scrollY while
// React hydrates forces the browser to lay out the page in the middle of hydration.
let pastThreshold = false;

function subscribeToScroll(onChange: () => void): () => void {
  const update = () => {
    pastThreshold = isPastBackToTopThreshold(window.scrollY);
    onChange();
  };
  window.addEventListener('scroll', update, { passive: true });
  // The page may open scrolled (a reload, a link to a section).
  const frame = requestAnimationFrame(update);
  return () => {
    cancelAnimationFrame(frame);
    window.removeEventListener('scroll', update);
  };
}

/**
 * "Volver arriba", in the header's controls. From 1280 px (app/globals.css, `.back-to-top`) the
 * page's margins are wide enough for it to float in the bottom-right corner beside the text;
 * narrower, a floating button would sit on the text, so it stays in the header. It keeps its place
 * while hidden (near the top of the page) so the header does not move when it appears.
 */
export function BackToTop() {
  const visible = useSyncExternalStore(
    subscribeToScroll,
    () => pastThreshold,
    () => false,
  );
  const bannerOffset = useBannerOffset();

  return (
    <button
      type="button"
      aria-label={backToTopText}
      title={backToTopText}
      aria-hidden={!visible}
      tabIndex={visible ? undefined : -1}
      style={bannerOffset}
      onClick={() => {
        scrollToTop();
        // The button disappears at the top; keyboard focus goes back to the start of the page.
        document.getElementById('contenido')?.focus({ preventScroll: true });
      }}
      className={`floating-action back-to-top inline-flex size-11 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg ring-1 ring-white/20 transition-colors hover:bg-brand-800 ${visible ? '' : 'invisible'}`}
    >
      <ArrowUpIcon className="size-5" />
    </button>
  );
}
