import {
  DECORATIVE_IMAGES,
  OVERLAY_ON_CLASS,
  OVERLAY_SEEN_KEY,
  overlayScript,
  overlayStyles,
} from '@/lib/layout/overlay';

const root = () => document.documentElement;

/** The page as exported: the overlay's markup, then its inline script, run as the browser would. */
function loadPage() {
  document.body.innerHTML = '<div id="loading-overlay"></div>';
  new Function(overlayScript)();
  return document.getElementById('loading-overlay') as HTMLElement;
}

function animationEnd(target: HTMLElement, animationName: string) {
  const event = new Event('animationend', { bubbles: true });
  Object.assign(event, { animationName });
  target.dispatchEvent(event);
}

describe('the loading overlay script', () => {
  const RealImage = window.Image;
  const preloaded: string[] = [];

  beforeEach(() => {
    sessionStorage.clear();
    // jsdom has no user timings.
    performance.mark = jest.fn();
    root().className = '';
    preloaded.length = 0;
    window.Image = class {
      set src(value: string) {
        preloaded.push(value);
      }
    } as unknown as typeof Image;
  });

  afterEach(() => {
    window.Image = RealImage;
    jest.restoreAllMocks();
  });

  it('shows the overlay on the first load of a session and remembers it at once', () => {
    loadPage();
    expect(root()).toHaveClass(OVERLAY_ON_CLASS);
    expect(sessionStorage.getItem(OVERLAY_SEEN_KEY)).toBe('1');
  });

  it('does not show it again in the same session', () => {
    sessionStorage.setItem(OVERLAY_SEEN_KEY, '1');
    loadPage();
    expect(root()).not.toHaveClass(OVERLAY_ON_CLASS);
  });

  it('does not show it when storage throws, since it could not be remembered', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    loadPage();
    expect(root()).not.toHaveClass(OVERLAY_ON_CLASS);
  });

  it('ends when its fade ends, then preloads the decorative illustrations', () => {
    const overlay = loadPage();
    // The bar's own animation ending is not the end.
    animationEnd(overlay.appendChild(document.createElement('div')), 'overlay-fill');
    expect(root()).toHaveClass(OVERLAY_ON_CLASS);
    expect(preloaded).toEqual([]);

    animationEnd(overlay, 'overlay-out');
    expect(root()).not.toHaveClass(OVERLAY_ON_CLASS);
    expect(preloaded).toEqual(DECORATIVE_IMAGES);
    // The moment the page became visible, for the bench.
    expect(performance.mark).toHaveBeenCalledWith('overlay-gone');
  });

  it.each([
    ['a key press', () => window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }))],
    ['a click', () => window.dispatchEvent(new Event('pointerdown'))],
    ['the wheel', () => window.dispatchEvent(new Event('wheel'))],
    ['a scroll', () => window.dispatchEvent(new Event('scroll'))],
  ])('%s dismisses it at once, and only once', (_, act) => {
    loadPage();
    act();
    expect(root()).not.toHaveClass(OVERLAY_ON_CLASS);
    expect(preloaded).toEqual(DECORATIVE_IMAGES);
    act();
    expect(preloaded).toEqual(DECORATIVE_IMAGES);
  });

  it('does nothing on a page without the overlay', () => {
    document.body.innerHTML = '';
    new Function(overlayScript)();
    expect(root()).not.toHaveClass(OVERLAY_ON_CLASS);
    expect(sessionStorage.getItem(OVERLAY_SEEN_KEY)).toBeNull();
  });
});

describe('the loading overlay styles', () => {
  it("show it only under the script's class, and carry their own keyframes", () => {
    expect(overlayStyles).toContain(`.${OVERLAY_ON_CLASS} #loading-overlay{display:flex;`);
    // Complete in the first response: the full stylesheet arrives later on a slow network.
    // The fade is opacity alone, which the compositor runs while the main thread is busy.
    expect(overlayStyles).toContain('@keyframes overlay-out{to{opacity:0}}');
    expect(overlayStyles).toContain('@keyframes overlay-off{to{visibility:hidden}}');
    expect(overlayStyles).toContain('@keyframes overlay-fill{from{transform:scaleX(0.05)}}');
  });

  it('is gone 0.8 s after its first frame: full for 0.6 s, then a 0.2 s fade', () => {
    expect(overlayStyles).toContain(
      'animation:overlay-out 0.2s 0.6s forwards,overlay-off 0s 0.8s forwards',
    );
  });
});
