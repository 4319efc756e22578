import { act, fireEvent, render, screen } from '@testing-library/react';
import { LazyImage } from './lazy-image';

type ObserverCallback = (entries: Array<{ isIntersecting: boolean }>) => void;

const observers: Array<{ callback: ObserverCallback; options?: IntersectionObserverInit }> = [];

class FakeIntersectionObserver {
  constructor(callback: ObserverCallback, options?: IntersectionObserverInit) {
    observers.push({ callback, options });
  }
  observe() {}
  disconnect() {}
}

describe('LazyImage', () => {
  beforeEach(() => {
    observers.length = 0;
    Object.defineProperty(window, 'IntersectionObserver', {
      configurable: true,
      writable: true,
      value: FakeIntersectionObserver,
    });
  });

  function enterViewport() {
    act(() => observers[0]?.callback([{ isIntersecting: true }]));
  }

  it('loads the image only when it comes within 200 px of the viewport', () => {
    render(<LazyImage src="/portada.png" alt="Portada del artículo" width={1200} height={630} />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(observers[0]?.options?.rootMargin).toBe('200px 0px');
    act(() => observers[0]?.callback([{ isIntersecting: false }]));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    enterViewport();
    expect(screen.getByRole('img', { name: 'Portada del artículo' })).toHaveAttribute(
      'src',
      '/portada.png',
    );
  });

  it('keeps its box at the image ratio before and after loading', () => {
    const { container } = render(<LazyImage src="/a.png" alt="A" width={1200} height={630} />);
    const box = container.firstElementChild as HTMLElement;
    expect(box.style.aspectRatio).toBe('1200 / 630');
    enterViewport();
    expect(box.style.aspectRatio).toBe('1200 / 630');
  });

  it('shows “No se pudo cargar la imagen” in the same box when the image fails', () => {
    const { container } = render(
      <LazyImage src="/rota.png" alt="Gráfica" width={800} height={600} />,
    );
    enterViewport();
    fireEvent.error(screen.getByRole('img', { name: 'Gráfica' }));
    expect(screen.getByText('No se pudo cargar la imagen')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Gráfica' })).not.toHaveAttribute('src');
    expect((container.firstElementChild as HTMLElement).style.aspectRatio).toBe('800 / 600');
  });
});
