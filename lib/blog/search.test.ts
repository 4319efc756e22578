/** @jest-environment node */
import { normalizeText, queryTerms, words } from '@/lib/blog/search';
import { BlogSearchEngine } from '@/lib/blog/search-engine';
import {
  CORE_INDEX_FILE,
  type IndexableArticle,
  MAX_SHARD_POSTINGS,
  SEARCH_INDEX_DIR,
  bodyTerms,
  buildSearchIndex,
} from '@/lib/blog/search-index';

const CATEGORIES = ['inteligencia-artificial', 'analisis-de-datos'];

function article(overrides: Partial<IndexableArticle> & { slug: string }): IndexableArticle {
  return {
    id: 1,
    category: 'analisis-de-datos',
    date: '2024-01-01',
    readMinutes: 5,
    title: 'Un título',
    excerpt: 'Un resumen.',
    tags: [],
    featured: false,
    body: '',
    ...overrides,
  };
}

const articles: IndexableArticle[] = [
  article({
    id: 1,
    slug: 'mitos-ia',
    category: 'inteligencia-artificial',
    date: '2025-06-14',
    title: 'Mitos vs. realidades de la IA en PyMEs',
    excerpt: 'Cinco creencias comunes que frenan a los negocios de México.',
    tags: ['IA', 'PyMEs', 'automatización'],
    body: 'Texto sobre pronósticos y la palabra zarzamora, con [un enlace](https://ejemplo.mx/oculto).',
  }),
  article({
    id: 2,
    slug: 'analisis-decisiones',
    date: '2024-03-12',
    title: 'Análisis de datos para decisiones empresariales',
    excerpt: 'Cómo pasar de la intuición a decisiones respaldadas por números.',
    tags: ['decisiones', 'estrategia'],
    body: 'Un tablero de ventas ayuda; los pronósticos también.',
  }),
  article({
    id: 3,
    slug: 'kpis',
    date: '2024-05-21',
    title: 'KPIs esenciales para tu negocio',
    excerpt: 'Qué medir cada mes: margen bruto y rotación de inventario.',
    tags: ['indicadores', 'finanzas'],
    body: 'Mide el análisis de cohortes y las ventas por sucursal.',
  }),
  article({
    id: 4,
    slug: 'tableros',
    date: '2024-08-06',
    title: 'Tableros en Excel',
    excerpt: 'Gráficas claras para el equipo de ventas.',
    tags: ['visualización', 'Excel', 'dashboards'],
    body: 'Un análisis visual con tablas dinámicas.',
  }),
];

/** An engine over the built files, served from memory; records what it fetched. */
function engineFor(list: IndexableArticle[]) {
  const files = buildSearchIndex(list, CATEGORIES);
  const served = new Map<string, unknown>([
    [`${SEARCH_INDEX_DIR}${CORE_INDEX_FILE}`, JSON.parse(JSON.stringify(files.core))],
    ...files.shards.map(
      (shard) =>
        [`${SEARCH_INDEX_DIR}${shard.file}`, JSON.parse(JSON.stringify(shard.index))] as const,
    ),
  ]);
  const fetched: string[] = [];
  const fetchJson = async (url: string) => {
    fetched.push(url);
    if (!served.has(url)) throw new Error(`404 ${url}`);
    return served.get(url);
  };
  return { files, fetched, load: () => BlogSearchEngine.load(fetchJson) };
}

async function slugs(query: string, category?: string) {
  const engine = await engineFor(articles).load();
  return (await engine.search(query, category)).map((hit) => hit.row[1]);
}

describe('text rules', () => {
  it('lowercases, removes accents and trims', () => {
    expect(normalizeText('  ÁNÁLISIS de Datos ')).toBe('analisis de datos');
    expect(words('¿Qué es un KPI? ¡Mídelo!')).toEqual(['que', 'es', 'un', 'kpi', 'midelo']);
  });

  it('drops stop words from a query, unless nothing else is left', () => {
    expect(queryTerms('la IA en las PyMEs')).toEqual(['ia', 'pymes']);
    expect(queryTerms('de la')).toEqual(['de', 'la']);
    expect(queryTerms('datos datos DATOS')).toEqual(['datos']);
    expect(queryTerms('<>')).toEqual([]);
  });
});

describe('index builder', () => {
  it('keeps one row per article with what a card shows', () => {
    const { core } = buildSearchIndex(articles, CATEGORIES);
    expect(core.docs[0]).toEqual([
      1,
      'mitos-ia',
      0,
      '2025-06-14',
      5,
      articles[0]!.title,
      articles[0]!.excerpt,
      ['IA', 'PyMEs', 'automatización'],
      0,
    ]);
    expect(core.categories).toEqual(CATEGORIES);
  });

  it('indexes each body word once per article, without stop words, link targets or core words', () => {
    expect(
      bodyTerms('El análisis, el ANÁLISIS y [datos](https://x.mx/oculto) https://y.mx/z'),
    ).toEqual(['analisis', 'datos']);
    expect(bodyTerms('pronósticos y ventas', new Set(['ventas']))).toEqual(['pronosticos']);
  });

  it('shards body words by first letter, with content-hashed names', () => {
    const { core, shards } = buildSearchIndex(articles, CATEGORIES);
    const keys = shards.map((shard) => shard.key).sort();
    expect(keys).toContain('p');
    expect(keys).toContain('z');
    for (const shard of shards) {
      expect(core.shards[shard.key]).toBe(shard.file);
      expect(shard.file).toMatch(new RegExp(`^${shard.key}\\.[0-9a-f]{10}\\.json$`));
      for (const term of Object.keys(shard.index.terms))
        expect(term.startsWith(shard.key)).toBe(true);
    }
    // Row ids as gaps: "pronosticos" is in rows 0 and 1.
    const p = shards.find((shard) => shard.key === 'p');
    expect(p?.index.terms.pronosticos).toEqual([0, 1]);
  });

  it('splits a letter that holds too much into two-letter shards', () => {
    const many = Array.from({ length: 40 }, (_, index) =>
      article({
        id: index + 1,
        slug: `a-${index}`,
        body: Array.from(
          { length: 200 },
          (_, word) => `ca${word.toString(36)}x co${word.toString(36)}y`,
        ).join(' '),
      }),
    );
    const { core, shards } = buildSearchIndex(many, CATEGORIES);
    expect(40 * 400).toBeGreaterThan(MAX_SHARD_POSTINGS);
    expect(core.shards.c).toBeUndefined();
    expect(core.shards.ca).toBeDefined();
    expect(core.shards.co).toBeDefined();
    expect(shards.every((shard) => shard.key.length <= 2)).toBe(true);
  });
});

describe('search engine', () => {
  it('ignores accents and case in both the query and the articles', async () => {
    expect(await slugs('analisis decisiones')).toEqual(['analisis-decisiones']);
    expect(await slugs('ÁNALISIS DECISIONES')).toEqual(['analisis-decisiones']);
    expect(await slugs('VISUALIZACIÓN')).toEqual(['tableros']);
  });

  it('matches title, excerpt, tags and body words, by prefix as the visitor types', async () => {
    expect(await slugs('esenciales')).toEqual(['kpis']);
    expect(await slugs('intuición')).toEqual(['analisis-decisiones']);
    expect(await slugs('finanzas')).toEqual(['kpis']);
    expect(await slugs('zarzamora')).toEqual(['mitos-ia']);
    expect(await slugs('zarz')).toEqual(['mitos-ia']);
    expect(await slugs('cohortes')).toEqual(['kpis']);
  });

  it('never matches a link target or the slug', async () => {
    expect(await slugs('oculto')).toEqual([]);
    expect(await slugs('ejemplo')).toEqual([]);
  });

  it('requires every word of the query, in any field and any order', async () => {
    expect(await slugs('pymes mexico')).toEqual(['mitos-ia']);
    expect(await slugs('excel ventas')).toEqual(['tableros']);
    expect(await slugs('ventas excel')).toEqual(['tableros']);
    expect(await slugs('zarzamora pymes')).toEqual(['mitos-ia']);
    expect(await slugs('excel margen')).toEqual([]);
  });

  it('ranks title matches first, then by score, then the newest', async () => {
    // "analisis": in the title of one, the body of two others.
    expect(await slugs('analisis')).toEqual(['analisis-decisiones', 'tableros', 'kpis']);
    // "ventas": excerpt of "tableros", body of two (the newest of those first).
    expect(await slugs('ventas')).toEqual(['tableros', 'kpis', 'analisis-decisiones']);
  });

  it('filters by category', async () => {
    expect(await slugs('pronosticos')).toEqual(['mitos-ia', 'analisis-decisiones']);
    expect(await slugs('pronosticos', 'analisis-de-datos')).toEqual(['analisis-decisiones']);
    expect(await slugs('pronosticos', 'inteligencia-artificial')).toEqual(['mitos-ia']);
  });

  it('fetches the core file first, then only the shards of the words typed, once each', async () => {
    const { load, fetched, files } = engineFor(articles);
    const engine = await load();
    expect(fetched).toEqual(['/busqueda/blog.json']);
    await engine.search('zarzamora');
    await engine.search('zarz');
    expect(fetched).toEqual(['/busqueda/blog.json', `/busqueda/${files.core.shards.z}`]);
  });

  it('treats markup and regular-expression characters as text', async () => {
    expect(await slugs('<script>alert(1)</script>')).toEqual([]);
    expect(await slugs('<b>datos</b>')).toEqual(['analisis-decisiones']);
    for (const query of ['.*', '(', '[', '\\', '+', '?', '^$', '|']) {
      expect(await slugs(query)).toEqual([]);
    }
  });

  it('answers a 10,000-character query with nothing, quickly', async () => {
    const engine = await engineFor(articles).load();
    const start = performance.now();
    expect(await engine.search('datosinexistentes'.repeat(600))).toEqual([]);
    expect(await engine.search(`${'wq '.repeat(3_333)}w`)).toEqual([]);
    expect(performance.now() - start).toBeLessThan(500);
  });
});
