import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '@/components/theme-provider';
import { ThemeToggle } from './theme-toggle';

function renderToggle() {
  return render(
    <ThemeProvider>
      <ThemeToggle />
    </ThemeProvider>,
  );
}

describe('ThemeToggle', () => {
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

  it('starts from the saved theme', () => {
    localStorage.setItem('theme', 'dark');
    renderToggle();
    expect(screen.getByRole('button', { name: 'Cambiar a modo claro' })).toBeInTheDocument();
  });
});
