import { render, screen } from '@testing-library/react';
import { ArticleGrid } from './article-grid';

describe('ArticleGrid', () => {
  it('shows the empty state when nothing is published', () => {
    render(<ArticleGrid articles={[]} emptyText="No hay artículos publicados" />);
    expect(screen.getByText('No hay artículos publicados')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('lays cards out in 1, 2 and 3 columns with a Leer link each', () => {
    render(
      <ArticleGrid
        emptyText="No hay artículos publicados"
        articles={[
          {
            id: 1,
            title: 'Mitos y realidades de la IA',
            excerpt: 'Cinco mitos.',
            category: 'inteligencia-artificial',
            categoryName: 'Inteligencia Artificial',
            date: '2025-06-14',
            readTime: '8 min',
            tags: [],
            slug: 'mitos',
            featured: true,
            path: '/blog/inteligencia-artificial/mitos/',
          },
        ]}
      />,
    );
    expect(screen.getByTestId('article-grid')).toHaveClass(
      'grid-cols-1',
      'md:grid-cols-2',
      'lg:grid-cols-3',
    );
    expect(screen.getByText('14 de junio de 2025')).toBeInTheDocument();
    expect(screen.getByText('8 min de lectura')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Leer: Mitos y realidades de la IA' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/blog\/inteligencia-artificial\/mitos\/?$/),
    );
  });
});
