/**
 * The exported blog HTML (out/), parsed with parse5: what crawlers and visitors without JavaScript
 * get. Each article page carries its tags, metadata and structured data; the list pages carry
 * the article cards of their first page. Expected values come from the Markdown files the export
 * was built from.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { blogCategories, blogText } from '../content/blog-categories';
import { type ParsedArticle, articlePageName } from '../lib/blog/schema';
import { tagSlug } from '../lib/blog/tags';
import { TITLE_MAX_LENGTH } from '../lib/seo/metadata';
import { PER_PAGE, articles, categoryList, realArticles } from './blog-data';
import { elementsUnder } from '../scripts/export';
import {
  type Page,
  attribute,
  checkEach,
  find,
  jsonLdBlocks,
  metaValues,
  parseFile,
  text,
  titles,
  OUT_DIR,
  exportedRoutes,
} from './html';

const SITE_URL = 'https://hanzo.mx';

function pageAt(route: string): Page {
  const file = path.join(OUT_DIR, ...route.split('/').filter(Boolean), 'index.html');
  expect(fs.existsSync(file), `${file} exists`).toBe(true);
  return parseFile(file);
}

function ofType(blocks: Record<string, unknown>[], type: string): Record<string, unknown>[] {
  return blocks.filter((block) => block['@type'] === type);
}

/** Each link of the tag list: its text (as markup, so an unescaped tag would show) and href. */
function tagItems(page: Page): { text: string; markup: number; href: string }[] {
  const [list] = find(page.elements, 'ul', { 'data-testid': 'article-tags' });
  expect(list, 'the tag list is in the HTML').toBeDefined();
  return find(list ? [...elementsUnder(list)] : [], 'a').map((link) => ({
    text: text(link),
    markup: [...elementsUnder(link)].length,
    href: attribute(link, 'href'),
  }));
}

/** Cards in the rendered HTML: the "Leer" link of each <article>, in order. */
function cards(page: Page): { label: string; href: string }[] {
  return find(page.elements, 'article').map((card) => {
    const [link] = find([...elementsUnder(card)], 'a');
    return { label: attribute(link, 'aria-label'), href: attribute(link, 'href') };
  });
}

const cardOf = (article: ParsedArticle) => ({
  label: `${blogText.read}: ${article.title}`,
  href: article.path,
});

test('every real article is in the export', () => {
  expect(realArticles.length).toBeGreaterThanOrEqual(6);
  for (const article of realArticles) {
    expect(metaValues(pageAt(article.path), 'og:url')).toEqual([`${SITE_URL}${article.path}`]);
  }
});

test('every article: tags, metadata and structured data are in the exported HTML', async () => {
  await checkEach(
    articles,
    (article) => article.path,
    (article) => {
      const html = pageAt(article.path);
      const url = `${SITE_URL}${article.path}`;

      // Tags, as text (no markup inside the links), each a link to its archive.
      const items = tagItems(html);
      expect(items.map((item) => item.text)).toEqual(article.tags);
      expect(items.map((item) => item.markup)).toEqual(article.tags.map(() => 0));
      expect(items.map((item) => item.href)).toEqual(
        article.tags.map((tag) => `/blog/etiquetas/${tagSlug(tag)}/`),
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
  expect(ofType(jsonLdBlocks(pageAt(dataLakes?.path ?? '')), 'FAQPage')).toHaveLength(1);
});

test('/blog has the newest 12 article cards in the HTML, newest first', () => {
  const html = pageAt('/blog/');
  const firstPage = articles.slice(0, PER_PAGE);
  expect(cards(html)).toEqual(firstPage.map(cardOf));
  const texts = find(html.elements, 'article').map(text);
  const dates = find(html.elements, 'time').map((time) => attribute(time, 'datetime'));
  firstPage.forEach((article, index) => {
    expect(texts[index]).toContain(article.excerpt);
    expect(dates).toContain(article.date);
  });
});

test('every category page has its article cards in the HTML', async () => {
  await checkEach(
    blogCategories,
    (category) => category.path,
    (category) => {
      const html = pageAt(category.path);
      const { featured, rest } = categoryList(category.slug);
      expect(featured, `${category.name} has a featured article`).toBeDefined();
      // The unfiltered first page: the featured article, then 12 others newest first.
      expect(cards(html)).toEqual(
        [...(featured ? [featured] : []), ...rest.slice(0, PER_PAGE)].map(cardOf),
      );
      expect(
        find(html.elements, 'input', { placeholder: category.searchPlaceholder }),
      ).toHaveLength(1);
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
    const html = pageAt(route);
    expect(titles(html)[0], route).toMatch(new RegExp(` · Página ${page} \\| Hanzo$`));
    expect(metaValues(html, 'og:url'), route).toEqual([`${SITE_URL}${route}`]);
    expect(find(html.head, 'link', { rel: 'canonical', href: `${SITE_URL}${route}` })).toHaveLength(
      1,
    );
    const trail = ofType(jsonLdBlocks(html), 'BreadcrumbList')[0]?.itemListElement as
      { name: string; item: string }[] | undefined;
    expect(trail?.at(-1), route).toEqual(
      expect.objectContaining({ name: `Página ${page}`, item: `${SITE_URL}${route}` }),
    );
    // A pagination nav whose current page is this one.
    const current = { 'aria-label': `Página ${page}`, 'aria-current': 'page' };
    expect(find(html.elements, '*', current), route).toHaveLength(1);
  }
});
