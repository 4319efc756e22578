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

/**
 * On <html>, this class renders everything that is otherwise laid out only near the viewport
 * (`.section-deferred`, an article's body, the footer: app/globals.css), so a jump to a place on
 * the page aims at where it really is, not at a place that moves as what it passes takes its real
 * height. Set before a scroll to a section, and by the boot script for an address with a #fragment
 * and before an in-page link's jump (lib/browser/boot-script.ts).
 */
export const RENDER_ALL_CLASS = 'render-all';

function renderDeferredSections(): void {
  document.documentElement.classList.add(RENDER_ALL_CLASS);
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
