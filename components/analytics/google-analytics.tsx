'use client';

import { GoogleAnalytics as ThirdPartyGoogleAnalytics } from '@next/third-parties/google';
import { Suspense, useEffect } from 'react';
import { grantAnalyticsConsent } from '@/lib/analytics/consent-mode';
import { reportEmailCampaignArrival, watchCtaClicks } from '@/lib/analytics/cta-clicks';
import { startFieldData } from '@/lib/analytics/field-data';
import { PageViewTracker } from './page-view-tracker';

/** Runs its effect before the sibling tag's scripts are inserted, so consent is set first. */
function ConsentDefaults({ measurementId }: { measurementId: string }) {
  useEffect(() => {
    grantAnalyticsConsent(measurementId);
    // Core Web Vitals and uncaught errors of this page, now that the visitor agreed.
    startFieldData();
  }, [measurementId]);
  // Every call to action's cta_clicked and click, and a newsletter link's arrival (spec §7).
  useEffect(() => {
    reportEmailCampaignArrival();
    return watchCtaClicks();
  }, []);
  return null;
}

/**
 * The Google tag with Consent Mode set first, the field data (web-vitals comes with this module),
 * the calls to action's generic events and the page views of client-side navigations. Loaded on demand, after the visitor accepts.
 */
export function GoogleAnalytics({ measurementId }: { measurementId: string }) {
  return (
    <>
      <ConsentDefaults measurementId={measurementId} />
      <ThirdPartyGoogleAnalytics gaId={measurementId} />
      <Suspense fallback={null}>
        <PageViewTracker />
      </Suspense>
    </>
  );
}
