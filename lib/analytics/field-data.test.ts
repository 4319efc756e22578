import type { MetricType } from 'web-vitals';
import { resetErrorLimitForTests } from '@/lib/analytics/events';
import { CONSENT_STORAGE_KEY, resetConsentForTests } from '@/lib/analytics/cookie-choice';
import { createMetricReporter, metricPagePath, startFieldData } from '@/lib/analytics/field-data';

// The library's observers need a real browser (the e2e test covers them); here each one hands
// its callback over so the test can report metrics as web-vitals would.
const observers: Record<string, (metric: MetricType) => void> = {};
jest.mock('web-vitals', () => {
  const register = (name: string) => (callback: (metric: MetricType) => void) => {
    observers[name] = callback;
  };
  return {
    onCLS: register('CLS'),
    onFCP: register('FCP'),
    onINP: register('INP'),
    onLCP: register('LCP'),
    onTTFB: register('TTFB'),
  };
});

function metric(overrides: Partial<MetricType> & Pick<MetricType, 'name' | 'value'>): MetricType {
  return {
    rating: 'good',
    delta: overrides.value,
    id: `v6-${overrides.name}`,
    entries: [],
    navigationType: 'navigate',
    navigationId: 0,
    navigationURL: 'http://127.0.0.1/servicios/consultoria/?utm_source=x',
    ...overrides,
  } as MetricType;
}

describe('createMetricReporter', () => {
  it('sends each metric once per page view, the first report standing', () => {
    const send = jest.fn();
    const { report } = createMetricReporter(send);
    report(metric({ name: 'CLS', value: 0.01 }));
    report(metric({ name: 'CLS', value: 0.2 }));
    report(metric({ name: 'LCP', value: 900 }));
    expect(send).toHaveBeenCalledTimes(2);
    expect(send).toHaveBeenNthCalledWith(1, {
      name: 'CLS',
      value: 0.01,
      rating: 'good',
      pagePath: '/servicios/consultoria/',
      navigationType: 'navigate',
      id: 'v6-CLS',
    });
  });

  it('counts a page restored from the back/forward cache as a new page view', () => {
    const send = jest.fn();
    const reporter = createMetricReporter(send);
    reporter.report(metric({ name: 'FCP', value: 300 }));
    reporter.newPageView();
    reporter.report(metric({ name: 'FCP', value: 20, navigationType: 'back-forward-cache' }));
    reporter.report(metric({ name: 'FCP', value: 25, navigationType: 'back-forward-cache' }));
    expect(send.mock.calls.map(([sent]) => [sent.value, sent.navigationType])).toEqual([
      [300, 'navigate'],
      [20, 'back-forward-cache'],
    ]);
  });
});

describe('metricPagePath', () => {
  it("is the path of the document's URL, without its query", () => {
    expect(metricPagePath({ navigationURL: 'https://hanzo.mx/blog/?q=ia#x' })).toBe('/blog/');
  });

  it('falls back to the current page', () => {
    expect(metricPagePath({ navigationURL: undefined })).toBe(window.location.pathname);
    expect(metricPagePath({ navigationURL: 'no es una url' })).toBe(window.location.pathname);
  });
});

describe('startFieldData', () => {
  let gtag: jest.Mock;
  const events = (name: string) =>
    gtag.mock.calls.filter((call) => call[1] === name).map((call) => call[2]);

  beforeAll(() => {
    startFieldData();
    // A second start (the tag remounted after a new choice) must not double the listeners.
    startFieldData();
  });

  beforeEach(() => {
    gtag = jest.fn();
    window.gtag = gtag;
    localStorage.clear();
    resetConsentForTests();
    resetErrorLimitForTests();
  });

  afterEach(() => {
    delete window.gtag;
  });

  it('observes the five metrics', () => {
    expect(Object.keys(observers).sort()).toEqual(['CLS', 'FCP', 'INP', 'LCP', 'TTFB']);
  });

  it('sends performance_metric while the visitor consents, and nothing after a withdrawal', () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, 'true');
    observers.TTFB?.(metric({ name: 'TTFB', value: 120.4, rating: 'good' }));
    expect(events('performance_metric')).toEqual([
      {
        metric_name: 'TTFB',
        value: 120,
        metric_rating: 'good',
        page_path: '/servicios/consultoria/',
        navigation_type: 'navigate',
        metric_id: 'v6-TTFB',
      },
    ]);
    localStorage.setItem(CONSENT_STORAGE_KEY, 'false');
    observers.INP?.(metric({ name: 'INP', value: 80 }));
    localStorage.removeItem(CONSENT_STORAGE_KEY);
    observers.LCP?.(metric({ name: 'LCP', value: 1500 }));
    expect(events('performance_metric')).toHaveLength(1);
  });

  it('turns uncaught errors and unhandled rejections into scrubbed error_occurred events', () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, 'true');
    window.dispatchEvent(
      new ErrorEvent('error', {
        message: 'Uncaught TypeError: x',
        error: new TypeError('no se pudo leer ana@empresa.mx de /blog/?q=privado'),
      }),
    );
    const rejection = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.defineProperty(rejection, 'reason', { value: new Error('tiempo agotado') });
    window.dispatchEvent(rejection);
    expect(events('error_occurred')).toEqual([
      { error_message: 'TypeError: no se pudo leer [email] de /blog/', context: 'uncaught_error' },
      { error_message: 'Error: tiempo agotado', context: 'unhandled_rejection' },
    ]);
  });

  it('sends at most five errors, and none without consent', () => {
    window.dispatchEvent(new ErrorEvent('error', { message: 'antes de aceptar' }));
    expect(events('error_occurred')).toEqual([]);
    localStorage.setItem(CONSENT_STORAGE_KEY, 'true');
    for (let index = 0; index < 7; index += 1) {
      window.dispatchEvent(new ErrorEvent('error', { message: `error ${index}` }));
    }
    expect(events('error_occurred')).toHaveLength(5);
  });
});
