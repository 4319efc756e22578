/**
 * The exported blog HTML (out/), read with node fs: what crawlers and visitors without JavaScript
 * get. Each article page carries its tags, metadata and structured data; the list pages carry
 * the article cards of their first page. Expected values come from the Markdown files the export
 * was built from.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { blogCategories, blogText } from '../content/blog-categories';
import { type ParsedArticle, articlePageName } from '../lib/blog/schema';
import { TITLE_MAX_LENGTH } from '../lib/seo/metadata';
import { PER_PAGE, articles, categoryList, foldTag, realArticles } from './blog-data';
import { OUT_DIR, exportedRoutes } from './fixtures';
import {
  checkEach,
  decodeEntities,
  jsonLdBlocks,
  markup,
  metaValues,
  parseAttributes,
  titles,
} from './html';

const SITE_URL = 'https://hanzo.mx';

/** Text as React writes it into HTML. */
function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');
}

function readPage(route: string): string {
  const file = path.join(OUT_DIR, ...route.split('/').filter(Boolean), 'index.html');
  expect(fs.existsSync(file), `${file} exists`).toBe(true);
  return fs.readFileSync(file, 'utf8');
}

function ofType(blocks: Record<string, unknown>[], type: string): Record<string, unknown>[] {
  return blocks.filter((block) => block['@type'] === type);
}

/** Each link of the tag list: its raw inner HTML and its href. */
function tagItems(html: string): { text: string; href: string }[] {
  const list = /<ul\b[^>]*data-testid="article-tags"[^>]*>([\s\S]*?)<\/ul>/.exec(markup(html));
  expect(list, 'the tag list is in the HTML').not.toBeNull();
  return [...(list?.[1] ?? '').matchAll(/<li\b[^>]*><a(\s[^>]*)>([\s\S]*?)<\/a><\/li>/g)].map(
    (match) => ({ text: match[2] ?? '', href: parseAttributes(match[1] ?? '').href ?? '' }),
  );
}

/** Cards in the rendered HTML: the "Leer" link of each <article>, in order. */
function cards(html: string): { label: string; href: string }[] {
  return [...markup(html).matchAll(/<article\b[\s\S]*?<\/article>/g)].map((match) => {
    const link = /<a(\s[^>]*?)>/.exec(match[0]);
    const attributes = parseAttributes(link?.[1] ?? '');
    return { label: attributes['aria-label'] ?? '', href: attributes.href ?? '' };
  });
}

const cardOf = (article: ParsedArticle) => ({
  label: `${blogText.read}: ${article.title}`,
  href: article.path,
});

test('every real article is in the export', () => {
  expect(realArticles.length).toBeGreaterThanOrEqual(6);
  for (const article of realArticles) expect(readPage(article.path)).toContain(article.slug);
});

test('every article: tags, metadata and structured data are in the exported HTML', () => {
  checkEach(
    articles,
    (article) => article.path,
    (article) => {
      const html = readPage(article.path);
      const url = `${SITE_URL}${article.path}`;

      // Tags, escaped, each a link to its archive.
      const items = tagItems(html);
      expect(items.map((item) => item.text)).toEqual(article.tags.map(escapeHtml));
      expect(items.map((item) => decodeEntities(item.text))).toEqual(article.tags);
      expect(items.map((item) => item.href)).toEqual(
        article.tags.map((tag) => `/blog/etiquetas/${foldTag(tag)}/`),
      );

      expect(titles(html)).toEqual([`${articlePageName(article)} | Hanzo`]);
      // Shown whole in search results, and never a phrase cut short.
      expect((titles(html)[0] ?? '').length).toBeLessThanOrEqual(TITLE_MAX_LENGTH);
      const keywords = metaValues(html, 'keywords');
      expect(keywords).toHaveLength(1);
      expect((keywords[0] ?? '').split(',').map((keyword) => keyword.trim())).toEqual(
        article.keywords,
      );
      expect(metaValues(html, 'og:type')).toEqual(['article']);
      expect(metaValues(html, 'article:published_time')).toEqual([article.date]);
      expect(metaValues(html, 'article:tag')).toEqual(article.tags);
      expect(metaValues(html, 'twitter:image:alt')).toEqual([
        `${article.categoryName}: ${article.title}`,
      ]);

      const blocks = jsonLdBlocks(html);
      const postings = ofType(blocks, 'BlogPosting');
      expect(postings).toHaveLength(1);
      expect(postings[0]).toMatchObject({
        '@context': 'https://schema.org',
        headline: article.title,
        url,
        datePublished: article.date,
      });

      const breadcrumbs = ofType(blocks, 'BreadcrumbList');
      expect(breadcrumbs).toHaveLength(1);
      const category = blogCategories.find((entry) => entry.slug === article.category);
      expect(breadcrumbs[0]?.itemListElement).toEqual([
        { '@type': 'ListItem', position: 1, name: blogText.home, item: `${SITE_URL}/` },
        { '@type': 'ListItem', position: 2, name: blogText.blog, item: `${SITE_URL}/blog/` },
        {
          '@type': 'ListItem',
          position: 3,
          name: article.categoryName,
          item: `${SITE_URL}${category?.path ?? ''}`,
        },
        { '@type': 'ListItem', position: 4, name: article.title, item: url },
      ]);

      const faqPages = ofType(blocks, 'FAQPage');
      if (article.faq) {
        expect(faqPages).toHaveLength(1);
        expect(faqPages[0]?.mainEntity).toEqual(
          article.faq.map((entry) => ({
            '@type': 'Question',
            name: entry.question,
            acceptedAnswer: { '@type': 'Answer', text: entry.answer },
          })),
        );
      } else {
        expect(faqPages).toEqual([]);
      }
    },
  );
});

test('the data lakes article has a FAQPage', () => {
  const dataLakes = articles.find(
    (article) => article.slug === 'data-lakes-arquitectura-moderna-pymes-startups',
  );
  expect(dataLakes?.faq?.length).toBeGreaterThan(0);
  const html = readPage(dataLakes?.path ?? '');
  expect(ofType(jsonLdBlocks(html), 'FAQPage')).toHaveLength(1);
});

test('/blog has the newest 12 article cards in the HTML, newest first', () => {
  const html = readPage('/blog/');
  const firstPage = articles.slice(0, PER_PAGE);
  expect(cards(html)).toEqual(firstPage.map(cardOf));
  const rendered = markup(html);
  for (const article of firstPage) {
    expect(rendered).toContain(escapeHtml(article.excerpt));
    expect(rendered).toContain(`<time dateTime="${article.date}"`);
  }
});

test('every category page has its article cards in the HTML', () => {
  checkEach(
    blogCategories,
    (category) => category.path,
    (category) => {
      const html = readPage(category.path);
      const { featured, rest } = categoryList(category.slug);
      expect(featured, `${category.name} has a featured article`).toBeDefined();
      // The unfiltered first page: the featured article, then 12 others newest first.
      expect(cards(html)).toEqual(
        [...(featured ? [featured] : []), ...rest.slice(0, PER_PAGE)].map(cardOf),
      );
      expect(markup(html)).toContain(`placeholder="${escapeHtml(category.searchPlaceholder)}"`);
    },
  );
});

test('every later list page says its number in the title, is its own canonical and ends its trail', () => {
  const later = exportedRoutes().filter((route) => /\/pagina\/\d+\/$/.test(route));
  // /blog/, both categories and at least one tag have a second page in the test export.
  expect(later).toEqual(
    expect.arrayContaining([
      '/blog/pagina/2/',
      ...blogCategories.map((category) => `${category.path}pagina/2/`),
      '/blog/etiquetas/pymes/pagina/2/',
    ]),
  );
  for (const route of later) {
    const page = Number(/\/pagina\/(\d+)\/$/.exec(route)?.[1]);
    const html = readPage(route);
    expect(titles(html)[0], route).toMatch(new RegExp(` · Página ${page} \\| Hanzo$`));
    expect(metaValues(html, 'og:url'), route).toEqual([`${SITE_URL}${route}`]);
    expect(markup(html), route).toContain(`<link rel="canonical" href="${SITE_URL}${route}"/>`);
    const trail = ofType(jsonLdBlocks(html), 'BreadcrumbList')[0]?.itemListElement as
      { name: string; item: string }[] | undefined;
    expect(trail?.at(-1), route).toEqual(
      expect.objectContaining({ name: `Página ${page}`, item: `${SITE_URL}${route}` }),
    );
    // A pagination nav whose current page is this one.
    expect(markup(html), route).toMatch(
      new RegExp(`aria-label="Página ${page}" aria-current="page"`),
    );
  }
});
