import fs from 'node:fs';
import { absoluteUrl } from '@/lib/config/site-config';
import {
  DEFAULTS,
  ENV_NAMES,
  buildSiteConfig,
  parseSiteEnv,
  readSiteEnv,
} from '@/lib/config/site-env';

describe('buildSiteConfig', () => {
  it('builds a complete config with no variables set: no analytics, no Firebase', () => {
    const config = buildSiteConfig({});
    expect(config.name).toBe('Hanzo');
    expect(config.url).toBe(DEFAULTS.siteUrl);
    expect(config.whatsappNumber).toBe(DEFAULTS.whatsappNumber);
    expect(config.whatsappNumberSecondary).toBe(DEFAULTS.whatsappNumberSecondary);
    expect(config.linkedinUrl).toBe(DEFAULTS.linkedinUrl);
    expect(config.gaMeasurementId).toBeNull();
    expect(config.firebase).toBeNull();
    expect(config.adminEmail).toBeNull();
    expect(config.locale).toBe('es_MX');
    expect(config.language).toBe('es-MX');
  });

  it('takes the site URL without a trailing slash and ignores invalid ones', () => {
    expect(buildSiteConfig({ siteUrl: 'https://www.ejemplo.mx/' }).url).toBe(
      'https://www.ejemplo.mx',
    );
    expect(buildSiteConfig({ siteUrl: 'no es una url' }).url).toBe(DEFAULTS.siteUrl);
    expect(buildSiteConfig({ siteUrl: 'ftp://ejemplo.mx' }).url).toBe(DEFAULTS.siteUrl);
    expect(buildSiteConfig({ siteUrl: '   ' }).url).toBe(DEFAULTS.siteUrl);
  });

  it('keeps only the digits of the WhatsApp numbers and rejects implausible ones', () => {
    expect(buildSiteConfig({ whatsappNumber: '+52 1 (81) 1234-5678' }).whatsappNumber).toBe(
      '5218112345678',
    );
    expect(buildSiteConfig({ whatsappNumber: '123' }).whatsappNumber).toBe(DEFAULTS.whatsappNumber);
    expect(
      buildSiteConfig({ whatsappNumberSecondary: '52 33 1234 5678' }).whatsappNumberSecondary,
    ).toBe('523312345678');
  });

  it('accepts only GA4 measurement ids', () => {
    expect(buildSiteConfig({ gaMeasurementId: 'G-ABC123XYZ' }).gaMeasurementId).toBe('G-ABC123XYZ');
    expect(buildSiteConfig({ gaMeasurementId: 'UA-12345-1' }).gaMeasurementId).toBeNull();
    expect(buildSiteConfig({ gaMeasurementId: 'G-<script>' }).gaMeasurementId).toBeNull();
  });

  it('enables Firebase only when the required fields are all present', () => {
    const complete = {
      firebaseApiKey: 'key',
      firebaseAuthDomain: 'hanzo.firebaseapp.com',
      firebaseProjectId: 'hanzo',
      firebaseAppId: '1:2:web:3',
    };
    expect(buildSiteConfig(complete).firebase).toEqual({
      apiKey: 'key',
      authDomain: 'hanzo.firebaseapp.com',
      projectId: 'hanzo',
      appId: '1:2:web:3',
    });
    expect(buildSiteConfig({ ...complete, firebaseProjectId: '' }).firebase).toBeNull();
    expect(
      buildSiteConfig({ ...complete, firebaseStorageBucket: 'hanzo.appspot.com' }).firebase
        ?.storageBucket,
    ).toBe('hanzo.appspot.com');
  });

  it('normalises the admin email and ignores malformed ones', () => {
    expect(buildSiteConfig({ adminEmail: ' Dueno@Hanzo.MX ' }).adminEmail).toBe('dueno@hanzo.mx');
    expect(buildSiteConfig({ adminEmail: 'dueno@' }).adminEmail).toBeNull();
  });
});

describe('analytics switch', () => {
  it('keeps analytics on by default and with "on"', () => {
    expect(buildSiteConfig({ gaMeasurementId: 'G-ABC123' })).toMatchObject({
      gaMeasurementId: 'G-ABC123',
      analyticsOff: false,
    });
    expect(
      buildSiteConfig({ gaMeasurementId: 'G-ABC123', analytics: ' On ' }).gaMeasurementId,
    ).toBe('G-ABC123');
  });

  it('switches analytics off with "off", even with a measurement id', () => {
    expect(buildSiteConfig({ gaMeasurementId: 'G-ABC123', analytics: 'off' })).toMatchObject({
      gaMeasurementId: null,
      analyticsOff: true,
    });
    expect(buildSiteConfig({ analytics: 'OFF' }).analyticsOff).toBe(true);
  });

  it('rejects any other value and leaves analytics to the id', () => {
    const { config, rejected } = parseSiteEnv({ gaMeasurementId: 'G-ABC123', analytics: 'no' });
    expect(config.gaMeasurementId).toBe('G-ABC123');
    expect(rejected).toEqual(['analytics']);
  });
});

describe('App Check', () => {
  it('takes the reCAPTCHA Enterprise site key when set', () => {
    expect(buildSiteConfig({}).appCheckSiteKey).toBeNull();
    expect(buildSiteConfig({ appCheckSiteKey: ' 6LcClave ' }).appCheckSiteKey).toBe('6LcClave');
  });

  it('honours the debug token only outside production builds or on the emulators', () => {
    expect(buildSiteConfig({ appCheckDebugToken: 'true' }).appCheckDebugToken).toBe('true');
    expect(
      buildSiteConfig({ appCheckDebugToken: 'token' }, { production: true }).appCheckDebugToken,
    ).toBeNull();
    expect(
      buildSiteConfig(
        { appCheckDebugToken: 'token', firebaseEmulatorHost: '127.0.0.1:8080' },
        { production: true },
      ).appCheckDebugToken,
    ).toBe('token');
  });
});

describe('parseSiteEnv', () => {
  it('names the settings it had to reject, and only those', () => {
    const { config, rejected } = parseSiteEnv({
      siteUrl: 'no es una url',
      whatsappNumber: '123',
      whatsappNumberSecondary: '52 33 1234 5678',
      gaMeasurementId: 'UA-1',
      adminEmail: 'dueno@',
      contactEmail: 'privacidad@hanzo.mx',
    });
    expect(rejected.sort()).toEqual(['adminEmail', 'gaMeasurementId', 'siteUrl', 'whatsappNumber']);
    expect(config.url).toBe(DEFAULTS.siteUrl);
    expect(config.whatsappNumberSecondary).toBe('523312345678');
  });

  it('rejects nothing when nothing is set', () => {
    expect(parseSiteEnv({}).rejected).toEqual([]);
  });
});

describe('readSiteEnv', () => {
  it('reads every setting by its variable name', () => {
    const source = Object.fromEntries(Object.values(ENV_NAMES).map((name) => [name, `v-${name}`]));
    const env = readSiteEnv({ ...source, OTRA: 'x' });
    for (const [key, name] of Object.entries(ENV_NAMES)) {
      expect(env[key as keyof typeof ENV_NAMES]).toBe(`v-${name}`);
    }
    expect(Object.keys(env)).toHaveLength(Object.keys(ENV_NAMES).length);
  });
});

describe('.env.local.example', () => {
  it('documents every setting', () => {
    const example = fs.readFileSync(`${process.cwd()}/.env.local.example`, 'utf8');
    for (const name of Object.values(ENV_NAMES))
      expect(example).toMatch(new RegExp(`^${name}=`, 'm'));
  });
});

describe('absoluteUrl', () => {
  it('joins a path to the site URL', () => {
    expect(absoluteUrl('/blog/', 'https://hanzo.mx')).toBe('https://hanzo.mx/blog/');
    expect(absoluteUrl('/', 'https://hanzo.mx')).toBe('https://hanzo.mx/');
  });
});
