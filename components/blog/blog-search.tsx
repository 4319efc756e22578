'use client';

import { type ReactNode, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import {
  type CategorySlug,
  articleCount,
  blogCategories,
  blogText,
  searchResultCount,
} from '@/content/blog-categories';
import type { ArticleSummary } from '@/lib/blog/articles';
import type { BlogSearchEngine } from '@/lib/blog/search-engine';
import type { SearchDocRow } from '@/lib/blog/search-format';
import { readQueryParam, subscribeQueryParam, writeQueryParam } from '@/lib/browser/url-query';
import { ArticleGrid } from './article-grid';

interface BlogSearchProps {
  /** Search one category; the whole blog without it. */
  category?: CategorySlug;
  placeholder: string;
  /** Articles in scope, shown as the count before a search. */
  total: number;
  /** The page's own list, shown while nothing is searched (and to crawlers). */
  children: ReactNode;
}

/** Results shown at first, and added by "Mostrar más resultados". */
const RESULTS_STEP = 12;

let engine: Promise<BlogSearchEngine> | null = null;

/** The engine and its index, fetched on the first search only (never in a page's first load). */
function loadEngine(): Promise<BlogSearchEngine> {
  engine ??= import('@/lib/blog/search-engine').then(({ BlogSearchEngine }) =>
    BlogSearchEngine.load(),
  );
  engine.catch(() => {
    engine = null;
  });
  return engine;
}

function toSummary(row: SearchDocRow): ArticleSummary {
  const [id, slug, categoryIndex, date, readMinutes, title, excerpt, tags, featured] = row;
  const category = blogCategories[categoryIndex] ?? blogCategories[0]!;
  return {
    id,
    slug,
    category: category.slug,
    categoryName: category.name,
    date,
    readTime: `${readMinutes} min`,
    title,
    excerpt,
    tags,
    featured: featured === 1,
    path: `/blog/${category.slug}/${slug}/`,
  };
}

type SearchState =
  | { query: string; status: 'ready'; results: ArticleSummary[] }
  | { query: string; status: 'error' };

/**
 * Search over every article in scope. The query lives in the URL (?q=), so a search can be
 * shared and survives a reload; the exported page holds the unfiltered list.
 */
export function BlogSearch({ category, placeholder, total, children }: BlogSearchProps) {
  const query = useSyncExternalStore(subscribeQueryParam, readQueryParam, () => '');
  const [state, setState] = useState<SearchState | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [shown, setShown] = useState({ query: '', count: RESULTS_STEP });
  const input = useRef<HTMLInputElement>(null);
  const searching = query.trim() !== '';

  useEffect(() => {
    if (!searching) return;
    let current = true;
    loadEngine()
      .then((loaded) => loaded.search(query, category))
      .then(
        (results) => {
          if (current)
            setState({ query, status: 'ready', results: results.map((hit) => toSummary(hit.row)) });
        },
        (error: unknown) => {
          console.warn('[búsqueda] no se pudo buscar', error);
          if (current) setState({ query, status: 'error' });
        },
      );
    return () => {
      current = false;
    };
  }, [query, searching, category, attempt]);

  function clear() {
    writeQueryParam('');
    input.current?.focus();
  }

  // Until the new results arrive, the previous ones stay (no flicker between keystrokes).
  const results = useMemo(() => (state?.status === 'ready' ? state.results : []), [state]);
  const visible = shown.query === query ? shown.count : RESULTS_STEP;
  // The same element while only the query changed: React then skips the cards (a keystroke
  // renders twice, for the query and for its results).
  const grid = useMemo(
    () => (
      <ArticleGrid
        articles={results.slice(0, visible)}
        emptyText={blogText.emptySearch}
        headingLevel="h2"
        prefetch={false}
      />
    ),
    [results, visible],
  );
  let status: string = articleCount(total);
  if (searching) {
    if (!state) status = blogText.searching;
    else if (state.status === 'error') status = blogText.searchFailed;
    else status = searchResultCount(results.length, state.query);
  }

  return (
    <div>
      <form
        role="search"
        onSubmit={(event) => event.preventDefault()}
        className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between"
      >
        <label htmlFor="buscar-articulos" className="sr-only">
          {blogText.searchLabel}
        </label>
        <div className="relative w-full sm:max-w-md">
          <input
            ref={input}
            id="buscar-articulos"
            type="search"
            name="q"
            value={query}
            onChange={(event) => writeQueryParam(event.target.value)}
            placeholder={placeholder}
            autoComplete="off"
            className="min-h-12 w-full rounded-full border border-line bg-surface py-2 pr-12 pl-5 text-base text-ink placeholder:text-ink-muted"
          />
          {query ? (
            <button
              type="button"
              onClick={clear}
              aria-label={blogText.clearSearch}
              className="absolute top-1/2 right-1 inline-flex size-10 -translate-y-1/2 items-center justify-center rounded-full text-xl text-ink-muted hover:bg-brand-50 hover:text-ink dark:hover:bg-white/5"
            >
              <span aria-hidden="true">×</span>
            </button>
          ) : null}
        </div>
        <p
          role="status"
          aria-live="polite"
          className="text-sm font-semibold text-ink-muted"
          data-testid="result-count"
        >
          {status}
        </p>
      </form>

      {!searching ? (
        children
      ) : (
        <section
          aria-label={blogText.resultsFor}
          className="mt-10"
          data-testid="search-results"
          data-query={state?.query ?? ''}
        >
          {state?.status === 'error' ? (
            <button
              type="button"
              onClick={() => setAttempt((count) => count + 1)}
              className="inline-flex min-h-11 items-center rounded-full border border-brand-700 px-5 font-semibold text-brand-800 hover:bg-brand-50 dark:border-brand-300 dark:text-brand-100 dark:hover:bg-white/5"
            >
              {blogText.retrySearch}
            </button>
          ) : state && results.length === 0 ? (
            <div className="rounded-2xl border border-dashed border-line p-10 text-center">
              <p className="text-lg font-semibold text-ink">{blogText.emptySearch}</p>
              <p className="mt-1 text-ink-muted">{blogText.emptySearchHint}</p>
              <button
                type="button"
                onClick={clear}
                className="mt-4 inline-flex min-h-11 items-center rounded-full border border-brand-700 px-5 font-semibold text-brand-800 hover:bg-brand-50 dark:border-brand-300 dark:text-brand-100 dark:hover:bg-white/5"
              >
                {blogText.clearSearch}
              </button>
            </div>
          ) : (
            <>
              {grid}
              {results.length > visible ? (
                <div className="mt-8 text-center">
                  <button
                    type="button"
                    onClick={() => setShown({ query, count: visible + RESULTS_STEP })}
                    className="inline-flex min-h-11 items-center rounded-full border border-brand-700 px-5 font-semibold text-brand-800 hover:bg-brand-50 dark:border-brand-300 dark:text-brand-100 dark:hover:bg-white/5"
                  >
                    {blogText.showMoreResults}
                  </button>
                </div>
              ) : null}
            </>
          )}
        </section>
      )}
    </div>
  );
}
