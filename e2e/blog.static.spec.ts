/**
 * The exported blog HTML (out/), read with node fs: what crawlers and visitors without JavaScript
 * get. Each article page carries its tags, metadata and structured data; the list pages carry
 * the article cards. Expected values come from the Markdown files in content/blog.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { blogCategories, blogText } from '../content/blog-categories';
import type { ParsedArticle } from '../lib/blog-schema';
import { loadPublishedArticles, OUT_DIR } from './fixtures';
import { decodeEntities, jsonLdBlocks, markup, metaValues, parseAttributes, titles } from './html';

const SITE_URL = 'https://hanzo.mx';

const articles = loadPublishedArticles();

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

/** Raw inner HTML of each <li> of the tag list. */
function tagItems(html: string): string[] {
  const list = /<ul\b[^>]*data-testid="article-tags"[^>]*>([\s\S]*?)<\/ul>/.exec(markup(html));
  expect(list, 'the tag list is in the HTML').not.toBeNull();
  return [...(list?.[1] ?? '').matchAll(/<li\b[^>]*>([\s\S]*?)<\/li>/g)].map(
    (match) => match[1] ?? '',
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

test('there are six published articles', () => {
  expect(articles).toHaveLength(6);
});

for (const article of articles) {
  test(`${article.path}: tags, metadata and structured data are in the exported HTML`, () => {
    const html = readPage(article.path);
    const url = `${SITE_URL}${article.path}`;

    // Tags, escaped, inside the tag list.
    const items = tagItems(html);
    expect(items).toEqual(article.tags.map(escapeHtml));
    expect(items.map(decodeEntities)).toEqual(article.tags);

    expect(titles(html)).toEqual([`${article.metaTitle} | Hanzo`]);
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
  });
}

test('the data lakes article has a FAQPage', () => {
  const dataLakes = articles.find(
    (article) => article.slug === 'data-lakes-arquitectura-moderna-pymes-startups',
  );
  expect(dataLakes?.faq?.length).toBeGreaterThan(0);
  const html = readPage(dataLakes?.path ?? '');
  expect(ofType(jsonLdBlocks(html), 'FAQPage')).toHaveLength(1);
});

test('/blog has every article card in the HTML, newest first', () => {
  const html = readPage('/blog/');
  expect(cards(html)).toEqual(articles.map(cardOf));
  const rendered = markup(html);
  for (const article of articles) {
    expect(rendered).toContain(escapeHtml(article.excerpt));
    expect(rendered).toContain(`<time dateTime="${article.date}">`);
  }
});

for (const category of blogCategories) {
  test(`${category.path} has its article cards in the HTML`, () => {
    const html = readPage(category.path);
    const inCategory = articles.filter((article) => article.category === category.slug);
    const featured = inCategory.find((article) => article.featured);
    expect(featured, `${category.name} has a featured article`).toBeDefined();
    const rest = inCategory.filter((article) => article !== featured);
    // The unfiltered list: the featured article first, then the others newest first.
    expect(cards(html)).toEqual([...(featured ? [featured] : []), ...rest].map(cardOf));
    expect(markup(html)).toContain(`placeholder="${escapeHtml(category.searchPlaceholder)}"`);
  });
}
