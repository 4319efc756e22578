/** The search index files' format, shared by the builder (Node) and the engine (browser). */

export const SEARCH_INDEX_VERSION = 1;
/** Where the index files are served: /busqueda/{file}. */
export const SEARCH_INDEX_DIR = '/busqueda/';
export const CORE_INDEX_FILE = 'blog.json';

/** A letter whose shard would hold more word–article pairs than this is split by two letters. */
export const MAX_SHARD_POSTINGS = 6000;

/** [id, slug, category index, ISO date, read minutes, title, excerpt, tags, featured (0/1)] */
export type SearchDocRow = [
  number,
  string,
  number,
  string,
  number,
  string,
  string,
  string[],
  0 | 1,
];

export interface CoreIndex {
  v: typeof SEARCH_INDEX_VERSION;
  /** Category slugs; rows give an index into this list. */
  categories: string[];
  docs: SearchDocRow[];
  /** Word prefix (one or two letters) → shard file name in SEARCH_INDEX_DIR. */
  shards: Record<string, string>;
}

/** Word → the rows (indexes into `docs`) whose body uses it, ascending, as gaps: [3, 1, 4] = 3, 4, 8. */
export interface ShardIndex {
  v: typeof SEARCH_INDEX_VERSION;
  terms: Record<string, number[]>;
}
