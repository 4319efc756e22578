import { isArticlePath } from '@/lib/blog/paths';

describe('isArticlePath', () => {
  it.each([
    '/blog/analisis-de-datos/kpis-esenciales-pymes-que-medir/',
    '/blog/inteligencia-artificial/mitos-vs-realidades-ia-pymes-america-latina',
  ])('%s is an article', (pathname) => {
    expect(isArticlePath(pathname)).toBe(true);
  });

  it.each([
    '/',
    '/blog/',
    '/blog/analisis-de-datos/',
    '/blog/pagina/2/',
    '/blog/analisis-de-datos/pagina/2/',
    '/blog/etiquetas/',
    '/blog/etiquetas/dashboards/',
    '/blog/etiquetas/dashboards/pagina/2/',
    '/servicios/consultoria/',
  ])('%s is not an article', (pathname) => {
    expect(isArticlePath(pathname)).toBe(false);
  });
});
