/**
 * Field data: what real visitors experience, sent to Google Analytics.
 * - Core Web Vitals (LCP, INP, CLS, plus FCP and TTFB), measured by the `web-vitals` library, as
 *   `performance_metric` events, once per metric per page view.
 * - Uncaught errors and unhandled promise rejections as `error_occurred` events (scrubbed and
 *   limited by lib/analytics).
 * This module is imported only with the Google tag (components/analytics/google-analytics.tsx),
 * which loads only after the visitor accepts cookies and only when a measurement id is set: for
 * everyone else neither it nor web-vitals is ever downloaded. Each send also checks the choice
 * still stands, in case the visitor withdrew it later in the same page.
 */
import { type MetricType, onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals';
import { type PerformanceMetric, trackError, trackPerformanceMetric } from '@/lib/analytics/events';
import { readConsent } from '@/lib/analytics/cookie-choice';

type Send = (metric: PerformanceMetric) => void;

/** The path of the page a metric belongs to (the URL the document was loaded from), no query. */
export function metricPagePath(metric: Pick<MetricType, 'navigationURL'>): string {
  try {
    if (metric.navigationURL) return new URL(metric.navigationURL).pathname;
  } catch {
    // Not a URL: fall back to the current page.
  }
  return window.location.pathname;
}

/**
 * A web-vitals callback that sends each metric once per page view. The library reports CLS and
 * INP again when their value grows after the page was hidden and shown; the first report stands.
 * A page restored from the back/forward cache is a new page view with its own metrics.
 */
export function createMetricReporter(send: Send): {
  report: (metric: MetricType) => void;
  newPageView: () => void;
} {
  let pageView = 0;
  const sent = new Set<string>();
  return {
    report(metric) {
      const key = `${pageView}:${metric.name}`;
      if (sent.has(key)) return;
      sent.add(key);
      send({
        name: metric.name,
        value: metric.value,
        rating: metric.rating,
        pagePath: metricPagePath(metric),
        navigationType: metric.navigationType,
        id: metric.id,
      });
    },
    newPageView() {
      pageView += 1;
    },
  };
}

const consented = () => readConsent() === true;

function errorMessage(reason: unknown): string {
  if (reason instanceof Error) return `${reason.name}: ${reason.message}`;
  if (typeof reason === 'string') return reason;
  try {
    return JSON.stringify(reason) ?? String(reason);
  } catch {
    return String(reason);
  }
}

function onError(event: ErrorEvent) {
  if (!consented()) return;
  trackError(event.error ? errorMessage(event.error) : event.message || 'Error', 'uncaught_error');
}

function onRejection(event: PromiseRejectionEvent) {
  if (!consented()) return;
  trackError(errorMessage(event.reason), 'unhandled_rejection');
}

let started = false;

/** Starts measuring this page (once; later calls do nothing). */
export function startFieldData(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  const reporter = createMetricReporter((metric) => {
    if (consented()) trackPerformanceMetric(metric);
  });
  // Registered before web-vitals' own listener, so a restored page's metrics count as new.
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) reporter.newPageView();
  });
  for (const observe of [onCLS, onFCP, onINP, onLCP, onTTFB]) observe(reporter.report);
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
}
