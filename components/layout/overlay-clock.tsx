'use client';

import { overlayScript, overlayStyles } from '@/lib/layout/overlay';

/**
 * The loading overlay's styles (hoisted into <head> by React) and inline script. A client
 * component only so that they travel once in the HTML and not again in the pages' RSC payload
 * (the markup's share, which is smaller, stays in the server component); React never changes
 * them after the server rendered them.
 */
export function OverlayClock() {
  return (
    <>
      <style href="loading-overlay" precedence="high">
        {overlayStyles}
      </style>
      <script dangerouslySetInnerHTML={{ __html: overlayScript }} />
    </>
  );
}
