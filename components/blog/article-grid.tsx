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
 * two and four (and other counts that three columns would leave one card under) sit in two
 * columns, the others in up to three.
 */
export function gridColumns(count: number): string {
  if (count <= 1) return 'grid-cols-1';
  if (count === 2 || (count % 3 === 1 && count % 2 === 0)) return 'grid-cols-1 md:grid-cols-2';
  return 'grid-cols-1 md:grid-cols-2 lg:grid-cols-3';
}

/**
 * How the last card avoids standing alone on its row: `wide` spans the row with its cover beside
 * the text at two and three columns (7, 13… cards), `wide-md` only at two columns (3, 5, 9…).
 */
export function lastCardLayout(count: number): 'stacked' | 'wide' | 'wide-md' {
  if (count <= 1 || count % 2 === 0) return 'stacked';
  return count % 3 === 1 ? 'wide' : 'wide-md';
}

const LAST_CARD_SPAN = {
  stacked: '',
  wide: 'md:col-span-2 lg:col-span-3',
  'wide-md': 'md:col-span-2 lg:col-span-1',
} as const;

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
  const count = articles.length;
  const last = lastCardLayout(count);
  return (
    <ul className={`grid gap-6 ${gridColumns(count)}`} data-testid="article-grid">
      {articles.map((article, index) => (
        <li key={article.id} className={index === count - 1 ? LAST_CARD_SPAN[last] : undefined}>
          <ArticleCard
            article={article}
            headingLevel={headingLevel}
            layout={count === 1 ? 'wide' : index === count - 1 ? last : 'stacked'}
            priority={firstScreen && index === 0}
            prefetch={prefetch}
          />
        </li>
      ))}
    </ul>
  );
}
