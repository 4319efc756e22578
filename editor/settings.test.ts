/**
 * @jest-environment node
 */
import fs from 'node:fs';
import { CMS_ENV, HOSTING_SITE_ENV, LOCAL_CMS_URL, cmsSettingsFromEnv } from './settings';

describe('cmsSettingsFromEnv', () => {
  it('reads the repository, the sign-in site and the local backend; empty is unset', () => {
    expect(cmsSettingsFromEnv({})).toEqual({
      repo: null,
      authSiteDomain: null,
      authScope: 'public_repo',
      localBackend: null,
      hosting: null,
      url: LOCAL_CMS_URL,
    });
    expect(
      cmsSettingsFromEnv({
        CMS_GITHUB_REPO: ' hanzo/sitio ',
        CMS_AUTH_SITE_DOMAIN: 'hanzo-cms.netlify.app',
        CMS_GITHUB_AUTH_SCOPE: 'repo',
        CMS_LOCAL_BACKEND: 'http://127.0.0.1:4405/api/v1',
      }),
    ).toMatchObject({
      repo: 'hanzo/sitio',
      authSiteDomain: 'hanzo-cms.netlify.app',
      authScope: 'repo',
      localBackend: 'http://127.0.0.1:4405/api/v1',
    });
  });

  it('serves the editor from its own Hosting site, named after the site’s unless told', () => {
    const project = { NEXT_PUBLIC_FIREBASE_PROJECT_ID: 'hanzo-web' };
    expect(cmsSettingsFromEnv(project)).toMatchObject({
      hosting: { site: 'hanzo-web', cms: 'hanzo-web-cms' },
      url: 'https://hanzo-web-cms.web.app/',
    });
    expect(
      cmsSettingsFromEnv({
        ...project,
        [HOSTING_SITE_ENV]: 'hanzo-sitio',
        CMS_HOSTING_SITE: 'hanzo-editor',
        CMS_URL: 'https://editor.hanzo.mx/',
      }),
    ).toMatchObject({
      hosting: { site: 'hanzo-sitio', cms: 'hanzo-editor' },
      url: 'https://editor.hanzo.mx/',
    });
  });

  it('refuses malformed values, naming the variable', () => {
    expect(() => cmsSettingsFromEnv({ CMS_GITHUB_REPO: 'https://github.com/hanzo/sitio' })).toThrow(
      'CMS_GITHUB_REPO',
    );
    expect(() => cmsSettingsFromEnv({ CMS_LOCAL_BACKEND: 'https://ejemplo.com/api/v1' })).toThrow(
      'CMS_LOCAL_BACKEND',
    );
    expect(() => cmsSettingsFromEnv({ CMS_AUTH_SITE_DOMAIN: 'https://x.netlify.app' })).toThrow(
      'CMS_AUTH_SITE_DOMAIN',
    );
    expect(() => cmsSettingsFromEnv({ CMS_GITHUB_AUTH_SCOPE: 'admin:org' })).toThrow(
      'CMS_GITHUB_AUTH_SCOPE',
    );
    expect(() => cmsSettingsFromEnv({ CMS_HOSTING_SITE: 'Hanzo CMS' })).toThrow('CMS_HOSTING_SITE');
    expect(() => cmsSettingsFromEnv({ CMS_URL: 'https://editor.hanzo.mx' })).toThrow('CMS_URL');
    expect(() => cmsSettingsFromEnv({ [HOSTING_SITE_ENV]: 'sitio_hanzo' })).toThrow(
      HOSTING_SITE_ENV,
    );
  });

  it('is documented in .env.local.example', () => {
    const example = fs.readFileSync(`${process.cwd()}/.env.local.example`, 'utf8');
    for (const name of [...Object.values(CMS_ENV), HOSTING_SITE_ENV])
      expect(example).toMatch(new RegExp(`^${name}=`, 'm'));
  });
});
