'use client';

import { useState, useSyncExternalStore } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import type { ControlText, CookieChoiceText } from '@/content/privacy';
import { withdrawAnalyticsConsent } from '@/lib/analytics/consent-mode';
import { clearConsent, readConsent, subscribeConsent } from '@/lib/analytics/cookie-choice';
import { siteConfig } from '@/lib/config/site-config';

function Text({ runs }: { runs: ControlText }) {
  return runs.map((run, index) =>
    typeof run === 'string' ? (
      run
    ) : (
      <span key={index} lang="es-MX">
        “{run.es}”
      </span>
    ),
  );
}

/**
 * Lets the visitor take back the cookie choice: measurement stops, the analytics cookies go, the
 * stored choice is cleared and the site's cookie banner asks again (and takes the focus).
 */
export function CookieChoiceControl({ text }: { text: CookieChoiceText }) {
  // undefined on the server and before hydration: the choice lives in the browser.
  const consent = useSyncExternalStore(subscribeConsent, readConsent, () => undefined);
  const [reopened, setReopened] = useState(false);

  function changeChoice() {
    withdrawAnalyticsConsent(siteConfig.gaMeasurementId);
    clearConsent();
    setReopened(true);
  }

  const status =
    consent === true
      ? text.accepted
      : consent === false
        ? text.rejected
        : consent === null
          ? text.undecided
          : null;

  return (
    <div
      className="my-6 rounded-2xl border border-line bg-surface p-5 sm:p-6"
      data-testid="cookie-choice"
    >
      <p className="min-h-7 text-ink">
        {status ? (
          <>
            {text.current} <strong className="font-semibold">{status}</strong>
          </>
        ) : null}
      </p>
      <button
        type="button"
        onClick={changeChoice}
        // Without JavaScript there is nothing to change: the choice is only kept by the browser.
        disabled={consent === undefined}
        className={`${buttonClass.secondary} mt-3 disabled:cursor-not-allowed disabled:opacity-60`}
      >
        {text.button}
      </button>
      <p role="status" className="mt-3 text-sm text-ink-muted empty:mt-0">
        {reopened && consent === null ? <Text runs={text.reopened} /> : null}
      </p>
    </div>
  );
}
