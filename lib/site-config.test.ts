import { DEFAULTS, absoluteUrl, buildSiteConfig } from '@/lib/site-config';

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

describe('absoluteUrl', () => {
  it('joins a path to the site URL', () => {
    expect(absoluteUrl('/blog/', 'https://hanzo.mx')).toBe('https://hanzo.mx/blog/');
    expect(absoluteUrl('/', 'https://hanzo.mx')).toBe('https://hanzo.mx/');
  });
});
