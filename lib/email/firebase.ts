import type { FirebaseApp } from 'firebase/app';
import type { Firestore } from 'firebase/firestore';
import type { FirebaseWebConfig, SiteConfig } from '@/lib/config/site-config';

// Firebase and App Check start-up, on demand (never part of a page's first load): shared by the
// email store and the sign-in of /admin/ and /boletin/.

/** A write that gets no answer (the network is gone) fails after this long instead of hanging. */
const WRITE_TIMEOUT_MS = 10_000;

export function withTimeout<T>(promise: Promise<T>, ms = WRITE_TIMEOUT_MS): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timeout')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** Codes of a refusal: Firestore's rules, or a callable that would not act for this caller. */
const DENIED = new Set([
  'permission-denied',
  'functions/permission-denied',
  'functions/unauthenticated',
  'unauthenticated',
]);

export function isPermissionDenied(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && DENIED.has(code);
}

/**
 * App Check for this deployment: reCAPTCHA Enterprise with its site key (and, for local work, a
 * debug token); or, in a build wired to the emulators, a local token (below).
 */
export type AppCheckSettings =
  | {
      kind: 'recaptcha';
      siteKey: string;
      /** A registered debug token, or "true" for the SDK to make one (printed in the console). */
      debugToken: string | null;
    }
  | { kind: 'emulator'; appId: string };

/**
 * The App Check settings of a site config, or null: no site key and no emulators. A build wired to
 * the emulators (never a deployed one: the deploy check refuses emulator hosts) uses a local
 * token, so the pages send App Check's header the way a deployed site does, and the Functions
 * emulator, which enforces App Check without verifying signatures, accepts it.
 */
export function appCheckSettings(
  config: Pick<
    SiteConfig,
    'appCheckSiteKey' | 'appCheckDebugToken' | 'firebaseEmulatorHost' | 'firebase'
  >,
): AppCheckSettings | null {
  if (config.appCheckSiteKey) {
    return {
      kind: 'recaptcha',
      siteKey: config.appCheckSiteKey,
      debugToken: config.appCheckDebugToken,
    };
  }
  return config.firebaseEmulatorHost && config.firebase
    ? { kind: 'emulator', appId: config.firebase.appId }
    : null;
}

/** An unsigned token naming the app, for the emulators only (they read it without verifying). */
export function emulatorAppCheckToken(appId: string, now = Date.now()) {
  const part = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  const expireTimeMillis = now + 3_600_000;
  const claims = {
    sub: appId,
    app_id: appId,
    iat: Math.floor(now / 1000),
    exp: expireTimeMillis / 1000,
  };
  return { token: `${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.`, expireTimeMillis };
}

type DebugTokenScope = typeof globalThis & { FIREBASE_APPCHECK_DEBUG_TOKEN?: boolean | string };

/** Whether App Check can vouch for this browser (false: no token, e.g. reCAPTCHA was blocked). */
export type AppCheckProbe = () => Promise<boolean>;

// One App Check per app, however many callers (the email store, the admin's sign-in).
const appChecks = new WeakMap<FirebaseApp, AppCheckProbe>();

function startAppCheck(
  app: FirebaseApp,
  sdk: typeof import('firebase/app-check'),
  settings: AppCheckSettings,
): AppCheckProbe {
  const existing = appChecks.get(app);
  if (existing) return existing;
  if (settings.kind === 'recaptcha' && settings.debugToken) {
    // self.FIREBASE_APPCHECK_DEBUG_TOKEN, read by the SDK as App Check starts: the token then
    // stands in for reCAPTCHA.
    (globalThis as DebugTokenScope).FIREBASE_APPCHECK_DEBUG_TOKEN =
      settings.debugToken === 'true' ? true : settings.debugToken;
  }
  const provider =
    settings.kind === 'recaptcha'
      ? new sdk.ReCaptchaEnterpriseProvider(settings.siteKey)
      : new sdk.CustomProvider({
          getToken: async () => emulatorAppCheckToken(settings.appId),
        });
  const instance = sdk.initializeAppCheck(app, { provider, isTokenAutoRefreshEnabled: true });
  // The SDK waits for reCAPTCHA's script forever when it is blocked: bounded here.
  const probe: AppCheckProbe = () =>
    withTimeout(sdk.getToken(instance), 5_000).then(
      () => true,
      () => false,
    );
  appChecks.set(app, probe);
  return probe;
}

/**
 * Loads and initialises Firebase on demand (never part of a page's first load). With App Check
 * settings, App Check starts before Firestore is touched, so every request, the first write
 * included, carries its token; without them the site works exactly as before.
 */
export async function initFirebase(
  config: FirebaseWebConfig,
  emulatorHost: string | null,
  appCheck: AppCheckSettings | null = null,
) {
  const [{ getApps, initializeApp }, firestore, appCheckModule] = await Promise.all([
    import('firebase/app'),
    import('firebase/firestore'),
    appCheck ? import('firebase/app-check') : null,
  ]);
  const app: FirebaseApp = getApps()[0] ?? initializeApp(config);
  const appCheckWorks =
    appCheck && appCheckModule ? startAppCheck(app, appCheckModule, appCheck) : null;
  const db: Firestore = firestore.getFirestore(app);
  if (emulatorHost) {
    const [host, port] = emulatorHost.split(':');
    try {
      firestore.connectFirestoreEmulator(db, host ?? '127.0.0.1', Number(port ?? 8080));
    } catch {
      // Already connected by an earlier call in this page.
    }
  }
  return { app, db, firestore, appCheckWorks };
}
