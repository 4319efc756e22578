import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeToggle } from './theme-toggle';

const renderToggle = () => render(<ThemeToggle />);

describe('ThemeToggle', () => {
  beforeEach(() => {
    localStorage.clear();
    document.documentElement.className = '';
  });

  it('offers dark mode in light mode, then light mode once dark, and saves the choice', async () => {
    const user = userEvent.setup();
    renderToggle();
    const toggle = screen.getByRole('button', { name: 'Cambiar a modo oscuro' });

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
    await user.click(screen.getByRole('button', { name: 'Cambiar a modo oscuro' }));
    await waitFor(() => expect(document.documentElement).not.toHaveClass('theme-switching'));
    observer.disconnect();
    expect(document.documentElement).toHaveClass('dark');
    // The dark class arrived while transitions were off.
    expect(classes.some((list) => /\bdark\b/.test(list) && /\btheme-switching\b/.test(list))).toBe(
      true,
    );
  });

  it('does not touch the page on mount: no style element, no inline style on <html>', () => {
    renderToggle();
    expect(document.head.querySelector('style')).toBeNull();
    expect(document.documentElement.getAttribute('style')).toBeNull();
  });

  it('starts from the theme the boot script put on <html>, and follows a change made elsewhere', async () => {
    document.documentElement.className = 'dark';
    renderToggle();
    expect(screen.getByRole('button', { name: 'Cambiar a modo claro' })).toBeInTheDocument();
    // Another tab's choice or the system preference, applied by the boot script.
    document.documentElement.className = 'light';
    expect(
      await screen.findByRole('button', { name: 'Cambiar a modo oscuro' }),
    ).toBeInTheDocument();
  });

  it('keeps the theme for the page when storage refuses the choice', async () => {
    const user = userEvent.setup();
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    try {
      renderToggle();
      await user.click(screen.getByRole('button', { name: 'Cambiar a modo oscuro' }));
      expect(document.documentElement).toHaveClass('dark');
      expect(screen.getByRole('button', { name: 'Cambiar a modo claro' })).toBeInTheDocument();
    } finally {
      setItem.mockRestore();
    }
  });
});
