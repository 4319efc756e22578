'use client';

import { ThemeProvider as NextThemesProvider } from 'next-themes';
import type { ReactNode } from 'react';

/**
 * next-themes sets the class on <html> before the first paint (its inline script). Two of its
 * options stay off because they cost every page load a whole-document restyle when it mounts
 * (bench/results/hydration-2026-11-26.md): `color-scheme` is in the CSS (`:root`, `.dark`), and
 * the transition blocking is the toggle's own (components/layout/theme-toggle.tsx).
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  return (
    <NextThemesProvider
      attribute="class"
      storageKey="theme"
      defaultTheme="system"
      enableSystem
      enableColorScheme={false}
    >
      {children}
    </NextThemesProvider>
  );
}
