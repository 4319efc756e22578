// The blog search's cost as the blog grows: generated articles (testing/generate-articles.ts) at
// several counts, the index the build would write, and queries timed in Node on the engine the
// browser runs. Writes bench/results/search-scale.md.
//   tsx bench/search-scale.ts [count…]        (default 100 400 1600)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import matter from 'gray-matter';
import { blogCategories } from '../content/blog-categories';
import { BlogSearchEngine } from '../lib/blog/search-engine';
import {
  type FoldedFields,
  foldFields,
  foldForSubstring,
  substringMatch,
} from '../lib/blog/search-floor';
import {
  CORE_INDEX_FILE,
  type IndexableArticle,
  SEARCH_INDEX_DIR,
  type SearchIndexFiles,
  buildSearchIndex,
} from '../lib/blog/search-index';
import { generateArticles } from '../testing/generate-articles';

/** Fragments from inside words, a folded accent, two words, a word in every article, one letter. */
export const SCALE_QUERIES = ['ashboard', 'nventari', 'analisis', 'ventas excel', 'pymes', 'a'];

/**
 * The real articles plus `count` generated ones, newest first. Read with gray-matter, not the
 * blog's schema: the schema renders each article (about 25 s for 1,600), which the index never
 * needs.
 */
export function scaleArticles(count: number): IndexableArticle[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hanzo-search-scale-'));
  try {
    generateArticles({ out: dir, count });
    return fs
      .readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.md'))
      .map((name) => matter(fs.readFileSync(path.join(dir, name), 'utf8')))
      .filter(({ data }) => !data.draft)
      .map(({ data, content }) => ({
        id: Number(data.id),
        slug: String(data.slug),
        category: String(data.category),
        date: data.date instanceof Date ? data.date.toISOString().slice(0, 10) : String(data.date),
        readMinutes: Math.max(1, Math.round(content.split(/\s+/).length / 200)),
        title: String(data.title),
        excerpt: String(data.excerpt),
        tags: (data.tags as unknown[]).map(String),
        featured: Boolean(data.featured),
        body: content,
      }))
      .sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The built files served from memory, as fresh JSON each time, the way a fetch would give them. */
export function engineLoader(files: SearchIndexFiles) {
  const served = new Map<string, string>([
    [`${SEARCH_INDEX_DIR}${CORE_INDEX_FILE}`, JSON.stringify(files.core)],
    ...files.shards.map(
      (shard) => [`${SEARCH_INDEX_DIR}${shard.file}`, JSON.stringify(shard.index)] as const,
    ),
  ]);
  return () =>
    BlogSearchEngine.load(async (url) => {
      const text = served.get(url);
      if (text === undefined) throw new Error(`404 ${url}`);
      return JSON.parse(text) as unknown;
    });
}

/**
 * The fastest of repeated runs: on a machine shared with other builds the slower ones measure
 * the others' turns on the CPU.
 */
const fastest = (values: number[]) => Math.min(...values);

/** Milliseconds since `since`. */
const since = (start: number) => performance.now() - start;

function time<T>(run: () => T): [T, number] {
  const start = performance.now();
  const value = run();
  return [value, since(start)];
}

export interface ScaleRow {
  articles: number;
  coreGzipBytes: number;
  /** Parse of the core file's JSON, MiniSearch's index and the folded fields. */
  loadMs: number;
  /** Of which folding titles, excerpts and tags for the substring rule. */
  foldMs: number;
  queries: {
    query: string;
    results: number;
    substringMatches: number;
    /** The first search of the query, shards parsed included. */
    firstMs: number;
    /** The fastest of repeated searches, shards already loaded. */
    searchMs: number;
    substringScanMs: number;
  }[];
}

export async function measure(count: number, repeats = 31): Promise<ScaleRow> {
  const articles = scaleArticles(count);
  const files = buildSearchIndex(
    articles,
    blogCategories.map((category) => category.slug),
  );
  const load = engineLoader(files);
  const loadTimes: number[] = [];
  const foldTimes: number[] = [];
  let folded: FoldedFields[] = [];
  // The fastest of 5, after a first load that warms the JIT.
  for (let round = 0; round < 6; round += 1) {
    const start = performance.now();
    const engine = await load();
    const loadMs = since(start);
    const [fields, foldMs] = time(() =>
      engine.core.docs.map((row) => foldFields(row[5], row[6], row[7])),
    );
    folded = fields;
    if (round === 0) continue;
    loadTimes.push(loadMs);
    foldTimes.push(foldMs);
  }

  const queries: ScaleRow['queries'] = [];
  for (const query of SCALE_QUERIES) {
    const fresh = await load();
    const first = performance.now();
    const results = await fresh.search(query);
    const firstMs = since(first);
    const searchTimes: number[] = [];
    const scanTimes: number[] = [];
    const needle = foldForSubstring(query);
    for (let round = 0; round < repeats; round += 1) {
      const begin = performance.now();
      await fresh.search(query);
      searchTimes.push(since(begin));
      scanTimes.push(time(() => folded.filter((fields) => substringMatch(fields, needle)))[1]);
    }
    queries.push({
      query,
      results: results.length,
      substringMatches: results.filter((hit) => hit.substring).length,
      firstMs,
      searchMs: fastest(searchTimes),
      substringScanMs: fastest(scanTimes),
    });
  }
  return {
    articles: articles.length,
    coreGzipBytes: gzipSync(JSON.stringify(files.core)).length,
    loadMs: fastest(loadTimes),
    foldMs: fastest(foldTimes),
    queries,
  };
}

const ms = (value: number) => value.toFixed(value < 10 ? 2 : 1);

export function renderReport(rows: ScaleRow[], header: string): string {
  const lines = [
    '# Blog search at scale',
    '',
    header,
    '',
    '| articles | core file gzip | engine load ms | of which folding ms |',
    '| --- | --- | --- | --- |',
    ...rows.map(
      (row) =>
        `| ${row.articles} | ${(row.coreGzipBytes / 1000).toFixed(1)} KB | ${ms(row.loadMs)} | ${ms(row.foldMs)} |`,
    ),
    '',
    'Per query: results (of which the substring rule’s), first search ms (its shards parsed), then',
    'the fastest of 31 repeated searches ms and, of that, the substring scan ms.',
    '',
    `| query | ${rows.map((row) => `${row.articles} articles`).join(' | ')} |`,
    `| --- | ${rows.map(() => '---').join(' | ')} |`,
    ...SCALE_QUERIES.map((query, index) => {
      const cells = rows.map((row) => {
        const q = row.queries[index]!;
        return `${q.results} (${q.substringMatches}): ${ms(q.firstMs)} → ${ms(q.searchMs)}, scan ${ms(q.substringScanMs)}`;
      });
      return `| “${query}” | ${cells.join(' | ')} |`;
    }),
    '',
  ];
  return lines.join('\n');
}

async function main(args: string[]) {
  const counts = args.length ? args.map(Number) : [100, 400, 1600];
  const rows: ScaleRow[] = [];
  for (const count of counts) {
    rows.push(await measure(count));
    console.log(`${count} generated articles measured`);
  }
  const date = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const load = os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
  const header =
    `${date} UTC, ${os.cpus().length} CPUs (${os.cpus()[0]?.model.trim()}), load ${load}, Node ` +
    `${process.version}. Generated articles added to the real ones. Times are the fastest of ` +
    'repeated runs, in Node, not a browser, without CPU slowdown: compare the counts with each ' +
    'other, not with a phone.';
  const report = renderReport(rows, header);
  const file = path.join(__dirname, 'results', 'search-scale.md');
  fs.writeFileSync(file, report);
  console.log(report);
}

if (require.main === module) void main(process.argv.slice(2));
