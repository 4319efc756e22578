import { render, screen } from '@testing-library/react';
import { usePathname } from 'next/navigation';
import { FooterNewsletterBand } from './footer-newsletter-band';

jest.mock('next/navigation', () => ({ usePathname: jest.fn() }));

const pathname = usePathname as jest.Mock;

function renderBand() {
  return render(
    <FooterNewsletterBand hiddenOn="/boletin/">
      <p>Formulario del pie</p>
    </FooterNewsletterBand>,
  );
}

describe('FooterNewsletterBand', () => {
  it.each(['/', '/blog/', '/servicios/consultoria/'])('shows the strip on %s', (path) => {
    pathname.mockReturnValue(path);
    renderBand();
    expect(screen.getByText('Formulario del pie')).toBeInTheDocument();
  });

  it.each(['/boletin/', '/boletin'])(
    'leaves it out on the subscription page, whose own form subscribes (%s)',
    (path) => {
      pathname.mockReturnValue(path);
      const { container } = renderBand();
      expect(container).toBeEmptyDOMElement();
    },
  );
});
