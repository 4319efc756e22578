/**
 * Everything that differs per deployment, read from NEXT_PUBLIC_* variables with safe defaults.
 * The site builds and runs with none of them set: no analytics, local-storage mode.
 * Each variable is documented in `.env.local.example`.
 */

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
  gaMeasurementId: string | null;
  firebase: FirebaseWebConfig | null;
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
  firebaseApiKey: 'NEXT_PUBLIC_FIREBASE_API_KEY',
  firebaseAuthDomain: 'NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN',
  firebaseProjectId: 'NEXT_PUBLIC_FIREBASE_PROJECT_ID',
  firebaseStorageBucket: 'NEXT_PUBLIC_FIREBASE_STORAGE_BUCKET',
  firebaseMessagingSenderId: 'NEXT_PUBLIC_FIREBASE_MESSAGING_SENDER_ID',
  firebaseAppId: 'NEXT_PUBLIC_FIREBASE_APP_ID',
  firebaseEmulatorHost: 'NEXT_PUBLIC_FIREBASE_EMULATOR_HOST',
  firebaseAuthEmulatorHost: 'NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST',
  adminEmail: 'NEXT_PUBLIC_ADMIN_EMAIL',
} as const;

export const DEFAULTS = {
  siteUrl: 'https://hanzo.mx',
  // Placeholder numbers (Mexico, +52 1 55 …): replace them through the environment.
  whatsappNumber: '5215500000000',
  whatsappNumberSecondary: '5215500000001',
  linkedinUrl: 'https://www.linkedin.com/company/hanzo-datos-ia',
  contactEmail: 'privacidad@hanzo.mx',
  legalName: 'Hanzo Consultoría en Datos e Inteligencia Artificial',
  address: 'Ciudad de México, México',
} as const;

function clean(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

function httpUrl(value: string | undefined, fallback: string): string {
  const candidate = clean(value);
  if (!candidate) return fallback;
  try {
    const url = new URL(candidate);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return fallback;
    return url.href.replace(/\/+$/, '');
  } catch {
    return fallback;
  }
}

/** International format, digits only, as wa.me expects (country code first, no "+"). */
function phoneDigits(value: string | undefined, fallback: string): string {
  const digits = clean(value)?.replace(/\D/g, '');
  return digits && digits.length >= 10 && digits.length <= 15 ? digits : fallback;
}

function gaId(value: string | undefined): string | null {
  const candidate = clean(value);
  return candidate && /^G-[A-Z0-9]{4,}$/.test(candidate) ? candidate : null;
}

function email(value: string | undefined): string | null {
  const candidate = clean(value)?.toLowerCase();
  return candidate && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(candidate) ? candidate : null;
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

export function buildSiteConfig(env: SiteEnv): SiteConfig {
  return {
    name: 'Hanzo',
    tagline: 'Datos e inteligencia artificial para PyMEs',
    description:
      'Consultoría de datos e inteligencia artificial para PyMEs en México y Latinoamérica: bases de datos en la nube, reportes, análisis y agentes de IA a tu medida.',
    url: httpUrl(env.siteUrl, DEFAULTS.siteUrl),
    locale: 'es_MX',
    language: 'es-MX',
    whatsappNumber: phoneDigits(env.whatsappNumber, DEFAULTS.whatsappNumber),
    whatsappNumberSecondary: phoneDigits(
      env.whatsappNumberSecondary,
      DEFAULTS.whatsappNumberSecondary,
    ),
    linkedinUrl: httpUrl(env.linkedinUrl, DEFAULTS.linkedinUrl),
    contactEmail: email(env.contactEmail) ?? DEFAULTS.contactEmail,
    legalName: clean(env.legalName) ?? DEFAULTS.legalName,
    address: clean(env.address) ?? DEFAULTS.address,
    gaMeasurementId: gaId(env.gaMeasurementId),
    firebase: firebaseConfig(env),
    firebaseEmulatorHost: clean(env.firebaseEmulatorHost) ?? null,
    firebaseAuthEmulatorHost: clean(env.firebaseAuthEmulatorHost) ?? null,
    adminEmail: email(env.adminEmail),
  };
}

// Each variable is named in full so Next.js inlines it into the client bundle.
export const siteConfig: SiteConfig = buildSiteConfig({
  siteUrl: process.env.NEXT_PUBLIC_SITE_URL,
  whatsappNumber: process.env.NEXT_PUBLIC_WHATSAPP_NUMBER,
  whatsappNumberSecondary: process.env.NEXT_PUBLIC_WHATSAPP_NUMBER_SECONDARY,
  linkedinUrl: process.env.NEXT_PUBLIC_LINKEDIN_URL,
  contactEmail: process.env.NEXT_PUBLIC_CONTACT_EMAIL,
  legalName: process.env.NEXT_PUBLIC_LEGAL_NAME,
  address: process.env.NEXT_PUBLIC_ADDRESS,
  gaMeasurementId: process.env.NEXT_PUBLIC_GA_MEASUREMENT_ID,
  firebaseApiKey: process.env.NEXT_PUBLIC_FIREBASE_API_KEY,
  firebaseAuthDomain: process.env.NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN,
  firebaseProjectId: process.env.NEXT_PUBLIC_FIREBASE_PROJECT_ID,
  firebaseStorageBucket: process.env.NEXT_PUBLIC_FIREBASE_STORAGE_BUCKET,
  firebaseMessagingSenderId: process.env.NEXT_PUBLIC_FIREBASE_MESSAGING_SENDER_ID,
  firebaseAppId: process.env.NEXT_PUBLIC_FIREBASE_APP_ID,
  firebaseEmulatorHost: process.env.NEXT_PUBLIC_FIREBASE_EMULATOR_HOST,
  firebaseAuthEmulatorHost: process.env.NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST,
  adminEmail: process.env.NEXT_PUBLIC_ADMIN_EMAIL,
});

/** Absolute URL on this site for a path such as `/blog/`. */
export function absoluteUrl(path: string, base: string = siteConfig.url): string {
  return new URL(path, `${base}/`).href;
}
