'use client';

import {
  type ComponentType,
  createElement,
  useEffect,
  useState,
  useSyncExternalStore,
} from 'react';
import { disableAnalytics } from '@/lib/analytics/ga-flag';
import { readConsent, subscribeConsent } from '@/lib/analytics/cookie-choice';

type GoogleAnalyticsComponent = ComponentType<{ measurementId: string }>;

/**
 * Loads Google Analytics only when a measurement id is configured and the visitor accepted
 * cookies. Until then nothing leaves the site, no hint to Google's hosts is emitted, and the
 * tag's code is not even part of the page (it is imported on acceptance). `measurementId` comes
 * from the server's site config, which stays out of the first-load script.
 */
export function AnalyticsLoader({ measurementId }: { measurementId: string | null }) {
  const consent = useSyncExternalStore(subscribeConsent, readConsent, () => null);
  const [GoogleAnalytics, setGoogleAnalytics] = useState<GoogleAnalyticsComponent | null>(null);

  useEffect(() => {
    if (!measurementId) return;
    if (consent === false) disableAnalytics(measurementId);
    if (consent !== true) return;
    let active = true;
    import('./google-analytics')
      .then((module) => {
        if (active) setGoogleAnalytics(() => module.GoogleAnalytics);
      })
      .catch((error: unknown) => console.warn('[analytics] no se pudo cargar la medición', error));
    return () => {
      active = false;
    };
  }, [measurementId, consent]);

  if (!measurementId || consent !== true || !GoogleAnalytics) return null;
  // A module's export kept in state: the same component on every render.
  return createElement(GoogleAnalytics, { measurementId });
}
