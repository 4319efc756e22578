/**
 * Response headers of the export as served with the hosting config the build generated
 * (superstatic, what Firebase Hosting runs): security headers on every kind of response, caching
 * and content types, one Content-Security-Policy header for every page and a short one for every
 * file, and in each page a meta policy, first in its <head>, that hashes that page's inline code
 * and no more. Whether each page runs under both policies is the browser's verdict (the sweep).
 * One test per kind of check, each listing every response or page that fails it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { type APIResponse, expect, test } from '@playwright/test';
import { hashSource, readPage } from '../scripts/csp/page';
import { FILE_POLICY, SIGN_IN_ROUTES } from '../scripts/hosting';
import { elementsUnder, exportFiles, parseHtml } from '../scripts/export';
import { DEMO_PROJECT, testPorts } from '../testing/env';
import { articles } from './blog-data';
import {
  attribute,
  find,
  parsePage,
  parseFile,
  textOf,
  OUT_DIR,
  UNKNOWN_URL,
  exportedHtml,
} from './html';

const SECURITY_HEADERS = {
  'strict-transport-security': 'max-age=63072000; includeSubDomains; preload',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
};
const RESTRICTED_FEATURES = ['camera', 'microphone', 'geolocation', 'payment', 'usb'];
const HTML_CACHE = 'public, max-age=0, must-revalidate';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const ONE_DAY = 'public, max-age=86400';
const ONE_HOUR = 'public, max-age=3600';
/** Under the usual 8 KB limit of proxies for all headers together. */
const MAX_HEADER_POLICY_BYTES = 4 * 1024;
/** A page's meta policy: its hashes, bounded by what one page holds (lists are paginated). */
const MAX_META_POLICY_BYTES = 6 * 1024;

const article = articles[0];
if (!article) throw new Error('no published article');
const ARTICLE = `/blog/${article.category}/${article.slug}/`;

/** Same-origin assets the home page loads: a script, the stylesheet and the preloaded font. */
function homeAssets() {
  const { elements } = parseFile(path.join(OUT_DIR, 'index.html'));
  const first = (tag: string, name: string, pattern: RegExp, where = {}) => {
    const found = find(elements, tag, where)
      .map((element) => attribute(element, name))
      .find((url) => pattern.test(url));
    if (!found) throw new Error(`no ${tag} ${name} like ${pattern} in out/index.html`);
    return found;
  };
  return {
    script: first('script', 'src', /^\/_next\/static\/.+\.js$/),
    stylesheet: first('link', 'href', /^\/_next\/static\/.+\.css$/, { rel: 'stylesheet' }),
    font: first('link', 'href', /^\/_next\/static\/media\/.+\.woff2$/, { rel: 'preload' }),
  };
}

interface Case {
  path: string;
  status?: number;
  type: RegExp;
  cache: string;
  opener?: string;
  resourcePolicy?: string;
  /** Text the body must contain (pages). */
  text?: string;
}

const assets = homeAssets();
const CASES: Record<string, Case> = {
  home: { path: '/', type: /^text\/html/, cache: HTML_CACHE, text: 'Hanzo' },
  'service page': { path: '/servicios/consultoria/', type: /^text\/html/, cache: HTML_CACHE },
  'blog index': { path: '/blog/', type: /^text\/html/, cache: HTML_CACHE },
  category: { path: `/blog/${article.category}/`, type: /^text\/html/, cache: HTML_CACHE },
  article: { path: ARTICLE, type: /^text\/html/, cache: HTML_CACHE, text: article.title },
  'privacy notice': { path: '/privacidad/', type: /^text\/html/, cache: HTML_CACHE },
  admin: {
    path: '/admin/',
    type: /^text\/html/,
    cache: HTML_CACHE,
    opener: 'same-origin-allow-popups',
  },
  'unknown URL': {
    path: UNKNOWN_URL,
    status: 404,
    type: /^text\/html/,
    cache: HTML_CACHE,
    text: 'Página no encontrada',
  },
  feed: {
    path: '/feed.xml',
    type: /^application\/rss\+xml; charset=utf-8$/,
    cache: ONE_HOUR,
    resourcePolicy: 'cross-origin',
  },
  sitemap: { path: '/sitemap.xml', type: /^application\/xml; charset=utf-8$/, cache: ONE_HOUR },
  'default social image': {
    path: '/og/default.png',
    type: /^image\/png$/,
    cache: ONE_DAY,
    resourcePolicy: 'cross-origin',
  },
  'article social image': {
    path: `/og/blog/${article.slug}.png`,
    type: /^image\/png$/,
    cache: ONE_DAY,
    resourcePolicy: 'cross-origin',
  },
  script: { path: assets.script, type: /javascript/, cache: IMMUTABLE },
  stylesheet: { path: assets.stylesheet, type: /^text\/css/, cache: IMMUTABLE },
  font: { path: assets.font, type: /^font\/woff2$/, cache: IMMUTABLE },
  icon: { path: '/icons/icon-192.png', type: /^image\/png$/, cache: ONE_DAY },
  illustration: { path: '/illustrations/head-ai.svg', type: /^image\/svg\+xml/, cache: ONE_DAY },
  manifest: { path: '/manifest.webmanifest', type: /^application\/manifest\+json/, cache: ONE_DAY },
  'page data for client navigation': {
    path: '/blog/index.txt',
    type: /^text\/plain/,
    cache: HTML_CACHE,
  },
};
if (fs.existsSync(path.join(OUT_DIR, 'robots.txt'))) {
  CASES['robots.txt'] = { path: '/robots.txt', type: /^text\/plain/, cache: HTML_CACHE };
}

/** A policy's directives by name (the policies checked here are the build's own). */
const directivesOf = (policy: string) =>
  new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name = '', ...sources]) => [name, sources]),
  );
const same = (actual: string[] | undefined, expected: string[]) =>
  JSON.stringify(actual) === JSON.stringify(expected);

/** What is wrong with a response's security headers (empty: nothing). */
function securityHeaderProblems(response: APIResponse): string[] {
  const headers = response.headers();
  const problems = Object.entries(SECURITY_HEADERS)
    .filter(([name, value]) => headers[name] !== value)
    .map(([name]) => `${name}: ${headers[name]}`);
  const features = (headers['permissions-policy'] ?? '').split(/,\s*/);
  const open = features.filter((feature) => !/^[a-z-]+=\(\)$/.test(feature));
  const missing = RESTRICTED_FEATURES.filter((feature) => !features.includes(`${feature}=()`));
  if (open.length || missing.length) problems.push(`permissions-policy: ${open}${missing}`);
  return problems;
}

/**
 * What is wrong with a page's header policy: it is the same on every page, with what a meta tag
 * cannot carry and the host allowlists; no script or style directive, which would block the
 * pages' inline code. The test export has analytics and Firebase wired to the emulators.
 */
function headerPolicyProblems(policy: string, signIn: boolean): string[] {
  const directives = directivesOf(policy);
  const expected: [string, string[]][] = [
    ['frame-ancestors', ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'"]],
    ['script-src-attr', ["'none'"]],
  ];
  return [
    ...expected
      .filter(([name, sources]) => !same(directives.get(name), sources))
      .map(([name]) => `${name} is ${directives.get(name)}`),
    ...['default-src', 'script-src', 'script-src-elem', 'style-src', 'report-uri']
      .filter((name) => directives.has(name))
      .map((name) => `has ${name}`),
    ...['connect-src', 'img-src']
      .filter((name) => !directives.get(name)?.includes('https://*.google-analytics.com'))
      .map((name) => `${name} lacks Google Analytics`),
    ...(Buffer.byteLength(policy) >= MAX_HEADER_POLICY_BYTES ? ['too long'] : []),
    ...(/'unsafe-inline'|'unsafe-eval'|'sha256-/.test(policy) ? ['unsafe or hashed'] : []),
    ...firebaseProblems(directivesOf(policy), signIn),
  ];
}

/**
 * Firebase in a policy of the test export: Firestore and the Functions emulator everywhere
 * (sign-ups ask the site's function for the confirmation mail); Auth, its emulator and the auth
 * domain's frame only on the pages that sign in; no App Check (no site key: the emulator build's
 * local token needs no host) and no other plain-http host.
 */
function firebaseProblems(directives: Map<string, string[]>, signIn: boolean): string[] {
  const ports = testPorts();
  const firestore = `http://127.0.0.1:${ports.firestore}`;
  const auth = `http://127.0.0.1:${ports.auth}`;
  const functions = `http://127.0.0.1:${ports.functions}`;
  const connect = directives.get('connect-src') ?? [];
  const frames = directives.get('frame-src') ?? ["'none'"];
  const all = [...directives.values()].flat();
  return [
    // Every sign-up form asks the site's function for its confirmation mail (decision 15).
    ...['https://firestore.googleapis.com', firestore, functions]
      .filter((source) => !connect.includes(source))
      .map((source) => `connect-src lacks ${source}`),
    // Auth itself only where the page signs in (/admin/, /boletin/).
    ...(signIn
      ? ['https://identitytoolkit.googleapis.com', auth]
          .filter((source) => !connect.includes(source))
          .map((source) => `connect-src lacks ${source}`)
      : connect
          .filter((source) => source === auth || /identitytoolkit/.test(source))
          .map((source) => `Auth host ${source} on a page that does not sign in`)),
    ...(signIn
      ? connect.includes('https://securetoken.googleapis.com')
        ? []
        : ['connect-src lacks https://securetoken.googleapis.com']
      : connect.some((source) => /securetoken/.test(source))
        ? ['Auth sign-in hosts on a page that does not sign in']
        : []),
    ...(signIn
      ? frames.includes(`https://${DEMO_PROJECT.projectId}.firebaseapp.com`)
        ? []
        : ['frame-src lacks the auth domain']
      : same(frames, ["'none'"])
        ? []
        : [`frame-src is ${frames}`]),
    ...(all.some((source) => /recaptcha|appcheck/.test(source)) ? ['App Check hosts'] : []),
    ...all
      .filter(
        (source) => source.startsWith('http:') && ![firestore, auth, functions].includes(source),
      )
      .map((source) => `plain-http ${source}`),
  ];
}

/**
 * What is wrong with a page's meta policy: one, first in <head>; complete on its own; the hashes
 * of the page's inline code and, beyond them, only one script (the analytics init after consent)
 * and no style (next-themes inserts none: components/layout/theme-provider.tsx); nothing a meta tag
 * cannot carry, nothing unsafe.
 */
function metaPolicyProblems(
  { meta, code }: ReturnType<typeof readPage>,
  signIn: boolean,
): string[] {
  const { policy, problems } = meta;
  if (policy === null) return problems;
  const directives = directivesOf(policy);
  const hashes = (name: string) =>
    (directives.get(name) ?? []).filter((source) => source.startsWith("'sha256-"));
  const scripts = code.scripts.map(hashSource);
  const styles = [...code.styles, ...code.styleAttributes].map(hashSource);
  const missing = [...scripts, ...styles].filter((hash) => !policy.includes(hash));
  const extraScripts = hashes('script-src').filter((hash) => !scripts.includes(hash));
  const extraStyles = hashes('style-src').filter((hash) => !styles.includes(hash));
  return [
    ...problems,
    ...missing.map((hash) => `lacks ${hash}`),
    ...(extraScripts.length === 1 ? [] : [`${extraScripts.length} script hashes not its own`]),
    ...(extraStyles.length === 0 ? [] : [`${extraStyles.length} style hashes not its own`]),
    ...['default-src', 'object-src', 'base-uri']
      .filter((name) => !same(directives.get(name), ["'none'"]))
      .map((name) => `${name} is ${directives.get(name)}`),
    ...(same(directives.get('form-action'), ["'self'"]) ? [] : ['form-action']),
    ...['frame-ancestors', 'report-uri', 'report-to', 'sandbox']
      .filter((name) => directives.has(name))
      .map((name) => `${name} in a meta policy`),
    ...(directives.get('script-src')?.includes('https://www.googletagmanager.com')
      ? []
      : ['script-src lacks the Google tag']),
    ...(Buffer.byteLength(policy) >= MAX_META_POLICY_BYTES ? ['too long'] : []),
    ...(/'unsafe-inline'|'unsafe-eval'/.test(policy) ? ['unsafe'] : []),
    ...firebaseProblems(directives, signIn),
  ];
}

/** `label: problem` for each problem, to list every failing response in one assertion. */
const labelled = (label: string, problems: string[]) =>
  problems.map((problem) => `${label}: ${problem}`);

test('every kind of response has its status, type, caching, isolation and security headers', async ({
  request,
}) => {
  const failures: string[] = [];
  for (const [label, expected] of Object.entries(CASES)) {
    const response = await request.get(expected.path, { maxRedirects: 0 });
    const headers = response.headers();
    const body = expected.text ? await response.text() : '';
    const isPage = expected.type.source.includes('html');
    failures.push(
      ...labelled(`${label} (${expected.path})`, [
        ...(response.status() === (expected.status ?? 200) ? [] : [`status ${response.status()}`]),
        ...(expected.type.test(headers['content-type'] ?? '')
          ? []
          : [`type ${headers['content-type']}`]),
        ...(headers['cache-control'] === expected.cache
          ? []
          : [`cache ${headers['cache-control']}`]),
        ...(headers['cross-origin-opener-policy'] === (expected.opener ?? 'same-origin')
          ? []
          : [`opener ${headers['cross-origin-opener-policy']}`]),
        ...(headers['cross-origin-resource-policy'] === (expected.resourcePolicy ?? 'same-origin')
          ? []
          : [`resource policy ${headers['cross-origin-resource-policy']}`]),
        ...securityHeaderProblems(response),
        ...(isPage || headers['content-security-policy'] === FILE_POLICY
          ? []
          : ['not the file policy']),
        ...(expected.text && !body.includes(expected.text) ? [`no "${expected.text}"`] : []),
      ]),
    );
  }
  expect(failures).toEqual([]);
});

test('a redirect to the canonical URL carries the headers too', async ({ request }) => {
  const response = await request.get('/blog', { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe('/blog/');
  expect(securityHeaderProblems(response)).toEqual([]);
  expect(headerPolicyProblems(response.headers()['content-security-policy'] ?? '', false)).toEqual(
    [],
  );
});

test('every kind of file in the export gets the short file policy and the security headers', async ({
  request,
}) => {
  const byExtension = new Map<string, string>();
  for (const relative of exportFiles(OUT_DIR).filter((name) => !name.endsWith('.html'))) {
    byExtension.set(path.extname(relative), relative);
  }
  expect([...byExtension.keys()]).toEqual(expect.arrayContaining(['.js', '.css', '.woff2']));
  const failures: string[] = [];
  for (const relative of byExtension.values()) {
    const response = await request.get(`/${relative}`);
    failures.push(
      ...labelled(`/${relative}`, [
        ...(response.status() === 200 ? [] : [`status ${response.status()}`]),
        ...(response.headers()['content-security-policy'] === FILE_POLICY ? [] : ['policy']),
        ...securityHeaderProblems(response),
      ]),
    );
  }
  expect(failures).toEqual([]);
});

test('an unknown file URL gets the 404 page as text, under the file policy', async ({
  request,
}) => {
  const response = await request.get('/_next/static/chunks/no-existe.js');
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain('Página no encontrada');
  expect(response.headers()['content-security-policy']).toBe(FILE_POLICY);
});

test('every exported page is served as exported, with the one header policy of all pages', async ({
  request,
}) => {
  const files = exportedHtml();
  expect(files.length).toBeGreaterThan(15);
  const pages = await Promise.all(
    files.map(async ({ file, route }) => {
      // The 404 page is served at any unknown URL.
      const url = route === '/404.html' ? UNKNOWN_URL : route;
      const response = await request.get(url);
      return { file, url, response, html: await response.text() };
    }),
  );
  const failures = pages.flatMap(({ file, url, response, html }) =>
    labelled(url, [
      ...(response.status() === (url === UNKNOWN_URL ? 404 : 200) ? [] : [`${response.status()}`]),
      ...(html === fs.readFileSync(file, 'utf8') ? [] : ['not the exported file']),
      ...headerPolicyProblems(
        response.headers()['content-security-policy'] ?? '',
        SIGN_IN_ROUTES.includes(url),
      ),
    ]),
  );
  expect(failures).toEqual([]);
  // Two header policies whatever the number of pages: the pages', and the sign-in pages'.
  const headers = new Set(
    pages.map(({ response }) => response.headers()['content-security-policy']),
  );
  expect(headers.size).toBe(2);
});

test('every exported page carries one meta policy, first in <head>, with its own hashes', () => {
  // Read from the export, once: the test above shows that each page is served as exported.
  const pages = exportedHtml().map(({ file, route }) => ({
    route,
    reading: readPage(fs.readFileSync(file, 'utf8')),
  }));
  const failures = pages.flatMap(({ route, reading }) =>
    labelled(route, metaPolicyProblems(reading, SIGN_IN_ROUTES.includes(route))),
  );
  expect(failures).toEqual([]);
  // Per-page meta policies: pages with their own payload scripts get their own hashes.
  expect(new Set(pages.map(({ reading }) => reading.meta.policy)).size).toBeGreaterThan(10);
});

test('the meta policy comes right after the charset, before any script, style or preload', () => {
  const failures = exportedHtml().flatMap(({ file, route }) => {
    const document = parseHtml(fs.readFileSync(file, 'utf8'), { sourceCodeLocationInfo: true });
    const head = [...elementsUnder(document)].find((element) => element.tagName === 'head');
    const [charset, policy] = head ? [...elementsUnder(head)] : [];
    const placed =
      attribute(charset, 'charset') === 'utf-8' &&
      attribute(policy, 'http-equiv') === 'Content-Security-Policy' &&
      attribute(policy, 'content').startsWith("default-src 'none'; ");
    // The charset declaration stays within the first 1024 bytes, where browsers look for it.
    const early = (charset?.sourceCodeLocation?.endOffset ?? Infinity) <= 1024;
    return placed && early ? [] : [`${route}: ${placed ? 'charset late' : 'placement'}`];
  });
  expect(failures).toEqual([]);
});

test('JSON-LD blocks are data: their hashes are not listed', async ({ request }) => {
  const html = await (await request.get(ARTICLE)).text();
  const policy = readPage(html).meta.policy ?? '';
  const blocks = find(parsePage(html).elements, 'script', { type: 'application/ld+json' });
  expect(blocks.length).toBeGreaterThan(0);
  for (const block of blocks) expect(policy).not.toContain(hashSource(textOf(block)));
});
