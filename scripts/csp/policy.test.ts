/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import { TEST_MEASUREMENT_ID } from '@/testing/env';
import {
  APP_CHECK_SOURCES,
  CSP_HEADER,
  type CspSettings,
  FILE_PATTERN,
  FILE_POLICY,
  type HeaderEntry,
  SIGN_IN_PATTERN,
  cspSettingsFromEnv,
  hashSource,
  headerPolicy,
  hostingCspEntries,
  metaPolicy,
  readPage,
  withCspEntries,
  withMetaPolicy,
} from './policy';
import { CMS_SOURCES, cmsHeaderPolicy, cmsHostingCspEntries, cmsMetaPolicy } from '@/editor/policy';

/** A policy's directives by name (the policies here are ours: one of each, lower case). */
const parsePolicy = (policy: string) =>
  new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name = '', ...sources]) => [name, sources]),
  );
/**
 * The header a URL path gets from a hosting config as Hosting applies it: the last matching
 * entry that sets it (only the entry forms hostingCspEntries writes: source "**" and regex).
 */
function headerFor(hosting: { headers?: HeaderEntry[] }, pathname: string, key = CSP_HEADER) {
  const matches = (entry: HeaderEntry) =>
    entry.source === '**' || (entry.regex && new RegExp(entry.regex, 'u').test(pathname));
  const values = (hosting.headers ?? [])
    .filter(matches)
    .flatMap((entry) => entry.headers.filter((header) => header.key === key));
  return values.at(-1)?.value ?? null;
}
/** Directives a browser ignores in a meta policy (CSP 3, "meta element"). */
const HEADER_ONLY_DIRECTIVES = ['frame-ancestors', 'report-uri', 'report-to', 'sandbox'];

const NO_SERVICES: CspSettings = {
  measurementId: null,
  authDomain: null,
  firestoreEmulator: null,
  authEmulator: null,
  functions: null,
  appCheck: false,
  reportUri: null,
};
const ALL_SERVICES: CspSettings = {
  measurementId: TEST_MEASUREMENT_ID,
  authDomain: 'hanzo-web.firebaseapp.com',
  firestoreEmulator: 'http://127.0.0.1:8080',
  authEmulator: 'http://127.0.0.1:9099',
  functions: 'http://127.0.0.1:5001',
  appCheck: true,
  reportUri: 'https://reportes.hanzo.mx/csp',
};
const FIREBASE_ENV = {
  NEXT_PUBLIC_FIREBASE_API_KEY: 'key',
  NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: 'hanzo-web.firebaseapp.com',
  NEXT_PUBLIC_FIREBASE_PROJECT_ID: 'hanzo-web',
  NEXT_PUBLIC_FIREBASE_APP_ID: '1:2:web:3',
};

const BOOT = "document.documentElement.classList.add('js')";
const PAYLOAD = 'self.__next_f.push([1,"<div style=\\"color:red\\" onclick=\\"x()\\">"])';
const JSON_LD = '{"@context":"https://schema.org","@type":"Organization"}';
const PAGE = `<!DOCTYPE html><html><head>
<script>${BOOT}</script>
<script src="/_next/static/chunks/main.js" async=""></script>
<script type="application/ld+json">${JSON_LD}</script>
<noscript><style>#overlay{display:none}</style></noscript>
</head><body>
<div style="width:5%" class="bar"></div>
<svg><path style="transform-origin:50% 100%" d="M0 0"/></svg>
<a href="/blog/">Blog</a>
<script>${PAYLOAD}</script>
</body></html>`;

function pagePolicy(overrides: Partial<Parameters<typeof metaPolicy>[0]> = {}) {
  const code = readPage(PAGE).code;
  return metaPolicy({
    settings: NO_SERVICES,
    scriptHashes: code.scripts.map(hashSource),
    styleHashes: code.styles.map(hashSource),
    styleAttributeHashes: code.styleAttributes.map(hashSource),
    ...overrides,
  });
}

describe('hashSource', () => {
  it('is the CSP sha256 source of the UTF-8 text', () => {
    expect(hashSource('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
    expect(hashSource('ñ')).not.toBe(hashSource('n'));
  });
});

describe('readPage: inline code', () => {
  it('finds executable inline scripts, not external scripts or JSON-LD data blocks', () => {
    expect(readPage(PAGE).code.scripts).toEqual([BOOT, PAYLOAD]);
  });

  it('finds <style> elements and style attributes, not markup quoted inside a script', () => {
    const code = readPage(PAGE).code;
    expect(code.styles).toEqual(['#overlay{display:none}']);
    expect(code.styleAttributes).toEqual(['width:5%', 'transform-origin:50% 100%']);
  });

  it('decodes entities in attribute values, as the browser hashes them', () => {
    const code = readPage(
      '<p style="font-family:&quot;Jakarta&quot;;content:&#x27;a&#39;">x</p>',
    ).code;
    expect(code.styleAttributes).toEqual([`font-family:"Jakarta";content:'a'`]);
  });

  it('reads markup as a browser parser does, not as a pattern would', () => {
    const code = readPage(
      [
        // Unquoted and single-quoted values, a ">" inside a quoted value, upper-case names.
        `<DIV STYLE=color:red title='a > b' data-x="<style>">x</DIV>`,
        // Markup inside a script's text is text; a style inside an SVG is a style sheet.
        '<script>document.write("<p style=\\"x\\"></p><style>y</style>")</script>',
        '<svg><style>.a{fill:red}</style><g style="opacity:.5"></g></svg>',
        // A template's content can be cloned into the page: its code counts.
        '<template><script>later()</script></template>',
        // A comment hides what it contains.
        '<!-- <script>never()</script> -->',
      ].join(''),
    ).code;
    expect(code.scripts).toEqual([
      'document.write("<p style=\\"x\\"></p><style>y</style>")',
      'later()',
    ]);
    expect(code.styles).toEqual(['.a{fill:red}']);
    expect(code.styleAttributes).toEqual(['color:red', 'opacity:.5']);
  });

  it('treats module scripts as executable and unknown types as data', () => {
    const code = readPage(
      '<script type="module">a()</script><script type="text/x-template">b</script>',
    ).code;
    expect(code.scripts).toEqual(['a()']);
  });
});

describe('metaPolicy', () => {
  it('without analytics or Firebase allows only the site itself', () => {
    const policy = metaPolicy({ settings: NO_SERVICES, scriptHashes: ["'sha256-abc'"] });
    expect(policy).toBe(
      "default-src 'none'; script-src 'self' 'sha256-abc'; style-src 'self'; img-src 'self'; " +
        "font-src 'self'; connect-src 'self'; manifest-src 'self'; object-src 'none'; " +
        "base-uri 'none'; form-action 'self'",
    );
  });

  it('never carries what a browser ignores in a meta tag, whatever is configured', () => {
    for (const settings of [NO_SERVICES, ALL_SERVICES]) {
      const directives = parsePolicy(pagePolicy({ settings, signIn: true }));
      for (const directive of HEADER_ONLY_DIRECTIVES) expect(directives.has(directive)).toBe(false);
    }
  });

  it('adds Google Analytics hosts when a measurement id is configured', () => {
    const directives = parsePolicy(
      metaPolicy({ settings: { ...NO_SERVICES, measurementId: TEST_MEASUREMENT_ID } }),
    );
    expect(directives.get('script-src')).toEqual(["'self'", 'https://www.googletagmanager.com']);
    expect(directives.get('connect-src')).toEqual([
      "'self'",
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://*.googletagmanager.com',
    ]);
    expect(directives.get('img-src')).toEqual([
      "'self'",
      'https://*.google-analytics.com',
      'https://*.googletagmanager.com',
    ]);
  });

  it('allows Firestore and the functions on every page, Auth only where the page signs in', () => {
    const settings = { ...ALL_SERVICES, appCheck: false };
    const page = parsePolicy(metaPolicy({ settings }));
    expect(page.get('connect-src')).toContain('https://firestore.googleapis.com');
    expect(page.get('connect-src')).toContain('http://127.0.0.1:8080');
    // Every sign-up form asks the site's function for the confirmation mail (decision 15).
    expect(page.get('connect-src')).toContain('http://127.0.0.1:5001');
    expect(page.get('connect-src')).not.toContain('https://identitytoolkit.googleapis.com');
    expect(page.get('connect-src')).not.toContain('http://127.0.0.1:9099');
    expect(page.get('connect-src')).not.toContain('https://securetoken.googleapis.com');
    expect(page.get('script-src')).not.toContain('https://apis.google.com');
    expect(page.has('frame-src')).toBe(false);

    const admin = parsePolicy(metaPolicy({ settings, signIn: true }));
    expect(admin.get('connect-src')).toEqual(
      expect.arrayContaining([
        'https://identitytoolkit.googleapis.com',
        'https://securetoken.googleapis.com',
        'http://127.0.0.1:9099',
      ]),
    );
    expect(admin.get('script-src')).toContain('https://apis.google.com');
    expect(admin.get('frame-src')).toEqual([
      'https://hanzo-web.firebaseapp.com',
      'http://127.0.0.1:9099',
    ]);
  });

  it('never allows unsafe-inline or unsafe-eval, whatever is configured', () => {
    for (const settings of [NO_SERVICES, ALL_SERVICES]) {
      for (const policy of [
        pagePolicy({ settings, signIn: true }),
        headerPolicy(settings),
        headerPolicy(settings, true),
      ]) {
        expect(policy).not.toMatch(/'unsafe-inline'|'unsafe-eval'/);
        for (const directive of ['object-src', 'base-uri']) {
          expect(parsePolicy(policy).get(directive)).toEqual(["'none'"]);
        }
      }
    }
  });
});

describe('App Check with reCAPTCHA Enterprise', () => {
  const KEY = { NEXT_PUBLIC_APP_CHECK_SITE_KEY: '6LcAppCheckSiteKey000000000000000000000' };

  it('adds exactly its script, frame and connect sources, on every page, when a site key is set', () => {
    const without = cspSettingsFromEnv(FIREBASE_ENV);
    const withKey = cspSettingsFromEnv({ ...FIREBASE_ENV, ...KEY });
    expect(without.appCheck).toBe(false);
    expect(withKey.appCheck).toBe(true);
    for (const signIn of [false, true]) {
      const before = parsePolicy(metaPolicy({ settings: without, signIn }));
      const after = parsePolicy(metaPolicy({ settings: withKey, signIn }));
      const added = (directive: string) =>
        (after.get(directive) ?? []).filter(
          (source) => !(before.get(directive) ?? []).includes(source),
        );
      expect(added('script-src')).toEqual(APP_CHECK_SOURCES.script);
      expect(added('frame-src')).toEqual(APP_CHECK_SOURCES.frame);
      expect(added('connect-src')).toEqual(APP_CHECK_SOURCES.connect);
      for (const [directive, sources] of after) {
        if (!['script-src', 'frame-src', 'connect-src'].includes(directive)) {
          expect(sources).toEqual(before.get(directive));
        }
      }
      // The header policy carries the same hosts (no script directive there).
      const header = parsePolicy(headerPolicy(withKey, signIn));
      expect(header.get('frame-src')).toEqual(expect.arrayContaining(APP_CHECK_SOURCES.frame));
      expect(header.get('connect-src')).toEqual(expect.arrayContaining(APP_CHECK_SOURCES.connect));
    }
    expect(Object.values(APP_CHECK_SOURCES).flat()).toEqual([
      'https://www.google.com/recaptcha/',
      'https://www.gstatic.com/recaptcha/',
      'https://www.google.com/recaptcha/',
      'https://recaptcha.google.com/recaptcha/',
      'https://content-firebaseappcheck.googleapis.com',
    ]);
  });

  it('changes nothing without the key, or without Firebase (App Check needs a Firebase app)', () => {
    expect(cspSettingsFromEnv({ ...FIREBASE_ENV, NEXT_PUBLIC_APP_CHECK_SITE_KEY: ' ' })).toEqual(
      cspSettingsFromEnv(FIREBASE_ENV),
    );
    expect(cspSettingsFromEnv(KEY)).toEqual(cspSettingsFromEnv({}));
    const policies = [
      metaPolicy({ settings: cspSettingsFromEnv(KEY) }),
      headerPolicy(cspSettingsFromEnv(KEY)),
    ];
    for (const policy of policies) expect(policy).not.toMatch(/recaptcha|firebaseappcheck/);
  });
});

describe('cspSettingsFromEnv', () => {
  // The variables are parsed by lib/config/site-env.ts; these are what the policy makes of the result.
  const EMULATOR = { NEXT_PUBLIC_FIREBASE_EMULATOR_HOST: '127.0.0.1:8080' };
  it.each<[Record<string, string>, Partial<CspSettings>]>([
    [{ NEXT_PUBLIC_GA_MEASUREMENT_ID: ' G-ABC123 ' }, { measurementId: 'G-ABC123' }],
    [{ NEXT_PUBLIC_GA_MEASUREMENT_ID: 'UA-1234-1' }, {}],
    [{ NEXT_PUBLIC_GA_MEASUREMENT_ID: 'g-lowercase' }, {}],
    [
      FIREBASE_ENV,
      {
        authDomain: 'hanzo-web.firebaseapp.com',
        functions: 'https://us-central1-hanzo-web.cloudfunctions.net',
      },
    ],
    [{ ...FIREBASE_ENV, NEXT_PUBLIC_FIREBASE_APP_ID: ' ' }, {}],
    [
      { ...FIREBASE_ENV, ...EMULATOR },
      {
        authDomain: 'hanzo-web.firebaseapp.com',
        firestoreEmulator: 'http://127.0.0.1:8080',
        functions: 'https://us-central1-hanzo-web.cloudfunctions.net',
      },
    ],
    [
      { ...FIREBASE_ENV, NEXT_PUBLIC_FIREBASE_FUNCTIONS_EMULATOR_HOST: '127.0.0.1:5001' },
      { authDomain: 'hanzo-web.firebaseapp.com', functions: 'http://127.0.0.1:5001' },
    ],
    [EMULATOR, {}],
  ])('reads %o as the site config does', (env, expected) => {
    expect(cspSettingsFromEnv(env)).toEqual({ ...NO_SERVICES, ...expected });
  });
});

describe('CSP_REPORT_URI (optional violation reports)', () => {
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

  it.each([
    'reportes.hanzo.mx/csp',
    'http://reportes.hanzo.mx/csp',
    'https://reportes.hanzo.mx/csp; script-src *',
    'https://reportes.hanzo.mx/a,b',
    "https://reportes.hanzo.mx/'x'",
    'javascript:alert(1)',
  ])('refuses %p with a clear Spanish message', (value) => {
    expect(() => cspSettingsFromEnv({ CSP_REPORT_URI: value })).toThrow(
      /^CSP_REPORT_URI no es válida .*debe ser una URL https completa/,
    );
  });

  it('accepts http only on this machine, for local checks', () => {
    expect(cspSettingsFromEnv({ CSP_REPORT_URI: 'http://127.0.0.1:4400/csp' }).reportUri).toBe(
      'http://127.0.0.1:4400/csp',
    );
  });
});

describe('headerPolicy', () => {
  it('carries frame-ancestors and the hosts, and nothing that governs inline code', () => {
    for (const settings of [NO_SERVICES, ALL_SERVICES]) {
      for (const signIn of [false, true]) {
        const directives = parsePolicy(headerPolicy(settings, signIn));
        expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
        expect(directives.get('script-src-attr')).toEqual(["'none'"]);
        for (const directive of ['default-src', 'script-src', 'script-src-elem', 'style-src']) {
          expect(directives.has(directive)).toBe(false);
        }
        expect(headerPolicy(settings, signIn)).not.toMatch(/'sha256-/);
      }
    }
  });

  it('allows no frame when nothing needs one', () => {
    expect(parsePolicy(headerPolicy(NO_SERVICES)).get('frame-src')).toEqual(["'none'"]);
  });
});

describe('withMetaPolicy, and readPage on the meta policy', () => {
  const policy = pagePolicy();

  it('puts the policy right after the charset, before any script, style or preload', () => {
    const html = withMetaPolicy(PAGE.replace('<head>', '<head><meta charSet="utf-8"/>'), policy);
    expect(html).toContain(
      `<head><meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="${policy}"/>\n<script>`,
    );
    expect(readPage(html).meta).toEqual({ policy, problems: [] });
  });

  it('puts it first in <head> when there is no charset declaration', () => {
    const html = withMetaPolicy(PAGE, policy);
    expect(html.startsWith(`<!DOCTYPE html><html><head><meta http-equiv=`)).toBe(true);
    expect(readPage(html).meta.problems).toEqual([]);
  });

  it('leaves every other byte of the page as it was (the hashes are of that text)', () => {
    const html = withMetaPolicy(PAGE, policy);
    const tag = `<meta http-equiv="Content-Security-Policy" content="${policy}"/>`;
    expect(html.replace(tag, '')).toBe(PAGE);
  });

  it('replaces an earlier policy instead of adding a second one: running twice changes nothing', () => {
    const once = withMetaPolicy(PAGE, policy);
    expect(withMetaPolicy(once, policy)).toBe(once);
    const other = withMetaPolicy(once, "default-src 'none'");
    expect(readPage(other).meta).toEqual({ policy: "default-src 'none'", problems: [] });
    expect(other.match(/http-equiv/g)).toHaveLength(1);
  });

  it('escapes the attribute value, and the parser reads the policy back', () => {
    const odd = `script-src 'self' "quoted" &amp`;
    expect(readPage(withMetaPolicy(PAGE, odd)).meta.policy).toBe(odd);
  });

  it('reports a policy tag that is missing, late, doubled or in <body>', () => {
    expect(readPage(PAGE).meta.problems).toEqual(['no Content-Security-Policy meta tag']);
    const tag = `<meta http-equiv="Content-Security-Policy" content="${policy}">`;
    const late = PAGE.replace('</head>', `${tag}</head>`);
    expect(readPage(late).meta.problems).toEqual([
      'the policy meta tag comes after <script>, <script>, <script>, <noscript>, <style>',
    ]);
    const doubled = withMetaPolicy(PAGE, policy).replace('</head>', `${tag}</head>`);
    expect(readPage(doubled).meta.problems).toContain('2 Content-Security-Policy meta tags');
    const inBody = PAGE.replace('<a href', `${tag}<a href`);
    expect(readPage(inBody).meta.problems).toContain('the policy meta tag is not in <head>');
  });

  it('refuses a page without a <head> tag', () => {
    expect(() => withMetaPolicy('<p>x</p>', policy)).toThrow('no <head> tag');
  });
});

describe('the hosting config', () => {
  const committed = JSON.parse(
    fs.readFileSync(path.join(__dirname, '..', '..', 'firebase.json'), 'utf8'),
  ) as { hosting: { headers: Parameters<typeof withCspEntries>[1]; predeploy: string[] } };

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
    const cspEntries = committed.hosting.headers.filter((entry) =>
      entry.headers.some((header) => header.key === 'Content-Security-Policy'),
    );
    expect(cspEntries).toEqual(hostingCspEntries(cspSettingsFromEnv({})));
    expect(committed.hosting.predeploy).toEqual([
      'node --import tsx scripts/csp/index.ts --check --config firebase.json',
    ]);
  });

  it('replaces the CSP entries after every other entry; the last match wins', () => {
    const settings = { ...ALL_SERVICES, reportUri: null };
    const updated = withCspEntries(committed.hosting, hostingCspEntries(settings));
    const kept = committed.hosting.headers.filter(
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

describe('analytics switched off', () => {
  it('leaves Google out of the policy even with a measurement id, as the site config does', () => {
    const env = { NEXT_PUBLIC_GA_MEASUREMENT_ID: 'G-ABC1234567', NEXT_PUBLIC_ANALYTICS: 'off' };
    expect(cspSettingsFromEnv(env).measurementId).toBeNull();
    expect(cspSettingsFromEnv({ ...env, NEXT_PUBLIC_ANALYTICS: 'on' }).measurementId).toBe(
      'G-ABC1234567',
    );
  });
});
