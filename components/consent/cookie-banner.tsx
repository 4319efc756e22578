'use client';

import Link from 'next/link';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { CloseIcon } from '@/components/ui/icons';
import { cookieBannerText as text } from '@/content/shell';
import { trackConsentUpdate } from '@/lib/analytics';
import { disableAnalytics, grantAnalyticsConsent } from '@/lib/analytics-consent';
import { readConsent, readConsentRevision, saveConsent, subscribeConsent } from '@/lib/consent';
import { siteConfig } from '@/lib/site-config';

const buttonClass =
  'inline-flex min-h-11 flex-1 items-center justify-center rounded-full px-5 text-sm font-semibold transition-colors sm:flex-none';

/**
 * Shown while the visitor has not chosen. Accept stores true and lets analytics load; Reject
 * stores false and switches measurement off; the close icon hides it for this page view only.
 * When the visitor clears the choice (privacy notices), it shows again and takes the focus.
 */
export function CookieBanner() {
  // undefined on the server: the stored choice is only known in the browser.
  const consent = useSyncExternalStore(subscribeConsent, readConsent, () => undefined);
  const revision = useSyncExternalStore(subscribeConsent, readConsentRevision, () => 0);
  // The revision at which the close icon was used: clearing the choice later asks again.
  const [closedAt, setClosedAt] = useState<number | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const visible = consent === null && closedAt !== revision;

  useEffect(() => {
    if (visible && revision > 0) heading.current?.focus();
  }, [visible, revision]);

  if (!visible) return null;

  function accept() {
    const measurementId = siteConfig.gaMeasurementId;
    if (measurementId) {
      // Defines the queue with consent granted, so this event waits for the tag, which loads next.
      grantAnalyticsConsent(measurementId);
      trackConsentUpdate('analytics', true);
    }
    saveConsent(true);
  }

  function reject() {
    if (siteConfig.gaMeasurementId) disableAnalytics(siteConfig.gaMeasurementId);
    saveConsent(false);
  }

  return (
    <section
      aria-labelledby="cookie-banner-title"
      className="fixed inset-x-0 bottom-0 z-50 p-3 sm:p-4"
      data-testid="cookie-banner"
    >
      <div className="relative mx-auto max-w-3xl rounded-2xl border border-line bg-surface p-4 pr-12 shadow-2xl shadow-black/20 sm:p-5 sm:pr-14">
        <h2
          ref={heading}
          tabIndex={-1}
          id="cookie-banner-title"
          className="text-base font-bold text-ink"
        >
          {text.title}
        </h2>
        <p className="mt-1 text-sm leading-relaxed text-ink-muted">
          {text.body}{' '}
          {/* Not prefetched: few visitors follow them, and the banner is on every first visit. */}
          <Link
            href="/privacidad/"
            prefetch={false}
            className="font-semibold text-ink underline underline-offset-2"
          >
            {text.privacyEs}
          </Link>
          {' · '}
          <Link
            href="/privacy/"
            prefetch={false}
            hrefLang="en"
            lang="en"
            className="font-semibold text-ink underline underline-offset-2"
          >
            {text.privacyEn}
          </Link>
        </p>
        <div className="mt-3 flex gap-2 sm:justify-end">
          <button
            type="button"
            onClick={reject}
            className={`${buttonClass} border border-brand-700 text-brand-800 hover:bg-brand-50 dark:border-brand-300 dark:text-brand-100 dark:hover:bg-white/5`}
          >
            {text.reject}
          </button>
          <button
            type="button"
            onClick={accept}
            className={`${buttonClass} bg-accent-600 text-white hover:bg-accent-700`}
          >
            {text.accept}
          </button>
        </div>
        <button
          type="button"
          onClick={() => setClosedAt(revision)}
          aria-label={text.close}
          title={text.close}
          className="absolute top-2 right-2 inline-flex size-11 items-center justify-center rounded-full text-ink-muted hover:bg-surface-raised hover:text-ink"
        >
          <CloseIcon className="size-5" />
        </button>
      </div>
    </section>
  );
}
