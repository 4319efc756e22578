/**
 * Column classes for a grid of `count` items that never leaves one item alone on its last row.
 * Tailwind finds classes by reading the source, so every one is written out whole.
 */

/**
 * Cards: one column, two from `sm`, three from `lg` (with `max: 3`). A count that would leave one
 * card under three columns (4, 7…) stays at two; an odd last card spans the row at two columns.
 */
export function cardGridColumns(count: number, max: 2 | 3): { list: string; last: string } {
  const three = max === 3 && count % 3 !== 1;
  const odd = count % 2 === 1;
  return {
    list: three ? 'sm:grid-cols-2 lg:grid-cols-3' : 'sm:grid-cols-2',
    last: odd ? (three ? 'sm:col-span-2 lg:col-span-1' : 'sm:col-span-2') : '',
  };
}

/**
 * Short lines (a list of benefits): two columns from `md` when the count is even, three from `lg`
 * when three leave no line alone; one column otherwise.
 */
export function lineGridColumns(count: number): string {
  const two = count % 2 === 0 ? 'md:grid-cols-2' : '';
  if (count % 3 !== 1) return `${two} lg:grid-cols-3`.trim();
  return two ? `${two} lg:grid-cols-2` : '';
}
