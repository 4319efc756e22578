/**
 * @jest-environment node
 *
 * The hosting config a build deploys has two Hosting sites (decision 16): the site, and the
 * article editor on its own, whose policy allows what Decap needs and no entry of the site does.
 */
import fs from 'node:fs';
import path from 'node:path';
import { cmsSettingsFromEnv } from '@/editor/settings';
import { TEST_MEASUREMENT_ID } from '@/testing/env';
import { CMS_OUT, CMS_REDIRECT_SOURCE } from '@/editor/paths';
import { type HostingEntry, generatedHosting } from './hosting';
import { type CspSettings, FILE_POLICY, headerPolicy } from './csp/policy';
import { cmsHeaderPolicy } from '@/editor/policy';

const committed = (
  JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'firebase.json'), 'utf8')) as {
    hosting: HostingEntry;
  }
).hosting;
const csp: CspSettings = {
  measurementId: TEST_MEASUREMENT_ID,
  authDomain: 'hanzo-web.firebaseapp.com',
  firestoreEmulator: null,
  authEmulator: null,
  functions: 'https://us-central1-hanzo-web.cloudfunctions.net',
  appCheck: true,
  reportUri: null,
};
const predeploy = ['node --import tsx scripts/csp/index.ts --check'];
const generate = (env: Record<string, string>) =>
  generatedHosting({ committed, csp, cms: cmsSettingsFromEnv(env), predeploy });

/** Every header a URL gets from an entry (the last value of each name, as Hosting applies them). */
function headersFor(entry: HostingEntry, pathname: string): Record<string, string> {
  const matched = (entry.headers ?? []).filter(
    (each) =>
      each.source === '**' || (each.regex !== undefined && new RegExp(each.regex).test(pathname)),
  );
  return Object.fromEntries(
    matched.flatMap((each) => each.headers.map((header) => [header.key, header.value])),
  );
}

describe('the generated hosting config', () => {
  const [site, editor] = generate({ NEXT_PUBLIC_FIREBASE_PROJECT_ID: 'hanzo-web' });

  it('has two Hosting sites: the site from out/, the editor from out-cms/ on its own', () => {
    expect(site).toMatchObject({ site: 'hanzo-web', public: committed.public, predeploy });
    expect(editor).toMatchObject({ site: 'hanzo-web-cms', public: CMS_OUT });
    expect(site.public).not.toBe(editor.public);
    // One predeploy guard (it checks both exports), on the site.
    expect(editor).not.toHaveProperty('predeploy');
  });

  it('sends the site’s /cms/ to the editor’s address, and serves nothing of the editor', () => {
    expect(site.redirects?.[0]).toEqual({
      source: CMS_REDIRECT_SOURCE,
      destination: 'https://hanzo-web-cms.web.app/',
      type: 302,
    });
    // The committed redirects follow, unchanged.
    expect(site.redirects?.slice(1)).toEqual(committed.redirects);
    const policies = (entry: HostingEntry) =>
      ['/', '/cms/', '/admin/', '/decap-cms.js'].map(
        (url) => headersFor(entry, url)['Content-Security-Policy'] ?? '',
      );
    for (const policy of policies(site)) {
      expect(policy).not.toContain("'unsafe-eval'");
      expect(policy).not.toBe(cmsHeaderPolicy(csp));
    }
    expect(headersFor(site, '/')['Content-Security-Policy']).toBe(headerPolicy(csp));
    expect(headersFor(site, '/cms/')['X-Robots-Tag']).toBeUndefined();
  });

  it('gives the editor the site’s general headers, its own policy, noindex and its sign-in window', () => {
    const page = headersFor(editor, '/');
    const general = headersFor(committed, '/');
    for (const name of ['Strict-Transport-Security', 'X-Content-Type-Options', 'X-Frame-Options'])
      expect(page[name]).toBe(general[name]);
    expect(page).toMatchObject({
      'Content-Security-Policy': cmsHeaderPolicy(csp),
      'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
      'X-Robots-Tag': 'noindex, nofollow',
    });
    expect(headersFor(editor, '/decap-cms.js')['Content-Security-Policy']).toBe(FILE_POLICY);
    // None of the site's special entries (redirects, the admin page's, the social images').
    expect(editor).not.toHaveProperty('redirects');
    expect(JSON.stringify(editor)).not.toMatch(/admin|\/og\//);
  });

  it('follows the settings: other site names, a custom address; targets when no site is known', () => {
    const [named, namedEditor] = generate({
      NEXT_PUBLIC_FIREBASE_PROJECT_ID: 'hanzo-web',
      HOSTING_SITE: 'hanzo-sitio',
      CMS_HOSTING_SITE: 'hanzo-editor',
      CMS_URL: 'https://cms.hanzo.mx/',
    });
    expect(named.site).toBe('hanzo-sitio');
    expect(namedEditor.site).toBe('hanzo-editor');
    expect(named.redirects?.[0]?.destination).toBe('https://cms.hanzo.mx/');
    const [local, localEditor] = generate({});
    expect(local).toMatchObject({ target: 'site' });
    expect(localEditor).toMatchObject({ target: 'cms' });
    expect(local).not.toHaveProperty('site');
  });
});
