/**
 * Everything that differs per deployment: the NEXT_PUBLIC_* variables (each documented in
 * `.env.local.example`), parsed by one zod schema with safe defaults. The site builds and runs
 * with none of them set: no analytics, local-storage mode.
 *
 * Read at build time only: next.config.ts parses the environment here and hands the pages the
 * result (lib/config/site-config.ts), so the schema never ships to the browser; the deploy check and the
 * CSP step read the same schema.
 */
import { z } from 'zod';
// Relative: next.config.ts loads this file, and its loader resolves `@/` from the root's view.
import { siteText } from '../../content/site';

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
  /** host:port of the Functions emulator (tests and local work): the newsletter's links. */
  firebaseFunctionsEmulatorHost: string | null;
  adminEmail: string | null;
}

/**
 * The analytics id of the exports the tests and the bench check (testing/env.ts): a placeholder
 * in the real format, so their consent flow is the real one. A deploy refuses it
 * (scripts/deploy-check.ts).
 */
export const TEST_MEASUREMENT_ID = 'G-TEST000000';

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
  firebaseFunctionsEmulatorHost: 'NEXT_PUBLIC_FIREBASE_FUNCTIONS_EMULATOR_HOST',
  adminEmail: 'NEXT_PUBLIC_ADMIN_EMAIL',
  appCheckSiteKey: 'NEXT_PUBLIC_APP_CHECK_SITE_KEY',
  appCheckDebugToken: 'NEXT_PUBLIC_APP_CHECK_DEBUG_TOKEN',
} as const;

/** Raw values as they arrive from the environment (undefined when not set). */
export type SiteEnv = Partial<Record<keyof typeof ENV_NAMES, string | undefined>>;

/** The raw settings from an environment object such as `process.env`. */
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

/** The four values without which the Firebase web config is unusable. */
export const FIREBASE_REQUIRED = [
  'firebaseApiKey',
  'firebaseAuthDomain',
  'firebaseProjectId',
  'firebaseAppId',
] as const satisfies readonly (keyof SiteEnv)[];

/** A variable: trimmed, and unset when blank. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim()) || undefined,
    schema.optional(),
  );
const httpUrl = z
  .url({ protocol: /^https?$/ })
  .transform((url) => new URL(url).href.replace(/\/+$/, ''));
/** International format, digits only, as wa.me expects (country code first, no "+"). */
const phone = z
  .string()
  .transform((value) => value.replace(/\D/g, ''))
  .pipe(z.string().min(10).max(15));
const email = z.string().toLowerCase().pipe(z.email());
const text = z.string();

const siteEnvSchema = z.object({
  siteUrl: optional(httpUrl),
  whatsappNumber: optional(phone),
  whatsappNumberSecondary: optional(phone),
  linkedinUrl: optional(httpUrl),
  contactEmail: optional(email),
  legalName: optional(text),
  address: optional(text),
  gaMeasurementId: optional(z.string().regex(/^G-[A-Z0-9]{4,}$/)),
  /** "off" switches analytics off; unset or "on" leaves it to the id. */
  analytics: optional(
    z
      .string()
      .toLowerCase()
      .pipe(z.enum(['on', 'off'])),
  ),
  firebaseApiKey: optional(text),
  firebaseAuthDomain: optional(text),
  firebaseProjectId: optional(text),
  firebaseStorageBucket: optional(text),
  firebaseMessagingSenderId: optional(text),
  firebaseAppId: optional(text),
  firebaseEmulatorHost: optional(text),
  firebaseAuthEmulatorHost: optional(text),
  firebaseFunctionsEmulatorHost: optional(text),
  adminEmail: optional(email),
  appCheckSiteKey: optional(text),
  appCheckDebugToken: optional(text),
});

export interface ParsedSiteEnv {
  config: SiteConfig;
  /** Settings that were given but malformed, so the config used the default (or nothing). */
  rejected: (keyof SiteEnv)[];
}

/**
 * The config plus the settings it had to reject (what the deploy check reports). `production`:
 * a production build (`next build`), where the App Check debug token is ignored off the emulators.
 */
export function parseSiteEnv(env: SiteEnv, { production = false } = {}): ParsedSiteEnv {
  const first = siteEnvSchema.safeParse(env);
  const rejected = first.success
    ? []
    : [...new Set(first.error.issues.map((issue) => issue.path[0] as keyof SiteEnv))];
  // A malformed setting falls back to its default, as if it were not set.
  const values = first.success
    ? first.data
    : siteEnvSchema.parse({ ...env, ...Object.fromEntries(rejected.map((key) => [key, ''])) });
  const { firebaseApiKey: apiKey, firebaseAuthDomain: authDomain } = values;
  const { firebaseProjectId: projectId, firebaseAppId: appId } = values;
  const off = values.analytics === 'off';
  const emulator = values.firebaseEmulatorHost ?? null;
  // A debug token lets anyone pass App Check: never in a production build for the real project.
  const debugAllowed = !production || emulator !== null;
  const config: SiteConfig = {
    name: siteText.name,
    tagline: siteText.tagline,
    description: siteText.description,
    url: values.siteUrl ?? DEFAULTS.siteUrl,
    locale: 'es_MX',
    language: 'es-MX',
    whatsappNumber: values.whatsappNumber ?? DEFAULTS.whatsappNumber,
    whatsappNumberSecondary: values.whatsappNumberSecondary ?? DEFAULTS.whatsappNumberSecondary,
    linkedinUrl: values.linkedinUrl ?? DEFAULTS.linkedinUrl,
    contactEmail: values.contactEmail ?? DEFAULTS.contactEmail,
    legalName: values.legalName ?? DEFAULTS.legalName,
    address: values.address ?? DEFAULTS.address,
    gaMeasurementId: off ? null : (values.gaMeasurementId ?? null),
    analyticsOff: off,
    firebase:
      apiKey && authDomain && projectId && appId
        ? {
            apiKey,
            authDomain,
            projectId,
            appId,
            ...(values.firebaseStorageBucket && { storageBucket: values.firebaseStorageBucket }),
            ...(values.firebaseMessagingSenderId && {
              messagingSenderId: values.firebaseMessagingSenderId,
            }),
          }
        : null,
    firebaseEmulatorHost: emulator,
    firebaseAuthEmulatorHost: values.firebaseAuthEmulatorHost ?? null,
    firebaseFunctionsEmulatorHost: values.firebaseFunctionsEmulatorHost ?? null,
    adminEmail: values.adminEmail ?? null,
    appCheckSiteKey: values.appCheckSiteKey ?? null,
    appCheckDebugToken: debugAllowed ? (values.appCheckDebugToken ?? null) : null,
  };
  return { config, rejected };
}

export function buildSiteConfig(env: SiteEnv, options?: { production?: boolean }): SiteConfig {
  return parseSiteEnv(env, options).config;
}

/**
 * The config of an environment such as process.env, as the JSON the pages read
 * (HANZO_SITE_CONFIG, lib/config/site-config.ts). A production build ignores the App Check debug token.
 */
export function siteConfigJson(source: Record<string, string | undefined> = process.env): string {
  const production = source.NODE_ENV === 'production';
  return JSON.stringify(buildSiteConfig(readSiteEnv(source), { production }));
}

const LOCAL_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/**
 * CSP_REPORT_URI, where browsers send Content-Security-Policy violations (the hosting config's
 * header policy; not a page setting): an absolute https URL, http only on this machine. It is
 * written into a header, so what would end a directive or a header value is refused.
 */
const reportUriSchema = optional(
  z
    .url()
    .refine((url) => !/[\s;,'"]/.test(url))
    .transform((url) => new URL(url))
    .refine(
      (url) =>
        url.protocol === 'https:' ||
        (url.protocol === 'http:' && LOCAL_HOSTS.includes(url.hostname)),
    )
    .transform((url) => url.href),
);

/** The report URI of an environment, or null; throws, in Spanish, on one that is not valid. */
export function cspReportUri(value: string | undefined): string | null {
  const parsed = reportUriSchema.safeParse(value);
  if (parsed.success) return parsed.data ?? null;
  throw new Error(
    `CSP_REPORT_URI no es válida (${JSON.stringify(value?.trim())}): debe ser una URL https completa, ` +
      'sin espacios, comas, punto y coma ni comillas, p. ej. https://reportes.ejemplo.mx/csp',
  );
}
