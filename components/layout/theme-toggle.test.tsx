import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from './theme-provider';
import { ThemeToggle } from './theme-toggle';

function renderToggle() {
  return render(
    <ThemeProvider>
      <ThemeToggle />
    </ThemeProvider>,
  );
}

/** jsdom's matchMedia stand-in (jest.setup.ts) with the system preference set to `dark`. */
function systemPrefersDark(dark: boolean) {
  const listeners = new Set<(event: MediaQueryListEvent) => void>();
  const query = {
    matches: dark,
    media: '(prefers-color-scheme: dark)',
    onchange: null,
    addListener: (fn: (event: MediaQueryListEvent) => void) => listeners.add(fn),
    removeListener: (fn: (event: MediaQueryListEvent) => void) => listeners.delete(fn),
    addEventListener: (_: string, fn: (event: MediaQueryListEvent) => void) => listeners.add(fn),
    removeEventListener: (_: string, fn: (event: MediaQueryListEvent) => void) =>
      listeners.delete(fn),
    dispatchEvent: () => true,
  };
  const spy = jest.spyOn(window, 'matchMedia').mockImplementation(() => query as MediaQueryList);
  return {
    change(next: boolean) {
      query.matches = next;
      listeners.forEach((fn) => fn({ matches: next } as MediaQueryListEvent));
    },
    restore: () => spy.mockRestore(),
  };
}

describe('ThemeToggle with next-themes', () => {
  // next-themes renders its no-flash <script> on the client too; React warns about it in tests only.
  let consoleError: jest.SpyInstance;
  beforeAll(() => {
    const original = console.error;
    consoleError = jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      if (String(args[0]).includes('Encountered a script tag')) return;
      original(...args);
    });
  });
  afterAll(() => consoleError.mockRestore());

  beforeEach(() => {
    localStorage.clear();
    document.documentElement.className = '';
    document.documentElement.removeAttribute('style');
  });

  it('offers dark mode in light mode, then light mode once dark, and saves the choice under "theme"', async () => {
    const user = userEvent.setup();
    renderToggle();
    const toggle = await screen.findByRole('button', { name: 'Cambiar a modo oscuro' });

    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Cambiar a modo claro' })).toBe(toggle);
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(document.documentElement).toHaveClass('dark');

    await user.click(toggle);
    expect(toggle).toHaveAccessibleName('Cambiar a modo oscuro');
    expect(localStorage.getItem('theme')).toBe('light');
    expect(document.documentElement).not.toHaveClass('dark');
  });

  it('switches without colour transitions, and leaves them on afterwards', async () => {
    const user = userEvent.setup();
    renderToggle();
    const classes: string[] = [];
    const observer = new MutationObserver(() => classes.push(document.documentElement.className));
    observer.observe(document.documentElement, { attributeFilter: ['class'] });
    await user.click(await screen.findByRole('button', { name: 'Cambiar a modo oscuro' }));
    await waitFor(() => expect(document.documentElement).not.toHaveClass('theme-switching'));
    observer.disconnect();
    expect(document.documentElement).toHaveClass('dark');
    // The dark class arrived while transitions were off.
    expect(classes.some((list) => /\bdark\b/.test(list) && /\btheme-switching\b/.test(list))).toBe(
      true,
    );
  });

  it('mounts without whole-document work: no transition-blocking style, no color-scheme on <html>', async () => {
    const added: Node[] = [];
    const observer = new MutationObserver((records) =>
      records.forEach((record) => added.push(...record.addedNodes)),
    );
    observer.observe(document.head, { childList: true });
    renderToggle();
    await screen.findByRole('button', { name: 'Cambiar a modo oscuro' });
    observer.disconnect();
    expect(added.filter((node) => node.nodeName === 'STYLE')).toEqual([]);
    expect(document.documentElement.getAttribute('style')).toBeNull();
  });

  it("starts from a choice saved under the site's key before next-themes came back", async () => {
    localStorage.setItem('theme', 'dark');
    renderToggle();
    expect(await screen.findByRole('button', { name: 'Cambiar a modo claro' })).toBeInTheDocument();
    expect(document.documentElement).toHaveClass('dark');
  });

  it('follows the system preference when nothing is saved, and as it changes', async () => {
    const system = systemPrefersDark(true);
    try {
      renderToggle();
      expect(
        await screen.findByRole('button', { name: 'Cambiar a modo claro' }),
      ).toBeInTheDocument();
      act(() => system.change(false));
      expect(
        await screen.findByRole('button', { name: 'Cambiar a modo oscuro' }),
      ).toBeInTheDocument();
      expect(document.documentElement).not.toHaveClass('dark');
      expect(localStorage.getItem('theme')).toBeNull();
    } finally {
      system.restore();
    }
  });

  it('follows a choice saved in another tab', async () => {
    renderToggle();
    await screen.findByRole('button', { name: 'Cambiar a modo oscuro' });
    act(() => {
      localStorage.setItem('theme', 'dark');
      window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: 'dark' }));
    });
    expect(await screen.findByRole('button', { name: 'Cambiar a modo claro' })).toBeInTheDocument();
    expect(document.documentElement).toHaveClass('dark');
  });

  it('keeps the theme for the page when storage refuses the choice', async () => {
    const user = userEvent.setup();
    renderToggle();
    const toggle = await screen.findByRole('button', { name: 'Cambiar a modo oscuro' });
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    try {
      await user.click(toggle);
      expect(document.documentElement).toHaveClass('dark');
      expect(screen.getByRole('button', { name: 'Cambiar a modo claro' })).toBeInTheDocument();
    } finally {
      setItem.mockRestore();
    }
  });
});
