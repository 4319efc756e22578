import Link from 'next/link';
import type { ArticleSummary } from '@/lib/blog';
import { formatLongDateEs } from '@/lib/dates';

export function ArticleList({ articles }: { articles: ArticleSummary[] }) {
  return (
    <ul className="mx-auto grid max-w-6xl gap-6 px-4 pb-20 sm:px-6 md:grid-cols-2 lg:grid-cols-3">
      {articles.map((article) => (
        <li
          key={article.id}
          className="flex flex-col rounded-2xl border border-line bg-surface p-6"
        >
          <p className="text-xs font-bold tracking-wide text-brand-700 uppercase dark:text-brand-300">
            {article.categoryName}
          </p>
          <h2 className="mt-2 text-lg font-bold">{article.title}</h2>
          <p className="mt-2 flex-1 text-sm leading-relaxed text-ink-muted">{article.excerpt}</p>
          <p className="mt-4 text-sm text-ink-muted">
            <time dateTime={article.date}>{formatLongDateEs(article.date)}</time>
          </p>
          <Link
            href={article.path}
            className="mt-3 text-sm font-semibold text-accent-700 hover:underline dark:text-accent-300"
          >
            Leer<span className="sr-only">: {article.title}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
