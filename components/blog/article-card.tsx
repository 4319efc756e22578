import Link from 'next/link';
import { blogText } from '@/content/blog-categories';
import type { ArticleSummary } from '@/lib/blog';
import { formatLongDateEs } from '@/lib/dates';

interface ArticleCardProps {
  article: ArticleSummary;
  headingLevel?: 'h2' | 'h3';
}

export function ArticleCard({ article, headingLevel: Heading = 'h2' }: ArticleCardProps) {
  return (
    <article className="flex h-full flex-col rounded-2xl border border-line bg-surface p-6 shadow-sm">
      <p className="text-xs font-bold tracking-wide text-brand-700 uppercase dark:text-brand-300">
        {article.categoryName}
      </p>
      <Heading className="mt-2 text-lg leading-snug font-bold text-ink">{article.title}</Heading>
      <p className="mt-2 flex-1 text-sm leading-relaxed text-ink-muted">{article.excerpt}</p>
      <p className="mt-4 flex flex-wrap gap-x-3 text-sm text-ink-muted">
        <time dateTime={article.date}>{formatLongDateEs(article.date)}</time>
        <span aria-hidden="true">·</span>
        <span>
          {article.readTime} {blogText.readTime}
        </span>
      </p>
      <Link
        href={article.path}
        aria-label={`${blogText.read}: ${article.title}`}
        className="mt-4 inline-flex min-h-11 w-fit items-center gap-1 font-semibold text-accent-700 hover:underline dark:text-accent-300"
      >
        {blogText.read}
        <span aria-hidden="true">→</span>
      </Link>
    </article>
  );
}
