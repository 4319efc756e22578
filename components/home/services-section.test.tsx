import { render, screen, within } from '@testing-library/react';
import { levelStyles } from '@/components/services/level-styles';
import { services } from '@/content/services';
import { ServicesSection } from './services-section';

describe('ServicesSection', () => {
  it('renders one card per service in content, with title, description, badge and link', () => {
    render(<ServicesSection />);
    const section = screen.getByRole('region', {
      name: 'Empieza por donde tenga más sentido para ti',
    });
    const cards = within(section).getAllByRole('article');
    expect(cards).toHaveLength(4);
    expect(services).toHaveLength(4);

    services.forEach((service, index) => {
      const card = cards[index] as HTMLElement;
      expect(
        within(card).getByRole('heading', { level: 3, name: service.shortTitle }),
      ).toBeInTheDocument();
      expect(within(card).getByText(service.description)).toBeInTheDocument();
      expect(within(card).getByText(service.level)).toBeInTheDocument();
      expect(within(card).getByRole('link')).toHaveAttribute(
        'href',
        expect.stringMatching(new RegExp(`^${service.path.replace(/\/$/, '')}/?$`)),
      );
    });
  });

  it("titles the cards as the spec's service cards: the fourth is Agentes e IA", () => {
    render(<ServicesSection />);
    expect(
      screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent),
    ).toEqual([
      'Consultoría Inicial',
      'Base de Datos en la Nube',
      'Análisis y Reportes',
      'Agentes e IA',
    ]);
  });

  it('shows the four levels as a progression: Gratuito, Básico, Intermedio, Avanzado', () => {
    render(<ServicesSection />);
    expect(
      screen.getAllByText(/^(Gratuito|Básico|Intermedio|Avanzado)$/).map((el) => el.textContent),
    ).toEqual(['Gratuito', 'Básico', 'Intermedio', 'Avanzado']);
  });

  it('gives every level its own badge and card style', () => {
    const badges = Object.values(levelStyles).map((style) => style.badge);
    expect(new Set(badges).size).toBe(4);
    render(<ServicesSection />);
    for (const service of services) {
      expect(screen.getByText(service.level).className).toContain(levelStyles[service.level].badge);
    }
  });

  // Four columns from 1280 px: at 1024 px a quarter of the row broke the longer titles into
  // three lines.
  it('is titled "Nuestros servicios" (capitals by CSS) and lays the grid out in 1, 2 and (from xl) 4 columns', () => {
    render(<ServicesSection />);
    expect(screen.getByText('Nuestros servicios')).toHaveClass('uppercase');
    expect(screen.getByTestId('services-grid')).toHaveClass(
      'grid-cols-1',
      'md:grid-cols-2',
      'xl:grid-cols-4',
    );
  });
});
