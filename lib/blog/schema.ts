import matter from 'gray-matter';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { type CategorySlug, blogCategories } from '@/content/blog-categories';
import { PAGE_SEGMENT } from '@/lib/blog/pagination';
import { tagSlug } from '@/lib/blog/tags';
import { bodyProblems, countWords, readingMinutes } from '@/lib/blog/body';
import { PAGE_NAME_MAX_LENGTH, fitPageName } from '@/lib/seo/metadata';

export { WORDS_PER_MINUTE, countWords, readingMinutes } from '@/lib/blog/body';

const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'debe ser una fecha AAAA-MM-DD')
  .refine((value) => {
    const date = new Date(`${value}T12:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, 'no es una fecha real');

const text = (min: number, max: number) =>
  z
    .string()
    .trim()
    .min(min, `debe tener al menos ${min} caracteres`)
    .max(max, `debe tener como máximo ${max} caracteres`);

const categorySlugs = blogCategories.map((category) => category.slug) as [
  CategorySlug,
  ...CategorySlug[],
];

/** The article fields of the spec, as they are written in each file's frontmatter. */
export const frontmatterSchema = z
  .object({
    id: z.number().int().positive(),
    title: text(10, 120),
    metaTitle: text(10, 60),
    /** The document title when metaTitle would not fit search results whole with the brand. */
    seoTitle: text(10, PAGE_NAME_MAX_LENGTH).optional(),
    metaDescription: text(50, 170),
    excerpt: text(20, 220),
    category: z.enum(categorySlugs),
    categoryName: text(3, 60),
    date: isoDay,
    author: text(2, 80),
    authorBio: text(10, 300),
    tags: z.array(text(2, 40)).min(1).max(10),
    keywords: z.array(text(2, 80)).min(1).max(12),
    slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'solo minúsculas, números y guiones'),
    featured: z.boolean(),
    relatedPosts: z.array(z.string()),
    /** Articles are published unless marked as drafts. */
    draft: z.boolean().optional(),
    faq: z.array(z.object({ question: text(5, 200), answer: text(10, 800) }).strict()).optional(),
    /** A floating chat button on the article, with its own number and message. */
    floatingChat: z
      .object({
        message: text(10, 400),
        ctaName: z.string().regex(/^[a-z0-9_]+$/),
        secondaryNumber: z.boolean(),
      })
      .strict()
      .optional(),
    references: z
      .array(z.object({ title: text(2, 200), publisher: text(2, 120), url: z.url() }).strict())
      .optional(),
  })
  .strict();

export type ArticleFrontmatter = z.infer<typeof frontmatterSchema>;

/** An article's name in its document title: its seoTitle, else its metaTitle fitted to results. */
export function articlePageName(
  article: Pick<ArticleFrontmatter, 'seoTitle' | 'metaTitle'>,
): string {
  return article.seoTitle ?? fitPageName(article.metaTitle);
}

export interface ParsedArticle extends ArticleFrontmatter {
  /** Markdown body. */
  body: string;
  wordCount: number;
  readMinutes: number;
  /** As the spec writes it: "8 min". */
  readTime: string;
  path: string;
}

/** Thrown for a malformed article; the message names the file and the field. */
export class ArticleValidationError extends Error {
  constructor(file: string, problems: string[]) {
    super(`Artículo inválido: ${file}\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ArticleValidationError';
  }
}

/**
 * Frontmatter as YAML 1.2 (the `yaml` package's core schema): `date: 2026-11-20` stays the text the
 * schema reads. gray-matter's default parser (js-yaml, YAML 1.1) turns an unquoted date into a
 * Date object, and the article editor writes dates unquoted.
 */
function parseFrontmatter(text: string): object {
  return (parseYaml(text) as object | null) ?? {};
}

/**
 * Parses and validates one article file. `file` is its path relative to the project, e.g.
 * `content/blog/analisis-de-datos/kpis.md`; the folder must be the category and the file name
 * the slug.
 */
export function parseArticle(source: string, file: string): ParsedArticle {
  let parsed: matter.GrayMatterFile<string>;
  try {
    parsed = matter(source, { engines: { yaml: parseFrontmatter } });
  } catch (error) {
    throw new ArticleValidationError(file, [`el frontmatter no es YAML válido: ${String(error)}`]);
  }
  const result = frontmatterSchema.safeParse(parsed.data);
  if (!result.success) {
    throw new ArticleValidationError(
      file,
      result.error.issues.map((issue) => {
        const field =
          issue.path.join('.') ||
          (issue.code === 'unrecognized_keys' ? issue.keys.join(', ') : '(frontmatter)');
        return `campo "${field}": ${issue.message}`;
      }),
    );
  }
  const data = result.data;
  const problems: string[] = [];
  const segments = file.split(/[\\/]/);
  const fileSlug = segments.at(-1)?.replace(/\.md$/, '');
  const folder = segments.at(-2);
  if (fileSlug !== data.slug)
    problems.push(`campo "slug": "${data.slug}" no coincide con el nombre del archivo`);
  if (folder !== data.category)
    problems.push(`campo "category": "${data.category}" no coincide con la carpeta "${folder}"`);
  const category = blogCategories.find((entry) => entry.slug === data.category);
  if (category && category.name !== data.categoryName) {
    problems.push(`campo "categoryName": debe ser "${category.name}"`);
  }
  if (data.slug === PAGE_SEGMENT)
    problems.push(`campo "slug": "${PAGE_SEGMENT}" está reservado para la paginación`);
  for (const tag of data.tags) {
    if (!tagSlug(tag)) problems.push(`campo "tags": "${tag}" no tiene letras ni números`);
  }
  const body = parsed.content.trim();
  problems.push(...bodyProblems(body));
  if (problems.length) throw new ArticleValidationError(file, problems);

  const wordCount = countWords(body);
  const readMinutes = readingMinutes(wordCount);
  return {
    ...data,
    body,
    wordCount,
    readMinutes,
    readTime: `${readMinutes} min`,
    path: `/blog/${data.category}/${data.slug}/`,
  };
}

/** Checks that hold across articles: unique ids and slugs, related posts that exist. */
export function checkCollection(articles: { file: string; article: ParsedArticle }[]): void {
  const ids = new Map<number, string>();
  const slugs = new Map<string, string>();
  for (const { file, article } of articles) {
    const sameId = ids.get(article.id);
    if (sameId)
      throw new ArticleValidationError(file, [`campo "id": ${article.id} ya lo usa ${sameId}`]);
    ids.set(article.id, file);
    const sameSlug = slugs.get(article.slug);
    if (sameSlug)
      throw new ArticleValidationError(file, [
        `campo "slug": "${article.slug}" ya lo usa ${sameSlug}`,
      ]);
    slugs.set(article.slug, file);
  }
  for (const { file, article } of articles) {
    const missing = article.relatedPosts.filter(
      (slug) => !slugs.has(slug) || slug === article.slug,
    );
    if (missing.length) {
      throw new ArticleValidationError(file, [
        `campo "relatedPosts": no existen o se citan a sí mismos: ${missing.join(', ')}`,
      ]);
    }
  }
}
