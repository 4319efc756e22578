'use client';

import { useTheme } from 'next-themes';
import { useSyncExternalStore } from 'react';
import { MoonIcon, SunIcon } from '@/components/ui/icons';
import { headerText } from '@/content/shell';

const subscribeNothing = () => () => {};

/** On <html> while the theme switches: no transitions (app/globals.css). */
const SWITCHING_CLASS = 'theme-switching';

/**
 * The colours change at once, not through each control's colour transition: transitions are off
 * until the new theme's styles are computed (next-themes applies the class in an effect, which
 * React runs before the click's task ends). Only on a switch, never at mount (theme-provider.tsx).
 */
function switchWithoutTransitions(apply: () => void) {
  const root = document.documentElement;
  root.classList.add(SWITCHING_CLASS);
  apply();
  window.setTimeout(() => {
    void getComputedStyle(root).color;
    root.classList.remove(SWITCHING_CLASS);
  }, 0);
}

export function ThemeToggle() {
  const { resolvedTheme, setTheme } = useTheme();
  // The stored theme is unknown on the server: name the button only once hydrated.
  const hydrated = useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
  const isDark = resolvedTheme === 'dark';
  const label =
    !hydrated || !resolvedTheme
      ? headerText.themeUnknown
      : isDark
        ? headerText.themeToLight
        : headerText.themeToDark;

  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={() => switchWithoutTransitions(() => setTheme(isDark ? 'light' : 'dark'))}
      className="inline-flex size-11 items-center justify-center rounded-full text-white transition-colors hover:bg-white/10"
    >
      {/* The icon follows the class on <html>, so it is right before any script runs. */}
      <MoonIcon className="size-5 dark:hidden" />
      <SunIcon className="hidden size-5 dark:block" />
    </button>
  );
}
