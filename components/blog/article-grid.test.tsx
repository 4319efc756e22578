import { render, screen } from '@testing-library/react';
import type { ArticleSummary } from '@/lib/blog/articles';
import { ArticleGrid, gridColumns, lastCardLayout } from './article-grid';

function summary(id: number): ArticleSummary {
  return {
    id,
    title: `Artículo ${id}: mitos y realidades de la IA`,
    excerpt: 'Cinco mitos.',
    category: 'inteligencia-artificial',
    categoryName: 'Inteligencia artificial',
    date: '2025-06-14',
    readTime: '8 min',
    tags: [],
    slug: `mitos-${id}`,
    featured: false,
    path: `/blog/inteligencia-artificial/mitos-${id}/`,
  };
}

describe('ArticleGrid', () => {
  it('shows the empty state when nothing is published', () => {
    render(<ArticleGrid articles={[]} emptyText="No hay artículos publicados" />);
    expect(screen.getByText('No hay artículos publicados')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('picks columns that leave no lone card: 1 wide, 2 and 4 in two, 3 and more in three', () => {
    expect(gridColumns(1)).toBe('grid-cols-1');
    expect(gridColumns(2)).toBe('grid-cols-1 md:grid-cols-2');
    expect(gridColumns(4)).toBe('grid-cols-1 md:grid-cols-2');
    expect(gridColumns(10)).toBe('grid-cols-1 md:grid-cols-2');
    expect(gridColumns(3)).toBe('grid-cols-1 md:grid-cols-2 lg:grid-cols-3');
    expect(gridColumns(12)).toBe('grid-cols-1 md:grid-cols-2 lg:grid-cols-3');
  });

  it('never leaves the last card alone on its row, for 2 to 24 cards', () => {
    for (let count = 2; count <= 24; count += 1) {
      const threeColumns = gridColumns(count).includes('lg:grid-cols-3');
      const last = lastCardLayout(count);
      // Two columns: an odd count has its last card spanning the row.
      if (count % 2 === 1) expect(last).not.toBe('stacked');
      // Three columns: one card over would span the row too.
      if (threeColumns && count % 3 === 1) expect(last).toBe('wide');
      if (last === 'wide-md') expect(count % 3).not.toBe(1);
    }
  });

  it('the odd last card of three spans two columns, wide, only at two columns', () => {
    render(<ArticleGrid emptyText="—" articles={[summary(1), summary(2), summary(3)]} />);
    const items = screen.getAllByRole('listitem');
    expect(items[2]).toHaveClass('md:col-span-2', 'lg:col-span-1');
    expect(items[0]).not.toHaveClass('md:col-span-2');
    expect(items[2]?.querySelector('article')).toHaveClass('md:flex-row', 'lg:flex-col');
  });

  it('shows each card with its cover, date, read time and a Leer link', () => {
    render(
      <ArticleGrid emptyText="—" articles={[summary(1), summary(2), summary(3)]} firstScreen />,
    );
    expect(screen.getByTestId('article-grid')).toHaveClass('lg:grid-cols-3');
    expect(screen.getAllByText('14 de junio de 2025')).toHaveLength(3);
    expect(screen.getAllByText('8 min de lectura')).toHaveLength(3);
    // The dot travels with the read time, so a wrap never leaves it ending the first line.
    const readTime = screen.getAllByText('8 min de lectura')[0]!.parentElement!;
    expect(readTime).toHaveClass('whitespace-nowrap');
    expect(readTime.textContent).toBe('· 8 min de lectura');
    expect(
      screen.getByRole('link', { name: 'Leer: Artículo 1: mitos y realidades de la IA' }),
    ).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/blog\/inteligencia-artificial\/mitos-1\/?$/),
    );
    // Covers carry no text of their own; only the first on the first screen is eager.
    const covers = document.querySelectorAll('img');
    expect([...covers].map((img) => img.getAttribute('alt'))).toEqual(['', '', '']);
    expect([...covers].map((img) => img.getAttribute('loading'))).toEqual([
      'eager',
      'lazy',
      'lazy',
    ]);
    expect(covers[0]).toHaveAttribute(
      'srcset',
      expect.stringContaining('/covers/mitos-1-480.webp 480w'),
    );
  });

  it('keeps the date and the read time each on one line', () => {
    render(<ArticleGrid emptyText="—" articles={[summary(1)]} />);
    expect(screen.getByText('14 de junio de 2025')).toHaveClass('whitespace-nowrap');
    // The read time is nowrap together with the dot before it.
    expect(screen.getByText('8 min de lectura').parentElement).toHaveClass('whitespace-nowrap');
  });
});
