import Link from 'next/link';
import { blogText, pageOf } from '@/content/blog-categories';
import { pagePath, paginationItems } from '@/lib/blog/pagination';

interface PaginationNavProps {
  basePath: string;
  page: number;
  pageCount: number;
}

const itemClass =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-full px-3 font-semibold';
const linkClass = `${itemClass} border border-line bg-surface text-ink hover:border-brand-500 hover:bg-brand-50 dark:hover:bg-white/5`;
const currentClass = `${itemClass} bg-brand-700 text-white dark:bg-brand-300 dark:text-brand-950`;

/** Numbered pages with previous and next, as links a crawler and a keyboard can follow. */
export function PaginationNav({ basePath, page, pageCount }: PaginationNavProps) {
  if (pageCount <= 1) return null;
  const previous = page > 1 ? pagePath(basePath, page - 1) : null;
  const next = page < pageCount ? pagePath(basePath, page + 1) : null;
  return (
    <nav aria-label={blogText.pagination} className="mt-12">
      <p className="text-center text-sm text-ink-muted">{pageOf(page, pageCount)}</p>
      <ul className="mt-3 flex flex-wrap items-center justify-center gap-2">
        {previous ? (
          <li>
            <Link
              href={previous}
              rel="prev"
              aria-label={blogText.previousPageLabel}
              className={linkClass}
            >
              <span aria-hidden="true">←</span>
              <span className="ml-1 hidden sm:inline">{blogText.previousPage}</span>
            </Link>
          </li>
        ) : null}
        {paginationItems(page, pageCount).map((item) =>
          'gap' in item ? (
            <li key={item.gap} aria-hidden="true" className="px-1 text-ink-muted">
              …
            </li>
          ) : (
            <li key={item.page}>
              <Link
                href={pagePath(basePath, item.page)}
                aria-label={`${blogText.page} ${item.page}`}
                aria-current={item.page === page ? 'page' : undefined}
                className={item.page === page ? currentClass : linkClass}
              >
                {item.page}
              </Link>
            </li>
          ),
        )}
        {next ? (
          <li>
            <Link href={next} rel="next" aria-label={blogText.nextPageLabel} className={linkClass}>
              <span className="mr-1 hidden sm:inline">{blogText.nextPage}</span>
              <span aria-hidden="true">→</span>
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
