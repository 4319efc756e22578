/**
 * @jest-environment node
 *
 * The hosting config a build deploys has two Hosting sites (decision 16): the site, and the
 * article editor on its own, whose policy allows what Decap needs and no entry of the site does.
 * Then the CSP entries of each: a fixed number whatever the deployment, the files' policy, the
 * reporting endpoint, and firebase.json's entries as committed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { cmsSettingsFromEnv } from '@/editor/settings';
import { TEST_MEASUREMENT_ID } from '@/testing/env';
import { CMS_OUT, CMS_REDIRECT_SOURCE } from '@/editor/paths';
import {
  CSP_HEADER,
  FILE_PATTERN,
  FILE_POLICY,
  type HostingEntry,
  SIGN_IN_PATTERN,
  cmsHostingCspEntries,
  generatedHosting,
  hostingCspEntries,
  withCspEntries,
} from './hosting';
import { ALL_SERVICES, FIREBASE_ENV, NO_SERVICES, parsePolicy } from './csp/csp.fixture';
import { headerPolicy, metaPolicy } from './csp/policy';
import { type CspSettings, cspSettingsFromEnv } from './csp/sources';
import { CMS_SOURCES, cmsHeaderPolicy, cmsMetaPolicy } from '@/editor/policy';

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

/** The one header a URL gets (the CSP unless told), or null. */
const headerFor = (entry: HostingEntry, pathname: string, key = CSP_HEADER) =>
  headersFor(entry, pathname)[key] ?? null;

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

describe('violation reports in the hosting config (CSP_REPORT_URI)', () => {
  const REPORTS = 'https://reportes.hanzo.mx/csp';

  it('is absent by default: no reporting directive or header anywhere', () => {
    const settings = cspSettingsFromEnv({
      ...FIREBASE_ENV,
      NEXT_PUBLIC_GA_MEASUREMENT_ID: TEST_MEASUREMENT_ID,
    });
    expect(settings.reportUri).toBeNull();
    const entries = hostingCspEntries(settings);
    const text = JSON.stringify(entries);
    expect(text).not.toMatch(/report-uri|report-to|Reporting-Endpoints/);
    expect(parsePolicy(headerPolicy(settings)).has('report-uri')).toBe(false);
  });

  it('adds report-uri to the header policies of every page, and nothing else', () => {
    const settings = cspSettingsFromEnv({ ...FIREBASE_ENV, CSP_REPORT_URI: ` ${REPORTS} ` });
    expect(settings.reportUri).toBe(REPORTS);
    const hosting = withCspEntries({ headers: [] }, hostingCspEntries(settings));
    expect(JSON.stringify(hosting)).toBe(
      JSON.stringify(
        withCspEntries({ headers: [] }, hostingCspEntries({ ...settings, reportUri: null })),
      ).replaceAll("script-src-attr 'none'", `script-src-attr 'none'; report-uri ${REPORTS}`),
    );
    for (const route of ['/', '/blog/', '/admin/', '/no-existe/']) {
      const directives = parsePolicy(headerFor(hosting, route) ?? '');
      expect(directives.get('report-uri')).toEqual([REPORTS]);
      // Not report-to: Chromium would then drop report-uri for its batched Reporting API.
      expect(directives.has('report-to')).toBe(false);
      expect(headerFor(hosting, route, 'Reporting-Endpoints')).toBeNull();
    }
    // Never in a meta policy, where browsers ignore it, nor in the files' policy.
    expect(metaPolicy({ settings })).not.toMatch(/report/);
    expect(headerFor(hosting, '/_next/static/chunks/a.js')).toBe(FILE_POLICY);
  });
});

describe('the hosting config', () => {
  const committedHeaders = committed.headers ?? [];

  it('has a fixed number of CSP entries whatever the deployment: pages, sign-in pages, files', () => {
    expect(hostingCspEntries(NO_SERVICES).map((entry) => entry.source ?? entry.regex)).toEqual([
      '**',
      FILE_PATTERN,
    ]);
    expect(hostingCspEntries(ALL_SERVICES).map((entry) => entry.source ?? entry.regex)).toEqual([
      '**',
      SIGN_IN_PATTERN,
      FILE_PATTERN,
    ]);
  });

  it('gives the article editor a policy of its own, and the site pages nothing of it', () => {
    const settings = { ...ALL_SERVICES, reportUri: null };
    const editor = withCspEntries({ headers: [] }, cmsHostingCspEntries(settings));
    expect(headerFor(editor, '/')).toBe(cmsHeaderPolicy(settings));
    expect(headerFor(editor, '/config.yml')).toBe(FILE_POLICY);
    expect(headerFor(editor, '/decap-cms.js')).toBe(FILE_POLICY);
    expect(parsePolicy(cmsHeaderPolicy(settings)).get('frame-ancestors')).toEqual(["'none'"]);
    const meta = parsePolicy(cmsMetaPolicy({ localBackend: null }));
    expect(meta.get('default-src')).toEqual(["'none'"]);
    // No inline script: only the editor's own files, plus the eval Decap's config check needs.
    expect(meta.get('script-src')).toEqual(["'self'", "'unsafe-eval'"]);
    expect(meta.get('connect-src')).toEqual(["'self'", 'blob:', ...CMS_SOURCES.connect]);
    expect(
      parsePolicy(cmsMetaPolicy({ localBackend: 'http://127.0.0.1:4405' })).get('connect-src'),
    ).toContain('http://127.0.0.1:4405');
    // Nothing of the editor's sources reaches a page of the site, whatever its services.
    for (const services of [NO_SERVICES, ALL_SERVICES]) {
      const site = withCspEntries({ headers: [] }, hostingCspEntries(services));
      for (const source of [...CMS_SOURCES.connect, ...CMS_SOURCES.img, "'unsafe-eval'"]) {
        expect(metaPolicy({ settings: services })).not.toContain(source);
        expect(metaPolicy({ settings: services, signIn: true })).not.toContain(source);
        for (const url of ['/', '/cms/', '/admin/', '/app.js'])
          expect(headerFor(site, url)).not.toContain(source);
      }
    }
  });

  it('as committed, is the config of a deployment without services, checked before a deploy', () => {
    const cspEntries = committedHeaders.filter((entry) =>
      entry.headers.some((header) => header.key === 'Content-Security-Policy'),
    );
    expect(cspEntries).toEqual(hostingCspEntries(cspSettingsFromEnv({})));
    expect(committed.predeploy).toEqual([
      'node --import tsx scripts/csp/index.ts --check --config firebase.json',
    ]);
  });

  it('replaces the CSP entries after every other entry; the last match wins', () => {
    const settings = { ...ALL_SERVICES, reportUri: null };
    const updated = withCspEntries(committed, hostingCspEntries(settings));
    const kept = committedHeaders.filter(
      (entry) => !entry.headers.some((header) => header.key === 'Content-Security-Policy'),
    );
    expect(updated.headers.slice(0, kept.length)).toEqual(kept);
    expect(headerFor(updated, '/')).toBe(headerPolicy(settings));
    expect(headerFor(updated, '/blog/')).toBe(headerPolicy(settings));
    expect(headerFor(updated, '/no-existe/')).toBe(headerPolicy(settings));
    expect(headerFor(updated, '/admin/')).toBe(headerPolicy(settings, true));
    expect(headerFor(updated, '/admin')).toBe(headerPolicy(settings, true));
    expect(headerFor(updated, '/administracion/')).toBe(headerPolicy(settings));
    expect(headerFor(updated, '/admin/index.txt')).toBe(FILE_POLICY);
    expect(headerFor(updated, '/_next/static/chunks/app.js')).toBe(FILE_POLICY);
    expect(headerFor(updated, '/blog/index.txt')).toBe(FILE_POLICY);
    expect(headerFor(updated, '/og/blog/articulo.png')).toBe(FILE_POLICY);
    expect(headerFor({ headers: [] }, '/')).toBeNull();
  });
});

describe('the policy of files', () => {
  const files = new RegExp(FILE_PATTERN, 'u');

  it('matches scripts, styles, fonts, images, page data and feeds, at any depth', () => {
    for (const file of [
      '/_next/static/chunks/0t41-dne2j4d_.js',
      '/_next/static/chunks/app.css',
      '/_next/static/media/font.woff2',
      '/logo.svg',
      '/favicon.ico',
      '/og/blog/articulo.png',
      '/blog/analisis-de-datos/__next._tree.txt',
      '/manifest.webmanifest',
      '/feed.xml',
    ]) {
      expect(file).toMatch(files);
    }
  });

  it('never matches a page, whatever its depth, nor the 404 page itself', () => {
    for (const page of ['/', '/blog/', '/blog', '/blog/analisis-de-datos/articulo/', '/404.html']) {
      expect(page).not.toMatch(files);
    }
  });

  it('allows nothing to load, run or frame, and is a fraction of a page policy', () => {
    const directives = parsePolicy(FILE_POLICY);
    expect(directives.get('default-src')).toEqual(["'none'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(directives.has('sandbox')).toBe(true);
    expect(FILE_POLICY).not.toMatch(/'self'|'sha256-|https:|'unsafe-/);
    expect(Buffer.byteLength(FILE_POLICY)).toBeLessThan(100);
  });
});
