import Link from 'next/link';
import type { ReactNode } from 'react';
import { ThemeToggle } from '@/components/layout/theme-toggle';
import { adminText } from '@/content/admin';
import { headerText } from '@/content/shell';
import { siteConfig } from '@/lib/config/site-config';

/** The lean frame of /admin/: the brand, a way back to the site, the theme; nothing to sell. */
export function AdminShell({ children }: { children: ReactNode }) {
  return (
    <>
      {/* Fixed like the site's header (its classes, so the stylesheet gains nothing): the way back
          to the site and the theme stay in reach down a long list. */}
      <header className="fixed inset-x-0 top-0 z-50 border-b border-line bg-brand-700 text-white">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
          <Link
            href="/"
            prefetch={false}
            aria-label={headerText.homeLink}
            className="flex items-center gap-2.5 rounded-lg py-1 pr-2"
          >
            <img src="/logo.svg" alt="" width={36} height={36} className="size-9" />
            <span className="text-xl font-bold tracking-tight">{siteConfig.name}</span>
          </Link>
          <p className="mr-auto hidden text-sm font-semibold text-brand-100 sm:block">
            {adminText.area}
          </p>
          <div className="flex items-center gap-1">
            <Link
              href="/"
              prefetch={false}
              className="inline-flex h-11 items-center rounded-full px-4 text-sm font-semibold hover:bg-white/10"
            >
              {adminText.backToSite}
            </Link>
            <ThemeToggle />
          </div>
        </div>
      </header>
      <main id="contenido" tabIndex={-1} className="flex-1 pt-16">
        {children}
      </main>
    </>
  );
}
