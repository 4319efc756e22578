'use client';

import { GoogleAnalytics } from '@next/third-parties/google';
import { useEffect, useSyncExternalStore } from 'react';
import { disableAnalytics, grantAnalyticsConsent } from '@/lib/analytics-consent';
import { readConsent, subscribeConsent } from '@/lib/consent';
import { siteConfig } from '@/lib/site-config';

/** Runs its effect before the sibling tag's scripts are inserted, so consent is set first. */
function ConsentDefaults({ measurementId }: { measurementId: string }) {
  useEffect(() => grantAnalyticsConsent(measurementId), [measurementId]);
  return null;
}

/**
 * Loads Google Analytics only when a measurement id is configured and the visitor accepted
 * cookies. Until then nothing leaves the site and no hint to Google's hosts is emitted.
 */
export function AnalyticsLoader() {
  const measurementId = siteConfig.gaMeasurementId;
  const consent = useSyncExternalStore(subscribeConsent, readConsent, () => null);

  useEffect(() => {
    if (measurementId && consent === false) disableAnalytics(measurementId);
  }, [measurementId, consent]);

  if (!measurementId || consent !== true) return null;
  return (
    <>
      <ConsentDefaults measurementId={measurementId} />
      <GoogleAnalytics gaId={measurementId} />
    </>
  );
}
