'use client';

import { ThemeProvider as NextThemesProvider } from 'next-themes';
import type { ReactNode } from 'react';
import { THEME_KEY } from '@/lib/browser/boot-script';

/**
 * next-themes (the design card's package, decisions.md "Stack"): the class on <html>, the system
 * preference by default, the key the boot script reads, so a visitor's earlier choice holds.
 *
 * Configured so that mounting costs the page no whole-document work:
 * - `enableColorScheme={false}`: `color-scheme` is in the stylesheet (`:root`, `.dark`); with it
 *   on, next-themes writes `style="color-scheme"` on <html> at mount, an inherited property that
 *   restyles every element.
 * - `disableTransitionOnChange` stays false (its default): with it on, every apply, mount
 *   included, inserts a `*{transition:none!important}` style and removes it a timer later, two
 *   whole-document recalculations. The toggle switches transitions off itself, with a class, and
 *   only when the visitor switches (components/layout/theme-toggle.tsx).
 * At mount next-themes still removes and re-adds the theme class on <html>: `light` matches no
 * rule, so nothing is invalidated; `dark` does (`.dark *`), so a dark page pays one restyle of the
 * document when the provider mounts (docs/performance.md, "next-themes").
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  return (
    <NextThemesProvider
      attribute="class"
      storageKey={THEME_KEY}
      defaultTheme="system"
      enableSystem
      enableColorScheme={false}
      disableTransitionOnChange={false}
    >
      {children}
    </NextThemesProvider>
  );
}
