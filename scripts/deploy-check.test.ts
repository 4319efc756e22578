/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEFAULTS, ENV_NAMES } from '@/lib/config/site-env';
import {
  deployProblems as checkBoth,
  functionsLockProblems,
  readFunctionsParams,
} from './deploy-check';
import { TEST_MEASUREMENT_ID } from '@/testing/env';

/** A configuration that may be deployed. */
const COMPLETE: Record<string, string> = {
  NEXT_PUBLIC_SITE_URL: 'https://www.hanzo.mx',
  NEXT_PUBLIC_WHATSAPP_NUMBER: '+52 1 81 1234 5678',
  NEXT_PUBLIC_WHATSAPP_NUMBER_SECONDARY: '523312345678',
  NEXT_PUBLIC_FIREBASE_API_KEY: 'AIzaSyEjemplo',
  NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: 'hanzo-prod.firebaseapp.com',
  NEXT_PUBLIC_FIREBASE_PROJECT_ID: 'hanzo-prod',
  NEXT_PUBLIC_FIREBASE_APP_ID: '1:123456789:web:abcdef',
  NEXT_PUBLIC_ADMIN_EMAIL: 'dueno@hanzo.mx',
  NEXT_PUBLIC_GA_MEASUREMENT_ID: 'G-ABC1234567',
  NEXT_PUBLIC_APP_CHECK_SITE_KEY: '6LcEjemplo',
};

/** The functions' parameters of that deployment (functions/.env): the newsletter's mail. */
const MAIL: Record<string, string> = {
  MAIL_FROM: 'Hanzo <boletin@hanzo.mx>',
  SMTP_USER: 'dueno@smtp-brevo.com',
  BREVO_LIST_ID: '3',
};

/** The site's settings checked with complete mail settings, unless others are given. */
const deployProblems = (env: Record<string, string>, params = MAIL) => checkBoth(env, params);

function without(name: string): Record<string, string> {
  const env = { ...COMPLETE };
  delete env[name];
  return env;
}

describe('deployProblems', () => {
  it('accepts a complete configuration', () => {
    expect(deployProblems(COMPLETE)).toEqual([]);
    expect(
      deployProblems({
        ...COMPLETE,
        NEXT_PUBLIC_FIREBASE_STORAGE_BUCKET: 'hanzo-prod.appspot.com',
        NEXT_PUBLIC_APP_CHECK_SITE_KEY: '6LcEjemplo',
      }),
    ).toEqual([]);
  });

  it('accepts no measurement id when analytics is switched off on purpose', () => {
    const env = { ...without('NEXT_PUBLIC_GA_MEASUREMENT_ID'), NEXT_PUBLIC_ANALYTICS: 'off' };
    expect(deployProblems(env)).toEqual([]);
    expect(deployProblems({ ...COMPLETE, NEXT_PUBLIC_ANALYTICS: 'OFF' })).toEqual([]);
    expect(deployProblems({ ...COMPLETE, NEXT_PUBLIC_ANALYTICS: 'on' })).toEqual([]);
  });

  // Each case alone: exactly one problem, on one line, naming its variable.
  const cases: [string, Record<string, string>, string, RegExp][] = [
    [
      'main WhatsApp number unset',
      without(ENV_NAMES.whatsappNumber),
      ENV_NAMES.whatsappNumber,
      /número de ejemplo 5215500000000/,
    ],
    [
      'main WhatsApp number left as the placeholder',
      { ...COMPLETE, NEXT_PUBLIC_WHATSAPP_NUMBER: DEFAULTS.whatsappNumber },
      ENV_NAMES.whatsappNumber,
      /número de ejemplo/,
    ],
    [
      'main WhatsApp number set to the other placeholder',
      { ...COMPLETE, NEXT_PUBLIC_WHATSAPP_NUMBER: '52 1 55 0000 0001' },
      ENV_NAMES.whatsappNumber,
      /número de ejemplo 5215500000001/,
    ],
    [
      'main WhatsApp number malformed',
      { ...COMPLETE, NEXT_PUBLIC_WHATSAPP_NUMBER: '123' },
      ENV_NAMES.whatsappNumber,
      /“123” no es un número válido/,
    ],
    [
      'second WhatsApp number unset',
      without(ENV_NAMES.whatsappNumberSecondary),
      ENV_NAMES.whatsappNumberSecondary,
      /número de ejemplo 5215500000001/,
    ],
    [
      'second WhatsApp number malformed',
      { ...COMPLETE, NEXT_PUBLIC_WHATSAPP_NUMBER_SECONDARY: 'cinco' },
      ENV_NAMES.whatsappNumberSecondary,
      /no es un número válido/,
    ],
    ['site URL unset', without(ENV_NAMES.siteUrl), ENV_NAMES.siteUrl, /no está definido/],
    [
      'site URL blank',
      { ...COMPLETE, NEXT_PUBLIC_SITE_URL: '  ' },
      ENV_NAMES.siteUrl,
      /no está definido/,
    ],
    [
      'site URL over http',
      { ...COMPLETE, NEXT_PUBLIC_SITE_URL: 'http://hanzo.mx' },
      ENV_NAMES.siteUrl,
      /no usa https/,
    ],
    [
      'site URL malformed',
      { ...COMPLETE, NEXT_PUBLIC_SITE_URL: 'hanzo punto mx' },
      ENV_NAMES.siteUrl,
      /no es una dirección válida/,
    ],
    [
      'Firebase api key unset',
      without('NEXT_PUBLIC_FIREBASE_API_KEY'),
      'NEXT_PUBLIC_FIREBASE_API_KEY',
      /Firebase está incompleta/,
    ],
    [
      'Firebase auth domain unset',
      without('NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN'),
      'NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN',
      /Firebase está incompleta/,
    ],
    [
      'Firebase project id unset',
      without('NEXT_PUBLIC_FIREBASE_PROJECT_ID'),
      'NEXT_PUBLIC_FIREBASE_PROJECT_ID',
      /Firebase está incompleta/,
    ],
    [
      'Firebase app id blank',
      { ...COMPLETE, NEXT_PUBLIC_FIREBASE_APP_ID: ' ' },
      'NEXT_PUBLIC_FIREBASE_APP_ID',
      /Firebase está incompleta/,
    ],
    ['admin email unset', without(ENV_NAMES.adminEmail), ENV_NAMES.adminEmail, /no está definido/],
    [
      'admin email malformed',
      { ...COMPLETE, NEXT_PUBLIC_ADMIN_EMAIL: 'dueno@' },
      ENV_NAMES.adminEmail,
      /no es un email válido/,
    ],
    [
      'measurement id unset, analytics not switched off',
      without(ENV_NAMES.gaMeasurementId),
      ENV_NAMES.gaMeasurementId,
      /NEXT_PUBLIC_ANALYTICS=off/,
    ],
    [
      'measurement id of the old Universal Analytics',
      { ...COMPLETE, NEXT_PUBLIC_GA_MEASUREMENT_ID: 'UA-1234-1' },
      ENV_NAMES.gaMeasurementId,
      /no es un id de medición de GA4/,
    ],
    [
      'measurement id of the test builds',
      { ...COMPLETE, NEXT_PUBLIC_GA_MEASUREMENT_ID: TEST_MEASUREMENT_ID },
      ENV_NAMES.gaMeasurementId,
      /id de las pruebas/,
    ],
    [
      'analytics switch misspelt',
      { ...COMPLETE, NEXT_PUBLIC_ANALYTICS: 'apagado' },
      ENV_NAMES.analytics,
      /usa on u off/,
    ],
    [
      'Firestore emulator set',
      { ...COMPLETE, NEXT_PUBLIC_FIREBASE_EMULATOR_HOST: '127.0.0.1:8080' },
      ENV_NAMES.firebaseEmulatorHost,
      /solo para trabajo local/,
    ],
    [
      'Auth emulator set',
      { ...COMPLETE, NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' },
      ENV_NAMES.firebaseAuthEmulatorHost,
      /solo para trabajo local/,
    ],
    [
      'Functions emulator set',
      { ...COMPLETE, NEXT_PUBLIC_FIREBASE_FUNCTIONS_EMULATOR_HOST: '127.0.0.1:5001' },
      ENV_NAMES.firebaseFunctionsEmulatorHost,
      /solo para trabajo local/,
    ],
    [
      'App Check site key unset while every sign-up sends mail',
      without(ENV_NAMES.appCheckSiteKey),
      ENV_NAMES.appCheckSiteKey,
      /sin App Check cualquier programa podría hacer que Firebase enviara correos/,
    ],
    [
      'auth domain on this machine',
      { ...COMPLETE, NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: 'localhost' },
      ENV_NAMES.firebaseAuthDomain,
      /es un dominio local/,
    ],
    [
      'site URL on this machine, where the confirmation links would return',
      { ...COMPLETE, NEXT_PUBLIC_SITE_URL: 'https://localhost:3000' },
      ENV_NAMES.siteUrl,
      /enlaces de confirmación volverían/,
    ],
    [
      'App Check debug token set',
      { ...COMPLETE, NEXT_PUBLIC_APP_CHECK_DEBUG_TOKEN: 'true' },
      ENV_NAMES.appCheckDebugToken,
      /token de depuración/,
    ],
    [
      'editor’s address on this machine',
      { ...COMPLETE, CMS_URL: 'http://127.0.0.1:3001/' },
      'CMS_URL',
      /dirección local/,
    ],
    [
      'editor’s address without https',
      { ...COMPLETE, CMS_URL: 'http://cms.hanzo.mx/' },
      'CMS_URL',
      /no usa https/,
    ],
    [
      'editor’s Hosting site malformed',
      { ...COMPLETE, CMS_HOSTING_SITE: 'Editor Hanzo' },
      'CMS_HOSTING_SITE',
      /id de un sitio de Hosting/,
    ],
  ];

  it.each(cases)('reports the %s, and only that', (_label, env, variable, message) => {
    const problems = deployProblems(env);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(variable);
    expect(problems[0]).toMatch(message);
    expect(problems[0]).not.toContain('\n');
  });

  it('names every missing Firebase value in one line', () => {
    const env = without('NEXT_PUBLIC_FIREBASE_API_KEY');
    delete env.NEXT_PUBLIC_FIREBASE_APP_ID;
    const problems = deployProblems(env);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('NEXT_PUBLIC_FIREBASE_API_KEY, NEXT_PUBLIC_FIREBASE_APP_ID');
    expect(problems[0]).not.toContain('NEXT_PUBLIC_FIREBASE_PROJECT_ID');
  });

  it.each<[string, Record<string, string>, RegExp]>([
    ['no sender', { ...MAIL, MAIL_FROM: '' }, /MAIL_FROM no está definido/],
    [
      'a sender that is no address',
      { ...MAIL, MAIL_FROM: 'Hanzo <boletin>' },
      /no tiene una dirección válida/,
    ],
    [
      'the example sender',
      { ...MAIL, MAIL_FROM: 'Hanzo <boletin@tu-dominio.mx>' },
      /dirección de ejemplo/,
    ],
    [
      'a sender of another domain',
      { ...MAIL, MAIL_FROM: 'hanzo.boletin@gmail.com' },
      /no es del dominio del sitio \(hanzo\.mx\)/,
    ],
    ['no SMTP login', { ...MAIL, SMTP_USER: ' ' }, /SMTP_USER no está definido/],
    ['a local SMTP server', { ...MAIL, SMTP_HOST: '127.0.0.1' }, /SMTP_HOST.*servidor local/],
    ['a port that is no number', { ...MAIL, SMTP_PORT: 'smtp' }, /SMTP_PORT.*no es un número/],
    [
      'a daily limit of zero',
      { ...MAIL, DAILY_LINK_LIMIT: '0' },
      /DAILY_LINK_LIMIT.*no es un número/,
    ],
    [
      'a list id that is a name',
      { ...MAIL, BREVO_LIST_ID: 'Boletín' },
      /BREVO_LIST_ID.*no es un número/,
    ],
    [
      'a mail tool API over http',
      { ...MAIL, BREVO_API_URL: 'http://api.brevo.com/v3' },
      /BREVO_API_URL.*https/,
    ],
  ])("reports %s in the functions' settings, and only that", (_label, params, message) => {
    const problems = deployProblems(COMPLETE, params);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(message);
    expect(problems[0]).toContain('functions/.env');
  });

  it('accepts a sender on a subdomain of the site, and leaves the mail alone without Firebase', () => {
    expect(deployProblems(COMPLETE, { ...MAIL, MAIL_FROM: 'boletin@correo.hanzo.mx' })).toEqual([]);
    const noFirebase = without('NEXT_PUBLIC_FIREBASE_API_KEY');
    expect(deployProblems(noFirebase, {}).some((line) => /MAIL_FROM|SMTP_USER/.test(line))).toBe(
      false,
    );
  });

  it("reads the functions' settings as firebase-tools does: .env, then the project's", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'funciones-'));
    fs.writeFileSync(
      path.join(dir, '.env'),
      '# comentario\nMAIL_FROM="Hanzo <boletin@hanzo.mx>"\nSMTP_USER=a@b.com\nSMTP_PORT=587\n',
    );
    fs.writeFileSync(path.join(dir, '.env.hanzo-prod'), "SMTP_PORT='465'\n");
    expect(readFunctionsParams(dir, 'hanzo-prod')).toEqual({
      MAIL_FROM: 'Hanzo <boletin@hanzo.mx>',
      SMTP_USER: 'a@b.com',
      SMTP_PORT: '465',
    });
    expect(readFunctionsParams(dir, undefined).SMTP_PORT).toBe('587');
  });

  it('lists every problem of an empty environment, one each', () => {
    const problems = deployProblems({});
    expect(problems).toHaveLength(6);
    for (const name of [
      ENV_NAMES.whatsappNumber,
      ENV_NAMES.whatsappNumberSecondary,
      ENV_NAMES.siteUrl,
      'NEXT_PUBLIC_FIREBASE_API_KEY',
      ENV_NAMES.adminEmail,
      ENV_NAMES.gaMeasurementId,
    ]) {
      // The name whole: NEXT_PUBLIC_WHATSAPP_NUMBER is also the start of the second one's name.
      const named = new RegExp(`${name}(?![A-Z_])`);
      expect(problems.filter((line) => named.test(line))).toHaveLength(1);
    }
  });
});

describe('the functions deploy from their lock file', () => {
  const root = path.resolve(__dirname, '..');
  const folder = (files: Record<string, unknown>) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'candado-'));
    for (const [name, content] of Object.entries(files)) {
      fs.writeFileSync(path.join(dir, name), JSON.stringify(content));
    }
    return dir;
  };
  const pkg = { dependencies: { 'firebase-admin': '13.9.0', nodemailer: '8.0.11' } };

  it("accepts this checkout's functions/package-lock.json", () => {
    expect(functionsLockProblems(path.join(root, 'functions'))).toEqual([]);
  });

  it('refuses a missing lock and one that names other dependencies', () => {
    expect(functionsLockProblems(folder({ 'package.json': pkg }))).toEqual([
      expect.stringContaining('Falta functions/package-lock.json'),
    ]);
    const stale = {
      packages: { '': { dependencies: { 'firebase-admin': '13.8.0', nodemailer: '8.0.11' } } },
    };
    expect(
      functionsLockProblems(folder({ 'package.json': pkg, 'package-lock.json': stale })),
    ).toEqual([expect.stringContaining('no corresponde a functions/package.json')]);
    const current = {
      packages: { '': { dependencies: { nodemailer: '8.0.11', 'firebase-admin': '13.9.0' } } },
    };
    expect(
      functionsLockProblems(folder({ 'package.json': pkg, 'package-lock.json': current })),
    ).toEqual([]);
  });
});

describe('npm run check:deploy', () => {
  const root = path.resolve(__dirname, '..');
  // Every setting the check reads is given (empty when unset), so no .env file of this checkout
  // changes the outcome: Next's loader never overrides a variable the process already has.
  const blank = Object.fromEntries(Object.values(ENV_NAMES).map((name) => [name, '']));
  // The functions' parameters from a folder of the test's, not this checkout's functions/.env.
  const functionsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'funciones-'));
  /** A functions folder: this checkout's package.json and lock file, and the test's parameters. */
  const withPackage = (dir: string) => {
    for (const file of ['package.json', 'package-lock.json']) {
      fs.copyFileSync(path.join(root, 'functions', file), path.join(dir, file));
    }
    return dir;
  };
  withPackage(functionsDir);
  fs.writeFileSync(
    path.join(functionsDir, '.env'),
    Object.entries(MAIL)
      .map(([key, value]) => `${key}="${value}"`)
      .join('\n'),
  );
  const runCheck = (env: Record<string, string>) =>
    spawnSync(
      path.join(root, 'node_modules', '.bin', 'tsx'),
      [path.join(root, 'scripts', 'deploy-check.ts')],
      {
        cwd: root,
        encoding: 'utf8',
        env: { ...process.env, ...blank, FUNCTIONS_ENV_DIR: functionsDir, ...env },
      },
    );

  it('exits 0 on a complete configuration', () => {
    const result = runCheck(COMPLETE);
    expect(result.stderr).toBe('');
    expect(result.stdout).toContain('Configuración lista para publicar');
    // What it cannot see, it says: the plan and the secrets the functions need.
    expect(result.stdout).toContain('plan Blaze');
    expect(result.status).toBe(0);
  });

  it('refuses a configuration whose functions have no sender', () => {
    const result = runCheck({
      ...COMPLETE,
      FUNCTIONS_ENV_DIR: withPackage(fs.mkdtempSync(path.join(os.tmpdir(), 'vacio-'))),
    });
    expect(result.status).toBe(1);
    const lines = result.stderr.split('\n').filter((line) => line.startsWith('  - '));
    expect(lines.map((line) => line.split(' ')[3])).toEqual(['MAIL_FROM', 'SMTP_USER']);
  });

  it('exits 1 with one line per problem', () => {
    const result = runCheck({
      ...COMPLETE,
      NEXT_PUBLIC_WHATSAPP_NUMBER: DEFAULTS.whatsappNumber,
      NEXT_PUBLIC_SITE_URL: 'http://hanzo.mx',
    });
    expect(result.status).toBe(1);
    const lines = result.stderr.split('\n').filter((line) => line.startsWith('  - '));
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain(ENV_NAMES.whatsappNumber);
    expect(lines[1]).toContain(ENV_NAMES.siteUrl);
  });
});
