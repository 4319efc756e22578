import { preconnect, prefetchDNS } from 'react-dom';

/** Hosts Google Analytics talks to; hinted only after the visitor accepts cookies. */
export const ANALYTICS_HOSTS = [
  'https://www.googletagmanager.com',
  'https://www.google-analytics.com',
] as const;

import { disableAnalytics, gaDisableFlag } from './ga-flag';

export { disableAnalytics, gaDisableFlag };

type FlagWindow = Window & Record<string, unknown>;

/**
 * Prepares the tag for a visitor who accepted cookies: clears the opt-out flag, defines the queue
 * and sets Consent Mode v2 (everything denied by default, analytics storage granted) before the
 * tag's own configuration runs. Advertising storage stays denied: the site runs no ads.
 * Called from the accept button (so events queue at once) and again when the tag loads; the
 * queue and the consent commands are set up once per page.
 */
let granted = false;

export function grantAnalyticsConsent(measurementId: string): void {
  (window as FlagWindow)[gaDisableFlag(measurementId)] = false;
  if (granted) return;
  granted = true;
  const queue = (window.dataLayer = window.dataLayer ?? []);
  if (typeof window.gtag !== 'function') {
    window.gtag = function gtag() {
      // The tag reads the Arguments object itself, not an array copy of it.
      // eslint-disable-next-line prefer-rest-params
      queue.push(arguments);
    };
  }
  window.gtag('consent', 'default', {
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
    analytics_storage: 'denied',
  });
  window.gtag('consent', 'update', { analytics_storage: 'granted' });
  for (const host of ANALYTICS_HOSTS) {
    preconnect(host);
    prefetchDNS(host);
  }
}

/** Google Analytics' own cookies: _ga, _ga_<container>, and the older _gid, _gat*, _gac_*. */
const ANALYTICS_COOKIE = /^(_ga|_ga_.+|_gid|_gat.*|_gac_.+)$/;

/** The host and each parent domain a cookie may be set on (none for an IP address). */
function cookieDomains(hostname: string): string[] {
  if (!hostname.includes('.') || /^[\d.]+$/.test(hostname) || hostname.includes(':')) return [];
  const labels = hostname.split('.');
  return labels.slice(0, -1).map((_, index) => labels.slice(index).join('.'));
}

/**
 * Deletes the Google Analytics cookies this browser holds for the site. The tag writes them on
 * the widest domain it can (`.hanzo.mx` from `www.hanzo.mx`), so every parent domain of the host
 * is tried as well as the host itself. Returns the names it found.
 */
export function clearAnalyticsCookies(): string[] {
  const names = document.cookie
    .split(';')
    .map((pair) => pair.split('=')[0]?.trim() ?? '')
    .filter((name) => ANALYTICS_COOKIE.test(name));
  const domains = cookieDomains(window.location.hostname);
  for (const name of names) {
    document.cookie = `${name}=; Max-Age=0; Path=/`;
    for (const domain of domains) document.cookie = `${name}=; Max-Age=0; Path=/; Domain=${domain}`;
  }
  return names;
}

/**
 * Withdraws analytics consent on this page: measurement stops (Google's opt-out flag) and the
 * tag's cookies are deleted. The stored choice itself is cleared by lib/analytics/cookie-choice.ts.
 */
export function withdrawAnalyticsConsent(measurementId: string | null): void {
  if (measurementId) disableAnalytics(measurementId);
  clearAnalyticsCookies();
}
