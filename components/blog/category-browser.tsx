'use client';

import { useSyncExternalStore } from 'react';
import { type BlogCategory, articleCount, blogText } from '@/content/blog-categories';
import type { ArticleSummary } from '@/lib/blog';
import { searchArticles } from '@/lib/blog-search';
import { readQueryParam, subscribeQueryParam, writeQueryParam } from '@/lib/url-query';
import { ArticleCard } from './article-card';
import { ArticleGrid } from './article-grid';

interface CategoryBrowserProps {
  category: Pick<BlogCategory, 'searchPlaceholder' | 'moreTitle'>;
  articles: ArticleSummary[];
}

/**
 * Live search over one category. The query lives in the URL (?q=), so a search can be shared;
 * the build renders the unfiltered list, which is what crawlers and visitors without JavaScript see.
 */
export function CategoryBrowser({ category, articles }: CategoryBrowserProps) {
  const query = useSyncExternalStore(subscribeQueryParam, readQueryParam, () => '');
  const results = searchArticles(articles, query);
  const featured = results.find((article) => article.featured);
  const more = results.filter((article) => article !== featured);

  return (
    <div>
      <div
        role="search"
        className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between"
      >
        <label htmlFor="buscar-articulos" className="sr-only">
          {blogText.searchLabel}
        </label>
        <input
          id="buscar-articulos"
          type="search"
          value={query}
          onChange={(event) => writeQueryParam(event.target.value)}
          placeholder={category.searchPlaceholder}
          autoComplete="off"
          className="min-h-12 w-full rounded-full border border-line bg-surface px-5 text-base text-ink placeholder:text-ink-muted sm:max-w-md"
        />
        <p
          role="status"
          aria-live="polite"
          className="text-sm font-semibold text-ink-muted"
          data-testid="result-count"
        >
          {articleCount(results.length)}
        </p>
      </div>

      {results.length === 0 ? (
        <div className="mt-10 rounded-2xl border border-dashed border-line p-10 text-center">
          <p className="text-lg font-semibold text-ink">{blogText.emptySearch}</p>
          <p className="mt-1 text-ink-muted">{blogText.emptySearchHint}</p>
          <button
            type="button"
            onClick={() => writeQueryParam('')}
            className="mt-4 inline-flex min-h-11 items-center rounded-full border border-brand-700 px-5 font-semibold text-brand-800 hover:bg-brand-50 dark:border-brand-300 dark:text-brand-100 dark:hover:bg-white/5"
          >
            {blogText.clearSearch}
          </button>
        </div>
      ) : null}

      {featured ? (
        <section aria-labelledby="destacado" className="mt-10">
          <h2
            id="destacado"
            className="text-sm font-bold tracking-[0.2em] text-heading-accent uppercase"
          >
            {blogText.featured}
          </h2>
          <div className="mt-4 max-w-3xl">
            <ArticleCard article={featured} headingLevel="h3" />
          </div>
        </section>
      ) : null}

      {more.length ? (
        <section aria-labelledby="mas-articulos" className="mt-12">
          <h2 id="mas-articulos" className="text-2xl font-extrabold tracking-tight">
            {category.moreTitle}{' '}
            <span className="text-base font-semibold text-ink-muted">
              ({articleCount(more.length)})
            </span>
          </h2>
          <div className="mt-6">
            <ArticleGrid articles={more} emptyText={blogText.emptySearch} headingLevel="h3" />
          </div>
        </section>
      ) : null}
    </div>
  );
}
