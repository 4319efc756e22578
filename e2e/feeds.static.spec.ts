/**
 * Checks on the exported social images, article covers, RSS feed and sitemap (out/), read with
 * node fs: no browser needed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { blogCategories } from '../content/blog-categories';
import { COVER_WIDTHS } from '../lib/blog/covers';
import { FEED_ITEM_LIMIT } from '../lib/blog/feed';
import { articles as published, singleArticleTagRoutes } from './blog-data';
import { exportedPages } from '../scripts/export';
import { checkEach, metaValues, pngSize, parseFile, OUT_DIR, exportedRoutes } from './html';

const SITE_URL = 'https://hanzo.mx';

interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** Decodes entity references; throws on one XML does not define (e.g. a bare "&"). */
function decodeXml(text: string, where: string): string {
  return text.replace(/&([^;\s&<]*);?/g, (reference, name: string) => {
    if (!reference.endsWith(';')) throw new Error(`unescaped "&" in ${where}: ${text}`);
    if (name.startsWith('#x')) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(parseInt(name.slice(1), 10));
    const decoded = ENTITIES[name];
    if (decoded === undefined) throw new Error(`unknown entity "${reference}" in ${where}`);
    return decoded;
  });
}

/**
 * A small well-formedness parser, enough for the feed and the sitemap: elements, attributes,
 * text, CDATA and comments. Throws on mismatched tags, stray "<" or unescaped "&".
 */
function parseXml(source: string): XmlElement {
  const body = source.replace(/^\uFEFF?<\?xml\s[^?]*\?>/, '');
  const document: XmlElement = { name: '#document', attributes: {}, children: [], text: '' };
  const stack = [document];
  const tokens =
    /<!--[\s\S]*?-->|<!\[CDATA\[([\s\S]*?)\]\]>|<(\/?)([A-Za-z_][\w:.-]*)((?:\s+[\w:.-]+\s*=\s*(?:"[^"<]*"|'[^'<]*'))*)\s*(\/?)>|([^<]+)|(<)/g;
  for (const match of body.matchAll(tokens)) {
    const [, cdata, closing, name, attributeSource, selfClosing, text, stray] = match;
    const current = stack.at(-1) ?? document;
    if (stray !== undefined) throw new Error(`stray "<" at offset ${match.index}`);
    if (text !== undefined || cdata !== undefined) {
      const value = cdata ?? decodeXml(text ?? '', `<${current.name}>`);
      if (current === document && value.trim() !== '') throw new Error('text outside the root');
      current.text += value;
      continue;
    }
    if (name === undefined) continue; // A comment.
    if (closing) {
      if (current.name !== name) throw new Error(`</${name}> closes <${current.name}>`);
      stack.pop();
      continue;
    }
    const attributes: Record<string, string> = {};
    for (const attribute of (attributeSource ?? '').matchAll(
      /([\w:.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g,
    )) {
      attributes[attribute[1] ?? ''] = decodeXml(attribute[2] ?? attribute[3] ?? '', `<${name}>`);
    }
    const element: XmlElement = { name, attributes, children: [], text: '' };
    current.children.push(element);
    if (!selfClosing) stack.push(element);
  }
  if (stack.length !== 1) throw new Error(`<${stack.at(-1)?.name}> is never closed`);
  const [root, ...others] = document.children;
  if (!root || others.length) throw new Error('an XML document has exactly one root element');
  return root;
}

function childrenNamed(element: XmlElement, name: string): XmlElement[] {
  return element.children.filter((child) => child.name === name);
}

/** Text of the only child with this name; fails when it is missing, empty or repeated. */
function singleText(element: XmlElement, name: string): string {
  const found = childrenNamed(element, name);
  expect(found, `exactly one <${name}> in <${element.name}>`).toHaveLength(1);
  const text = found[0]?.text.trim() ?? '';
  expect(text, `<${name}> has text`).not.toBe('');
  return text;
}

function readXml(file: string): XmlElement {
  expect(fs.existsSync(file), `${file} is exported`).toBe(true);
  return parseXml(fs.readFileSync(file, 'utf8'));
}

/** Absolute URL on this site; returns its path. */
function sitePath(url: string, what: string): string {
  expect(url.startsWith(`${SITE_URL}/`), `${what} is an absolute URL on ${SITE_URL}: ${url}`).toBe(
    true,
  );
  return new URL(url).pathname;
}

/** Article pages of the export: /blog/{category}/{slug}/ (not a category's /pagina/N/). */
function exportedArticles(): { route: string; slug: string; file: string }[] {
  const categories = blogCategories.map((category) => category.slug).join('|');
  const article = new RegExp(`^/blog/(?:${categories})/(?!pagina/)([^/]+)/$`);
  return exportedPages(OUT_DIR).flatMap(({ route, file }) => {
    const slug = article.exec(route)?.[1];
    return slug ? [{ route, slug, file }] : [];
  });
}

const articles = exportedArticles();

test('the export has article pages', () => {
  expect(articles.length).toBeGreaterThan(0);
});

test('out/og/blog holds one image per article and nothing else', () => {
  const dir = path.join(OUT_DIR, 'og', 'blog');
  const images = fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
  expect(images).toEqual(articles.map((article) => `${article.slug}.png`).sort());
});

/** Every cover is well under a third of the ~80 KB PNG it is made from. */
const COVER_MAX_BYTES = 30_000;

test('out/covers holds the WebP widths of each article and nothing else', async () => {
  const dir = path.join(OUT_DIR, 'covers');
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
  const expected = articles.flatMap((article) =>
    COVER_WIDTHS.map((width) => ({ file: `${article.slug}-${width}.webp`, width })),
  );
  expect(files).toEqual(expected.map((cover) => cover.file).sort());
  for (const { file, width } of expected) {
    const bytes = fs.readFileSync(path.join(dir, file));
    const { format, width: actualWidth, height } = await sharp(bytes).metadata();
    expect({ file, format, width: actualWidth, height }).toEqual({
      file,
      format: 'webp',
      width,
      height: Math.round((width * 630) / 1200),
    });
    expect(bytes.length, file).toBeLessThan(COVER_MAX_BYTES);
    const png = fs.statSync(path.join(OUT_DIR, 'og', 'blog', file.replace(/-\d+\.webp$/, '.png')));
    expect(bytes.length, `${file} is smaller than the PNG`).toBeLessThan(png.size / 2);
  }
});

test('every article has its 1200×630 social image, named in its og:image', async () => {
  await checkEach(
    articles,
    (article) => article.route,
    (article) => {
      const image = path.join(OUT_DIR, 'og', 'blog', `${article.slug}.png`);
      expect(fs.existsSync(image), `${image} is exported`).toBe(true);
      expect(pngSize(image)).toEqual({ width: 1200, height: 630 });

      const html = parseFile(article.file);
      const expected = `${SITE_URL}/og/blog/${article.slug}.png`;
      expect(metaValues(html, 'og:image'), 'og:image is the article image').toEqual([expected]);
      expect(
        fs.existsSync(path.join(OUT_DIR, new URL(expected).pathname)),
        `${expected} is exported`,
      ).toBe(true);
    },
  );
});

test('out/feed.xml is an RSS 2.0 feed with one item per article, the newest 50 at most', () => {
  const rss = readXml(path.join(OUT_DIR, 'feed.xml'));
  expect(rss.name).toBe('rss');
  expect(rss.attributes.version).toBe('2.0');
  const channels = childrenNamed(rss, 'channel');
  expect(channels).toHaveLength(1);
  const channel = channels[0] as XmlElement;

  expect(singleText(channel, 'title')).toBe('Hanzo | Blog');
  expect(singleText(channel, 'link')).toBe(`${SITE_URL}/blog/`);
  singleText(channel, 'description');
  expect(singleText(channel, 'language')).toBe('es-MX');
  const self = childrenNamed(channel, 'atom:link');
  expect(self.map((link) => [link.attributes.href, link.attributes.rel])).toEqual([
    [`${SITE_URL}/feed.xml`, 'self'],
  ]);

  const items = childrenNamed(channel, 'item');
  const links = items.map((item, index) => {
    const what = `item ${index + 1}`;
    singleText(item, 'title');
    singleText(item, 'description');
    singleText(item, 'category');
    const link = singleText(item, 'link');
    expect(sitePath(link, `${what} link`).endsWith('/'), `${what} link ends with a slash`).toBe(
      true,
    );
    const guid = childrenNamed(item, 'guid');
    expect(guid.map((entry) => [entry.text.trim(), entry.attributes.isPermaLink])).toEqual([
      [link, 'true'],
    ]);
    const pubDate = singleText(item, 'pubDate');
    expect(pubDate, `${what} pubDate is RFC 822`).toMatch(
      /^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/,
    );
    return { path: new URL(link).pathname, time: Date.parse(pubDate) };
  });

  const newest = published.slice(0, FEED_ITEM_LIMIT);
  expect(newest.length).toBe(Math.min(FEED_ITEM_LIMIT, articles.length));
  expect(links.map((link) => link.path)).toEqual(newest.map((article) => article.path));
  const times = links.map((link) => link.time);
  expect(times, 'items newest first').toEqual([...times].sort((a, b) => b - a));
  expect(singleText(channel, 'lastBuildDate'), 'lastBuildDate is the newest pubDate').toBe(
    new Date(Math.max(...times)).toUTCString(),
  );
});

test('out/sitemap.xml lists every indexed route, each with <lastmod>, and not /admin/ or /boletin/', () => {
  const urlset = readXml(path.join(OUT_DIR, 'sitemap.xml'));
  expect(urlset.name).toBe('urlset');
  const entries = childrenNamed(urlset, 'url').map((url) => {
    const loc = singleText(url, 'loc');
    const lastmod = singleText(url, 'lastmod');
    expect(lastmod, `<lastmod> of ${loc} is a W3C date`).toMatch(
      /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2}))?$/,
    );
    expect(Number.isNaN(Date.parse(lastmod)), `<lastmod> of ${loc} is a real date`).toBe(false);
    return sitePath(loc, '<loc>');
  });

  expect(new Set(entries).size, 'no route is listed twice').toBe(entries.length);
  expect(entries.filter((route) => route === '/admin/' || route.startsWith('/admin/'))).toEqual([]);
  expect(entries, 'the subscription page is noindex').not.toContain('/boletin/');
  expect(entries.filter((route) => /^\/(404|_not-found)\//.test(route))).toEqual([]);
  // Tag archives of a single article are noindex, so they are left out too.
  const lonelyTags = singleArticleTagRoutes();
  expect(lonelyTags.length).toBeGreaterThan(0);
  expect(entries.filter((route) => lonelyTags.includes(route))).toEqual([]);
  const expected = exportedRoutes().filter(
    (route) => !route.startsWith('/admin/') && route !== '/boletin/' && !lonelyTags.includes(route),
  );
  expect([...entries].sort()).toEqual([...expected].sort());
});
