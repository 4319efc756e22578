'use client';

import { useTheme } from 'next-themes';
import { useSyncExternalStore } from 'react';
import { MoonIcon, SunIcon } from '@/components/ui/icons';
import { headerText } from '@/content/shell';

const subscribeNothing = () => () => {};

export function ThemeToggle() {
  const { resolvedTheme, setTheme } = useTheme();
  // The stored theme is unknown on the server: name the button only once it is known.
  const mounted = useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
  const isDark = resolvedTheme === 'dark';
  const label = !mounted
    ? headerText.themeUnknown
    : isDark
      ? headerText.themeToLight
      : headerText.themeToDark;

  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={() => setTheme(isDark ? 'light' : 'dark')}
      className="inline-flex size-11 items-center justify-center rounded-full text-white transition-colors hover:bg-white/10"
    >
      {/* The icon follows the class on <html>, so it is right before any script runs. */}
      <MoonIcon className="size-5 dark:hidden" />
      <SunIcon className="hidden size-5 dark:block" />
    </button>
  );
}
