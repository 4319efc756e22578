'use client';

import { useId } from 'react';
import { articleMailText as text } from '@/content/article-mail';
import type { ArticleHeadline } from '@/lib/blog/articles';
import { formatLongDateEs } from '@/lib/format/dates';

/**
 * The published articles, newest first, as a group of radio buttons (arrow keys move between
 * them): each with its day and whether it was mailed. The title names the choice; the rest
 * describes it.
 */
export function ArticleMailList({
  articles,
  selected,
  onSelect,
  mailedLine,
}: {
  articles: readonly ArticleHeadline[];
  selected: string | undefined;
  onSelect: (slug: string) => void;
  /** Whether an article was mailed, in words; null while that is unknown. */
  mailedLine: (slug: string) => { text: string; mailed: boolean } | null;
}) {
  const id = useId();
  return (
    <fieldset className="min-w-0">
      <legend className="text-sm font-semibold text-ink">{text.listLabel}</legend>
      <ul className="mt-2 max-h-[28rem] space-y-2 overflow-y-auto rounded-xl border border-line p-2 lg:max-h-[46rem]">
        {articles.map((article, index) => {
          const line = mailedLine(article.slug);
          return (
            <li key={article.slug}>
              <label className="flex cursor-pointer gap-3 rounded-xl border border-line p-3 has-checked:border-accent-600 has-checked:bg-accent-50 has-focus-visible:outline-2 has-focus-visible:outline-accent-600 dark:has-checked:bg-accent-900/30">
                <input
                  type="radio"
                  name={`${id}-articulo`}
                  value={article.slug}
                  checked={article.slug === selected}
                  onChange={() => onSelect(article.slug)}
                  aria-labelledby={`${id}-${index}-title`}
                  aria-describedby={`${id}-${index}-details`}
                  className="mt-1 size-4 shrink-0 accent-accent-600"
                />
                <span className="min-w-0">
                  <span id={`${id}-${index}-title`} className="block font-semibold text-ink">
                    {article.title}
                  </span>
                  <span id={`${id}-${index}-details`} className="block text-sm text-ink-muted">
                    <span className="block">{text.published(formatLongDateEs(article.date))}</span>
                    {line ? (
                      <span
                        className={
                          line.mailed
                            ? 'block font-semibold text-brand-800 dark:text-brand-200'
                            : 'block'
                        }
                      >
                        {line.text}
                      </span>
                    ) : null}
                  </span>
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
