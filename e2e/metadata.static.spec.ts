/**
 * Checks on the exported files themselves (out/), parsed with parse5: no browser needed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { elementsUnder, parseHtml } from '../scripts/export';
import {
  type Page,
  attribute,
  attributesOf,
  checkEach,
  find,
  jsonLdBlocks,
  metaValues,
  pngSize,
  parseFile,
  text,
  titles,
  OUT_DIR,
  exportedHtml,
  exportedRoutes,
} from './html';

import { faqSection } from '../content/home';
import { services } from '../content/services';
import { singleArticleTagRoutes } from './blog-data';

const SITE_URL = 'https://hanzo.mx';
const HOME_TITLE = 'Hanzo | Datos e inteligencia artificial para PyMEs';
const NOT_FOUND_TITLE = 'Página no encontrada | Hanzo';

/** The single value of a meta tag; fails when it is missing, empty or repeated. */
function singleMeta(html: Page, key: string): string {
  const values = metaValues(html, key);
  expect(values, `exactly one <meta> "${key}"`).toHaveLength(1);
  const value = values[0] ?? '';
  expect(value.trim(), `<meta> "${key}" has content`).not.toBe('');
  return value;
}

function canonicalLinks(html: Page): string[] {
  return find(html.head, 'link', { rel: 'canonical' }).map((link) => attribute(link, 'href'));
}

function expectAbsoluteHttps(value: string, what: string): URL {
  let url: URL | null = null;
  try {
    url = new URL(value);
  } catch {
    url = null;
  }
  expect(url, `${what} is an absolute URL: ${value}`).not.toBeNull();
  expect(url?.protocol, `${what} uses https: ${value}`).toBe('https:');
  return url ?? new URL(SITE_URL);
}

/** File in out/ that serves a path of this site (/og/default.png -> out/og/default.png). */
function outFileForPath(urlPath: string): string {
  const clean = decodeURIComponent(urlPath.split(/[?#]/)[0] ?? '');
  return path.join(OUT_DIR, clean.endsWith('/') ? `${clean}index.html` : clean);
}

const idsOfFile = new Map<string, Set<string>>();

/**
 * The ids a page's elements declare (fragment targets), inline SVG's included; read once per file
 * (every page's menu links to the home page's sections: parsing it per link took seconds).
 */
function elementIds(file: string): Set<string> {
  let ids = idsOfFile.get(file);
  if (!ids) {
    const all = elementsUnder(parseHtml(fs.readFileSync(file, 'utf8')));
    ids = new Set([...all].map((element) => attribute(element, 'id')).filter(Boolean));
    idsOfFile.set(file, ids);
  }
  return ids;
}

/**
 * Site-relative URLs a page refers to in its markup: links, scripts, styles, images, srcsets.
 * Absolute URLs of the site itself count too; other hosts and non-http schemes do not.
 */
function internalReferences(html: Page): string[] {
  const found: string[] = [];
  const add = (value: string) => {
    const trimmed = value.trim();
    if (!trimmed || trimmed.startsWith('#') || trimmed.startsWith('//')) return;
    if (trimmed.startsWith('/')) found.push(trimmed);
    else if (trimmed.startsWith(`${SITE_URL}/`)) found.push(trimmed.slice(SITE_URL.length));
  };
  for (const name of ['a', 'link', 'script', 'img', 'source', 'iframe', 'video', 'audio']) {
    for (const attributes of find(html.elements, name).map(attributesOf)) {
      if (attributes.href !== undefined) add(attributes.href);
      if (attributes.src !== undefined) add(attributes.src);
      for (const set of [attributes.srcset, attributes.imagesrcset]) {
        for (const candidate of (set ?? '').split(',')) add(candidate.trim().split(/\s+/)[0] ?? '');
      }
    }
  }
  return [...new Set(found)];
}

/** The file superstatic serves for a site path (cleanUrls, trailing slashes), or null. */
function servedFile(urlPath: string): string | null {
  const clean = decodeURIComponent(urlPath.split(/[?#]/)[0] ?? '');
  const candidates = clean.endsWith('/')
    ? [path.join(OUT_DIR, clean, 'index.html')]
    : [
        path.join(OUT_DIR, clean),
        `${path.join(OUT_DIR, clean)}.html`,
        path.join(OUT_DIR, clean, 'index.html'),
      ];
  return (
    candidates.find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile()) ??
    null
  );
}

const files = exportedHtml().map(({ file }) => file);
const lonelyTagRoutes = new Set(singleArticleTagRoutes());

test('some tag archive holds a single article (what the noindex check below covers)', () => {
  expect(lonelyTagRoutes.size).toBeGreaterThan(0);
});

test('the export has HTML pages, including the not-found page', () => {
  expect(files.length).toBeGreaterThan(5);
  expect(files).toContain(path.join(OUT_DIR, 'index.html'));
  expect(files).toContain(path.join(OUT_DIR, '404.html'));
});

/** An exported HTML file, with what the checks below need to know about it. */
const pages = exportedHtml().map(({ file, route, notFound }) => ({
  file,
  relative: path.relative(OUT_DIR, file).split(path.sep).join('/'),
  notFound,
  route: notFound ? null : route,
}));

test('every page: language, title, description, canonical URL, social cards, one h1, JSON-LD', async () => {
  await checkEach(
    pages,
    (page) => page.relative,
    ({ file, relative, notFound, route }) => {
      const html = parseFile(file);

      // Language of the document.
      expect(attribute(find(html.elements, 'html')[0], 'lang')).toBe('es-MX');

      // Title.
      const pageTitles = titles(html);
      expect(pageTitles, 'exactly one <title>').toHaveLength(1);
      const title = pageTitles[0] ?? '';
      if (notFound) expect(title).toBe(NOT_FOUND_TITLE);
      else if (route === '/') expect(title).toBe(HOME_TITLE);
      else {
        expect(title).toMatch(/^\S.* \| Hanzo$/);
        expect(title).not.toBe(HOME_TITLE);
      }

      // Description.
      const description = singleMeta(html, 'description');

      // Canonical URL and Open Graph URL.
      const canonicals = canonicalLinks(html);
      if (notFound) {
        // Not a page to index or point to: one robots tag (noindex), no canonical URL.
        const robots = metaValues(html, 'robots');
        expect(robots, 'exactly one robots meta tag').toHaveLength(1);
        expect(robots[0], 'robots noindex').toMatch(/\bnoindex\b/);
        expect(canonicals, 'no canonical link').toEqual([]);
      } else {
        expect(canonicals, 'exactly one canonical link').toHaveLength(1);
        const canonical = canonicals[0] ?? '';
        const url = expectAbsoluteHttps(canonical, 'canonical');
        expect(url.pathname, 'canonical path is the page path').toBe(route);
        expect(canonical.endsWith('/'), 'canonical ends with a slash').toBe(true);
        if (route === '/') expect(canonical).toBe(`${SITE_URL}/`);
        expect(singleMeta(html, 'og:url'), 'og:url equals the canonical URL').toBe(canonical);
        // Only the admin view, the subscription page and the tag archives of a single article are
        // kept out of search engines; such an archive's links are still followed.
        const robots = metaValues(html, 'robots');
        expect(robots.length, 'at most one robots meta tag').toBeLessThanOrEqual(1);
        const lonelyTag = route !== null && lonelyTagRoutes.has(route);
        expect(robots.some((value) => /\bnoindex\b/.test(value))).toBe(
          route === '/admin/' || route === '/boletin/' || lonelyTag,
        );
        if (lonelyTag) expect(robots).toEqual(['noindex, follow']);
      }

      // Open Graph.
      expect(singleMeta(html, 'og:title')).toBe(title);
      expect(singleMeta(html, 'og:description')).toBe(description);
      const ogImage = singleMeta(html, 'og:image');
      const ogImageUrl = expectAbsoluteHttps(ogImage, 'og:image');
      if (ogImageUrl.origin === SITE_URL) {
        expect(fs.existsSync(outFileForPath(ogImageUrl.pathname)), `${ogImage} is exported`).toBe(
          true,
        );
      }
      expect(singleMeta(html, 'og:image:width')).toBe('1200');
      expect(singleMeta(html, 'og:image:height')).toBe('630');
      expect(singleMeta(html, 'og:site_name')).toBe('Hanzo');
      expect(singleMeta(html, 'og:locale')).toBe(route === '/privacy/' ? 'en_US' : 'es_MX');
      expect(['website', 'article']).toContain(singleMeta(html, 'og:type'));

      // Twitter card.
      expect(singleMeta(html, 'twitter:card')).toBe('summary_large_image');
      expect(singleMeta(html, 'twitter:title')).toBe(title);
      expect(singleMeta(html, 'twitter:description')).toBe(description);
      expectAbsoluteHttps(singleMeta(html, 'twitter:image'), 'twitter:image');

      // One main heading.
      expect(find(html.elements, 'h1'), 'exactly one <h1>').toHaveLength(1);

      // Structured data: every block parses and names its vocabulary and type.
      for (const block of jsonLdBlocks(html, relative)) {
        expect(block['@context'], `${relative}: JSON-LD @context`).toBe('https://schema.org');
        expect(typeof block['@type'], `${relative}: JSON-LD @type`).toBe('string');
      }
    },
  );
});

test('every page: its internal links and assets exist in out/', async () => {
  await checkEach(
    pages,
    (page) => page.relative,
    ({ file, relative }) => {
      const problems: string[] = [];
      for (const reference of internalReferences(parseFile(file))) {
        const target = servedFile(reference);
        if (!target) {
          problems.push(`${reference}: no file in out/`);
          continue;
        }
        // A link to a section of an HTML page must find that section.
        const fragment = reference.split('#')[1];
        if (fragment && target.endsWith('.html')) {
          const ids = elementIds(target);
          if (!ids.has(decodeURIComponent(fragment)))
            problems.push(`${reference}: no #${fragment}`);
        }
      }
      expect(problems, `broken references in ${relative}`).toEqual([]);
    },
  );
});

function jsonLdOfRoute(route: string): Array<Record<string, unknown>> {
  const file = path.join(OUT_DIR, route, 'index.html');
  return jsonLdBlocks(parseFile(file), route);
}

test('the home page describes the consultancy as an organization', () => {
  const organization = jsonLdOfRoute('/').find((block) => block['@type'] === 'ProfessionalService');
  expect(organization).toMatchObject({
    name: 'Hanzo',
    url: `${SITE_URL}/`,
    logo: `${SITE_URL}/icons/icon-512.png`,
    areaServed: [
      { '@type': 'Country', name: 'México' },
      { '@type': 'Place', name: 'Latinoamérica' },
    ],
    contactPoint: { '@type': 'ContactPoint', telephone: expect.stringMatching(/^\+\d{10,15}$/) },
    sameAs: [expect.stringMatching(/^https:\/\/www\.linkedin\.com\//)],
  });
  expect(fs.existsSync(outFileForPath('/icons/icon-512.png'))).toBe(true);
});

test('the home page answers its frequent questions in a FAQPage matching the visible text', () => {
  const faqs = jsonLdOfRoute('/').filter((block) => block['@type'] === 'FAQPage');
  expect(faqs).toHaveLength(1);
  const questions = (faqs[0]!.mainEntity as Array<Record<string, unknown>>).map((entry) => ({
    question: entry.name,
    answer: (entry.acceptedAnswer as Record<string, unknown>).text,
  }));
  expect(questions.length).toBeGreaterThanOrEqual(5);
  expect(questions).toEqual(faqSection.entries);
  // Each question is also on the page for people, not only in the structured data.
  const html = text(find(parseFile(path.join(OUT_DIR, 'index.html')).elements, 'main')[0]);
  for (const { question, answer } of faqSection.entries) {
    expect(html).toContain(question);
    expect(html).toContain(answer);
  }
});

test('service and blog pages carry a breadcrumb trail that starts at the home page', () => {
  const routes = exportedRoutes().filter(
    (route) => route.startsWith('/servicios/') || route.startsWith('/blog/'),
  );
  expect(routes.length).toBeGreaterThan(8);
  for (const route of routes) {
    const trail = jsonLdOfRoute(route).find((block) => block['@type'] === 'BreadcrumbList');
    expect(trail, `breadcrumbs of ${route}`).toBeDefined();
    const items = (trail?.itemListElement ?? []) as Array<{ position: number; item: string }>;
    expect(items[0]?.item, route).toBe(`${SITE_URL}/`);
    expect(items.at(-1)?.item, route).toBe(`${SITE_URL}${route}`);
    expect(items.map((item) => item.position)).toEqual(items.map((_, index) => index + 1));
  }
});

test("/servicios/ lists the four services, and every service page's trail passes through it", () => {
  const overview = `${SITE_URL}/servicios/`;
  const blocks = jsonLdOfRoute('/servicios/');
  const list = blocks.find((block) => block['@type'] === 'ItemList');
  const listed = (list?.itemListElement ?? []) as Array<{
    position: number;
    item: { url: string };
  }>;
  expect(listed.map((entry) => entry.item.url)).toEqual(
    services.map((service) => `${SITE_URL}${service.path}`),
  );
  const own = blocks.find((block) => block['@type'] === 'BreadcrumbList');
  expect((own?.itemListElement as Array<{ item: string }>).map((crumb) => crumb.item)).toEqual([
    `${SITE_URL}/`,
    overview,
  ]);
  for (const service of services) {
    const trail = jsonLdOfRoute(service.path).find((block) => block['@type'] === 'BreadcrumbList');
    const items = (trail?.itemListElement ?? []) as Array<{ item: string }>;
    expect(
      items.map((crumb) => crumb.item),
      service.path,
    ).toEqual([`${SITE_URL}/`, overview, `${SITE_URL}${service.path}`]);
  }
});

test('robots.txt lets crawlers in, keeps them out of /admin/ and names the sitemap', () => {
  const robots = fs.readFileSync(path.join(OUT_DIR, 'robots.txt'), 'utf8');
  expect(robots).toMatch(/^User-Agent: \*$/m);
  expect(robots).toMatch(/^Allow: \/$/m);
  expect(robots).toMatch(/^Disallow: \/admin\/$/m);
  expect(robots).toMatch(new RegExp(`^Sitemap: ${SITE_URL}/sitemap\\.xml$`, 'm'));
});

test('the default social image is a 1200×630 PNG', () => {
  const file = path.join(OUT_DIR, 'og', 'default.png');
  expect(fs.existsSync(file)).toBe(true);
  expect(pngSize(file)).toEqual({ width: 1200, height: 630 });
});

test('the web app manifest is valid JSON with name, icons and lang es-MX', () => {
  const file = path.join(OUT_DIR, 'manifest.webmanifest');
  expect(fs.existsSync(file)).toBe(true);
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
  expect(typeof manifest.name).toBe('string');
  expect(String(manifest.name).trim()).not.toBe('');
  expect(manifest.lang).toBe('es-MX');
  expect(Array.isArray(manifest.icons)).toBe(true);
  const icons = manifest.icons as Array<Record<string, unknown>>;
  expect(icons.length).toBeGreaterThan(0);
  for (const icon of icons) {
    expect(typeof icon.src).toBe('string');
    expect(typeof icon.sizes).toBe('string');
  }
});

test('every icon the manifest lists is exported', () => {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(OUT_DIR, 'manifest.webmanifest'), 'utf8'),
  ) as { icons?: Array<{ src?: string }> };
  const missing = (manifest.icons ?? [])
    .map((icon) => icon.src ?? '')
    .filter((src) => !fs.existsSync(outFileForPath(new URL(src, `${SITE_URL}/`).pathname)));
  expect(missing, 'manifest icons missing from out/').toEqual([]);
});

test('every page links the manifest', () => {
  for (const file of files) {
    const links = find(parseFile(file).head, 'link', { rel: 'manifest' });
    expect(
      links.map((link) => attribute(link, 'href')),
      path.relative(OUT_DIR, file),
    ).toEqual(['/manifest.webmanifest']);
  }
});

test('every page of the site carries the loading overlay, complete in its own HTML', () => {
  // Decision 6 (docs/decisions.md): markup, styles and script in the first response, so the
  // overlay runs on the page's clock; its markup opens the body so the first paint has it.
  // /admin/ has none.
  const problems: string[] = [];
  for (const file of files) {
    const relative = path.relative(OUT_DIR, file);
    if (relative.startsWith('admin')) continue;
    const { elements, head } = parseFile(file);
    const body = elements.slice(elements.findIndex((element) => element.tagName === 'body'));
    const overlay = body.findIndex((element) => attribute(element, 'id') === 'loading-overlay');
    const landmark = body.findIndex((element) => /^(header|main|footer)$/.test(element.tagName));
    // The element after the overlay and its descendants, in document order: its script.
    const script =
      overlay < 0 ? undefined : body[overlay + [...elementsUnder(body[overlay]!)].length + 1];
    if (overlay < 0) problems.push(`${relative}: no overlay markup`);
    else if (landmark >= 0 && overlay > landmark)
      problems.push(`${relative}: the overlay comes after the page's content`);
    else if (script?.tagName !== 'script' || !text(script).startsWith('(function'))
      problems.push(`${relative}: its inline script does not follow it`);
    const styles = find(head, 'style').map(text);
    if (
      !styles.some((css) =>
        /\.overlay-on #loading-overlay\{[\s\S]*@keyframes overlay-out/.test(css),
      )
    )
      problems.push(`${relative}: its styles and keyframes are not inline in <head>`);
  }
  expect(problems).toEqual([]);
});
