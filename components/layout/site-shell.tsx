import type { ReactNode } from 'react';
import { LoadingOverlay } from './loading-overlay';
import { SectionScroller } from './section-link';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/**
 * The marketing site around a page: the loading overlay (first in the body, so the first paint
 * has it), the header (with back to top), the page, the footer.
 */
export function SiteShell({ children }: { children: ReactNode }) {
  return (
    <>
      <LoadingOverlay />
      <SiteHeader />
      <main id="contenido" tabIndex={-1} className="flex-1 pt-16">
        {children}
      </main>
      <SiteFooter />
      <SectionScroller />
    </>
  );
}
