/**
 * @jest-environment node
 */
import { FIREBASE_ENV, NO_SERVICES } from './csp.fixture';
import { type CspSettings, cspSettingsFromEnv } from './sources';

describe('cspSettingsFromEnv', () => {
  // The variables are parsed by lib/config/site-env.ts; these are what the policy makes of the result.
  const EMULATOR = { NEXT_PUBLIC_FIREBASE_EMULATOR_HOST: '127.0.0.1:8080' };
  it.each<[Record<string, string>, Partial<CspSettings>]>([
    [{ NEXT_PUBLIC_GA_MEASUREMENT_ID: ' G-ABC123 ' }, { measurementId: 'G-ABC123' }],
    [{ NEXT_PUBLIC_GA_MEASUREMENT_ID: 'UA-1234-1' }, {}],
    [{ NEXT_PUBLIC_GA_MEASUREMENT_ID: 'g-lowercase' }, {}],
    [
      FIREBASE_ENV,
      {
        authDomain: 'hanzo-web.firebaseapp.com',
        functions: 'https://us-central1-hanzo-web.cloudfunctions.net',
      },
    ],
    [{ ...FIREBASE_ENV, NEXT_PUBLIC_FIREBASE_APP_ID: ' ' }, {}],
    [
      { ...FIREBASE_ENV, ...EMULATOR },
      {
        authDomain: 'hanzo-web.firebaseapp.com',
        firestoreEmulator: 'http://127.0.0.1:8080',
        functions: 'https://us-central1-hanzo-web.cloudfunctions.net',
      },
    ],
    [
      { ...FIREBASE_ENV, NEXT_PUBLIC_FIREBASE_FUNCTIONS_EMULATOR_HOST: '127.0.0.1:5001' },
      { authDomain: 'hanzo-web.firebaseapp.com', functions: 'http://127.0.0.1:5001' },
    ],
    [EMULATOR, {}],
  ])('reads %o as the site config does', (env, expected) => {
    expect(cspSettingsFromEnv(env)).toEqual({ ...NO_SERVICES, ...expected });
  });
});

describe('CSP_REPORT_URI (optional violation reports)', () => {
  it.each([
    'reportes.hanzo.mx/csp',
    'http://reportes.hanzo.mx/csp',
    'https://reportes.hanzo.mx/csp; script-src *',
    'https://reportes.hanzo.mx/a,b',
    "https://reportes.hanzo.mx/'x'",
    'javascript:alert(1)',
  ])('refuses %p with a clear Spanish message', (value) => {
    expect(() => cspSettingsFromEnv({ CSP_REPORT_URI: value })).toThrow(
      /^CSP_REPORT_URI no es válida .*debe ser una URL https completa/,
    );
  });

  it('accepts http only on this machine, for local checks', () => {
    expect(cspSettingsFromEnv({ CSP_REPORT_URI: 'http://127.0.0.1:4400/csp' }).reportUri).toBe(
      'http://127.0.0.1:4400/csp',
    );
  });
});

describe('analytics switched off', () => {
  it('leaves Google out of the policy even with a measurement id, as the site config does', () => {
    const env = { NEXT_PUBLIC_GA_MEASUREMENT_ID: 'G-ABC1234567', NEXT_PUBLIC_ANALYTICS: 'off' };
    expect(cspSettingsFromEnv(env).measurementId).toBeNull();
    expect(cspSettingsFromEnv({ ...env, NEXT_PUBLIC_ANALYTICS: 'on' }).measurementId).toBe(
      'G-ABC1234567',
    );
  });
});
