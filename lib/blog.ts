import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import type { CategorySlug } from '@/content/blog-categories';

/**
 * Loads the articles in content/blog/{category}/{slug}.md. Server-only (build time).
 * The frontmatter schema and the Markdown rendering arrive with the blog issue; for now the
 * loader reads the fields the placeholder pages show and fails loudly on anything missing.
 */

export interface ArticleSummary {
  id: number;
  title: string;
  metaDescription: string;
  excerpt: string;
  category: CategorySlug;
  categoryName: string;
  date: string;
  slug: string;
  path: string;
}

const BLOG_DIR = path.join(process.cwd(), 'content', 'blog');

function requireString(data: Record<string, unknown>, field: string, file: string): string {
  const value = data[field];
  if (typeof value !== 'string' || !value.trim()) {
    throw new Error(`${file}: el campo "${field}" falta o no es texto`);
  }
  return value;
}

function readArticle(file: string): ArticleSummary {
  const { data } = matter(fs.readFileSync(file, 'utf8'));
  const relative = path.relative(process.cwd(), file);
  const category = requireString(data, 'category', relative) as CategorySlug;
  const slug = requireString(data, 'slug', relative);
  if (typeof data.id !== 'number') throw new Error(`${relative}: el campo "id" no es un número`);
  return {
    id: data.id,
    title: requireString(data, 'title', relative),
    metaDescription: requireString(data, 'metaDescription', relative),
    excerpt: requireString(data, 'excerpt', relative),
    category,
    categoryName: requireString(data, 'categoryName', relative),
    date: requireString(data, 'date', relative),
    slug,
    path: `/blog/${category}/${slug}/`,
  };
}

export function getArticles(): ArticleSummary[] {
  if (!fs.existsSync(BLOG_DIR)) return [];
  return fs
    .readdirSync(BLOG_DIR, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.md'))
    .map((name) => readArticle(path.join(BLOG_DIR, name)))
    .sort((a, b) => b.date.localeCompare(a.date));
}

export function getArticle(category: string, slug: string): ArticleSummary | undefined {
  return getArticles().find((article) => article.category === category && article.slug === slug);
}
