import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ShareMenu } from './share-menu';

const target = {
  url: 'https://hanzo.mx/blog/inteligencia-artificial/mitos/',
  title: 'Mitos de la IA',
  excerpt: '¿La IA es solo para grandes empresas?',
};

function renderMenu() {
  render(<ShareMenu slug="mitos" target={target} />);
  return screen.getByRole('button', { name: 'Compartir' });
}

describe('ShareMenu', () => {
  let gtag: jest.Mock;
  let open: jest.SpyInstance;

  beforeEach(() => {
    jest.useFakeTimers();
    gtag = jest.fn();
    window.gtag = gtag;
    open = jest.spyOn(window, 'open').mockImplementation(() => null);
  });

  afterEach(() => {
    jest.useRealTimers();
    delete window.gtag;
    open.mockRestore();
  });

  it('toggles open and closed', () => {
    const trigger = renderMenu();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Compartir en LinkedIn' })).toBeVisible();
    fireEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens a 600×400 share window, records the share and closes', async () => {
    const trigger = renderMenu();
    fireEvent.click(trigger);
    fireEvent.click(screen.getByRole('button', { name: 'Compartir en X' }));
    expect(open).toHaveBeenCalledWith(
      `https://x.com/intent/tweet?text=${encodeURIComponent('Mitos de la IA - ¿La IA es solo para grandes empresas?')}&url=${encodeURIComponent(target.url)}`,
      'hanzo-compartir',
      'width=600,height=400,noopener,noreferrer',
    );
    // The event catalogue loads on the first event measured (lib/analytics/measure.ts).
    await waitFor(() => expect(gtag).toHaveBeenCalledWith('event', 'share', expect.anything()));
    expect(gtag).toHaveBeenCalledWith('event', 'share', {
      method: 'x',
      content_type: 'article',
      item_id: 'mitos',
      content_group1: 'Blog',
    });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows ¡Copiado! after copying, then resets and closes after 2 s', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    const trigger = renderMenu();
    fireEvent.click(trigger);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copiar enlace' }));
    });
    expect(writeText).toHaveBeenCalledWith(target.url);
    expect(screen.getByRole('button', { name: '¡Copiado!' })).toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(1999);
    });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(trigger);
    expect(screen.getByRole('button', { name: 'Copiar enlace' })).toBeInTheDocument();
    expect(gtag).toHaveBeenCalledWith(
      'event',
      'share',
      expect.objectContaining({ method: 'copy_link' }),
    );
  });

  it('offers the link to copy by hand when the clipboard is denied, and logs the failure', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const writeText = jest.fn().mockRejectedValue(new DOMException('denegado', 'NotAllowedError'));
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    fireEvent.click(renderMenu());
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copiar enlace' }));
    });
    expect(screen.getByLabelText('No pudimos copiar el enlace. Cópialo desde aquí:')).toHaveValue(
      target.url,
    );
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('closes on Escape and gives focus back to the button', () => {
    const trigger = renderMenu();
    fireEvent.click(trigger);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();
  });
});
