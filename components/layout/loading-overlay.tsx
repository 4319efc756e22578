'use client';

import { loadingText } from '@/content/shell';
import { overlayScript, overlayStyles } from '@/lib/overlay';

/**
 * Full-screen overlay on the first full load of a browser session (decision 6): markup, styles
 * (hoisted into <head> by React) and an inline script that runs as the page is parsed
 * (lib/overlay.ts). It shows with the first paint and clears about a second later, whether or
 * not the framework has arrived; the page beneath is complete in the HTML. A client component
 * only so that its markup is in the HTML once, not again in the pages' RSC payload: it has no
 * state, and React never changes it after the server rendered it.
 */
export function LoadingOverlay() {
  return (
    <>
      <style href="loading-overlay" precedence="high">
        {overlayStyles}
      </style>
      <div
        id="loading-overlay"
        aria-hidden="true"
        className="fixed inset-0 z-[100] hidden flex-col items-center justify-center gap-6 bg-canvas"
      >
        <img src="/logo.svg" alt="" width={72} height={72} fetchPriority="high" />
        <div className="h-1.5 w-52 overflow-hidden rounded-full bg-line">
          <div className="h-full rounded-full bg-accent-500" />
        </div>
        <p className="text-sm font-medium text-ink-muted">{loadingText}</p>
      </div>
      <script dangerouslySetInnerHTML={{ __html: overlayScript }} />
    </>
  );
}
