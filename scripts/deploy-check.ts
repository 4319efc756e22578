// The configuration check of a deploy (`npm run check:deploy`, run first by `npm run deploy`):
// reads the build's environment (lib/config/build-env.ts: the `.env*` files as `next build` reads
// them, the process environment first), parses it with the site's own schema (lib/config/site-env.ts) and refuses what
// would publish placeholders or half a setup: one Spanish line per problem and exit 1.
import fs from 'node:fs';
import path from 'node:path';
import { loadBuildEnv } from '@/lib/config/build-env';
import { isValidEmail } from '@/lib/email/address';
import {
  DEFAULTS,
  ENV_NAMES as NAME,
  FIREBASE_REQUIRED,
  parseSiteEnv,
  TEST_MEASUREMENT_ID,
  readSiteEnv,
} from '@/lib/config/site-env';
import { cmsDeployProblems } from '@/editor/settings';

/** A host that only answers on the machine it runs on. */
const isLocalHost = (host: string) => /^(localhost|127\.|\[?::1\]?|0\.0\.0\.0)/i.test(host);

/** The numbers the site falls back to: valid-looking, but nobody answers them. */
const PLACEHOLDER_NUMBERS: readonly string[] = [
  DEFAULTS.whatsappNumber,
  DEFAULTS.whatsappNumberSecondary,
];

/**
 * What stops this environment from being deployed, one Spanish sentence per problem, each naming
 * its variable. Empty when the configuration is complete.
 */
export function deployProblems(
  source: Record<string, string | undefined>,
  functionsParams: Record<string, string> = {},
): string[] {
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
      isLocalHost(siteHost) &&
      `${NAME.siteUrl}: ${config.url} es una dirección local; los enlaces de confirmación volverían a ella.`,
    config.firebase &&
      isLocalHost(config.firebase.authDomain) &&
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
    ...(
      ['firebaseEmulatorHost', 'firebaseAuthEmulatorHost', 'firebaseFunctionsEmulatorHost'] as const
    ).map(
      (key) =>
        raw(key) &&
        `${NAME[key]} está definido (${raw(key)}): es solo para trabajo local; déjalo vacío.`,
    ),
    raw('appCheckDebugToken') &&
      `${NAME.appCheckDebugToken} está definido: el token de depuración de App Check es solo para trabajo local; déjalo vacío.`,
    // The newsletter's own mail (decision 15): the functions' settings, when Firebase is on.
    ...(config.firebase
      ? mailProblems(functionsParams, isLocalHost(siteHost) ? '' : siteHost)
      : []),
  ];
  return [...problems, ...cmsDeployProblems(source, isLocalHost)].filter(
    (problem): problem is string => Boolean(problem),
  );
}

/** Where the functions' parameters live (functions/.env, committed; FUNCTIONS_ENV_DIR for tests). */
const FUNCTIONS_ENV = 'functions/.env';

/** A sender as the functions use it: "Name <address>" or the address alone. */
const senderAddress = (from: string) =>
  (/<([^<>]+)>\s*$/.exec(from)?.[1] ?? from).trim().toLowerCase();

/** Domains that only stand in for the owner's. */
const PLACEHOLDER_DOMAIN = /(^|\.)(tu-dominio\.mx|example\.(com|org|net)|ejemplo\.mx|hanzo\.test)$/;

/**
 * What stops the newsletter's mail from working, read from the functions' parameters: the sender
 * (an address on the site's domain, not a placeholder), the SMTP login, and well-formed numbers.
 * The secrets (SMTP_PASSWORD, BREVO_API_KEY) are in Secret Manager, out of its sight: `firebase
 * deploy` itself refuses a secret that was never set.
 */
export function mailProblems(params: Record<string, string>, siteHost: string): string[] {
  const value = (key: string) => params[key]?.trim() ?? '';
  const from = value('MAIL_FROM');
  const address = senderAddress(from);
  const domain = address.split('@')[1] ?? '';
  const baseDomain = siteHost.replace(/^www\./, '');
  const number = (key: string, test: (n: number) => boolean) =>
    value(key) && !(/^\d+$/.test(value(key)) && test(Number(value(key))))
      ? `${key} en ${FUNCTIONS_ENV}: “${value(key)}” no es un número válido.`
      : false;
  return [
    !from
      ? `MAIL_FROM no está definido en ${FUNCTIONS_ENV}: pon el remitente de los correos del boletín, p. ej. Hanzo <boletin@${baseDomain || 'tu-dominio.mx'}> (copia functions/.env.example).`
      : !isValidEmail(address)
        ? `MAIL_FROM en ${FUNCTIONS_ENV}: “${from}” no tiene una dirección válida.`
        : PLACEHOLDER_DOMAIN.test(domain)
          ? `MAIL_FROM en ${FUNCTIONS_ENV}: ${address} es una dirección de ejemplo; usa la de tu dominio.`
          : baseDomain && domain !== baseDomain && !domain.endsWith(`.${baseDomain}`)
            ? `MAIL_FROM en ${FUNCTIONS_ENV}: ${address} no es del dominio del sitio (${baseDomain}); el boletín y su confirmación deben llegar del mismo remitente, con tu dominio.`
            : false,
    !value('SMTP_USER') &&
      `SMTP_USER no está definido en ${FUNCTIONS_ENV}: pon el usuario SMTP de tu proveedor de correo (en Brevo, el login SMTP).`,
    value('SMTP_HOST') &&
      isLocalHost(value('SMTP_HOST')) &&
      `SMTP_HOST en ${FUNCTIONS_ENV}: ${value('SMTP_HOST')} es un servidor local; pon el de tu proveedor de correo.`,
    number('SMTP_PORT', (port) => port > 0 && port < 65536),
    number('DAILY_LINK_LIMIT', (limit) => limit > 0),
    number('MAIL_TOOL_TIMEOUT_SECONDS', (seconds) => seconds > 0 && seconds <= 60),
    number('BREVO_LIST_ID', (id) => id > 0),
    number('BREVO_ARTICLES_LIST_ID', (id) => id > 0),
    number('BREVO_SERVICES_LIST_ID', (id) => id > 0),
    value('BREVO_API_URL') &&
      !value('BREVO_API_URL').startsWith('https://') &&
      `BREVO_API_URL en ${FUNCTIONS_ENV}: ${value('BREVO_API_URL')} no usa https; déjalo vacío para usar la API de Brevo.`,
  ].filter((problem): problem is string => Boolean(problem));
}

/**
 * The functions' parameters as firebase-tools reads them: functions/.env, then the project's
 * functions/.env.<projectId> over it (simple KEY=value lines, quotes optional).
 */
export function readFunctionsParams(
  dir: string,
  projectId: string | undefined,
): Record<string, string> {
  const files = ['.env', ...(projectId ? [`.env.${projectId}`] : [])].map((name) =>
    path.join(dir, name),
  );
  const params: Record<string, string> = {};
  for (const file of files.filter((candidate) => fs.existsSync(candidate))) {
    for (const line of fs.readFileSync(file, 'utf8').split(/\r?\n/)) {
      const match = /^\s*([A-Z0-9_]+)\s*=\s*(.*?)\s*$/.exec(line);
      if (!match?.[1] || line.trim().startsWith('#')) continue;
      params[match[1]] = (match[2] ?? '').replace(/^(["'])(.*)\1$/, '$2');
    }
  }
  return params;
}

/**
 * The functions deploy from a lock file (N7 of the 2026-11-28 security review): Cloud Build then
 * installs the versions the lock names, not whatever the registry resolves that day. A lock that
 * is missing, or that names other dependencies than functions/package.json, is refused.
 */
export function functionsLockProblems(dir: string): string[] {
  const lockFile = path.join(dir, 'package-lock.json');
  if (!fs.existsSync(lockFile)) {
    return [
      'Falta functions/package-lock.json: sin él, cada publicación instala las versiones que el registro dé ese día. Genéralo con npm run lock:functions.',
    ];
  }
  const read = (file: string) =>
    JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
  const wanted = (read(path.join(dir, 'package.json')).dependencies ?? {}) as object;
  const locked = ((
    read(lockFile).packages as Record<string, { dependencies?: object }> | undefined
  )?.['']?.dependencies ?? {}) as object;
  return JSON.stringify(Object.entries(wanted).sort()) ===
    JSON.stringify(Object.entries(locked).sort())
    ? []
    : [
        'functions/package-lock.json no corresponde a functions/package.json: vuelve a generarlo con npm run lock:functions.',
      ];
}

/** Said after a passing check: what only the console shows. */
export const DEPLOY_REMINDER =
  'Las funciones del boletín necesitan el plan Blaze de Firebase (Functions, Cloud Tasks y las cuotas de Authentication) y los secretos SMTP_PASSWORD, BREVO_API_KEY, CONFIRM_TOKEN_SECRET y BREVO_WEBHOOK_SECRET (firebase functions:secrets:set); si falta alguno, la publicación se detiene. Si cambias de proveedor de correo o de herramienta, cambia también los avisos de privacidad (content/privacy.ts).';

// Run as a command, not when imported by a test or by the CSP step.
if (/deploy-check\.ts$/.test(process.argv[1] ?? '')) {
  const root = path.resolve(__dirname, '..');
  const env = loadBuildEnv();
  const functionsDir = env.FUNCTIONS_ENV_DIR ?? path.join(root, 'functions');
  const params = readFunctionsParams(functionsDir, env.NEXT_PUBLIC_FIREBASE_PROJECT_ID?.trim());
  const problems = [...deployProblems(env, params), ...functionsLockProblems(functionsDir)];
  if (problems.length === 0) {
    console.log('✔ Configuración lista para publicar.');
    console.log(`  ${DEPLOY_REMINDER}`);
  } else {
    console.error(`✘ La configuración no se puede publicar (${problems.length}):`);
    for (const problem of problems) console.error(`  - ${problem}`);
    console.error('Corrígela en .env.local (o en el entorno) y vuelve a intentarlo.');
  }
  process.exit(problems.length === 0 ? 0 : 1);
}
