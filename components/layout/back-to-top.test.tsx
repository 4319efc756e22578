import { act, fireEvent, render, screen } from '@testing-library/react';
import { setBannerHeight } from '@/lib/layout/banner-offset';
import { BackToTop } from './back-to-top';

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
    fireEvent.scroll(window);
  });
}

describe('BackToTop', () => {
  beforeEach(() => {
    window.scrollTo = jest.fn();
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
  });

  it('appears only above a scroll offset of 300 px', () => {
    render(<BackToTop />);
    expect(screen.queryByRole('button', { name: 'Volver arriba' })).not.toBeInTheDocument();
    scrollTo(300);
    expect(screen.queryByRole('button', { name: 'Volver arriba' })).not.toBeInTheDocument();
    scrollTo(301);
    expect(screen.getByRole('button', { name: 'Volver arriba' })).toBeInTheDocument();
    scrollTo(120);
    expect(screen.queryByRole('button', { name: 'Volver arriba' })).not.toBeInTheDocument();
  });

  it('keeps its place in the header while hidden, out of reach of the keyboard', () => {
    const { container } = render(<BackToTop />);
    const button = container.querySelector('button');
    expect(button).toHaveClass('invisible');
    expect(button).toHaveAttribute('tabindex', '-1');
    scrollTo(301);
    expect(button).not.toHaveClass('invisible');
    expect(button).not.toHaveAttribute('tabindex');
  });

  it('shows on a page that opens scrolled, once the first frame has run', async () => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 900 });
    render(<BackToTop />);
    expect(await screen.findByRole('button', { name: 'Volver arriba' })).toBeInTheDocument();
  });

  it('rises above the cookie banner while it shows', () => {
    const { container } = render(<BackToTop />);
    const button = container.querySelector('button')!;
    expect(button.style.getPropertyValue('--banner-height')).toBe('');
    act(() => setBannerHeight(120));
    expect(button.style.getPropertyValue('--banner-height')).toBe('120px');
    act(() => setBannerHeight(0));
    expect(button.style.getPropertyValue('--banner-height')).toBe('');
  });

  it('scrolls smoothly to the top', () => {
    render(<BackToTop />);
    scrollTo(900);
    fireEvent.click(screen.getByRole('button', { name: 'Volver arriba' }));
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });
});
