import { renderToStaticMarkup } from 'react-dom/server';
import { overlayScript } from '@/lib/layout/overlay';
import { LoadingOverlay } from './loading-overlay';

describe('LoadingOverlay', () => {
  it('renders the logo, the bar and the text, hidden from assistive technology', () => {
    // A server component: its markup is what the export holds.
    document.body.innerHTML = renderToStaticMarkup(<LoadingOverlay />);
    const overlay = document.getElementById('loading-overlay');
    expect(overlay).toHaveAttribute('aria-hidden', 'true');
    // The logo, requested first in the body so it is ready at the first paint.
    expect(overlay?.querySelector('img')).toHaveAttribute('src', '/logo.svg');
    expect(overlay?.querySelector('div > div')).not.toBeNull();
    expect(overlay).toHaveTextContent('Cargando recursos...');
    // Its script follows it, so it runs as soon as the parser has the markup.
    expect(overlay?.nextElementSibling?.tagName).toBe('SCRIPT');
    expect(overlay?.nextElementSibling?.innerHTML).toBe(overlayScript);
  });
});
