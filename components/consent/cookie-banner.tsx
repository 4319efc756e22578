'use client';

import Link from 'next/link';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { CloseIcon } from '@/components/ui/icons';
import { cookieBannerText as text } from '@/content/shell';
import { trackConsentUpdate } from '@/lib/analytics/events';
import { disableAnalytics, grantAnalyticsConsent } from '@/lib/analytics/consent-mode';
import { setBannerHeight } from '@/lib/layout/banner-offset';
import {
  readConsent,
  readConsentRevision,
  saveConsent,
  subscribeConsent,
} from '@/lib/analytics/cookie-choice';

const buttonClass =
  'inline-flex min-h-11 flex-1 items-center justify-center rounded-full px-5 text-sm font-semibold transition-colors sm:flex-none';

/**
 * Shown while the visitor has not chosen. Accept stores true and lets analytics load; Reject
 * stores false and switches measurement off; the close icon hides it for this page view only.
 * When the visitor clears the choice (privacy notices), it shows again and takes the focus.
 * `measurementId` comes from the server's site config, which stays out of the first-load script.
 */
export function CookieBanner({ measurementId }: { measurementId: string | null }) {
  // undefined on the server: the stored choice is only known in the browser.
  const consent = useSyncExternalStore(subscribeConsent, readConsent, () => undefined);
  const revision = useSyncExternalStore(subscribeConsent, readConsentRevision, () => 0);
  // The revision at which the close icon was used: clearing the choice later asks again.
  const [closedAt, setClosedAt] = useState<number | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const banner = useRef<HTMLElement>(null);
  const visible = consent === null && closedAt !== revision;

  useEffect(() => {
    if (visible && revision > 0) heading.current?.focus();
  }, [visible, revision]);

  // The floating buttons rise above the banner (lib/layout/banner-offset.ts). Its height is read when the
  // browser lays it out anyway (a ResizeObserver reports after layout), never forced in the middle
  // of hydration.
  useEffect(() => {
    const element = banner.current;
    if (!visible || !element) return;
    const publish = () => setBannerHeight(element.getBoundingClientRect().height);
    let stop: () => void;
    if ('ResizeObserver' in window) {
      const observer = new ResizeObserver(publish);
      observer.observe(element);
      stop = () => observer.disconnect();
    } else {
      const frame = requestAnimationFrame(publish);
      stop = () => cancelAnimationFrame(frame);
    }
    return () => {
      stop();
      setBannerHeight(0);
    };
  }, [visible]);

  if (!visible) return null;

  function accept() {
    if (measurementId) {
      // Defines the queue with consent granted, so this event waits for the tag, which loads next.
      grantAnalyticsConsent(measurementId);
      trackConsentUpdate('analytics', true);
    }
    saveConsent(true);
  }

  function reject() {
    if (measurementId) disableAnalytics(measurementId);
    saveConsent(false);
  }

  return (
    <section
      ref={banner}
      aria-labelledby="cookie-banner-title"
      className="fixed inset-x-0 bottom-0 z-50 p-2 sm:p-4"
      data-testid="cookie-banner"
    >
      <div className="relative mx-auto max-w-4xl rounded-2xl border border-line bg-surface px-4 py-3 shadow-2xl shadow-black/20 sm:p-5 sm:pr-14 md:grid md:grid-cols-[1fr_auto] md:items-end md:gap-x-6">
        <div>
          <h2
            ref={heading}
            tabIndex={-1}
            id="cookie-banner-title"
            className="pr-10 text-[0.9375rem] font-bold text-ink sm:text-base"
          >
            {text.title}
          </h2>
          <p className="mt-1 text-[0.8125rem] leading-snug text-ink-muted sm:text-sm sm:leading-relaxed">
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
        </div>
        <div className="mt-2.5 flex gap-2 sm:mt-3 sm:justify-end md:mt-0">
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
          className="absolute top-0.5 right-0.5 inline-flex size-11 items-center justify-center rounded-full text-ink-muted hover:bg-surface-raised hover:text-ink sm:top-2 sm:right-2"
        >
          <CloseIcon className="size-5" />
        </button>
      </div>
    </section>
  );
}
