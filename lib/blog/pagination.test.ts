import {
  laterPageSegments,
  pageCount,
  pagePath,
  pageSlice,
  paginationItems,
  parsePageNumber,
} from '@/lib/blog/pagination';

describe('pagination', () => {
  it('counts pages of 12, with at least one page', () => {
    expect([0, 1, 12, 13, 24, 25, 500].map((total) => pageCount(total))).toEqual([
      1, 1, 1, 2, 2, 3, 42,
    ]);
  });

  it('slices the items of a page', () => {
    const items = Array.from({ length: 30 }, (_, index) => index + 1);
    expect(pageSlice(items, 1)).toEqual(items.slice(0, 12));
    expect(pageSlice(items, 3)).toEqual([25, 26, 27, 28, 29, 30]);
    expect(pageSlice(items, 4)).toEqual([]);
  });

  it('puts page 1 at the list itself and page N under pagina/N/', () => {
    expect(pagePath('/blog/', 1)).toBe('/blog/');
    expect(pagePath('/blog/', 2)).toBe('/blog/pagina/2/');
    expect(pagePath('/blog/etiquetas/pymes/', 10)).toBe('/blog/etiquetas/pymes/pagina/10/');
  });

  it('accepts only the one spelling of each later page', () => {
    expect(parsePageNumber('2')).toBe(2);
    expect(parsePageNumber('42')).toBe(42);
    for (const segment of ['1', '0', '02', '-2', '2.0', 'dos', '', undefined, '9'.repeat(20)]) {
      expect(parsePageNumber(segment)).toBeNull();
    }
  });

  it('lists the segments of the pages after the first', () => {
    expect(laterPageSegments(12)).toEqual([]);
    expect(laterPageSegments(13)).toEqual(['2']);
    expect(laterPageSegments(37)).toEqual(['2', '3', '4']);
  });

  it('shows first, last, current and neighbours, with gaps that hide two pages or more', () => {
    const render = (current: number, total: number) =>
      paginationItems(current, total)
        .map((item) => ('gap' in item ? '…' : String(item.page)))
        .join(' ');
    expect(render(1, 1)).toBe('1');
    expect(render(1, 3)).toBe('1 2 3');
    expect(render(1, 20)).toBe('1 2 … 20');
    expect(render(10, 20)).toBe('1 … 9 10 11 … 20');
    expect(render(20, 20)).toBe('1 … 19 20');
    // A gap of one page shows that page instead.
    expect(render(3, 5)).toBe('1 2 3 4 5');
    expect(render(4, 7)).toBe('1 2 3 4 5 6 7');
  });
});
