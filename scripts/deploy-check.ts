// The configuration check of a deploy (`npm run check:deploy`, run first by `npm run deploy`):
// reads the environment as `next build` does (the `.env*` files through @next/env, the process
// environment first), parses it with the site's own schema (lib/config/site-env.ts) and refuses what
// would publish placeholders or half a setup: one Spanish line per problem and exit 1.
import path from 'node:path';
import { loadEnvConfig } from '@next/env';
import {
  DEFAULTS,
  ENV_NAMES as NAME,
  FIREBASE_REQUIRED,
  parseSiteEnv,
  readSiteEnv,
} from '@/lib/config/site-env';
import { CMS_ENV, cmsSettingsFromEnv } from '@/lib/cms/settings';
import { TEST_MEASUREMENT_ID } from './export-env';

/** The numbers the site falls back to: valid-looking, but nobody answers them. */
const PLACEHOLDER_NUMBERS: readonly string[] = [
  DEFAULTS.whatsappNumber,
  DEFAULTS.whatsappNumberSecondary,
];

/**
 * What stops this environment from being deployed, one Spanish sentence per problem, each naming
 * its variable. Empty when the configuration is complete.
 */
export function deployProblems(source: Record<string, string | undefined>): string[] {
  const env = readSiteEnv(source);
  const { config, rejected } = parseSiteEnv(env, { production: true });
  const raw = (key: keyof typeof NAME) => env[key]?.trim() ?? '';
  const bad = (key: keyof typeof NAME) => rejected.includes(key);
  const missing = FIREBASE_REQUIRED.filter((key) => !raw(key)).map((key) => NAME[key]);
  /** Analytics: on with a real GA4 id, or off on purpose. */
  const analyticsProblem = () => {
    const id = config.gaMeasurementId;
    if (bad('analytics')) {
      return `${NAME.analytics}: “${raw('analytics')}” no es un valor válido; usa on u off.`;
    }
    if (config.analyticsOff) return false;
    if (bad('gaMeasurementId')) {
      return `${NAME.gaMeasurementId}: “${raw('gaMeasurementId')}” no es un id de medición de GA4 (G-…).`;
    }
    if (!id) {
      return `${NAME.gaMeasurementId} no está definido: pon el id de medición de GA4 (G-…) o apaga la analítica a propósito con ${NAME.analytics}=off.`;
    }
    return (
      id === TEST_MEASUREMENT_ID &&
      `${NAME.gaMeasurementId}: ${id} es el id de las pruebas, no el de una propiedad real.`
    );
  };
  /** A host that only answers on the machine it runs on. */
  const local = (host: string) => /^(localhost|127\.|\[?::1\]?|0\.0\.0\.0)/i.test(host);
  const siteHost = bad('siteUrl') ? '' : new URL(config.url).hostname;
  const problems = [
    ...(['whatsappNumber', 'whatsappNumberSecondary'] as const).map((key) =>
      bad(key)
        ? `${NAME[key]}: “${raw(key)}” no es un número válido (10 a 15 dígitos, lada de país primero); se usaría el de ejemplo ${config[key]}.`
        : PLACEHOLDER_NUMBERS.includes(config[key]) &&
          `${NAME[key]}: sigue siendo el número de ejemplo ${config[key]}; pon el número real de WhatsApp (solo dígitos, lada de país primero).`,
    ),
    !raw('siteUrl')
      ? `${NAME.siteUrl} no está definido: pon la dirección pública del sitio (https://…).`
      : bad('siteUrl')
        ? `${NAME.siteUrl}: “${raw('siteUrl')}” no es una dirección válida.`
        : !config.url.startsWith('https://') &&
          `${NAME.siteUrl}: ${config.url} no usa https; el sitio se publica con https.`,
    !config.firebase &&
      `La configuración web de Firebase está incompleta: falta ${missing.join(', ')} (consola de Firebase › Configuración del proyecto › Tus apps).`,
    // Every sign-up sends a confirmation link by email (decision 12): the links must return to
    // the public site, and only this site in a real browser may make Firebase send them.
    raw('siteUrl') &&
      local(siteHost) &&
      `${NAME.siteUrl}: ${config.url} es una dirección local; los enlaces de confirmación volverían a ella.`,
    config.firebase &&
      local(config.firebase.authDomain) &&
      `${NAME.firebaseAuthDomain}: ${config.firebase.authDomain} es un dominio local; usa el del proyecto (<proyecto>.firebaseapp.com) o el del sitio.`,
    config.firebase &&
      !config.appCheckSiteKey &&
      `${NAME.appCheckSiteKey} no está definido: cada suscripción envía un correo con un enlace, y sin App Check cualquier programa podría hacer que Firebase enviara correos a direcciones ajenas. Crea la clave de reCAPTCHA Enterprise y activa App Check (docs/firebase.md).`,
    bad('adminEmail')
      ? `${NAME.adminEmail}: “${raw('adminEmail')}” no es un email válido.`
      : !config.adminEmail &&
        `${NAME.adminEmail} no está definido: pon el email de quien administra la lista de correos.`,
    analyticsProblem(),
    // Local-only settings: a published site must neither talk to nor allow a local emulator, and
    // a debug token would let any script pass App Check.
    ...(['firebaseEmulatorHost', 'firebaseAuthEmulatorHost'] as const).map(
      (key) =>
        raw(key) &&
        `${NAME[key]} está definido (${raw(key)}): es solo para trabajo local; déjalo vacío.`,
    ),
    raw('appCheckDebugToken') &&
      `${NAME.appCheckDebugToken} está definido: el token de depuración de App Check es solo para trabajo local; déjalo vacío.`,
  ];
  return [...problems, ...editorProblems(source, local)].filter((problem): problem is string =>
    Boolean(problem),
  );
}

/**
 * The article editor's own site (decision 16): where the site's /cms/ sends the owner must be a
 * public https address. Said only once its Hosting site is known (the Firebase project, or
 * CMS_URL): a missing project is already a problem of its own.
 */
function editorProblems(
  source: Record<string, string | undefined>,
  local: (host: string) => boolean,
): string[] {
  let url: URL;
  try {
    const cms = cmsSettingsFromEnv(source);
    if (!cms.hosting && !source[CMS_ENV.url]?.trim()) return [];
    url = new URL(cms.url);
  } catch (error) {
    return [(error instanceof Error ? error.message : String(error)).replace(/\n\s*/g, ' ')];
  }
  if (local(url.hostname)) {
    return [
      `${CMS_ENV.url}: ${url.href} es una dirección local; /cms/ del sitio llevaría ahí al editor.`,
    ];
  }
  return url.protocol === 'https:'
    ? []
    : [
        `${CMS_ENV.url}: ${url.href} no usa https; el editor se publica con https en su propio sitio.`,
      ];
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
