import fs from 'node:fs';
import path from 'node:path';
import { type CategorySlug } from '@/content/blog-categories';
import { type ParsedArticle, checkCollection, parseArticle } from '@/lib/blog-schema';
import { renderMarkdown } from '@/lib/markdown';

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

const BLOG_DIR = path.join(process.cwd(), 'content', 'blog');

let cache: Article[] | null = null;

function loadArticles(): Article[] {
  if (!fs.existsSync(BLOG_DIR)) return [];
  const files = fs
    .readdirSync(BLOG_DIR, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.md'))
    .map((name) => path.join('content', 'blog', name));
  const parsed = files.map((file) => ({
    file,
    article: parseArticle(fs.readFileSync(path.join(process.cwd(), file), 'utf8'), file),
  }));
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

/**
 * Widths of the cover shown on an article page: the social image as WebP (app/covers/[image]),
 * ~15 and ~23 KB instead of the ~80 KB PNG. 800 serves phones (412 px at 1.75×), 1200 the rest.
 */
export const COVER_WIDTHS = [800, 1200] as const;
export type CoverWidth = (typeof COVER_WIDTHS)[number];
/** The cover's `src`: the largest width, for browsers that ignore `srcset`. */
export const LARGEST_COVER_WIDTH: CoverWidth = COVER_WIDTHS[COVER_WIDTHS.length - 1]!;

/** The cover's file name in out/covers/. */
export function articleCoverFile(article: Pick<Article, 'slug'>, width: CoverWidth): string {
  return `${article.slug}-${width}.webp`;
}

export function articleCoverPath(article: Pick<Article, 'slug'>, width: CoverWidth): string {
  return `/covers/${articleCoverFile(article, width)}`;
}

/** The cover's `srcset`: every width. */
export function articleCoverSrcSet(article: Pick<Article, 'slug'>): string {
  return COVER_WIDTHS.map((width) => `${articleCoverPath(article, width)} ${width}w`).join(', ');
}
