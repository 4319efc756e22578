import type { ArticleSummary } from '@/lib/blog';
import { ArticleCard } from './article-card';

interface ArticleGridProps {
  articles: ArticleSummary[];
  emptyText: string;
  headingLevel?: 'h2' | 'h3';
}

/** Article cards, 1, 2 or 3 columns, or the empty state. */
export function ArticleGrid({ articles, emptyText, headingLevel }: ArticleGridProps) {
  if (!articles.length) {
    return (
      <p className="rounded-2xl border border-dashed border-line p-10 text-center text-ink-muted">
        {emptyText}
      </p>
    );
  }
  return (
    <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3" data-testid="article-grid">
      {articles.map((article) => (
        <li key={article.id}>
          <ArticleCard article={article} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
