import { clearAnalyticsCookies, withdrawAnalyticsConsent } from '@/lib/analytics/consent-mode';
import { TEST_MEASUREMENT_ID } from '@/testing/env';

type FlagWindow = Window & Record<string, unknown>;

function cookieNames(): string[] {
  return document.cookie
    .split(';')
    .map((pair) => pair.split('=')[0]?.trim() ?? '')
    .filter(Boolean)
    .sort();
}

describe('clearAnalyticsCookies', () => {
  afterEach(() => {
    for (const name of cookieNames()) document.cookie = `${name}=; Max-Age=0; Path=/`;
  });

  it("deletes Google Analytics' cookies and keeps every other cookie", () => {
    for (const name of ['_ga', '_ga_TEST000000', '_gid', 'keep', 'gallery']) {
      document.cookie = `${name}=1; Path=/`;
    }
    expect(clearAnalyticsCookies().sort()).toEqual(['_ga', '_ga_TEST000000', '_gid']);
    expect(cookieNames()).toEqual(['gallery', 'keep']);
  });

  it('does nothing when there are none', () => {
    document.cookie = 'keep=1; Path=/';
    expect(clearAnalyticsCookies()).toEqual([]);
    expect(cookieNames()).toEqual(['keep']);
  });
});

describe('withdrawAnalyticsConsent', () => {
  it('switches measurement off and deletes the cookies', () => {
    document.cookie = '_ga=1; Path=/';
    withdrawAnalyticsConsent(TEST_MEASUREMENT_ID);
    expect((window as FlagWindow)[`ga-disable-${TEST_MEASUREMENT_ID}`]).toBe(true);
    expect(cookieNames()).toEqual([]);
  });

  it('still deletes the cookies when no measurement id is configured', () => {
    document.cookie = '_ga_OLD=1; Path=/';
    expect(() => withdrawAnalyticsConsent(null)).not.toThrow();
    expect(cookieNames()).toEqual([]);
  });
});
