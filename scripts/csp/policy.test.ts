/**
 * @jest-environment node
 */
import { TEST_MEASUREMENT_ID } from '@/testing/env';
import { ALL_SERVICES, FIREBASE_ENV, NO_SERVICES, pagePolicy, parsePolicy } from './csp.fixture';
import { headerPolicy, metaPolicy } from './policy';
import { APP_CHECK_SOURCES, cspSettingsFromEnv } from './sources';

/** Directives a browser ignores in a meta policy (CSP 3, "meta element"). */
const HEADER_ONLY_DIRECTIVES = ['frame-ancestors', 'report-uri', 'report-to', 'sandbox'];
describe('metaPolicy', () => {
  it('without analytics or Firebase allows only the site itself', () => {
    const policy = metaPolicy({ settings: NO_SERVICES, scriptHashes: ["'sha256-abc'"] });
    expect(policy).toBe(
      "default-src 'none'; script-src 'self' 'sha256-abc'; style-src 'self'; img-src 'self'; " +
        "font-src 'self'; connect-src 'self'; manifest-src 'self'; object-src 'none'; " +
        "base-uri 'none'; form-action 'self'",
    );
  });

  it('never carries what a browser ignores in a meta tag, whatever is configured', () => {
    for (const settings of [NO_SERVICES, ALL_SERVICES]) {
      const directives = parsePolicy(pagePolicy({ settings, signIn: true }));
      for (const directive of HEADER_ONLY_DIRECTIVES) expect(directives.has(directive)).toBe(false);
    }
  });

  it('adds Google Analytics hosts when a measurement id is configured', () => {
    const directives = parsePolicy(
      metaPolicy({ settings: { ...NO_SERVICES, measurementId: TEST_MEASUREMENT_ID } }),
    );
    expect(directives.get('script-src')).toEqual(["'self'", 'https://www.googletagmanager.com']);
    expect(directives.get('connect-src')).toEqual([
      "'self'",
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://*.googletagmanager.com',
    ]);
    expect(directives.get('img-src')).toEqual([
      "'self'",
      'https://*.google-analytics.com',
      'https://*.googletagmanager.com',
    ]);
  });

  it('allows Firestore and the functions on every page, Auth only where the page signs in', () => {
    const settings = { ...ALL_SERVICES, appCheck: false };
    const page = parsePolicy(metaPolicy({ settings }));
    expect(page.get('connect-src')).toContain('https://firestore.googleapis.com');
    expect(page.get('connect-src')).toContain('http://127.0.0.1:8080');
    // Every sign-up form asks the site's function for the confirmation mail (decision 15).
    expect(page.get('connect-src')).toContain('http://127.0.0.1:5001');
    expect(page.get('connect-src')).not.toContain('https://identitytoolkit.googleapis.com');
    expect(page.get('connect-src')).not.toContain('http://127.0.0.1:9099');
    expect(page.get('connect-src')).not.toContain('https://securetoken.googleapis.com');
    expect(page.get('script-src')).not.toContain('https://apis.google.com');
    expect(page.has('frame-src')).toBe(false);

    const admin = parsePolicy(metaPolicy({ settings, signIn: true }));
    expect(admin.get('connect-src')).toEqual(
      expect.arrayContaining([
        'https://identitytoolkit.googleapis.com',
        'https://securetoken.googleapis.com',
        'http://127.0.0.1:9099',
      ]),
    );
    expect(admin.get('script-src')).toContain('https://apis.google.com');
    expect(admin.get('frame-src')).toEqual([
      'https://hanzo-web.firebaseapp.com',
      'http://127.0.0.1:9099',
    ]);
  });

  it('never allows unsafe-inline or unsafe-eval, whatever is configured', () => {
    for (const settings of [NO_SERVICES, ALL_SERVICES]) {
      for (const policy of [
        pagePolicy({ settings, signIn: true }),
        headerPolicy(settings),
        headerPolicy(settings, true),
      ]) {
        expect(policy).not.toMatch(/'unsafe-inline'|'unsafe-eval'/);
        for (const directive of ['object-src', 'base-uri']) {
          expect(parsePolicy(policy).get(directive)).toEqual(["'none'"]);
        }
      }
    }
  });
});

describe('App Check with reCAPTCHA Enterprise', () => {
  const KEY = { NEXT_PUBLIC_APP_CHECK_SITE_KEY: '6LcAppCheckSiteKey000000000000000000000' };

  it('adds exactly its script, frame and connect sources, on every page, when a site key is set', () => {
    const without = cspSettingsFromEnv(FIREBASE_ENV);
    const withKey = cspSettingsFromEnv({ ...FIREBASE_ENV, ...KEY });
    expect(without.appCheck).toBe(false);
    expect(withKey.appCheck).toBe(true);
    for (const signIn of [false, true]) {
      const before = parsePolicy(metaPolicy({ settings: without, signIn }));
      const after = parsePolicy(metaPolicy({ settings: withKey, signIn }));
      const added = (directive: string) =>
        (after.get(directive) ?? []).filter(
          (source) => !(before.get(directive) ?? []).includes(source),
        );
      expect(added('script-src')).toEqual(APP_CHECK_SOURCES.script);
      expect(added('frame-src')).toEqual(APP_CHECK_SOURCES.frame);
      expect(added('connect-src')).toEqual(APP_CHECK_SOURCES.connect);
      for (const [directive, sources] of after) {
        if (!['script-src', 'frame-src', 'connect-src'].includes(directive)) {
          expect(sources).toEqual(before.get(directive));
        }
      }
      // The header policy carries the same hosts (no script directive there).
      const header = parsePolicy(headerPolicy(withKey, signIn));
      expect(header.get('frame-src')).toEqual(expect.arrayContaining(APP_CHECK_SOURCES.frame));
      expect(header.get('connect-src')).toEqual(expect.arrayContaining(APP_CHECK_SOURCES.connect));
    }
    expect(Object.values(APP_CHECK_SOURCES).flat()).toEqual([
      'https://www.google.com/recaptcha/',
      'https://www.gstatic.com/recaptcha/',
      'https://www.google.com/recaptcha/',
      'https://recaptcha.google.com/recaptcha/',
      'https://content-firebaseappcheck.googleapis.com',
    ]);
  });

  it('changes nothing without the key, or without Firebase (App Check needs a Firebase app)', () => {
    expect(cspSettingsFromEnv({ ...FIREBASE_ENV, NEXT_PUBLIC_APP_CHECK_SITE_KEY: ' ' })).toEqual(
      cspSettingsFromEnv(FIREBASE_ENV),
    );
    expect(cspSettingsFromEnv(KEY)).toEqual(cspSettingsFromEnv({}));
    const policies = [
      metaPolicy({ settings: cspSettingsFromEnv(KEY) }),
      headerPolicy(cspSettingsFromEnv(KEY)),
    ];
    for (const policy of policies) expect(policy).not.toMatch(/recaptcha|firebaseappcheck/);
  });
});

describe('headerPolicy', () => {
  it('carries frame-ancestors and the hosts, and nothing that governs inline code', () => {
    for (const settings of [NO_SERVICES, ALL_SERVICES]) {
      for (const signIn of [false, true]) {
        const directives = parsePolicy(headerPolicy(settings, signIn));
        expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
        expect(directives.get('script-src-attr')).toEqual(["'none'"]);
        for (const directive of ['default-src', 'script-src', 'script-src-elem', 'style-src']) {
          expect(directives.has(directive)).toBe(false);
        }
        expect(headerPolicy(settings, signIn)).not.toMatch(/'sha256-/);
      }
    }
  });

  it('allows no frame when nothing needs one', () => {
    expect(parsePolicy(headerPolicy(NO_SERVICES)).get('frame-src')).toEqual(["'none'"]);
  });
});
