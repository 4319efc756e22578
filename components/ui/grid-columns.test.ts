import { cardGridColumns, lineGridColumns } from './grid-columns';

/** Items on the last row of a grid of `count` items in `columns` columns. */
const lastRow = (count: number, columns: number) => count % columns || columns;

describe('cardGridColumns', () => {
  it('three and five cards: three columns on wide screens, the odd last card spans two', () => {
    expect(cardGridColumns(3, 3)).toEqual({
      list: 'sm:grid-cols-2 lg:grid-cols-3',
      last: 'sm:col-span-2 lg:col-span-1',
    });
    expect(cardGridColumns(5, 3)).toEqual(cardGridColumns(3, 3));
  });

  it('four and seven cards stay at two columns, where three would leave one alone', () => {
    expect(cardGridColumns(4, 3)).toEqual({ list: 'sm:grid-cols-2', last: '' });
    expect(cardGridColumns(7, 3)).toEqual({ list: 'sm:grid-cols-2', last: 'sm:col-span-2' });
  });

  it('six cards need no span', () => {
    expect(cardGridColumns(6, 3)).toEqual({ list: 'sm:grid-cols-2 lg:grid-cols-3', last: '' });
  });

  it('two columns at most: an odd last card spans the row', () => {
    expect(cardGridColumns(5, 2)).toEqual({ list: 'sm:grid-cols-2', last: 'sm:col-span-2' });
    expect(cardGridColumns(4, 2)).toEqual({ list: 'sm:grid-cols-2', last: '' });
  });
});

describe('lineGridColumns', () => {
  it('never leaves one line alone on the last row, for 1 to 12 lines', () => {
    for (let count = 1; count <= 12; count += 1) {
      const classes = lineGridColumns(count);
      const md = classes.includes('md:grid-cols-2') ? 2 : 1;
      const lg = classes.includes('lg:grid-cols-3')
        ? 3
        : classes.includes('lg:grid-cols-2')
          ? 2
          : md;
      for (const columns of [md, lg]) {
        if (columns > 1) expect(lastRow(count, columns)).toBeGreaterThan(1);
      }
    }
  });

  it('five benefits: one column, then three (3 + 2)', () => {
    expect(lineGridColumns(5)).toBe('lg:grid-cols-3');
  });

  it('four benefits: two columns', () => {
    expect(lineGridColumns(4)).toBe('md:grid-cols-2 lg:grid-cols-2');
  });
});
