/**
 * Response headers of the export as served with the hosting config the build generated
 * (superstatic, what Firebase Hosting runs): security headers on every kind of response, caching
 * and content types, one Content-Security-Policy header for every page and a short one for every
 * file, and in each page a meta policy, first in its <head>, that allows exactly that page's
 * inline code.
 */
import fs from 'node:fs';
import path from 'node:path';
import { type APIResponse, expect, test } from '@playwright/test';
import {
  FILE_POLICY,
  HEADER_ONLY_DIRECTIVES,
  findCspProblems,
  hashSource,
  inlineCode,
  metaPolicyOf,
  parsePolicy,
  policyConflicts,
} from '../lib/hosting/content-security-policy';
import {
  OUT_DIR,
  UNKNOWN_URL,
  exportedHtmlFiles,
  loadPublishedArticles,
  routeOfFile,
} from './fixtures';

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

const article = loadPublishedArticles()[0];
if (!article) throw new Error('no published article');
const ARTICLE = `/blog/${article.category}/${article.slug}/`;

/** Same-origin assets the home page loads: a script, the stylesheet and the preloaded font. */
function homeAssets() {
  const html = fs.readFileSync(path.join(OUT_DIR, 'index.html'), 'utf8');
  const find = (pattern: RegExp, what: string) => {
    const found = pattern.exec(html)?.[1];
    if (!found) throw new Error(`no ${what} in out/index.html`);
    return found;
  };
  return {
    script: find(/<script src="(\/_next\/static\/[^"]+\.js)"/, 'script'),
    stylesheet: find(/<link rel="stylesheet" href="(\/_next\/static\/[^"]+\.css)"/, 'stylesheet'),
    font: find(/<link rel="preload" href="(\/_next\/static\/media\/[^"]+\.woff2)"/, 'font'),
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

function expectSecurityHeaders(response: APIResponse, label: string) {
  const headers = response.headers();
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    expect(headers[name], `${name} on ${label}`).toBe(value);
  }
  const features = (headers['permissions-policy'] ?? '').split(/,\s*/);
  for (const feature of features) expect(feature, label).toMatch(/^[a-z-]+=\(\)$/);
  for (const feature of RESTRICTED_FEATURES) expect(features, label).toContain(`${feature}=()`);
}

/**
 * The header policy of a page: the same on every page, with what a meta tag cannot carry and the
 * host allowlists; no script or style directive, which would block the pages' inline code.
 */
function expectPageHeaderPolicy(response: APIResponse, label: string) {
  const policy = response.headers()['content-security-policy'] ?? '';
  expect(Buffer.byteLength(policy), label).toBeLessThan(MAX_HEADER_POLICY_BYTES);
  const directives = parsePolicy(policy);
  expect(directives.get('frame-ancestors'), label).toEqual(["'none'"]);
  expect(directives.get('object-src'), label).toEqual(["'none'"]);
  expect(directives.get('base-uri'), label).toEqual(["'none'"]);
  expect(directives.get('form-action'), label).toEqual(["'self'"]);
  expect(directives.get('script-src-attr'), label).toEqual(["'none'"]);
  for (const directive of ['default-src', 'script-src', 'script-src-elem', 'style-src']) {
    expect(directives.has(directive), `${label}: ${directive}`).toBe(false);
  }
  expect(policy, label).not.toMatch(/'unsafe-inline'|'unsafe-eval'|'sha256-/);
  // The test export has analytics and no Firebase: only Google Analytics' hosts are allowed.
  expect(directives.get('connect-src'), label).toContain('https://*.google-analytics.com');
  expect(directives.get('img-src'), label).toContain('https://*.google-analytics.com');
  expect(directives.get('frame-src'), label).toEqual(["'none'"]);
  expect(policy, label).not.toMatch(/googleapis\.com|apis\.google\.com|recaptcha|http:/);
  // No reporting endpoint unless CSP_REPORT_URI is set, and it is not in the test build.
  expect(directives.has('report-uri'), label).toBe(false);
  return policy;
}

/** A page's meta policy: complete on its own, with that page's hashes, nothing unsafe. */
function expectMetaPolicy(html: string, label: string) {
  const { policy, problems } = metaPolicyOf(html);
  expect(problems, label).toEqual([]);
  const meta = policy ?? '';
  expect(Buffer.byteLength(meta), label).toBeLessThan(MAX_META_POLICY_BYTES);
  const directives = parsePolicy(meta);
  expect(directives.get('default-src'), label).toEqual(["'none'"]);
  expect(directives.get('object-src'), label).toEqual(["'none'"]);
  expect(directives.get('base-uri'), label).toEqual(["'none'"]);
  expect(directives.get('form-action'), label).toEqual(["'self'"]);
  for (const directive of HEADER_ONLY_DIRECTIVES) {
    expect(directives.has(directive), `${label}: ${directive} in a meta policy`).toBe(false);
  }
  expect(meta, label).not.toMatch(/'unsafe-inline'|'unsafe-eval'/);
  expect(directives.get('script-src'), label).toContain('https://www.googletagmanager.com');
  expect(directives.get('connect-src'), label).toContain('https://*.google-analytics.com');
  expect(meta, label).not.toMatch(/googleapis\.com|apis\.google\.com|recaptcha|frame-src|http:/);
  return meta;
}

test.describe('every kind of response', () => {
  for (const [label, expected] of Object.entries(CASES)) {
    test(`${label} (${expected.path})`, async ({ request }) => {
      const response = await request.get(expected.path, { maxRedirects: 0 });
      expect(response.status()).toBe(expected.status ?? 200);
      const headers = response.headers();
      expect(headers['content-type']).toMatch(expected.type);
      expect(headers['cache-control']).toBe(expected.cache);
      expect(headers['cross-origin-opener-policy']).toBe(expected.opener ?? 'same-origin');
      expect(headers['cross-origin-resource-policy']).toBe(
        expected.resourcePolicy ?? 'same-origin',
      );
      expectSecurityHeaders(response, label);
      if (expected.type.source.includes('html')) {
        expectPageHeaderPolicy(response, label);
        expectMetaPolicy(await response.text(), label);
      } else expect(headers['content-security-policy'], label).toBe(FILE_POLICY);
      if (expected.text) expect(await response.text()).toContain(expected.text);
    });
  }

  test('a redirect to the canonical URL carries the headers too', async ({ request }) => {
    const response = await request.get('/blog', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe('/blog/');
    expectSecurityHeaders(response, '/blog');
    expectPageHeaderPolicy(response, '/blog');
  });

  test('every kind of file in the export gets the short file policy, not a page policy', async ({
    request,
  }) => {
    const byExtension = new Map<string, string>();
    for (const name of fs.readdirSync(OUT_DIR, { recursive: true, encoding: 'utf8' })) {
      const relative = name.split(path.sep).join('/');
      if (fs.statSync(path.join(OUT_DIR, name)).isFile() && !relative.endsWith('.html')) {
        byExtension.set(path.extname(relative), relative);
      }
    }
    expect([...byExtension.keys()]).toEqual(expect.arrayContaining(['.js', '.css', '.woff2']));
    for (const relative of byExtension.values()) {
      const url = `/${relative}`;
      const response = await request.get(url);
      expect(response.status(), url).toBe(200);
      expect(response.headers()['content-security-policy'], url).toBe(FILE_POLICY);
      expectSecurityHeaders(response, url);
    }
  });

  test('an unknown file URL gets the 404 page as text, under the file policy', async ({
    request,
  }) => {
    const response = await request.get('/_next/static/chunks/no-existe.js');
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain('Página no encontrada');
    expect(response.headers()['content-security-policy']).toBe(FILE_POLICY);
  });
});

/** Every exported page with the URL it is served at (the 404 page at any unknown URL). */
function servedPages() {
  return exportedHtmlFiles().map((file) => ({
    file,
    url: path.basename(file) === '404.html' ? UNKNOWN_URL : routeOfFile(file),
  }));
}

test.describe('Content-Security-Policy of each page', () => {
  test('every exported page carries a meta policy that allows all of its inline code, and no more', async ({
    request,
  }) => {
    const pages = servedPages();
    expect(pages.length).toBeGreaterThan(15);
    const metaPolicies = new Set<string>();
    const headerPolicies = new Set<string>();
    for (const { file, url } of pages) {
      const response = await request.get(url);
      expect(response.status(), url).toBe(url === UNKNOWN_URL ? 404 : 200);
      const html = await response.text();
      expect(html, url).toBe(fs.readFileSync(file, 'utf8'));
      const meta = expectMetaPolicy(html, url);
      const header = expectPageHeaderPolicy(response, url);
      expect(findCspProblems(html, meta), url).toEqual([]);
      // Both are enforced: the header must not block what the page's meta policy allows.
      expect(policyConflicts(meta, header), url).toEqual([]);
      // Hashes only for this page's code (and what the site inserts at run time).
      const code = inlineCode(html);
      const pageHashes = new Set(code.scripts.map(hashSource));
      const extra = (parsePolicy(meta).get('script-src') ?? []).filter(
        (source) => source.startsWith("'sha256-") && !pageHashes.has(source),
      );
      expect(extra, `${url}: hashes beyond the page's scripts and the analytics init`).toHaveLength(
        1,
      );
      const styleHashes = new Set([...code.styles, ...code.styleAttributes].map(hashSource));
      const extraStyles = (parsePolicy(meta).get('style-src') ?? []).filter(
        (source) => source.startsWith("'sha256-") && !styleHashes.has(source),
      );
      expect(
        extraStyles,
        `${url}: style hashes beyond the page's and the theme switch's`,
      ).toHaveLength(1);
      metaPolicies.add(meta);
      headerPolicies.add(header);
    }
    // Per-page meta policies: pages with their own payload scripts get their own hashes.
    expect(metaPolicies.size).toBeGreaterThan(10);
    // One header policy for every page, whatever their number (no Firebase: the admin page too).
    expect(headerPolicies.size).toBe(1);
  });

  test('the meta policy comes first in <head>, right after the charset, before any script, style or preload', async ({
    request,
  }) => {
    const html = await (await request.get(ARTICLE)).text();
    const head = /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? '';
    expect(head).toMatch(
      /^<meta charSet="utf-8"\/><meta http-equiv="Content-Security-Policy" content="default-src 'none'; /,
    );
    const tagsBefore = head.slice(0, head.indexOf('http-equiv')).match(/<[a-z]+/g);
    expect(tagsBefore).toEqual(['<meta', '<meta']);
    // The charset declaration stays within the first 1024 bytes, where browsers look for it.
    expect(html.indexOf('<meta charSet="utf-8"/>')).toBeLessThan(1024);
  });

  test('the check fails when one inline script hash is missing from the meta policy', async ({
    request,
  }) => {
    const response = await request.get(ARTICLE);
    const html = await response.text();
    const policy = metaPolicyOf(html).policy ?? '';
    const scripts = inlineCode(html).scripts;
    expect(scripts.length).toBeGreaterThan(2);
    const dropped = scripts[scripts.length - 1] ?? '';
    const hash = hashSource(dropped);
    expect(policy).toContain(hash);

    const problems = findCspProblems(html, policy.replace(` ${hash}`, ''));
    expect(problems).toEqual([expect.stringContaining(`inline script not allowed (${hash})`)]);
  });

  test('JSON-LD blocks are data: their hashes are not needed and not listed', async ({
    request,
  }) => {
    const response = await request.get(ARTICLE);
    const html = await response.text();
    const policy = metaPolicyOf(html).policy ?? '';
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
    expect(blocks.length).toBeGreaterThan(0);
    for (const block of blocks) expect(policy).not.toContain(hashSource(block[1] ?? ''));
    expect(findCspProblems(html, policy)).toEqual([]);
  });
});
