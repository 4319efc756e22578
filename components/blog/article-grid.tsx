import type { ArticleSummary } from '@/lib/blog/articles';
import { ArticleCard } from './article-card';

interface ArticleGridProps {
  articles: ArticleSummary[];
  emptyText: string;
  headingLevel?: 'h2' | 'h3';
  /** The grid starts on the first screen: its first cover is fetched at once. */
  firstScreen?: boolean;
  /** Whether the cards' links prefetch their articles (not for search results). */
  prefetch?: boolean;
}

/**
 * Columns that suit the count, so a short list still looks complete: one article is a wide card,
 * two and four sit in two columns, three and more in up to three.
 */
export function gridColumns(count: number): string {
  if (count <= 1) return 'grid-cols-1';
  if (count === 2 || count === 4) return 'grid-cols-1 md:grid-cols-2';
  return 'grid-cols-1 md:grid-cols-2 lg:grid-cols-3';
}

/** Article cards, or the empty state. */
export function ArticleGrid({
  articles,
  emptyText,
  headingLevel,
  firstScreen,
  prefetch,
}: ArticleGridProps) {
  if (!articles.length) {
    return (
      <p className="rounded-2xl border border-dashed border-line p-10 text-center text-ink-muted">
        {emptyText}
      </p>
    );
  }
  const layout = articles.length === 1 ? 'wide' : 'stacked';
  return (
    <ul className={`grid gap-6 ${gridColumns(articles.length)}`} data-testid="article-grid">
      {articles.map((article, index) => (
        <li key={article.id}>
          <ArticleCard
            article={article}
            headingLevel={headingLevel}
            layout={layout}
            priority={firstScreen && index === 0}
            prefetch={prefetch}
          />
        </li>
      ))}
    </ul>
  );
}
