/**
 * Everything that differs per deployment, read from NEXT_PUBLIC_* variables with safe defaults.
 * The site builds and runs with none of them set: no analytics, local-storage mode.
 * Each variable is documented in `.env.local.example`.
 */

import { siteText } from '@/content/site';

export interface FirebaseWebConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  appId: string;
  storageBucket?: string;
  messagingSenderId?: string;
}

export interface SiteConfig {
  name: string;
  tagline: string;
  description: string;
  url: string;
  locale: string;
  language: string;
  whatsappNumber: string;
  whatsappNumberSecondary: string;
  linkedinUrl: string;
  contactEmail: string;
  legalName: string;
  address: string;
  /** The GA4 id, or null: none configured, or analytics switched off (`NEXT_PUBLIC_ANALYTICS=off`). */
  gaMeasurementId: string | null;
  /** Analytics explicitly switched off for this deployment. */
  analyticsOff: boolean;
  firebase: FirebaseWebConfig | null;
  /** reCAPTCHA Enterprise site key: with it, App Check guards the Firestore writes. */
  appCheckSiteKey: string | null;
  /** App Check debug token (or "true" for a new one); honoured only off production or on the emulators. */
  appCheckDebugToken: string | null;
  firebaseEmulatorHost: string | null;
  firebaseAuthEmulatorHost: string | null;
  adminEmail: string | null;
}

/** Raw values as they arrive from the environment (undefined when not set). */
export type SiteEnv = Partial<Record<keyof typeof ENV_NAMES, string | undefined>>;

export const ENV_NAMES = {
  siteUrl: 'NEXT_PUBLIC_SITE_URL',
  whatsappNumber: 'NEXT_PUBLIC_WHATSAPP_NUMBER',
  whatsappNumberSecondary: 'NEXT_PUBLIC_WHATSAPP_NUMBER_SECONDARY',
  linkedinUrl: 'NEXT_PUBLIC_LINKEDIN_URL',
  contactEmail: 'NEXT_PUBLIC_CONTACT_EMAIL',
  legalName: 'NEXT_PUBLIC_LEGAL_NAME',
  address: 'NEXT_PUBLIC_ADDRESS',
  gaMeasurementId: 'NEXT_PUBLIC_GA_MEASUREMENT_ID',
  analytics: 'NEXT_PUBLIC_ANALYTICS',
  firebaseApiKey: 'NEXT_PUBLIC_FIREBASE_API_KEY',
  firebaseAuthDomain: 'NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN',
  firebaseProjectId: 'NEXT_PUBLIC_FIREBASE_PROJECT_ID',
  firebaseStorageBucket: 'NEXT_PUBLIC_FIREBASE_STORAGE_BUCKET',
  firebaseMessagingSenderId: 'NEXT_PUBLIC_FIREBASE_MESSAGING_SENDER_ID',
  firebaseAppId: 'NEXT_PUBLIC_FIREBASE_APP_ID',
  firebaseEmulatorHost: 'NEXT_PUBLIC_FIREBASE_EMULATOR_HOST',
  firebaseAuthEmulatorHost: 'NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST',
  adminEmail: 'NEXT_PUBLIC_ADMIN_EMAIL',
  appCheckSiteKey: 'NEXT_PUBLIC_APP_CHECK_SITE_KEY',
  appCheckDebugToken: 'NEXT_PUBLIC_APP_CHECK_DEBUG_TOKEN',
} as const;

/** The raw settings from an environment object such as `process.env` (scripts and tests). */
export function readSiteEnv(source: Record<string, string | undefined>): SiteEnv {
  const env: SiteEnv = {};
  for (const [key, name] of Object.entries(ENV_NAMES)) env[key as keyof SiteEnv] = source[name];
  return env;
}

export const DEFAULTS = {
  siteUrl: 'https://hanzo.mx',
  // Placeholder numbers (Mexico, +52 1 55 …): replace them through the environment.
  whatsappNumber: '5215500000000',
  whatsappNumberSecondary: '5215500000001',
  linkedinUrl: 'https://www.linkedin.com/company/hanzo-datos-ia',
  contactEmail: 'privacidad@hanzo.mx',
  legalName: siteText.legalName,
  address: siteText.address,
} as const;

function clean(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/** A setting that was given but could not be used (the config fell back to its default). */
type Reject = (key: keyof SiteEnv) => void;

function httpUrl(env: SiteEnv, key: keyof SiteEnv, fallback: string, reject: Reject): string {
  const candidate = clean(env[key]);
  if (!candidate) return fallback;
  try {
    const url = new URL(candidate);
    if (url.protocol === 'https:' || url.protocol === 'http:') return url.href.replace(/\/+$/, '');
  } catch {
    // Not a URL: falls through to the default.
  }
  reject(key);
  return fallback;
}

/** International format, digits only, as wa.me expects (country code first, no "+"). */
function phoneDigits(env: SiteEnv, key: keyof SiteEnv, fallback: string, reject: Reject): string {
  const candidate = clean(env[key]);
  if (!candidate) return fallback;
  const digits = candidate.replace(/\D/g, '');
  if (digits.length >= 10 && digits.length <= 15) return digits;
  reject(key);
  return fallback;
}

function gaId(env: SiteEnv, reject: Reject): string | null {
  const candidate = clean(env.gaMeasurementId);
  if (!candidate) return null;
  if (/^G-[A-Z0-9]{4,}$/.test(candidate)) return candidate;
  reject('gaMeasurementId');
  return null;
}

function email(env: SiteEnv, key: keyof SiteEnv, reject: Reject): string | null {
  const candidate = clean(env[key])?.toLowerCase();
  if (!candidate) return null;
  if (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(candidate)) return candidate;
  reject(key);
  return null;
}

/** `NEXT_PUBLIC_ANALYTICS`: "off" switches analytics off; unset or "on" leaves it to the id. */
function analyticsOff(env: SiteEnv, reject: Reject): boolean {
  const value = clean(env.analytics)?.toLowerCase();
  if (value === undefined || value === 'on') return false;
  if (value === 'off') return true;
  reject('analytics');
  return false;
}

function firebaseConfig(env: SiteEnv): FirebaseWebConfig | null {
  const apiKey = clean(env.firebaseApiKey);
  const authDomain = clean(env.firebaseAuthDomain);
  const projectId = clean(env.firebaseProjectId);
  const appId = clean(env.firebaseAppId);
  if (!apiKey || !authDomain || !projectId || !appId) return null;
  const config: FirebaseWebConfig = { apiKey, authDomain, projectId, appId };
  const storageBucket = clean(env.firebaseStorageBucket);
  const messagingSenderId = clean(env.firebaseMessagingSenderId);
  if (storageBucket) config.storageBucket = storageBucket;
  if (messagingSenderId) config.messagingSenderId = messagingSenderId;
  return config;
}

/** The four values without which the Firebase web config is unusable. */
export const FIREBASE_REQUIRED = [
  'firebaseApiKey',
  'firebaseAuthDomain',
  'firebaseProjectId',
  'firebaseAppId',
] as const satisfies readonly (keyof SiteEnv)[];

export interface BuildOptions {
  /** A production build (`next build`): the App Check debug token is then ignored off the emulators. */
  production?: boolean;
}

export interface ParsedSiteEnv {
  config: SiteConfig;
  /** Settings that were given but malformed, so the config used the default (or nothing). */
  rejected: (keyof SiteEnv)[];
}

/** The config plus the settings it had to reject: what the deploy check reports. */
export function parseSiteEnv(env: SiteEnv, options: BuildOptions = {}): ParsedSiteEnv {
  const rejected: (keyof SiteEnv)[] = [];
  const reject: Reject = (key) => rejected.push(key);
  const off = analyticsOff(env, reject);
  const measurementId = gaId(env, reject);
  const firebase = firebaseConfig(env);
  const firebaseEmulatorHost = clean(env.firebaseEmulatorHost) ?? null;
  // A debug token lets anyone pass App Check: never in a production build for the real project.
  const debugAllowed = options.production !== true || firebaseEmulatorHost !== null;
  const config: SiteConfig = {
    name: siteText.name,
    tagline: siteText.tagline,
    description: siteText.description,
    url: httpUrl(env, 'siteUrl', DEFAULTS.siteUrl, reject),
    locale: 'es_MX',
    language: 'es-MX',
    whatsappNumber: phoneDigits(env, 'whatsappNumber', DEFAULTS.whatsappNumber, reject),
    whatsappNumberSecondary: phoneDigits(
      env,
      'whatsappNumberSecondary',
      DEFAULTS.whatsappNumberSecondary,
      reject,
    ),
    linkedinUrl: httpUrl(env, 'linkedinUrl', DEFAULTS.linkedinUrl, reject),
    contactEmail: email(env, 'contactEmail', reject) ?? DEFAULTS.contactEmail,
    legalName: clean(env.legalName) ?? DEFAULTS.legalName,
    address: clean(env.address) ?? DEFAULTS.address,
    gaMeasurementId: off ? null : measurementId,
    analyticsOff: off,
    firebase,
    firebaseEmulatorHost,
    firebaseAuthEmulatorHost: clean(env.firebaseAuthEmulatorHost) ?? null,
    adminEmail: email(env, 'adminEmail', reject),
    appCheckSiteKey: clean(env.appCheckSiteKey) ?? null,
    appCheckDebugToken: debugAllowed ? (clean(env.appCheckDebugToken) ?? null) : null,
  };
  return { config, rejected };
}

export function buildSiteConfig(env: SiteEnv, options: BuildOptions = {}): SiteConfig {
  return parseSiteEnv(env, options).config;
}

// Each variable is named in full so Next.js inlines it into the client bundle.
export const siteConfig: SiteConfig = buildSiteConfig(
  {
    siteUrl: process.env.NEXT_PUBLIC_SITE_URL,
    whatsappNumber: process.env.NEXT_PUBLIC_WHATSAPP_NUMBER,
    whatsappNumberSecondary: process.env.NEXT_PUBLIC_WHATSAPP_NUMBER_SECONDARY,
    linkedinUrl: process.env.NEXT_PUBLIC_LINKEDIN_URL,
    contactEmail: process.env.NEXT_PUBLIC_CONTACT_EMAIL,
    legalName: process.env.NEXT_PUBLIC_LEGAL_NAME,
    address: process.env.NEXT_PUBLIC_ADDRESS,
    gaMeasurementId: process.env.NEXT_PUBLIC_GA_MEASUREMENT_ID,
    analytics: process.env.NEXT_PUBLIC_ANALYTICS,
    firebaseApiKey: process.env.NEXT_PUBLIC_FIREBASE_API_KEY,
    firebaseAuthDomain: process.env.NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN,
    firebaseProjectId: process.env.NEXT_PUBLIC_FIREBASE_PROJECT_ID,
    firebaseStorageBucket: process.env.NEXT_PUBLIC_FIREBASE_STORAGE_BUCKET,
    firebaseMessagingSenderId: process.env.NEXT_PUBLIC_FIREBASE_MESSAGING_SENDER_ID,
    firebaseAppId: process.env.NEXT_PUBLIC_FIREBASE_APP_ID,
    firebaseEmulatorHost: process.env.NEXT_PUBLIC_FIREBASE_EMULATOR_HOST,
    firebaseAuthEmulatorHost: process.env.NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST,
    adminEmail: process.env.NEXT_PUBLIC_ADMIN_EMAIL,
    appCheckSiteKey: process.env.NEXT_PUBLIC_APP_CHECK_SITE_KEY,
    appCheckDebugToken: process.env.NEXT_PUBLIC_APP_CHECK_DEBUG_TOKEN,
  },
  { production: process.env.NODE_ENV === 'production' },
);

/** Absolute URL on this site for a path such as `/blog/`. */
export function absoluteUrl(path: string, base: string = siteConfig.url): string {
  return new URL(path, `${base}/`).href;
}
