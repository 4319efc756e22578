import MiniSearch from 'minisearch';
import SearchableMap from 'minisearch/SearchableMap';
import { isSearchTerm, queryTerms, splitWords } from '@/lib/blog/search';
import {
  type FoldedFields,
  type SubstringMatch,
  foldFields,
  foldForSubstring,
  substringMatch,
  substringRank,
} from '@/lib/blog/search-floor';
import {
  CORE_INDEX_FILE,
  type CoreIndex,
  SEARCH_INDEX_DIR,
  SEARCH_INDEX_VERSION,
  type SearchDocRow,
  type ShardIndex,
} from '@/lib/blog/search-format';

/**
 * The blog search in the browser, loaded with import() when a visitor starts a search. Two
 * searches, one list (docs/decisions.md, "smaller departures"):
 *
 * - the specification's: the whole query inside the title, the excerpt or a tag, case and accents
 *   aside (lib/blog/search-floor.ts), listed first;
 * - the word search: MiniSearch indexes titles, excerpts and tags of the core file and matches
 *   them by prefix; body words come from the shards of lib/blog/search-index.ts (held in
 *   MiniSearch's radix tree), fetched for the words typed. Every word must match somewhere.
 *
 * Both read the core file the browser already holds: the floor ships no data of its own.
 */

export interface SearchResult {
  row: SearchDocRow;
  /** Where the specification's rule found the whole query; null when only the words matched. */
  substring: SubstringMatch | null;
  /** Query words found in the title. */
  titleWords: number;
  /** MiniSearch's score, summed over the query words the article matches. */
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

interface WordHit {
  score: number;
  inTitle: boolean;
}

/** The specification's matches by where the query was found (0–5), then the word matches. */
const groupRank = (result: SearchResult) =>
  result.substring ? substringRank(result.substring) : 6;

interface CoreDocument {
  id: number;
  title: string;
  excerpt: string;
  tags: string;
}

export class BlogSearchEngine {
  private readonly mini: MiniSearch<CoreDocument>;
  private readonly folded: FoldedFields[];
  private readonly shards = new Map<string, Promise<SearchableMap<number[]>>>();

  constructor(
    readonly core: CoreIndex,
    private readonly fetchJson: FetchJson = defaultFetchJson,
  ) {
    if (core.v !== SEARCH_INDEX_VERSION) throw new Error('Índice de búsqueda de otra versión');
    // Folded once: the substring rule reads these, and MiniSearch indexes the same text.
    this.folded = core.docs.map((row) => foldFields(row[5], row[6], row[7]));
    this.mini = new MiniSearch<CoreDocument>({
      fields: ['title', 'excerpt', 'tags'],
      tokenize: (text) => splitWords(text),
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
      this.folded.map((fields, id) => ({ ...fields, id, tags: fields.tags.join(' ') })),
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

  /** Each query word's hits: article row → MiniSearch's score and whether the title matched. */
  private async wordHits(terms: string[]): Promise<Map<number, WordHit>[]> {
    return Promise.all(
      terms.map(async (term) => {
        const hits = new Map<number, WordHit>();
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
  }

  /**
   * The specification's matches first (the whole query in a title, then a tag, then an excerpt;
   * a word's start before its inside), then the articles matching every word of the query; in
   * each group more query words in the title first, then the MiniSearch score (body-only words
   * count a little), then the newest. No article twice.
   */
  async search(query: string, category?: string): Promise<SearchResult[]> {
    const needle = foldForSubstring(query);
    if (!needle) return [];
    const categoryIndex = category === undefined ? -1 : this.core.categories.indexOf(category);
    const inScope = (row: number) => {
      const doc = this.core.docs[row];
      return doc && (categoryIndex < 0 || doc[2] === categoryIndex) ? doc : undefined;
    };
    const perWord = await this.wordHits(queryTerms(query));
    const scored = (row: number, doc: SearchDocRow, substring: SubstringMatch | null) => {
      let score = 0;
      let titleWords = 0;
      for (const hits of perWord) {
        const hit = hits.get(row);
        score += hit?.score ?? 0;
        if (hit?.inTitle) titleWords += 1;
      }
      return { row: doc, substring, titleWords, score };
    };

    const results: SearchResult[] = [];
    const found = new Set<number>();
    this.folded.forEach((fields, row) => {
      const doc = inScope(row);
      const match = doc && substringMatch(fields, needle);
      if (!doc || !match) return;
      found.add(row);
      results.push(scored(row, doc, match));
    });

    // The word search: start from the rarest word, keep the rows every other word has too.
    const [rarest, ...rest] = [...perWord].sort((a, b) => a.size - b.size);
    for (const row of rarest?.keys() ?? []) {
      const doc = inScope(row);
      if (!doc || found.has(row) || !rest.every((hits) => hits.has(row))) continue;
      results.push(scored(row, doc, null));
    }

    return results.sort(
      (a, b) =>
        groupRank(a) - groupRank(b) ||
        b.titleWords - a.titleWords ||
        b.score - a.score ||
        b.row[3].localeCompare(a.row[3]) ||
        b.row[0] - a.row[0],
    );
  }
}
