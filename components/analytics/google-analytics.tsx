'use client';

import { GoogleAnalytics as ThirdPartyGoogleAnalytics } from '@next/third-parties/google';
import { useEffect } from 'react';
import { grantAnalyticsConsent } from '@/lib/analytics-consent';

/** Runs its effect before the sibling tag's scripts are inserted, so consent is set first. */
function ConsentDefaults({ measurementId }: { measurementId: string }) {
  useEffect(() => grantAnalyticsConsent(measurementId), [measurementId]);
  return null;
}

/** The Google tag with Consent Mode set first. Loaded on demand, after the visitor accepts. */
export function GoogleAnalytics({ measurementId }: { measurementId: string }) {
  return (
    <>
      <ConsentDefaults measurementId={measurementId} />
      <ThirdPartyGoogleAnalytics gaId={measurementId} />
    </>
  );
}
