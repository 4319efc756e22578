/**
 * @jest-environment node
 *
 * The order in which the online store starts Firebase: with an App Check site key, App Check is
 * initialised before Firestore is touched, so the first write already carries its token; without
 * one, App Check's code is never even loaded. The Firebase modules are replaced by recorders (the
 * writes themselves are tested against the emulator in firestore/data.test.ts).
 */
import { EMAIL_MESSAGES } from '@/lib/email/model';
import type { AppCheckSettings } from '@/lib/email/firebase';

const CONFIG = {
  apiKey: 'demo-api-key',
  authDomain: 'demo-hanzo.firebaseapp.com',
  projectId: 'demo-hanzo',
  appId: '1:0:web:0',
};

/** Every Firebase call, in order, with what the debug token was when App Check started. */
let calls: string[];
let apps: object[];
let debugTokenAtStart: unknown;
let customProviders: { getToken: () => Promise<{ token: string }> }[] = [];
let providerKeys: string[];
let appCheckOptions: unknown[];
/** What the next write and App Check token request do. */
let writeRefused: boolean;
let tokenAvailable: boolean;

type TokenScope = typeof globalThis & { FIREBASE_APPCHECK_DEBUG_TOKEN?: unknown };

jest.mock('firebase/app', () => {
  calls.push('load firebase/app');
  return {
    getApps: () => apps,
    initializeApp: () => {
      calls.push('initializeApp');
      const app = { name: '[DEFAULT]' };
      apps.push(app);
      return app;
    },
  };
});

jest.mock('firebase/app-check', () => {
  calls.push('load firebase/app-check');
  return {
    ReCaptchaEnterpriseProvider: class {
      constructor(siteKey: string) {
        providerKeys.push(siteKey);
      }
    },
    CustomProvider: class {
      constructor(readonly options: { getToken: () => Promise<{ token: string }> }) {
        customProviders.push(options);
      }
    },
    initializeAppCheck: (_app: unknown, options: unknown) => {
      calls.push('initializeAppCheck');
      debugTokenAtStart = (globalThis as TokenScope).FIREBASE_APPCHECK_DEBUG_TOKEN;
      appCheckOptions.push(options);
      return {};
    },
    getToken: async () => {
      calls.push('getToken');
      if (!tokenAvailable) throw new Error('appCheck/recaptcha-error');
      return { token: 'token' };
    },
  };
});

jest.mock('firebase/firestore', () => {
  calls.push('load firebase/firestore');
  return {
    getFirestore: () => {
      calls.push('getFirestore');
      return { type: 'firestore' };
    },
    connectFirestoreEmulator: () => calls.push('connectFirestoreEmulator'),
    collection: (_db: unknown, name: string) => ({ path: name }),
    doc: (parent: { path?: string }, ...segments: string[]) => ({
      path: [parent.path, ...segments].filter(Boolean).join('/'),
    }),
    serverTimestamp: () => 'SERVER_TIMESTAMP',
    Timestamp: { fromDate: (date: Date) => ({ date }) },
    setDoc: async (ref: { path: string }) => {
      calls.push(`setDoc ${ref.path.split('/')[0]}`);
      if (writeRefused) throw Object.assign(new Error('denied'), { code: 'permission-denied' });
    },
  };
});

async function loadStore() {
  const [store, firebase] = await Promise.all([
    import('@/lib/email/store-firestore'),
    import('@/lib/email/firebase'),
  ]);
  return { ...store, ...firebase };
}

beforeEach(() => {
  jest.resetModules();
  calls = [];
  apps = [];
  providerKeys = [];
  customProviders = [];
  appCheckOptions = [];
  debugTokenAtStart = undefined;
  writeRefused = false;
  tokenAvailable = true;
  delete (globalThis as TokenScope).FIREBASE_APPCHECK_DEBUG_TOKEN;
});

const firstWrite = () => calls.findIndex((call) => call.startsWith('setDoc'));

describe('the online store with an App Check site key', () => {
  const appCheck: AppCheckSettings = {
    kind: 'recaptcha',
    siteKey: '6LcEjemploDeClave',
    debugToken: null,
  };

  it('initialises App Check with reCAPTCHA Enterprise before Firestore and the first write', async () => {
    const { createFirestoreStore } = await loadStore();
    const store = await createFirestoreStore(CONFIG, null, appCheck);
    const result = await store.subscribe('ana@empresa.mx', 'newsletter');
    expect(result.success).toBe(true);

    const appCheckAt = calls.indexOf('initializeAppCheck');
    expect(calls.indexOf('initializeApp')).toBeLessThan(appCheckAt);
    expect(appCheckAt).toBeLessThan(calls.indexOf('getFirestore'));
    expect(appCheckAt).toBeLessThan(firstWrite());
    expect(calls.filter((call) => call.startsWith('setDoc'))).toEqual(['setDoc email_subscribers']);
    expect(providerKeys).toEqual(['6LcEjemploDeClave']);
    expect(appCheckOptions).toEqual([
      { provider: expect.any(Object), isTokenAutoRefreshEnabled: true },
    ]);
    expect(debugTokenAtStart).toBeUndefined();
  });

  it('starts App Check once per app, however many callers', async () => {
    const { createFirestoreStore, initFirebase } = await loadStore();
    await createFirestoreStore(CONFIG, null, appCheck);
    await initFirebase(CONFIG, null, appCheck);
    expect(calls.filter((call) => call === 'initializeAppCheck')).toHaveLength(1);
    expect(calls.filter((call) => call === 'initializeApp')).toHaveLength(1);
  });

  it('sets the debug token before App Check starts: a registered one, or true for a new one', async () => {
    const { initFirebase } = await loadStore();
    await initFirebase(CONFIG, '127.0.0.1:8080', { ...appCheck, debugToken: 'token-registrado' });
    expect(debugTokenAtStart).toBe('token-registrado');

    jest.resetModules();
    apps = [];
    const again = await loadStore();
    await again.initFirebase(CONFIG, null, { ...appCheck, debugToken: 'true' });
    expect(debugTokenAtStart).toBe(true);
  });
});

describe('a refused write', () => {
  const appCheck: AppCheckSettings = {
    kind: 'recaptcha',
    siteKey: '6LcEjemploDeClave',
    debugToken: null,
  };
  let warn: jest.SpyInstance;
  beforeEach(() => {
    writeRefused = true;
    warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => warn.mockRestore());

  it('is a duplicate when App Check vouches for the browser', async () => {
    const { createFirestoreStore } = await loadStore();
    const store = await createFirestoreStore(CONFIG, null, appCheck);
    await expect(store.subscribe('ana@empresa.mx')).resolves.toEqual({
      success: false,
      reason: 'duplicate',
      message: EMAIL_MESSAGES.duplicate,
    });
  });

  it('is a failed sign-up, not a duplicate, when App Check has no token for the browser', async () => {
    tokenAvailable = false;
    const { createFirestoreStore } = await loadStore();
    const store = await createFirestoreStore(CONFIG, null, appCheck);
    await expect(store.subscribe('ana@empresa.mx')).resolves.toEqual({
      success: false,
      reason: 'failed',
      message: EMAIL_MESSAGES.subscribeFailed,
    });
    expect(calls.slice(-2)).toEqual(['setDoc email_subscribers', 'getToken']);
  });

  it('is a duplicate without App Check, as before', async () => {
    const { createFirestoreStore } = await loadStore();
    const store = await createFirestoreStore(CONFIG, null);
    await expect(store.subscribe('ana@empresa.mx')).resolves.toEqual({
      success: false,
      reason: 'duplicate',
      message: EMAIL_MESSAGES.duplicate,
    });
    expect(calls).not.toContain('getToken');
  });
});

describe('the online store without a site key', () => {
  it('never loads App Check and writes as before', async () => {
    const { createFirestoreStore } = await loadStore();
    const store = await createFirestoreStore(CONFIG, null);
    await expect(store.subscribe('ana@empresa.mx', 'newsletter')).resolves.toMatchObject({
      success: true,
    });
    expect(calls).not.toContain('load firebase/app-check');
    expect(calls).not.toContain('initializeAppCheck');
    expect(calls.slice(-3)).toEqual(['initializeApp', 'getFirestore', 'setDoc email_subscribers']);
    expect((globalThis as TokenScope).FIREBASE_APPCHECK_DEBUG_TOKEN).toBeUndefined();
  });
});

describe('appCheckSettings', () => {
  const none = { appCheckSiteKey: null, appCheckDebugToken: null, firebaseEmulatorHost: null };

  it('is reCAPTCHA with a site key, a local token on the emulators, and nothing otherwise', async () => {
    const { appCheckSettings } = await loadStore();
    expect(appCheckSettings({ ...none, appCheckDebugToken: 'x', firebase: CONFIG })).toBeNull();
    expect(appCheckSettings({ ...none, appCheckSiteKey: 'k', firebase: CONFIG })).toEqual({
      kind: 'recaptcha',
      siteKey: 'k',
      debugToken: null,
    });
    expect(
      appCheckSettings({ ...none, firebaseEmulatorHost: '127.0.0.1:8080', firebase: CONFIG }),
    ).toEqual({ kind: 'emulator', appId: CONFIG.appId });
    // Without Firebase there is nothing to guard.
    expect(
      appCheckSettings({ ...none, firebaseEmulatorHost: '127.0.0.1:8080', firebase: null }),
    ).toBeNull();
  });

  it('gives an emulator build an unsigned token naming the app, which the emulators read', async () => {
    const { initFirebase, emulatorAppCheckToken } = await loadStore();
    await initFirebase(CONFIG, '127.0.0.1:8080', { kind: 'emulator', appId: CONFIG.appId });
    expect(providerKeys).toEqual([]);
    const { token, expireTimeMillis } = emulatorAppCheckToken(CONFIG.appId, 1_000_000);
    const [header, claims, signature] = token.split('.');
    expect(JSON.parse(atob(header ?? ''))).toEqual({ alg: 'none', typ: 'JWT' });
    expect(JSON.parse(atob(claims ?? ''))).toMatchObject({
      sub: CONFIG.appId,
      app_id: CONFIG.appId,
    });
    expect(signature).toBe('');
    expect(expireTimeMillis).toBe(1_000_000 + 3_600_000);
    await expect(customProviders[0]?.getToken()).resolves.toMatchObject({
      token: expect.stringMatching(/^[\w-]+\.[\w-]+\.$/),
    });
  });
});
