'use client';

import { Suspense, lazy, useEffect, useState, useSyncExternalStore } from 'react';
import { readConsent, subscribeConsent } from '@/lib/analytics/cookie-choice';
import { afterPageSettles } from '@/lib/browser/page-settled';

const CookieBanner = lazy(() =>
  import('./cookie-banner').then((module) => ({ default: module.CookieBanner })),
);

/**
 * The cookie banner's code loads only for a visitor who has not chosen yet (and again when the
 * privacy notices' control clears the choice): a returning visitor never downloads it, and on a
 * first visit it is requested once the page has loaded and the browser is idle, so it never
 * competes with the page's own requests (nothing leaves the site before a choice either way).
 */
export function CookieBannerLoader({ measurementId }: { measurementId: string | null }) {
  // undefined on the server: the stored choice is only known in the browser.
  const consent = useSyncExternalStore(subscribeConsent, readConsent, () => undefined);
  const [settled, setSettled] = useState(false);
  useEffect(() => afterPageSettles(() => setSettled(true)), []);
  if (consent !== null || !settled) return null;
  return (
    <Suspense fallback={null}>
      <CookieBanner measurementId={measurementId} />
    </Suspense>
  );
}
