import type { MailableArticle } from '@/lib/email/article-mail-contract';
import fs from 'node:fs';
import path from 'node:path';
import { type CategorySlug, blogCategories } from '@/content/blog-categories';
import { type ParsedArticle, checkCollection, parseArticle } from '@/lib/blog/schema';
import { type SearchIndexFiles, buildSearchIndex } from '@/lib/blog/search-index';
import { type BlogTag, collectTags, tagCollisionWarning, tagSlug } from '@/lib/blog/tags';
import { renderMarkdown } from '@/lib/blog/markdown';

/**
 * The one content module of the blog (build time only): loads content/blog/{category}/{slug}.md,
 * validates every file, and serves pages, metadata, static params, sitemap and feed.
 */

export type Article = ParsedArticle;

/** What article lists and the in-browser search need (no body). */
export interface ArticleSummary {
  id: number;
  title: string;
  excerpt: string;
  category: CategorySlug;
  categoryName: string;
  date: string;
  readTime: string;
  tags: string[];
  slug: string;
  featured: boolean;
  path: string;
}

/**
 * Where the articles are read from: content/blog, or the folder named by BLOG_CONTENT_DIR (a copy
 * of it with generated articles added, for the tests and the scale bench; never committed).
 */
export function blogContentDir(env: Record<string, string | undefined> = process.env): string {
  const custom = env.BLOG_CONTENT_DIR?.trim();
  return custom ? path.resolve(process.cwd(), custom) : path.join(process.cwd(), 'content', 'blog');
}

let cache: Article[] | null = null;

function loadArticles(): Article[] {
  const dir = blogContentDir();
  if (!fs.existsSync(dir)) return [];
  const parsed = fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.md'))
    .map((name) => {
      // Named as in the repository (content/blog/{category}/{slug}.md) whatever the folder.
      const file = path.join('content', 'blog', name);
      return { file, article: parseArticle(fs.readFileSync(path.join(dir, name), 'utf8'), file) };
    });
  checkCollection(parsed);
  return sortNewestFirst(parsed.map(({ article }) => article));
}

/** Newest first; on the same day, the higher id first. */
export function sortNewestFirst<T extends { date: string; id: number }>(
  articles: readonly T[],
): T[] {
  return [...articles].sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);
}

/** Every article file, drafts included (for static params of previews, never listed). */
export function getAllArticles(): Article[] {
  cache ??= loadArticles();
  return cache;
}

export function getPublishedArticles(): Article[] {
  return getAllArticles().filter((article) => !article.draft);
}

/**
 * Published titles by slug, to say which article a sign-up came from (the admin and /boletin/;
 * about 60 bytes an article in their pages).
 */
export function articleTitles(): Record<string, string> {
  return Object.fromEntries(getPublishedArticles().map((article) => [article.slug, article.title]));
}

/** What /admin/ lists of a published article, to mail it: newest first. */
export interface ArticleHeadline {
  slug: string;
  title: string;
  /** ISO day, e.g. 2026-11-20. */
  date: string;
}

export function articleHeadlines(): ArticleHeadline[] {
  return getPublishedArticles().map(({ slug, title, date }) => ({ slug, title, date }));
}

export function getArticlesByCategory(category: CategorySlug): Article[] {
  return getPublishedArticles().filter((article) => article.category === category);
}

export function getArticle(category: string, slug: string): Article | undefined {
  return getPublishedArticles().find(
    (article) => article.category === category && article.slug === slug,
  );
}

export function getRelatedArticles(article: Article): Article[] {
  const published = getPublishedArticles();
  return article.relatedPosts
    .map((slug) => published.find((candidate) => candidate.slug === slug))
    .filter((related): related is Article => Boolean(related));
}

let tagCache: BlogTag[] | null = null;

/** Every tag of the published articles, by name; the build reports spellings it merged. */
export function getTags(): BlogTag[] {
  if (!tagCache) {
    const { tags, collisions } = collectTags(getPublishedArticles());
    const warning = tagCollisionWarning(collisions);
    if (warning) console.warn(warning);
    tagCache = tags;
  }
  return tagCache;
}

export function findTag(slug: string): BlogTag | undefined {
  return getTags().find((tag) => tag.slug === slug);
}

export function getArticlesByTag(slug: string): Article[] {
  return getPublishedArticles().filter((article) =>
    article.tags.some((tag) => tagSlug(tag) === slug),
  );
}

/** The article published just before (older) and just after (newer) this one. */
export function getAdjacentArticles(article: Article): { older?: Article; newer?: Article } {
  const published = getPublishedArticles();
  const index = published.findIndex((candidate) => candidate.slug === article.slug);
  if (index < 0) return {};
  return { newer: published[index - 1], older: published[index + 1] };
}

let searchIndexCache: SearchIndexFiles | null = null;

/** The search index files (app/busqueda/[file]/route.ts serves them). */
export function getSearchIndex(): SearchIndexFiles {
  searchIndexCache ??= buildSearchIndex(
    getPublishedArticles(),
    blogCategories.map((category) => category.slug),
  );
  return searchIndexCache;
}

export function toSummary(article: Article): ArticleSummary {
  return {
    id: article.id,
    title: article.title,
    excerpt: article.excerpt,
    category: article.category,
    categoryName: article.categoryName,
    date: article.date,
    readTime: article.readTime,
    tags: article.tags,
    slug: article.slug,
    featured: article.featured,
    path: article.path,
  };
}

export function articleHtml(article: Article): string {
  return renderMarkdown(article.body);
}

/** Social image generated at build time for each article (app/og/blog/[image]/route.tsx). */
export function articleImagePath(article: Pick<Article, 'slug'>): string {
  return `/og/blog/${article.slug}.png`;
}

export {
  COVER_WIDTHS,
  type CoverWidth,
  LARGEST_COVER_WIDTH,
  articleCoverFile,
  articleCoverPath,
  articleCoverSrcSet,
} from '@/lib/blog/covers';

/**
 * The published articles as the functions' article mail knows them (decision 18), inlined into
 * their bundle at build time (scripts/build-functions.ts): a deploy of the site deploys them too.
 */
export function mailableArticles(): MailableArticle[] {
  return getPublishedArticles().map((article) => ({
    slug: article.slug,
    path: article.path,
    title: article.title,
    excerpt: article.excerpt,
    categoryName: article.categoryName,
    date: article.date,
    readTime: article.readTime,
    coverPath: articleImagePath(article),
  }));
}
