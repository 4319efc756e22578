/** Cover files of the articles; no Node modules, so client components may use it. */

/**
 * Widths of an article's cover (lib/blog/cover-art.ts as WebP, app/covers/[image]), a few KB each:
 * 480 serves desktop cards, 800 phones (412 px at 1.75×) and 1200 the article header.
 */
export const COVER_WIDTHS = [480, 800, 1200] as const;
export type CoverWidth = (typeof COVER_WIDTHS)[number];
/** The cover's `src`: the largest width, for browsers that ignore `srcset`. */
export const LARGEST_COVER_WIDTH: CoverWidth = COVER_WIDTHS[COVER_WIDTHS.length - 1]!;

/** The cover's file name in out/covers/. */
export function articleCoverFile(article: { slug: string }, width: CoverWidth): string {
  return `${article.slug}-${width}.webp`;
}

export function articleCoverPath(article: { slug: string }, width: CoverWidth): string {
  return `/covers/${articleCoverFile(article, width)}`;
}

/** The cover's `srcset`: every width. */
export function articleCoverSrcSet(article: { slug: string }): string {
  return COVER_WIDTHS.map((width) => `${articleCoverPath(article, width)} ${width}w`).join(', ');
}
