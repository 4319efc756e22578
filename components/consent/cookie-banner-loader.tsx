'use client';

import { Suspense, lazy, useSyncExternalStore } from 'react';
import { readConsent, subscribeConsent } from '@/lib/analytics/cookie-choice';

const CookieBanner = lazy(() =>
  import('./cookie-banner').then((module) => ({ default: module.CookieBanner })),
);

/**
 * The cookie banner's code loads only for a visitor who has not chosen yet (and again when the
 * privacy notices' control clears the choice): a returning visitor never downloads it, and on a
 * first visit it arrives after the page has hydrated, not with the framework.
 */
export function CookieBannerLoader({ measurementId }: { measurementId: string | null }) {
  // undefined on the server: the stored choice is only known in the browser.
  const consent = useSyncExternalStore(subscribeConsent, readConsent, () => undefined);
  if (consent !== null) return null;
  return (
    <Suspense fallback={null}>
      <CookieBanner measurementId={measurementId} />
    </Suspense>
  );
}
