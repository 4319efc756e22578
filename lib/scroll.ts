/** The back-to-top button shows once the page is scrolled further than this (spec §9). */
export const BACK_TO_TOP_THRESHOLD = 300;

/** After navigating to the home page from another page, wait this long before scrolling. */
export const SECTION_SCROLL_DELAY_MS = 100;

export function prefersReducedMotion(): boolean {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return false;
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Smooth scrolling, unless the visitor asked the system for less motion. */
export function scrollBehavior(): ScrollBehavior {
  return prefersReducedMotion() ? 'auto' : 'smooth';
}

export function isPastBackToTopThreshold(scrollY: number): boolean {
  return scrollY > BACK_TO_TOP_THRESHOLD;
}

/**
 * Scrolls to a section of the current page, records it in the URL and moves keyboard focus there
 * so the next Tab continues from the section. Returns false when the section is not on the page.
 */
export function scrollToSection(id: string): boolean {
  const section = document.getElementById(id);
  if (!section) return false;
  // Sections off screen are not laid out yet (content-visibility, app/globals.css): render them
  // all so the smooth scroll aims at where the section really is.
  document.documentElement.classList.add('sections-rendered');
  section.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
  window.history.replaceState(window.history.state, '', `#${id}`);
  if (!section.hasAttribute('tabindex')) section.setAttribute('tabindex', '-1');
  section.focus({ preventScroll: true });
  return true;
}

export function scrollToTop(): void {
  window.scrollTo({ top: 0, behavior: scrollBehavior() });
}
