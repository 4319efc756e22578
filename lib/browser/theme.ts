import { THEME_KEY } from './boot-script';

export type Theme = 'light' | 'dark';

const root = () => document.documentElement;

/** The theme on the page now: the class the boot script (or a choice) put on <html>. */
export function currentTheme(): Theme {
  return root().classList.contains('dark') ? 'dark' : 'light';
}

/** Calls `onChange` whenever <html>'s classes change (a choice here, in another tab, the system). */
export function subscribeTheme(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(root(), { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}

/** Applies a theme the visitor chose and keeps it; without storage it holds for this page. */
export function chooseTheme(theme: Theme) {
  root().classList.toggle('dark', theme === 'dark');
  root().classList.toggle('light', theme === 'light');
  try {
    localStorage.setItem(THEME_KEY, theme);
  } catch {
    // Storage is blocked or full: the page keeps the theme, the next one follows the system.
  }
}
