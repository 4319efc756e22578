/**
 * @jest-environment node
 */
import {
  type CspSettings,
  buildPolicy,
  cspEntries,
  FILE_PATTERN,
  FILE_POLICY,
  cspSettingsFromEnv,
  findCspProblems,
  hashSource,
  inlineCode,
  parsePolicy,
  policyForPath,
  routePattern,
  withCspEntries,
} from '@/lib/content-security-policy.mjs';
import { ENV_NAMES, type SiteEnv, buildSiteConfig } from '@/lib/site-config';

const NO_SERVICES: CspSettings = {
  measurementId: null,
  authDomain: null,
  firestoreEmulator: null,
  authEmulator: null,
};
const ALL_SERVICES: CspSettings = {
  measurementId: 'G-TEST000000',
  authDomain: 'hanzo-web.firebaseapp.com',
  firestoreEmulator: 'http://127.0.0.1:8080',
  authEmulator: 'http://127.0.0.1:9099',
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

function pagePolicy(overrides: Partial<Parameters<typeof buildPolicy>[0]> = {}) {
  const code = inlineCode(PAGE);
  return buildPolicy({
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

describe('inlineCode', () => {
  it('finds executable inline scripts, not external scripts or JSON-LD data blocks', () => {
    const code = inlineCode(PAGE);
    expect(code.scripts).toEqual([BOOT, PAYLOAD]);
    expect(code.externalScripts).toEqual(['/_next/static/chunks/main.js']);
  });

  it('finds <style> elements and style attributes, not markup quoted inside a script', () => {
    const code = inlineCode(PAGE);
    expect(code.styles).toEqual(['#overlay{display:none}']);
    expect(code.styleAttributes).toEqual(['width:5%', 'transform-origin:50% 100%']);
    expect(code.eventHandlers).toEqual([]);
  });

  it('decodes entities in attribute values, as the browser hashes them', () => {
    const code = inlineCode(
      '<p style="font-family:&quot;Jakarta&quot;;content:&#x27;a&#39;">x</p>',
    );
    expect(code.styleAttributes).toEqual([`font-family:"Jakarta";content:'a'`]);
  });

  it('reports inline event handlers and javascript: URLs', () => {
    const code = inlineCode(
      '<img src="/a.png" onerror="steal()"><a href="javascript:go()">x</a><a href="/ok/">y</a>',
    );
    expect(code.eventHandlers).toEqual(['<img onerror="steal()">']);
    expect(code.javascriptUrls).toEqual(['<a href="javascript:go()">']);
  });

  it('treats module scripts as executable and unknown types as data', () => {
    const code = inlineCode(
      '<script type="module">a()</script><script type="text/x-template">b</script>',
    );
    expect(code.scripts).toEqual(['a()']);
  });
});

describe('findCspProblems', () => {
  it('finds nothing when the policy allows every inline script and style of the page', () => {
    expect(findCspProblems(PAGE, pagePolicy())).toEqual([]);
  });

  it('lists the inline script whose hash is missing from the policy', () => {
    const policy = pagePolicy().replace(` ${hashSource(PAYLOAD)}`, '');
    expect(policy).not.toContain(hashSource(PAYLOAD));
    const problems = findCspProblems(PAGE, policy);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(`inline script not allowed (${hashSource(PAYLOAD)})`);
    expect(problems[0]).toContain('self.__next_f.push');
  });

  it('does not ask for a hash of JSON-LD, which browsers never execute', () => {
    expect(pagePolicy()).not.toContain(hashSource(JSON_LD));
    expect(findCspProblems(PAGE, pagePolicy())).toEqual([]);
  });

  it('rejects unsafe script sources even when every hash is present', () => {
    const policy = pagePolicy().replace("script-src 'self'", "script-src 'self' 'unsafe-inline'");
    expect(findCspProblems(PAGE, policy)).toEqual(["script-src allows 'unsafe-inline'"]);
    const evaluating = pagePolicy().replace("script-src 'self'", "script-src 'self' 'unsafe-eval'");
    expect(findCspProblems(PAGE, evaluating)).toEqual(["script-src allows 'unsafe-eval'"]);
  });

  it('lists style elements and style attributes the policy does not allow', () => {
    const code = inlineCode(PAGE);
    const withoutStyles = buildPolicy({
      settings: NO_SERVICES,
      scriptHashes: code.scripts.map(hashSource),
    });
    expect(findCspProblems(PAGE, withoutStyles)).toEqual([
      expect.stringContaining('<style> not allowed'),
      expect.stringContaining('style attribute not allowed'),
      expect.stringContaining('style attribute not allowed'),
    ]);
    // A hashed attribute needs 'unsafe-hashes' as well.
    const withoutKeyword = pagePolicy().replace("'unsafe-hashes' ", '');
    expect(findCspProblems(PAGE, withoutKeyword)).toHaveLength(2);
  });

  it('checks external scripts against the hosts of script-src', () => {
    const html = '<script src="https://www.googletagmanager.com/gtag/js?id=G-X1234"></script>';
    const analytics = buildPolicy({
      settings: { ...NO_SERVICES, measurementId: 'G-X1234' },
    });
    expect(findCspProblems(html, analytics)).toEqual([]);
    expect(findCspProblems(html, buildPolicy({ settings: NO_SERVICES }))).toEqual([
      'script not allowed: https://www.googletagmanager.com/gtag/js?id=G-X1234',
    ]);
    expect(findCspProblems('<script src="//evil.example/x.js"></script>', analytics)).toEqual([
      'script not allowed: //evil.example/x.js',
    ]);
  });

  it('reports event handlers, which no hash can allow here', () => {
    expect(findCspProblems('<body onload="init()">', pagePolicy())).toEqual([
      'inline event handler: <body onload="init()">',
    ]);
  });
});

describe('buildPolicy', () => {
  it('without analytics or Firebase allows only the site itself', () => {
    const policy = buildPolicy({ settings: NO_SERVICES, scriptHashes: ["'sha256-abc'"] });
    expect(policy).toBe(
      "default-src 'none'; script-src 'self' 'sha256-abc'; style-src 'self'; img-src 'self'; " +
        "font-src 'self'; connect-src 'self'; manifest-src 'self'; object-src 'none'; " +
        "base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
    );
  });

  it('adds Google Analytics hosts when a measurement id is configured', () => {
    const directives = parsePolicy(
      buildPolicy({ settings: { ...NO_SERVICES, measurementId: 'G-TEST000000' } }),
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

  it('allows Firestore on every page and Firebase Auth only where the page signs in', () => {
    const page = parsePolicy(buildPolicy({ settings: ALL_SERVICES }));
    expect(page.get('connect-src')).toContain('https://firestore.googleapis.com');
    expect(page.get('connect-src')).toContain('http://127.0.0.1:8080');
    expect(page.get('connect-src')).not.toContain('https://identitytoolkit.googleapis.com');
    expect(page.get('script-src')).not.toContain('https://apis.google.com');
    expect(page.has('frame-src')).toBe(false);

    const admin = parsePolicy(buildPolicy({ settings: ALL_SERVICES, signIn: true }));
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
      const policy = pagePolicy({ settings, signIn: true });
      expect(policy).not.toMatch(/'unsafe-inline'|'unsafe-eval'/);
      for (const directive of ['object-src', 'base-uri', 'frame-ancestors']) {
        expect(parsePolicy(policy).get(directive)).toEqual(["'none'"]);
      }
    }
  });
});

describe('cspSettingsFromEnv', () => {
  const firebaseEnv = {
    NEXT_PUBLIC_FIREBASE_API_KEY: 'key',
    NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: 'hanzo-web.firebaseapp.com',
    NEXT_PUBLIC_FIREBASE_PROJECT_ID: 'hanzo-web',
    NEXT_PUBLIC_FIREBASE_APP_ID: '1:2:web:3',
  };
  const cases: Record<string, string | undefined>[] = [
    {},
    { NEXT_PUBLIC_GA_MEASUREMENT_ID: 'G-TEST000000' },
    { NEXT_PUBLIC_GA_MEASUREMENT_ID: ' G-ABC123 ' },
    { NEXT_PUBLIC_GA_MEASUREMENT_ID: 'UA-1234-1' },
    { NEXT_PUBLIC_GA_MEASUREMENT_ID: 'g-lowercase' },
    firebaseEnv,
    { ...firebaseEnv, NEXT_PUBLIC_FIREBASE_APP_ID: ' ' },
    { ...firebaseEnv, NEXT_PUBLIC_FIREBASE_EMULATOR_HOST: '127.0.0.1:8080' },
    { NEXT_PUBLIC_FIREBASE_EMULATOR_HOST: '127.0.0.1:8080' },
  ];

  it.each(cases)('agrees with the site config on what loads (%o)', (env) => {
    const siteEnv: SiteEnv = {};
    for (const [key, name] of Object.entries(ENV_NAMES)) {
      siteEnv[key as keyof SiteEnv] = env[name];
    }
    const site = buildSiteConfig(siteEnv);
    const settings = cspSettingsFromEnv(env);
    expect(settings.measurementId).toBe(site.gaMeasurementId);
    expect(settings.authDomain).toBe(site.firebase?.authDomain ?? null);
    const emulator = site.firebase && site.firebaseEmulatorHost;
    expect(settings.firestoreEmulator).toBe(emulator ? `http://${emulator}` : null);
  });
});

describe('firebase.json entries', () => {
  it('match a page with and without its trailing slash, and nothing below it', () => {
    const blog = new RegExp(routePattern('/blog/'));
    expect(['/blog', '/blog/'].map((path) => blog.test(path))).toEqual([true, true]);
    expect(['/blog/x/', '/blogs/', '/x/blog/'].some((path) => blog.test(path))).toBe(false);
    const home = new RegExp(routePattern('/'));
    expect(['/', '/blog/'].map((path) => home.test(path))).toEqual([true, false]);
    expect(routePattern('/a.b/')).toBe('^/a\\.b/?$');
  });

  it('replace the old CSP entries, after every other entry; the last match wins', () => {
    const hosting = {
      public: 'out',
      headers: [
        { source: '**', headers: [{ key: 'X-Frame-Options', value: 'DENY' }] },
        { source: '**', headers: [{ key: 'Content-Security-Policy', value: 'old' }] },
        { source: '/_next/static/**', headers: [{ key: 'Cache-Control', value: 'immutable' }] },
      ],
    };
    const updated = withCspEntries(
      hosting,
      cspEntries({ fallbackPolicy: 'not-found', pages: [{ route: '/blog/', policy: 'blog' }] }),
    );
    expect(updated.headers?.map((entry) => entry.source ?? entry.regex)).toEqual([
      '**',
      '/_next/static/**',
      '**',
      FILE_PATTERN,
      '^/blog/?$',
    ]);
    expect(updated.public).toBe('out');
    expect(policyForPath(updated, '/blog/')).toBe('blog');
    expect(policyForPath(updated, '/blog')).toBe('blog');
    expect(policyForPath(updated, '/no-existe/')).toBe('not-found');
    expect(policyForPath(updated, '/_next/static/chunks/app.js')).toBe(FILE_POLICY);
    expect(policyForPath(updated, '/blog/index.txt')).toBe(FILE_POLICY);
    expect(policyForPath(updated, '/og/blog/articulo.png')).toBe(FILE_POLICY);
    expect(policyForPath({ headers: [] }, '/')).toBeNull();
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
