/** Back to top shows once the page is scrolled further than this (spec §9, docs/decisions.md). */
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

/** What is laid out only near the viewport (app/globals.css): sections, an article's blocks. */
export const DEFERRED_SELECTOR =
  '.section-deferred, .block-deferred, .prose-article > :is(p, h2, h3, h4, pre)';

/**
 * Sections off screen are not laid out yet (DEFERRED_SELECTOR): render them all so a smooth scroll
 * aims at where its target really is, not at a place that moves as the sections it passes take
 * their real height. An inline style, which the CSP's style-src does not govern when set by script.
 */
function renderDeferredSections(): void {
  for (const section of document.querySelectorAll<HTMLElement>(DEFERRED_SELECTOR)) {
    section.style.contentVisibility = 'visible';
  }
}

/**
 * Scrolls to a section of the current page, records it in the URL and moves keyboard focus there
 * so the next Tab continues from the section. Returns false when the section is not on the page.
 */
export function scrollToSection(id: string): boolean {
  const section = document.getElementById(id);
  if (!section) return false;
  renderDeferredSections();
  section.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
  window.history.replaceState(window.history.state, '', `#${id}`);
  if (!section.hasAttribute('tabindex')) section.setAttribute('tabindex', '-1');
  section.focus({ preventScroll: true });
  return true;
}

export function scrollToTop(): void {
  window.scrollTo({ top: 0, behavior: scrollBehavior() });
}
