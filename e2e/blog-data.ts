/**
 * What the blog's pages should show, worked out from the Markdown files the export was built
 * from, independently of the site's own list and search code.
 */
import fs from 'node:fs';
import path from 'node:path';
import { type ParsedArticle, parseArticle } from '../lib/blog/schema';
import { isSearchTerm, normalizeText, queryTerms, words } from '../lib/blog/search';
import { bodyTerms } from '../lib/blog/search-index';
import { tagSlug } from '../lib/blog/tags';
import { GENERATED_SLUG_PREFIX } from '../testing/generate-articles';

/**
 * The folder the export's articles come from: BLOG_CONTENT_DIR when the test export was built
 * with generated articles added (testing/run.ts does), else content/blog.
 */
const blogDir = path.resolve(__dirname, '..', process.env.BLOG_CONTENT_DIR || 'content/blog');

/** The published articles, read from their Markdown files, newest first (higher id on a tie). */
export const articles: ParsedArticle[] = fs
  .readdirSync(blogDir, { recursive: true, encoding: 'utf8' })
  .filter((name) => name.endsWith('.md'))
  .map((name) =>
    parseArticle(
      fs.readFileSync(path.join(blogDir, name), 'utf8'),
      path.join('content', 'blog', name),
    ),
  )
  .filter((article) => !article.draft)
  .sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);

export const PER_PAGE = 12;

export const realArticles = articles.filter(
  (article) => !article.slug.startsWith(GENERATED_SLUG_PREFIX),
);

export function articleBySlug(slug: string): ParsedArticle {
  const found = articles.find((article) => article.slug === slug);
  if (!found) throw new Error(`No existe el artículo ${slug}`);
  return found;
}

const inCategory = (slug: string) => articles.filter((article) => article.category === slug);

/** A category's list: the featured article apart, the rest newest first. */
export function categoryList(slug: string) {
  const all = inCategory(slug);
  const featured = all.find((article) => article.featured);
  return { all, featured, rest: all.filter((article) => article !== featured) };
}

export const pages = (count: number) => Math.max(1, Math.ceil(count / PER_PAGE));

/** Routes of the tag archives that hold a single article (kept out of search engines). */
export function singleArticleTagRoutes(): string[] {
  const counts = new Map<string, number>();
  for (const article of articles) {
    for (const slug of new Set(article.tags.map(tagSlug))) {
      counts.set(slug, (counts.get(slug) ?? 0) + 1);
    }
  }
  return [...counts].filter(([, count]) => count === 1).map(([slug]) => `/blog/etiquetas/${slug}/`);
}

/** Case, accents and runs of spaces folded, for the specification's substring rule. */
const foldText = (text: string) => normalizeText(text).replace(/\s+/g, ' ');

/** Each place of `needle` in `text`: 0 where it starts a word, 1 inside one. */
function places(text: string, needle: string): number[] {
  const found: number[] = [];
  for (let at = text.indexOf(needle); at >= 0; at = text.indexOf(needle, at + 1)) {
    found.push(at === 0 || !/[\p{L}\p{N}]/u.test(text[at - 1] ?? '') ? 0 : 1);
  }
  return found;
}

/**
 * Where the specification's rule finds the whole query in an article (docs/decisions.md), as a rank:
 * its title, then a tag, then its excerpt, each at a word's start before inside a word (0–5);
 * null when the rule does not find it.
 */
function substringRank(article: ParsedArticle, query: string): number | null {
  const needle = foldText(query);
  if (!needle) return null;
  const fields = [[article.title], article.tags, [article.excerpt]];
  for (const [field, texts] of fields.entries()) {
    const found = texts.flatMap((text) => places(foldText(text), needle));
    if (found.length) return field * 2 + Math.min(...found);
  }
  return null;
}

/** The articles the specification's rule finds, in the order they are listed: best place first. */
export function expectedSubstringMatches(query: string, category?: string): ParsedArticle[] {
  return articles
    .filter((article) => !category || article.category === category)
    .map((article) => ({ article, rank: substringRank(article, query) }))
    .filter((entry): entry is { article: ParsedArticle; rank: number } => entry.rank !== null)
    .sort((a, b) => a.rank - b.rank)
    .map((entry) => entry.article);
}

/**
 * The articles a search should find, newest first: those of the specification's rule (the whole
 * query inside the title, the excerpt or a tag, case and accents aside), and those where each
 * query word starts a word of the title, excerpt, tags or body (stop words and link targets
 * aside), in the given category.
 */
export function expectedSearch(query: string, category?: string): ParsedArticle[] {
  const terms = queryTerms(query);
  const substring = new Set(expectedSubstringMatches(query, category));
  return articles.filter((article) => {
    if (category && article.category !== category) return false;
    if (substring.has(article)) return true;
    if (!terms.length) return false;
    const vocabulary = [
      ...words([article.title, article.excerpt, ...article.tags].join(' ')).filter(isSearchTerm),
      ...bodyTerms(article.body),
    ];
    return terms.every((term) => vocabulary.some((word) => word.startsWith(term)));
  });
}
