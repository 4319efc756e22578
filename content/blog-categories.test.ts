import { articleCount, searchResultCount } from './blog-categories';

describe('searchResultCount', () => {
  it('names the query after the count', () => {
    expect(searchResultCount(3, 'ventas')).toBe('3 artículos para “ventas”');
    expect(searchResultCount(1, 'kpi')).toBe('1 artículo para “kpi”');
    expect(searchResultCount(0, 'zzqx')).toBe(`${articleCount(0)} para “zzqx”`);
  });

  it('trims the query and joins its spaces', () => {
    expect(searchResultCount(2, '  ventas   en línea ')).toBe('2 artículos para “ventas en línea”');
  });

  it('shortens a long query with an ellipsis', () => {
    const status = searchResultCount(0, 'análisis '.repeat(20));
    expect(status).toBe(`0 artículos para “${'análisis '.repeat(4).trimEnd()}…”`);
    expect(searchResultCount(0, 'x'.repeat(100))).toBe(`0 artículos para “${'x'.repeat(40)}…”`);
  });
});
