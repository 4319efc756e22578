import { render, screen } from '@testing-library/react';
import { Breadcrumbs } from './breadcrumbs';

const trail = [
  { name: 'Inicio', path: '/' },
  { name: 'Blog', path: '/blog/' },
  { name: 'Análisis de datos', path: '/blog/analisis-de-datos/' },
  { name: 'KPIs esenciales', path: '/blog/analisis-de-datos/kpis/' },
];

describe('Breadcrumbs', () => {
  it('separates crumbs, with no separator after the last one shown', () => {
    render(<Breadcrumbs trail={trail} />);
    const nav = screen.getByRole('navigation');
    expect(nav.textContent).toBe('Inicio/Blog/Análisis de datos/KPIs esenciales');
    expect(screen.getByText('KPIs esenciales')).toHaveAttribute('aria-current', 'page');
  });

  it('hiding the current page (an article) leaves no trailing separator', () => {
    render(<Breadcrumbs trail={trail} showCurrent={false} />);
    const nav = screen.getByRole('navigation');
    expect(nav.textContent).toBe('Inicio/Blog/Análisis de datos');
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Inicio',
      'Blog',
      'Análisis de datos',
    ]);
  });
});
