'use client';

import { usePathname, useRouter } from 'next/navigation';
import { type MouseEvent, type ReactNode, useEffect } from 'react';
import type { HomeSection } from '@/content/navigation';
import { SECTION_SCROLL_DELAY_MS, scrollToSection } from '@/lib/layout/scroll';

// Section requested from another page, scrolled to once the home page has rendered.
let pendingSection: HomeSection | null = null;

interface SectionLinkProps {
  section: HomeSection;
  className?: string;
  children: ReactNode;
  /** Called when the link is followed, e.g. to close the menu it sits in. */
  onNavigate?: () => void;
  /** A call to action's name in analytics (lib/analytics/cta.ts). */
  cta?: string;
}

/**
 * Link to a section of the home page. On `/` it scrolls there smoothly; elsewhere it navigates to
 * `/` and scrolls after a short delay. Without JavaScript it is a plain `/#section` link.
 */
export function SectionLink({ section, className, children, onNavigate, cta }: SectionLinkProps) {
  const pathname = usePathname();
  const router = useRouter();

  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    event.preventDefault();
    onNavigate?.();
    if (pathname === '/') {
      scrollToSection(section);
      return;
    }
    pendingSection = section;
    router.push('/');
  }

  return (
    <a href={`/#${section}`} className={className} onClick={handleClick} data-cta={cta}>
      {children}
    </a>
  );
}

/** Mounted once in the layout: finishes a section jump that started on another page. */
export function SectionScroller() {
  const pathname = usePathname();

  useEffect(() => {
    if (pathname !== '/' || !pendingSection) return;
    const timer = window.setTimeout(() => {
      if (pendingSection && scrollToSection(pendingSection)) pendingSection = null;
    }, SECTION_SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pathname]);

  return null;
}
