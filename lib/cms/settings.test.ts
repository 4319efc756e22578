/**
 * @jest-environment node
 */
import fs from 'node:fs';
import { CMS_ENV, cmsSettingsFromEnv } from '@/lib/cms/settings';

describe('cmsSettingsFromEnv', () => {
  it('reads the repository, the sign-in site and the local backend; empty is unset', () => {
    expect(cmsSettingsFromEnv({})).toEqual({
      repo: null,
      authSiteDomain: null,
      localBackend: null,
    });
    expect(
      cmsSettingsFromEnv({
        CMS_GITHUB_REPO: ' hanzo/sitio ',
        CMS_AUTH_SITE_DOMAIN: 'hanzo-cms.netlify.app',
        CMS_LOCAL_BACKEND: 'http://127.0.0.1:4405/api/v1',
      }),
    ).toEqual({
      repo: 'hanzo/sitio',
      authSiteDomain: 'hanzo-cms.netlify.app',
      localBackend: 'http://127.0.0.1:4405/api/v1',
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
  });

  it('is documented in .env.local.example', () => {
    const example = fs.readFileSync(`${process.cwd()}/.env.local.example`, 'utf8');
    for (const name of Object.values(CMS_ENV))
      expect(example).toMatch(new RegExp(`^${name}=`, 'm'));
  });
});
