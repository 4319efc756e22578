import {
  BACK_TO_TOP_THRESHOLD,
  isPastBackToTopThreshold,
  scrollToSection,
} from '@/lib/layout/scroll';

describe('scroll helpers', () => {
  it('shows the back-to-top button only past 300 px', () => {
    expect(BACK_TO_TOP_THRESHOLD).toBe(300);
    expect(isPastBackToTopThreshold(0)).toBe(false);
    expect(isPastBackToTopThreshold(300)).toBe(false);
    expect(isPastBackToTopThreshold(301)).toBe(true);
  });

  it('scrolls to a section, records it in the URL and focuses it', () => {
    document.body.innerHTML =
      '<section class="section-deferred" id="servicios"></section>' +
      '<section id="contacto"><h2>Contacto</h2></section>';
    const section = document.getElementById('contacto') as HTMLElement;
    section.scrollIntoView = jest.fn();
    expect(scrollToSection('contacto')).toBe(true);
    expect(section.scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    // What is off screen is rendered first, so the scroll aims at its real height.
    expect(document.documentElement).toHaveClass('render-all');
    expect(window.location.hash).toBe('#contacto');
    expect(document.activeElement).toBe(section);
  });

  it('jumps without animation when the visitor prefers reduced motion', () => {
    const matchMedia = jest
      .spyOn(window, 'matchMedia')
      .mockImplementation(
        (query) => ({ matches: query.includes('reduce'), media: query }) as MediaQueryList,
      );
    document.body.innerHTML = '<section id="mision"></section>';
    const section = document.getElementById('mision') as HTMLElement;
    section.scrollIntoView = jest.fn();
    scrollToSection('mision');
    expect(section.scrollIntoView).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' });
    matchMedia.mockRestore();
  });

  it('reports a missing section', () => {
    document.body.innerHTML = '';
    expect(scrollToSection('servicios')).toBe(false);
  });
});
