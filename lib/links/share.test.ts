import { SHARE_WINDOW, shareUrl } from '@/lib/links/share';

const target = {
  url: 'https://hanzo.mx/blog/analisis-de-datos/kpis/',
  title: 'KPIs esenciales',
  excerpt: '¿Qué medir & cómo?',
};

describe('shareUrl', () => {
  it('builds the LinkedIn, X and Facebook share links with encoded values', () => {
    expect(shareUrl('linkedin', target)).toBe(
      'https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fhanzo.mx%2Fblog%2Fanalisis-de-datos%2Fkpis%2F',
    );
    expect(shareUrl('facebook', target)).toBe(
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fhanzo.mx%2Fblog%2Fanalisis-de-datos%2Fkpis%2F',
    );
    const x = new URL(shareUrl('x', target));
    expect(x.origin + x.pathname).toBe('https://x.com/intent/tweet');
    expect(x.searchParams.get('text')).toBe('KPIs esenciales - ¿Qué medir & cómo?');
    expect(x.searchParams.get('url')).toBe(target.url);
  });

  it('opens a 600×400 window without access back to the page', () => {
    expect(SHARE_WINDOW.features).toBe('width=600,height=400,noopener,noreferrer');
  });
});
