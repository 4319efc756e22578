// Copies of an article at 2× and 4× its length, to see how its main-thread work grows with its
// words: a copy of content/blog (never committed) where each copy's body is the article's own
// body repeated (its FAQ, tags and other parts once, as in the original). The copies are dated
// before the oldest article, so no page of the bench's routes changes (lists, neighbours). Build
// with it and measure the three lengths with the trace breakdown or the floor bench:
//   tsx bench/long-articles.ts --out DIR [--slug SLUG] [--times 2,4]   → prints the copies' paths
//   BLOG_CONTENT_DIR=DIR HANZO_SOURCE_MAPS=1 NEXT_PUBLIC_GA_MEASUREMENT_ID=G-TEST000000 npm run build
//   npm run bench:trace -- http://127.0.0.1:PORT/blog/…/SLUG/ …/SLUG-x2/ …/SLUG-x4/
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import matter from 'gray-matter';

const REAL_CONTENT_DIR = path.resolve(__dirname, '..', 'content', 'blog');
/** The heaviest article (the bench's default article route). */
export const DEFAULT_SLUG = 'mitos-vs-realidades-ia-pymes-america-latina';

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

/**
 * Writes the copy of the articles with `slug` repeated `times` over in `{slug}-x{n}`; returns each
 * copy's path on the site and its body's words.
 */
export function writeLongArticles({
  out,
  slug = DEFAULT_SLUG,
  times = [2, 4],
}: {
  out: string;
  slug?: string;
  times?: number[];
}) {
  fs.rmSync(out, { recursive: true, force: true });
  fs.cpSync(REAL_CONTENT_DIR, out, { recursive: true });
  const file = fs
    .readdirSync(out, { recursive: true, encoding: 'utf8' })
    .find((name) => path.basename(name) === `${slug}.md`);
  if (!file) throw new Error(`No article ${slug} in ${REAL_CONTENT_DIR}`);
  const source = matter(fs.readFileSync(path.join(out, file), 'utf8'));
  const category = String(source.data.category);
  const all = fs
    .readdirSync(out, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.md'))
    .map((name) => matter(fs.readFileSync(path.join(out, name), 'utf8')).data);
  const maxId = Math.max(...all.map((data) => Number(data.id) || 0));
  const oldest = new Date(`${all.map((data) => String(data.date)).sort()[0]}T12:00:00Z`);
  const original = { path: `/blog/${category}/${slug}/`, words: words(source.content), times: 1 };
  const copies = times.map((n, index) => {
    const copySlug = `${slug}-x${n}`;
    const body = Array.from({ length: n }, () => source.content.trim()).join('\n\n');
    const date = new Date(oldest);
    date.setUTCDate(date.getUTCDate() - 1 - index);
    const data = {
      ...source.data,
      id: maxId + 1 + index,
      slug: copySlug,
      featured: false,
      date: date.toISOString().slice(0, 10),
    };
    fs.writeFileSync(
      path.join(out, path.dirname(file), `${copySlug}.md`),
      matter.stringify(`${body}\n`, data),
    );
    return { path: `/blog/${category}/${copySlug}/`, words: words(body), times: n };
  });
  return [original, ...copies];
}

if (require.main === module) {
  const { values } = parseArgs({
    options: {
      out: { type: 'string' },
      slug: { type: 'string', default: DEFAULT_SLUG },
      times: { type: 'string', default: '2,4' },
    },
  });
  if (!values.out) throw new Error('--out DIR is required');
  const written = writeLongArticles({
    out: values.out,
    slug: values.slug,
    times: values.times.split(',').map(Number),
  });
  for (const article of written)
    console.log(`${article.times}×\t${article.words} words\t${article.path}`);
}
