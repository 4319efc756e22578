// What the site's Content-Security-Policy must allow (policy.ts writes it): the hosts of each
// service a page may use, and which services a deployment uses, read from its environment.
import { buildSiteConfig, cspReportUri, readSiteEnv } from '@/lib/config/site-env';
import { FUNCTIONS_REGION } from '@/lib/email/link-contract';

/** Google Analytics 4 with gtag.js: the tag itself, then its collection hits (Google's CSP guide). */
export const ANALYTICS_SOURCES = {
  script: ['https://www.googletagmanager.com'],
  connect: [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
  ],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
};

/** Cloud Firestore (newsletter sign-up on every page, the admin's lists). */
export const FIRESTORE_SOURCES = { connect: ['https://firestore.googleapis.com'] };

/**
 * The site's Cloud Functions (decision 15): every sign-up form asks the callable that mails the
 * confirmation, so every page with Firebase reaches their origin (2nd gen callables answer on the
 * project's cloudfunctions.net host of their region as well as on run.app; the SDK calls the former).
 */
const functionsOrigin = (projectId: string) =>
  `https://${FUNCTIONS_REGION}-${projectId}.cloudfunctions.net`;

/**
 * Firebase Auth (the admin's popup sign-in, the subscriber's email link on /boletin/): the REST
 * endpoints, Google's API loader that the SDK injects, and the hidden frame it opens on the
 * project's auth domain.
 */
export const AUTH_SOURCES = {
  connect: ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'],
  script: ['https://apis.google.com'],
};

/**
 * Firebase App Check with the reCAPTCHA Enterprise provider, on every page (the newsletter form,
 * which writes to Firestore, is on every page). The script and frame sources are the allowlist of
 * Google's reCAPTCHA FAQ ("I'm using Content-Security-Policy (CSP) on my website"): the SDK loads
 * https://www.google.com/recaptcha/enterprise.js, which loads its code from www.gstatic.com and
 * renders an invisible widget frame. The connect source is the App Check token exchange
 * (BASE_ENDPOINT of @firebase/app-check).
 */
export const APP_CHECK_SOURCES = {
  script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
  connect: ['https://content-firebaseappcheck.googleapis.com'],
};

/** What the policy must allow for one deployment. */
export interface CspSettings {
  measurementId: string | null;
  /** The Firebase auth domain, present exactly when the Firebase web config is complete. */
  authDomain: string | null;
  /** http://host:port of the Firestore and Auth emulators, when the build talks to them. */
  firestoreEmulator: string | null;
  authEmulator: string | null;
  /** Where the pages reach the Cloud Functions: the project's host, or the Functions emulator. */
  functions: string | null;
  /** App Check with reCAPTCHA Enterprise (a site key and the Firebase config). */
  appCheck: boolean;
  /** Where browsers send violation reports (CSP_REPORT_URI), or null: no reporting. */
  reportUri: string | null;
}

/**
 * What the policy must allow in an environment such as process.env, from the site's own parsed
 * settings (lib/config/site-env.ts, the one reader of the NEXT_PUBLIC_ variables): analytics with the
 * id the pages use, Firebase with its web config, the emulators and App Check only alongside
 * Firebase. Reporting (CSP_REPORT_URI, not a NEXT_PUBLIC_ variable) only concerns the hosting
 * config. Throws on an invalid CSP_REPORT_URI.
 */
export function cspSettingsFromEnv(env: Record<string, string | undefined>): CspSettings {
  const site = buildSiteConfig(readSiteEnv(env));
  const { firebase } = site;
  const emulator = (host: string | null) => (firebase && host ? `http://${host}` : null);
  return {
    measurementId: site.gaMeasurementId,
    authDomain: firebase?.authDomain ?? null,
    firestoreEmulator: emulator(site.firebaseEmulatorHost),
    authEmulator: emulator(site.firebaseAuthEmulatorHost),
    functions: firebase
      ? (emulator(site.firebaseFunctionsEmulatorHost) ?? functionsOrigin(firebase.projectId))
      : null,
    appCheck: Boolean(firebase && site.appCheckSiteKey),
    reportUri: cspReportUri(env.CSP_REPORT_URI),
  };
}
