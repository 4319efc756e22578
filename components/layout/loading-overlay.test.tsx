import { act, render, screen } from '@testing-library/react';
import { LoadingOverlay } from './loading-overlay';

type ImageOutcome = 'load' | 'error';
let outcome: ImageOutcome = 'load';
const requested: string[] = [];

class FakeImage {
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  set src(value: string) {
    requested.push(value);
    setTimeout(() => (outcome === 'load' ? this.onload?.() : this.onerror?.()), 300);
  }
}

function progressWidth(): number {
  return parseFloat(screen.getByTestId('loading-progress').style.width);
}

describe('LoadingOverlay', () => {
  const RealImage = window.Image;

  beforeEach(() => {
    jest.useFakeTimers();
    sessionStorage.clear();
    requested.length = 0;
    outcome = 'load';
    window.Image = FakeImage as unknown as typeof Image;
  });

  afterEach(() => {
    jest.useRealTimers();
    window.Image = RealImage;
  });

  it('starts at 5 %, reaches 100 % when the logo loads and leaves 0.8 s later', async () => {
    render(<LoadingOverlay />);
    expect(screen.getByText('Cargando recursos...')).toBeInTheDocument();
    expect(progressWidth()).toBe(5);
    expect(requested).toEqual(['/logo.svg']);

    await act(async () => {
      jest.advanceTimersByTime(250);
    });
    expect(progressWidth()).toBeGreaterThan(5);
    expect(progressWidth()).toBeLessThan(100);

    await act(async () => {
      jest.advanceTimersByTime(50);
    });
    expect(progressWidth()).toBe(100);

    await act(async () => {
      jest.advanceTimersByTime(799);
    });
    expect(screen.getByTestId('loading-overlay')).toBeInTheDocument();
    expect(sessionStorage.getItem('hanzo_overlay_seen')).toBeNull();

    await act(async () => {
      jest.advanceTimersByTime(1);
    });
    // Fading out: still in the page, no longer catching clicks.
    expect(screen.getByTestId('loading-overlay')).toHaveClass('opacity-0', 'pointer-events-none');
    // The two decorative illustrations preload once the overlay leaves.
    expect(requested).toEqual([
      '/logo.svg',
      '/illustrations/head-data.svg',
      '/illustrations/head-ai.svg',
    ]);

    await act(async () => {
      jest.advanceTimersByTime(300);
    });
    expect(screen.queryByTestId('loading-overlay')).not.toBeInTheDocument();
    expect(sessionStorage.getItem('hanzo_overlay_seen')).toBe('1');
  });

  it('treats a failed logo as done, logs it and lets the site continue', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    outcome = 'error';
    render(<LoadingOverlay />);
    await act(async () => {
      jest.advanceTimersByTime(300);
    });
    expect(progressWidth()).toBe(100);
    expect(warn).toHaveBeenCalled();
    await act(async () => {
      jest.advanceTimersByTime(1200);
    });
    expect(screen.queryByTestId('loading-overlay')).not.toBeInTheDocument();
    warn.mockRestore();
  });

  it('does not show again in the same browser session', () => {
    sessionStorage.setItem('hanzo_overlay_seen', '1');
    render(<LoadingOverlay />);
    expect(screen.queryByTestId('loading-overlay')).not.toBeInTheDocument();
    expect(requested).toEqual([]);
  });
});
