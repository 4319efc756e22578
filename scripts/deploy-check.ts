// The configuration check of a deploy (`npm run check:deploy`, run first by `npm run deploy`):
// reads the environment exactly as `next build` does (the `.env*` files through @next/env, the
// process environment first) and refuses a configuration that would publish placeholders or
// half a setup. One line per problem, exit 1; exit 0 when the configuration is complete.
//
// The settings are parsed by lib/site-config.ts, the same code the site runs: this file only
// judges the result.
import path from 'node:path';
import { loadEnvConfig } from '@next/env';
import {
  DEFAULTS,
  ENV_NAMES,
  FIREBASE_REQUIRED,
  type SiteEnv,
  parseSiteEnv,
  readSiteEnv,
} from '@/lib/site-config';
import { TEST_MEASUREMENT_ID } from './export-env';

/** The numbers the site falls back to: valid-looking, but nobody answers them. */
const PLACEHOLDER_NUMBERS: readonly string[] = [
  DEFAULTS.whatsappNumber,
  DEFAULTS.whatsappNumberSecondary,
];

const given = (env: SiteEnv, key: keyof SiteEnv) => Boolean(env[key]?.trim());

/**
 * What stops this environment from being deployed, one Spanish sentence per problem, each naming
 * its variable. Empty when the configuration is complete.
 */
export function deployProblems(source: Record<string, string | undefined>): string[] {
  const env = readSiteEnv(source);
  const { config, rejected } = parseSiteEnv(env, { production: true });
  const isRejected = (key: keyof SiteEnv) => rejected.includes(key);
  const problems: string[] = [];

  const numbers = [
    ['whatsappNumber', config.whatsappNumber],
    ['whatsappNumberSecondary', config.whatsappNumberSecondary],
  ] as const;
  for (const [key, number] of numbers) {
    const name = ENV_NAMES[key];
    if (isRejected(key)) {
      problems.push(
        `${name}: “${env[key]?.trim()}” no es un número válido (10 a 15 dígitos, lada de país primero); se usaría el de ejemplo ${number}.`,
      );
    } else if (PLACEHOLDER_NUMBERS.includes(number)) {
      problems.push(
        `${name}: sigue siendo el número de ejemplo ${number}; pon el número real de WhatsApp (solo dígitos, lada de país primero).`,
      );
    }
  }

  if (!given(env, 'siteUrl')) {
    problems.push(
      `${ENV_NAMES.siteUrl} no está definido: pon la dirección pública del sitio (https://…).`,
    );
  } else if (isRejected('siteUrl')) {
    problems.push(`${ENV_NAMES.siteUrl}: “${env.siteUrl?.trim()}” no es una dirección válida.`);
  } else if (!config.url.startsWith('https://')) {
    problems.push(
      `${ENV_NAMES.siteUrl}: ${config.url} no usa https; el sitio se publica con https.`,
    );
  }

  if (!config.firebase) {
    const missing = FIREBASE_REQUIRED.filter((key) => !given(env, key)).map(
      (key) => ENV_NAMES[key],
    );
    problems.push(
      `La configuración web de Firebase está incompleta: falta ${missing.join(', ')} (consola de Firebase › Configuración del proyecto › Tus apps).`,
    );
  }

  if (isRejected('adminEmail')) {
    problems.push(`${ENV_NAMES.adminEmail}: “${env.adminEmail?.trim()}” no es un email válido.`);
  } else if (!config.adminEmail) {
    problems.push(
      `${ENV_NAMES.adminEmail} no está definido: pon el email de quien administra la lista de correos.`,
    );
  }

  if (isRejected('analytics')) {
    problems.push(
      `${ENV_NAMES.analytics}: “${env.analytics?.trim()}” no es un valor válido; usa on u off.`,
    );
  } else if (!config.analyticsOff) {
    if (isRejected('gaMeasurementId')) {
      problems.push(
        `${ENV_NAMES.gaMeasurementId}: “${env.gaMeasurementId?.trim()}” no es un id de medición de GA4 (G-…).`,
      );
    } else if (!config.gaMeasurementId) {
      problems.push(
        `${ENV_NAMES.gaMeasurementId} no está definido: pon el id de medición de GA4 (G-…) o apaga la analítica a propósito con ${ENV_NAMES.analytics}=off.`,
      );
    } else if (config.gaMeasurementId === TEST_MEASUREMENT_ID) {
      problems.push(
        `${ENV_NAMES.gaMeasurementId}: ${TEST_MEASUREMENT_ID} es el id de las pruebas, no el de una propiedad real.`,
      );
    }
  }

  // Local-only settings: a published site must neither talk to nor allow a local emulator, and a
  // debug token would let any script pass App Check.
  for (const key of ['firebaseEmulatorHost', 'firebaseAuthEmulatorHost'] as const) {
    if (given(env, key)) {
      problems.push(
        `${ENV_NAMES[key]} está definido (${env[key]?.trim()}): es solo para trabajo local; déjalo vacío.`,
      );
    }
  }
  if (given(env, 'appCheckDebugToken')) {
    problems.push(
      `${ENV_NAMES.appCheckDebugToken} está definido: el token de depuración de App Check es solo para trabajo local; déjalo vacío.`,
    );
  }

  return problems;
}

/** Loads the `.env*` files as `next build` does (production; the process environment wins). */
export function loadBuildEnv(root: string): Record<string, string | undefined> {
  loadEnvConfig(root, false, { info() {}, error: console.error });
  return process.env;
}

// Run as a command, not when imported by a test or by the CSP step.
if (/deploy-check\.ts$/.test(process.argv[1] ?? '')) {
  const problems = deployProblems(loadBuildEnv(path.resolve(__dirname, '..')));
  if (problems.length === 0) console.log('✔ Configuración lista para publicar.');
  else {
    console.error(`✘ La configuración no se puede publicar (${problems.length}):`);
    for (const problem of problems) console.error(`  - ${problem}`);
    console.error('Corrígela en .env.local (o en el entorno) y vuelve a intentarlo.');
  }
  process.exit(problems.length === 0 ? 0 : 1);
}
