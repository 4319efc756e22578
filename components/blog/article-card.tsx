import Link from 'next/link';
import { blogText } from '@/content/blog-categories';
import type { ArticleSummary } from '@/lib/blog/articles';
import { LARGEST_COVER_WIDTH, articleCoverPath, articleCoverSrcSet } from '@/lib/blog/covers';
import { formatLongDateEs } from '@/lib/format/dates';
import { ArticleCover } from './article-cover';

interface ArticleCardProps {
  article: ArticleSummary;
  headingLevel?: 'h2' | 'h3';
  /** Cards on the first screen fetch their cover at once. */
  priority?: boolean;
  /**
   * Wide: the cover beside the text from tablets up (a featured or lone article); wide-md: only
   * at two columns (md to lg), a last card spanning the row there.
   */
  layout?: 'stacked' | 'wide' | 'wide-md';
  /** Search results change with every keystroke: they do not prefetch their articles. */
  prefetch?: boolean;
}

/** The cover's width in a grid of up to three columns (max-w-6xl, 1.5rem gaps). */
const GRID_SIZES =
  '(min-width: 64rem) 22rem, (min-width: 48rem) calc(50vw - 2.5rem), calc(100vw - 2rem)';
const WIDE_SIZES = '(min-width: 48rem) 34rem, calc(100vw - 2rem)';
const WIDE_MD_SIZES = '(min-width: 64rem) 22rem, (min-width: 48rem) 34rem, calc(100vw - 2rem)';

/** Classes of each layout: the card, its cover, its text block, its heading. */
const LAYOUTS = {
  stacked: { card: '', cover: '', body: '', heading: 'text-lg', sizes: GRID_SIZES },
  wide: {
    card: 'md:flex-row',
    cover: 'md:aspect-auto md:min-h-64 md:w-1/2',
    body: 'md:p-8',
    heading: 'text-xl md:text-2xl',
    sizes: WIDE_SIZES,
  },
  'wide-md': {
    card: 'md:flex-row lg:flex-col',
    cover: 'md:aspect-auto md:min-h-64 md:w-1/2 lg:aspect-[1200/630] lg:min-h-0 lg:w-auto',
    body: 'md:p-8 lg:p-6',
    heading: 'text-lg md:text-2xl lg:text-lg',
    sizes: WIDE_MD_SIZES,
  },
} as const;

/** Date and read time; each part stays on one line, the dot with the read time. */
export function ArticleMeta({ date, readTime }: { date: string; readTime: string }) {
  return (
    <>
      <time dateTime={date} className="whitespace-nowrap">
        {formatLongDateEs(date)}
      </time>
      {/* The dot travels with the read time: a wrap never leaves it ending a line. */}
      <span className="whitespace-nowrap">
        <span aria-hidden="true">·</span>{' '}
        <span>
          {readTime} {blogText.readTime}
        </span>
      </span>
    </>
  );
}

export function ArticleCard({
  article,
  headingLevel: Heading = 'h2',
  priority = false,
  layout = 'stacked',
  prefetch,
}: ArticleCardProps) {
  const look = LAYOUTS[layout];
  return (
    <article
      className={`flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-surface shadow-sm ${look.card}`}
    >
      <ArticleCover
        src={articleCoverPath(article, LARGEST_COVER_WIDTH)}
        srcSet={articleCoverSrcSet(article)}
        sizes={look.sizes}
        priority={priority}
        className={`aspect-[1200/630] shrink-0 ${look.cover}`}
      />
      <div className={`flex flex-1 flex-col p-6 ${look.body}`}>
        <p className="text-xs font-bold tracking-wide text-brand-700 uppercase dark:text-brand-300">
          {article.categoryName}
        </p>
        <Heading className={`mt-2 leading-snug font-bold text-ink ${look.heading}`}>
          {article.title}
        </Heading>
        <p className="mt-2 flex-1 text-sm leading-relaxed text-ink-muted">{article.excerpt}</p>
        <p className="mt-4 flex flex-wrap gap-x-2 text-sm text-ink-muted">
          <ArticleMeta date={article.date} readTime={article.readTime} />
        </p>
        <Link
          href={article.path}
          prefetch={prefetch === false ? false : undefined}
          aria-label={`${blogText.read}: ${article.title}`}
          className="mt-4 inline-flex min-h-11 w-fit items-center gap-1 font-semibold text-accent-700 hover:underline dark:text-accent-300"
        >
          {blogText.read}
          <span aria-hidden="true">→</span>
        </Link>
      </div>
    </article>
  );
}
