import MiniSearch from 'minisearch';
import SearchableMap from 'minisearch/SearchableMap';
import { isSearchTerm, queryTerms, words } from '@/lib/blog/search';
import {
  CORE_INDEX_FILE,
  type CoreIndex,
  SEARCH_INDEX_DIR,
  SEARCH_INDEX_VERSION,
  type SearchDocRow,
  type ShardIndex,
} from '@/lib/blog/search-format';

/**
 * The blog search in the browser, loaded with import() when a visitor starts a search. MiniSearch
 * indexes titles, excerpts and tags of the core file and matches them by prefix; body words come
 * from the shards of lib/blog/search-index.ts (held in MiniSearch's radix tree), fetched for the
 * words typed. Every word must match somewhere; title matches rank first.
 */

export interface SearchResult {
  row: SearchDocRow;
  /** Query words found in the title. */
  titleWords: number;
  score: number;
}

export type FetchJson = (url: string) => Promise<unknown>;

const defaultFetchJson: FetchJson = async (url) => {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.json();
};

/** A body word found only in the body weighs less than a title, excerpt or tag match. */
const BODY_SCORE = 0.5;

interface CoreDocument {
  id: number;
  title: string;
  excerpt: string;
  tags: string;
}

export class BlogSearchEngine {
  private readonly mini: MiniSearch<CoreDocument>;
  private readonly shards = new Map<string, Promise<SearchableMap<number[]>>>();

  constructor(
    readonly core: CoreIndex,
    private readonly fetchJson: FetchJson = defaultFetchJson,
  ) {
    if (core.v !== SEARCH_INDEX_VERSION) throw new Error('Índice de búsqueda de otra versión');
    this.mini = new MiniSearch<CoreDocument>({
      fields: ['title', 'excerpt', 'tags'],
      tokenize: (text) => words(text),
      processTerm: (term) => (isSearchTerm(term) ? term : null),
      searchOptions: {
        prefix: true,
        boost: { title: 3, tags: 2 },
        // The query's own words are already filtered by queryTerms().
        processTerm: (term) => term,
        tokenize: (text) => [text],
      },
    });
    this.mini.addAll(
      core.docs.map((row, id) => ({ id, title: row[5], excerpt: row[6], tags: row[7].join(' ') })),
    );
  }

  static async load(fetchJson: FetchJson = defaultFetchJson): Promise<BlogSearchEngine> {
    const core = (await fetchJson(`${SEARCH_INDEX_DIR}${CORE_INDEX_FILE}`)) as CoreIndex;
    return new BlogSearchEngine(core, fetchJson);
  }

  /** The shard file that holds a word's body entries, if any. */
  shardFor(word: string): string | undefined {
    const { shards } = this.core;
    return shards[word.slice(0, 2)] ?? shards[word.slice(0, 1)] ?? shards._;
  }

  private shard(file: string): Promise<SearchableMap<number[]>> {
    let loading = this.shards.get(file);
    if (!loading) {
      loading = this.fetchJson(`${SEARCH_INDEX_DIR}${file}`).then((data) => {
        const map = new SearchableMap<number[]>();
        for (const [term, gaps] of Object.entries((data as ShardIndex).terms)) {
          let row = 0;
          map.set(
            term,
            gaps.map((gap) => (row += gap)),
          );
        }
        return map;
      });
      // A failed fetch is retried on the next search instead of failing forever.
      loading.catch(() => this.shards.delete(file));
      this.shards.set(file, loading);
    }
    return loading;
  }

  /** Rows whose body has a word starting with `word`. */
  private async bodyRows(word: string): Promise<Set<number>> {
    const rows = new Set<number>();
    const file = word.length >= 2 ? this.shardFor(word) : undefined;
    if (!file) return rows;
    const map = await this.shard(file);
    for (const [, list] of map.atPrefix(word)) for (const row of list) rows.add(row);
    return rows;
  }

  /**
   * Articles matching every word of the query, best first: more query words in the title, then
   * the MiniSearch score (body-only words count a little), then the newest.
   */
  async search(query: string, category?: string): Promise<SearchResult[]> {
    const terms = queryTerms(query);
    if (!terms.length) return [];
    const categoryIndex = category === undefined ? -1 : this.core.categories.indexOf(category);
    const perWord = await Promise.all(
      terms.map(async (term) => {
        const hits = new Map<number, { score: number; inTitle: boolean }>();
        for (const result of this.mini.search(term)) {
          const inTitle = Object.values(result.match).some((fields) => fields.includes('title'));
          hits.set(result.id as number, { score: result.score, inTitle });
        }
        for (const row of await this.bodyRows(term)) {
          if (!hits.has(row)) hits.set(row, { score: BODY_SCORE, inTitle: false });
        }
        return hits;
      }),
    );
    const [first, ...rest] = perWord.sort((a, b) => a.size - b.size);
    if (!first) return [];
    const results: SearchResult[] = [];
    for (const [row, hit] of first) {
      const doc = this.core.docs[row];
      if (!doc || (categoryIndex >= 0 && doc[2] !== categoryIndex)) continue;
      let score = hit.score;
      let titleWords = hit.inTitle ? 1 : 0;
      let all = true;
      for (const hits of rest) {
        const other = hits.get(row);
        if (!other) {
          all = false;
          break;
        }
        score += other.score;
        if (other.inTitle) titleWords += 1;
      }
      if (all) results.push({ row: doc, titleWords, score });
    }
    return results.sort(
      (a, b) =>
        b.titleWords - a.titleWords ||
        b.score - a.score ||
        b.row[3].localeCompare(a.row[3]) ||
        b.row[0] - a.row[0],
    );
  }
}
