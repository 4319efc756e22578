import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { ArticleSummary } from '@/lib/blog';
import { CategoryBrowser } from './category-browser';

function article(overrides: Partial<ArticleSummary>): ArticleSummary {
  return {
    id: 1,
    title: 'Título',
    excerpt: 'Resumen del artículo.',
    category: 'analisis-de-datos',
    categoryName: 'Análisis de Datos',
    date: '2024-03-12',
    readTime: '7 min',
    tags: [],
    slug: 'titulo',
    featured: false,
    path: '/blog/analisis-de-datos/titulo/',
    ...overrides,
  };
}

const articles = [
  article({
    id: 3,
    title: 'Cómo el análisis de datos mejora tus decisiones',
    slug: 'decisiones',
    featured: true,
    tags: ['decisiones'],
  }),
  article({
    id: 5,
    title: 'KPIs esenciales para PyMEs',
    slug: 'kpis',
    tags: ['indicadores', 'métricas'],
  }),
  article({
    id: 6,
    title: 'De Excel a dashboards interactivos',
    slug: 'excel',
    tags: ['visualización'],
  }),
  article({
    id: 7,
    title: 'Predicción de ventas',
    slug: 'prediccion',
    excerpt: 'Anticipa cuánto vas a vender.',
    tags: ['pronóstico'],
  }),
];

const category = {
  searchPlaceholder: 'Buscar en Análisis de Datos...',
  moreTitle: 'Más Artículos de Análisis',
};

function renderBrowser(list = articles) {
  return render(<CategoryBrowser category={category} articles={list} />);
}

function search(value: string) {
  act(() => {
    fireEvent.change(screen.getByPlaceholderText('Buscar en Análisis de Datos...'), {
      target: { value },
    });
  });
}

describe('CategoryBrowser', () => {
  beforeEach(() => window.history.replaceState(null, '', '/blog/analisis-de-datos/'));

  it('shows the count, the featured article and the others with a plural count', () => {
    renderBrowser();
    expect(screen.getByRole('status')).toHaveTextContent('4 artículos');
    const featured = screen.getByRole('region', { name: 'Artículo destacado' });
    expect(within(featured).getByRole('heading', { name: articles[0]?.title })).toBeInTheDocument();
    const more = screen.getByRole('region', { name: /Más Artículos de Análisis/ });
    expect(more).toHaveTextContent('(3 artículos)');
    expect(within(more).getAllByRole('article')).toHaveLength(3);
  });

  it('filters as the visitor types, ignoring accents and case, and keeps the query in the URL', () => {
    renderBrowser();
    search('PREDICCION');
    expect(screen.getByRole('status')).toHaveTextContent('1 artículo');
    expect(screen.getByRole('heading', { name: 'Predicción de ventas' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Artículo destacado' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: /Más Artículos de Análisis/ })).toHaveTextContent(
      '(1 artículo)',
    );
    expect(window.location.search).toBe('?q=PREDICCION');
  });

  it('matches tags and keeps the featured article when it matches', () => {
    renderBrowser();
    search('métricas');
    expect(screen.getByRole('status')).toHaveTextContent('1 artículo');
    expect(screen.getByRole('heading', { name: 'KPIs esenciales para PyMEs' })).toBeInTheDocument();
    search('decisiones');
    expect(screen.getByRole('region', { name: 'Artículo destacado' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Más Artículos/ })).not.toBeInTheDocument();
  });

  it('shows the empty state and clears the search back to every article', () => {
    renderBrowser();
    search('blockchain');
    expect(screen.getByText('No se encontraron artículos')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('0 artículos');
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Borrar búsqueda' }));
    });
    expect(screen.getByRole('status')).toHaveTextContent('4 artículos');
    expect(window.location.search).toBe('');
  });

  it('starts from a query already in the URL', () => {
    window.history.replaceState(null, '', '/blog/analisis-de-datos/?q=excel');
    renderBrowser();
    expect(screen.getByPlaceholderText('Buscar en Análisis de Datos...')).toHaveValue('excel');
    expect(screen.getByRole('status')).toHaveTextContent('1 artículo');
  });

  it('renders markup typed in the search as text', () => {
    renderBrowser();
    search('<img src=x onerror=alert(1)>');
    expect(screen.getByPlaceholderText('Buscar en Análisis de Datos...')).toHaveValue(
      '<img src=x onerror=alert(1)>',
    );
    expect(document.querySelector('img')).toBeNull();
    expect(screen.getByText('No se encontraron artículos')).toBeInTheDocument();
  });

  it('says so when a category has no articles', () => {
    renderBrowser([]);
    expect(screen.getByText('No se encontraron artículos')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('0 artículos');
  });
});
