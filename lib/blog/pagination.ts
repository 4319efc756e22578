/** Pagination of the blog's lists: /blog/, /blog/{category}/ and /blog/etiquetas/{tag}/. */

/** Articles per list page: four rows of three cards on a desktop. */
export const ARTICLES_PER_PAGE = 12;

/** The path segment before a page number: /blog/pagina/2/. */
export const PAGE_SEGMENT = 'pagina';

export function pageCount(total: number, perPage = ARTICLES_PER_PAGE): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/** The items on page `page` (1-based). */
export function pageSlice<T>(items: readonly T[], page: number, perPage = ARTICLES_PER_PAGE): T[] {
  return items.slice((page - 1) * perPage, page * perPage);
}

/** Page 1 is the list itself; page N lives at {basePath}pagina/N/. */
export function pagePath(basePath: string, page: number): string {
  return page <= 1 ? basePath : `${basePath}${PAGE_SEGMENT}/${page}/`;
}

/**
 * A page number from a URL segment: only the canonical spelling of 2 or more ("2", not "02"
 * or "1", which is the list itself), so every page has exactly one address.
 */
export function parsePageNumber(segment: string | undefined): number | null {
  if (!segment || !/^[1-9]\d*$/.test(segment)) return null;
  const page = Number(segment);
  return page >= 2 && Number.isSafeInteger(page) ? page : null;
}

/** The numbers of the pages after the first, as URL segments (for generateStaticParams). */
export function laterPageSegments(total: number, perPage = ARTICLES_PER_PAGE): string[] {
  return Array.from({ length: pageCount(total, perPage) - 1 }, (_, index) => String(index + 2));
}

export type PaginationItem = { page: number } | { gap: 'start' | 'end' };

/**
 * The numbered links of a pagination nav: the first and last page, the current one and its
 * neighbours, and a gap where pages are left out (1 … 4 5 6 … 20). A gap never hides a single
 * page: that page is shown instead.
 */
export function paginationItems(current: number, total: number, around = 1): PaginationItem[] {
  const shown = new Set<number>([1, total]);
  for (let page = current - around; page <= current + around; page += 1) {
    if (page >= 1 && page <= total) shown.add(page);
  }
  const pages = [...shown].sort((a, b) => a - b);
  const items: PaginationItem[] = [];
  pages.forEach((page, index) => {
    const previous = pages[index - 1];
    if (previous !== undefined && page - previous === 2) items.push({ page: page - 1 });
    else if (previous !== undefined && page - previous > 2) {
      items.push({ gap: page === total ? 'end' : 'start' });
    }
    items.push({ page });
  });
  return items;
}
