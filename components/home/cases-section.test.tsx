import { render, screen, within } from '@testing-library/react';
import { getClientCases } from '@/lib/cases/cases';
import { sampleCase } from '@/lib/cases/cases.fixture';
import { CasesSection } from './cases-section';

describe('CasesSection', () => {
  it('renders nothing while there are no cases', () => {
    const { container } = render(<CasesSection cases={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows the cases the site ships, one article each, and nothing while there are none', () => {
    const { container } = render(<CasesSection />);
    const shipped = getClientCases();
    expect(screen.queryAllByRole('article')).toHaveLength(shipped.length);
    // The section itself, or nothing at all.
    expect(container.childElementCount).toBe(shipped.length > 0 ? 1 : 0);
  });

  it('shows each case with its client, results, quote and services', () => {
    render(
      <CasesSection
        cases={[
          {
            ...sampleCase,
            quote: {
              text: 'Ahora cerramos el mes en un día.',
              author: 'Laura Méndez',
              role: 'Dueña',
            },
          },
        ]}
      />,
    );
    const section = screen.getByRole('region', { name: 'Resultados de negocios como el tuyo' });
    const article = within(section).getByRole('article', { name: 'Refaccionaria en Puebla' });
    expect(within(article).getByText('6 h')).toBeInTheDocument();
    expect(within(article).getByText('menos de captura por semana')).toBeInTheDocument();
    expect(within(article).getByText('“Ahora cerramos el mes en un día.”')).toBeInTheDocument();
    expect(
      within(article).getByText(/Base de Datos en la Nube, Análisis y Reportes/),
    ).toBeInTheDocument();
  });
});
