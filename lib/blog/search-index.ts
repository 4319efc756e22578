import { createHash } from 'node:crypto';
import { isSearchTerm, words } from '@/lib/blog/search';
import {
  type CoreIndex,
  MAX_SHARD_POSTINGS,
  SEARCH_INDEX_VERSION,
  type SearchDocRow,
  type ShardIndex,
} from '@/lib/blog/search-format';

export * from '@/lib/blog/search-format';

/**
 * The blog's search index, built at build time from the content module and fetched by the
 * browser only when a visitor starts a search (lib/blog/search-engine.ts):
 *
 * - the core file: one row per article (what a result card shows, and the title, excerpt and
 *   tags the browser indexes with MiniSearch);
 * - body shards: the words of the article bodies, each unique word once per article with the
 *   articles that use it, split by the word's first letter (first two letters when a letter
 *   holds too much), so a query fetches only the shards of its own words.
 *
 * Stop words and words already in an article's title, excerpt or tags are left out of its body
 * terms: they would match anyway.
 */

export interface IndexableArticle {
  id: number;
  slug: string;
  category: string;
  date: string;
  readMinutes: number;
  title: string;
  excerpt: string;
  tags: string[];
  featured: boolean;
  body: string;
}

export interface SearchIndexFiles {
  core: CoreIndex;
  shards: { key: string; file: string; index: ShardIndex }[];
}

/** Markdown to the words a reader sees: link targets and bare URLs left out. */
export function bodyTerms(markdown: string, exclude: ReadonlySet<string> = new Set()): string[] {
  const text = markdown
    .replace(/\]\([^)]*\)/g, '] ')
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/<[^>]+>/g, ' ');
  const unique = new Set(words(text).filter((word) => isSearchTerm(word) && !exclude.has(word)));
  return [...unique].sort();
}

/** First letter of a word, or '_' for anything a file name should not carry. */
function shardKey(word: string, length: number): string {
  const prefix = word.slice(0, length);
  return /^[a-z0-9]+$/.test(prefix) ? prefix : '_';
}

function toGaps(ids: number[]): number[] {
  return ids.map((id, index) => (index === 0 ? id : id - (ids[index - 1] ?? 0)));
}

const contentHash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 10);

/** Builds the core file and the body shards for articles given newest first. */
export function buildSearchIndex(
  articles: readonly IndexableArticle[],
  categories: readonly string[],
): SearchIndexFiles {
  const docs: SearchDocRow[] = articles.map((article) => [
    article.id,
    article.slug,
    Math.max(0, categories.indexOf(article.category)),
    article.date,
    article.readMinutes,
    article.title,
    article.excerpt,
    article.tags,
    article.featured ? 1 : 0,
  ]);

  const postings = new Map<string, number[]>();
  articles.forEach((article, row) => {
    const core = new Set(words([article.title, article.excerpt, ...article.tags].join(' ')));
    for (const term of bodyTerms(article.body, core)) {
      const list = postings.get(term) ?? [];
      list.push(row);
      postings.set(term, list);
    }
  });

  // Group by first letter; split a letter that holds too much by its first two.
  const byLetter = new Map<string, string[]>();
  for (const term of [...postings.keys()].sort()) {
    const key = shardKey(term, 1);
    byLetter.set(key, [...(byLetter.get(key) ?? []), term]);
  }
  const groups = new Map<string, string[]>();
  for (const [letter, terms] of byLetter) {
    const size = terms.reduce((total, term) => total + (postings.get(term)?.length ?? 0), 0);
    if (size <= MAX_SHARD_POSTINGS || letter === '_') {
      groups.set(letter, terms);
      continue;
    }
    for (const term of terms) {
      const key = shardKey(term, 2);
      groups.set(key, [...(groups.get(key) ?? []), term]);
    }
  }

  const shards = [...groups].map(([key, terms]) => {
    const index: ShardIndex = {
      v: SEARCH_INDEX_VERSION,
      terms: Object.fromEntries(terms.map((term) => [term, toGaps(postings.get(term) ?? [])])),
    };
    // The name changes with the content, so a core file never meets a shard of another build.
    return { key, file: `${key}.${contentHash(JSON.stringify(index))}.json`, index };
  });

  return {
    core: {
      v: SEARCH_INDEX_VERSION,
      categories: [...categories],
      docs,
      shards: Object.fromEntries(shards.map((shard) => [shard.key, shard.file])),
    },
    shards,
  };
}
