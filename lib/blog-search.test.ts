import { type SearchableArticle, normalizeText, searchArticles } from '@/lib/blog-search';

interface TestArticle extends SearchableArticle {
  slug: string;
  body: string;
}

const articles: TestArticle[] = [
  {
    slug: 'mitos-ia',
    title: 'Mitos vs. realidades de la IA en PyMEs',
    excerpt: 'Cinco creencias comunes que frenan a los negocios de México.',
    tags: ['IA', 'PyMEs', 'automatización'],
    body: 'Texto del artículo sobre tableros y pronósticos.',
  },
  {
    slug: 'analisis-decisiones',
    title: 'Análisis de datos para decisiones empresariales',
    excerpt: 'Cómo pasar de la intuición a decisiones respaldadas por números.',
    tags: ['decisiones', 'estrategia'],
    body: 'Un cuerpo que no se busca.',
  },
  {
    slug: 'kpis',
    title: 'KPIs esenciales para tu negocio',
    excerpt: 'Qué medir cada mes: margen bruto, ticket promedio y rotación de inventario.',
    tags: ['indicadores', 'finanzas'],
    body: 'Cuerpo con la palabra exclusiva zarzamora.',
  },
  {
    slug: 'tableros',
    title: 'Tableros en Excel',
    excerpt: 'Gráficas claras (y sin macros) para el equipo de ventas.',
    tags: ['visualización', 'Excel', 'dashboards'],
    body: '',
  },
];

const slugs = (query: string) => searchArticles(articles, query).map((article) => article.slug);

describe('normalizeText', () => {
  it('lowercases, removes accents and trims', () => {
    expect(normalizeText('  ÁNÁLISIS de Datos ')).toBe('analisis de datos');
    expect(normalizeText('Visualización')).toBe('visualizacion');
  });
});

describe('searchArticles', () => {
  it('ignores accents and case in both the query and the articles', () => {
    expect(slugs('analisis')).toEqual(['analisis-decisiones']);
    expect(slugs('ÁNALISIS')).toEqual(['analisis-decisiones']);
    expect(slugs('análisis')).toEqual(['analisis-decisiones']);
    expect(slugs('VISUALIZACIÓN')).toEqual(['tableros']);
    expect(slugs('automatizacion')).toEqual(['mitos-ia']);
  });

  it('finds "IA" with "ia"', () => {
    expect(slugs('ia')).toContain('mitos-ia');
    expect(slugs('ia')).not.toContain('tableros');
  });

  it('matches on the title', () => {
    expect(slugs('esenciales')).toEqual(['kpis']);
  });

  it('matches on the excerpt', () => {
    expect(slugs('intuición')).toEqual(['analisis-decisiones']);
  });

  it('matches on the tags', () => {
    expect(slugs('finanzas')).toEqual(['kpis']);
    expect(slugs('dashboards')).toEqual(['tableros']);
  });

  it('does not match on other fields such as the body or the slug', () => {
    expect(slugs('zarzamora')).toEqual([]);
    expect(slugs('pronósticos')).toEqual([]);
    expect(slugs('analisis-decisiones')).toEqual([]);
  });

  it('requires every word of the query to match, in any field and any order', () => {
    expect(slugs('pymes mexico')).toEqual(['mitos-ia']);
    expect(slugs('excel ventas')).toEqual(['tableros']);
    expect(slugs('ventas excel')).toEqual(['tableros']);
    expect(slugs('excel margen')).toEqual([]);
  });

  it.each(['', '   ', '\n\t '])(
    'returns every article in the original order for the query %j',
    (query) => {
      const result = searchArticles(articles, query);
      expect(result).toEqual(articles);
      expect(result).not.toBe(articles);
    },
  );

  it('returns [] quickly for a 10,000-character query, without throwing', () => {
    const query = 'datosinexistentes'.repeat(600).slice(0, 10_000);
    expect(query).toHaveLength(10_000);
    const start = performance.now();
    expect(searchArticles(articles, query)).toEqual([]);
    expect(searchArticles(articles, `${'wq '.repeat(3_333)}w`)).toEqual([]);
    expect(performance.now() - start).toBeLessThan(500);
  });

  it('treats markup in the query as plain text', () => {
    expect(() => searchArticles(articles, '<script>alert(1)</script>')).not.toThrow();
    expect(slugs('<script>alert(1)</script>')).toEqual([]);
    expect(slugs('<b>datos</b>')).toEqual([]);
    const withMarkup = [
      { title: 'Etiquetas <b>datos</b> en HTML', excerpt: 'Un ejemplo literal.', tags: ['html'] },
    ];
    expect(searchArticles(withMarkup, '<b>datos</b>')).toEqual(withMarkup);
  });

  it('treats regular-expression characters literally', () => {
    for (const query of ['.*', '(', '[', ')', '\\', '+', '?', '^$', '|']) {
      expect(() => searchArticles(articles, query)).not.toThrow();
    }
    expect(slugs('.*')).toEqual([]);
    expect(slugs('[')).toEqual([]);
    expect(slugs('(')).toEqual(['tableros']);
    expect(slugs('(y')).toEqual(['tableros']);
    expect(slugs('vs.')).toEqual(['mitos-ia']);
    expect(slugs('v.')).toEqual([]);
  });
});
