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

async function slugs(query: string, category?: string, list: IndexableArticle[] = articles) {
  const engine = await engineFor(list).load();
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

/** Articles for the union of the two searches: words inside words, and a newest one that only the word search finds. */
const unionArticles: IndexableArticle[] = [
  article({
    id: 11,
    slug: 'machine-learning',
    category: 'inteligencia-artificial',
    date: '2024-02-01',
    title: 'Machine Learning para pronosticar tu inventario',
    excerpt: 'Modelos sencillos que aprenden de tus ventas pasadas.',
    tags: ['IA', 'inventarios'],
    body: 'Un modelo mira la temporada y el clima.',
  }),
  article({
    id: 12,
    slug: 'dashboards',
    date: '2023-11-01',
    title: 'Dashboards de ventas para tu equipo',
    excerpt: 'Qué gráficas mirar cada lunes.',
    tags: ['visualización', 'Power BI'],
    body: 'Una gráfica por pregunta.',
  }),
  article({
    id: 13,
    slug: 'analisis-predictivo',
    date: '2024-06-01',
    title: 'Análisis predictivo sin programar',
    excerpt: 'Hojas de cálculo y un poco de estadística bastan para empezar.',
    tags: ['Excel', 'series de tiempo'],
    body: 'Promedios móviles y estacionalidad.',
  }),
  article({
    id: 14,
    slug: 'reporte',
    date: '2025-01-10',
    title: 'Datos del reporte mensual',
    excerpt: 'Las cifras de Excel que importan, sin jerga.',
    tags: ['reportes'],
    body: 'Tu primer dashboard; el learning llega con la práctica.',
  }),
  article({
    id: 15,
    slug: 'candidatos',
    category: 'inteligencia-artificial',
    date: '2025-03-01',
    title: 'Candidatos a automatizar en tu oficina',
    excerpt: 'Tareas repetitivas que puedes delegar a un bot.',
    tags: ['automatización'],
    body: 'Facturas, inventarios y citas.',
  }),
];

const union = (query: string, category?: string) => slugs(query, category, unionArticles);

describe("search engine: the specification's matches, then the word search", () => {
  it('finds a fragment from inside a word of the title, a tag or the excerpt', async () => {
    // "learn" starts a title word; the newer "reporte" has it only in its body: after.
    expect(await union('learn')).toEqual(['machine-learning', 'reporte']);
    expect(await union('ashboard')).toEqual(['dashboards']);
    expect(await union('earning')).toEqual(['machine-learning']);
    expect(await union('ower b')).toEqual(['dashboards']);
    expect(await union('eries de tiem')).toEqual(['analisis-predictivo']);
    expect(await union('epetitiv')).toEqual(['candidatos']);
    expect(await union('stadístic')).toEqual(['analisis-predictivo']);
  });

  it('folds accents and case on both sides of the substring', async () => {
    expect(await union('analisis')).toEqual(['analisis-predictivo']);
    expect(await union('ANÁLISIS PREDICTIVO')).toEqual(['analisis-predictivo']);
    expect(await union('nalisis predic')).toEqual(['analisis-predictivo']);
    expect(await union('visualizacion')).toEqual(['dashboards']);
  });

  it('lists the specification’s matches first, even when a word match is newer', async () => {
    const engine = await engineFor(unionArticles).load();
    const results = await engine.search('dashboard');
    expect(results.map((hit) => [hit.row[1], hit.substring])).toEqual([
      ['dashboards', { field: 0, wordStart: true }],
      // Only its body says "dashboard": the word search's.
      ['reporte', null],
    ]);
  });

  it('ranks inside the first group: title, tag, excerpt; a word start before its inside', async () => {
    // Title "Dashboards de ventas", then the excerpt "tus ventas pasadas".
    expect(await union('ventas')).toEqual(['dashboards', 'machine-learning']);
    // A tag ("Excel") before a newer excerpt ("cifras de Excel").
    expect(await union('excel')).toEqual(['analisis-predictivo', 'reporte']);
    // "Datos…" starts a title; the newer "Candidatos…" has it inside a word.
    expect(await union('dato')).toEqual(['reporte', 'candidatos']);
    // Both inside a title word: the newest first.
    expect(await union('ent')).toEqual(['machine-learning', 'dashboards']);
  });

  it('adds the word search after: every word, any order, the article’s text', async () => {
    expect(await union('predictivo análisis')).toEqual(['analisis-predictivo']);
    expect(await union('ventas dashboards')).toEqual(['dashboards']);
    expect(await union('estacionalidad')).toEqual(['analisis-predictivo']);
    expect(await union('facturas citas')).toEqual(['candidatos']);
    // The whole query as one substring, then the articles that have both words.
    expect(await union('de ventas')).toEqual(['dashboards', 'machine-learning']);
    expect(await union('learning zarzamora')).toEqual([]);
  });

  it('lists an article once, when both searches find it', async () => {
    const engine = await engineFor(unionArticles).load();
    for (const query of ['inventario', 'ventas', 'a', 'es', 'dashboard', 'excel']) {
      const found = (await engine.search(query)).map((hit) => hit.row[1]);
      expect(new Set(found).size).toBe(found.length);
    }
  });

  it('answers an empty query, or spaces only, with nothing', async () => {
    expect(await union('')).toEqual([]);
    expect(await union('   ')).toEqual([]);
  });

  it('keeps both searches inside the category', async () => {
    expect(await union('ashboard', 'inteligencia-artificial')).toEqual([]);
    expect(await union('dato', 'inteligencia-artificial')).toEqual(['candidatos']);
    expect(await union('learn', 'analisis-de-datos')).toEqual(['reporte']);
  });

  it("finds at least what the specification's rule finds, and lists it first", async () => {
    const engine = await engineFor(unionArticles).load();
    // The rule as the specification states it: case aside, nothing else folded.
    const specRule = (query: string) =>
      unionArticles
        .filter((item) =>
          [item.title, item.excerpt, ...item.tags].some((text) =>
            text.toLowerCase().includes(query.toLowerCase()),
          ),
        )
        .map((item) => item.slug);
    const fragments = unionArticles.flatMap((item) =>
      [item.title, item.excerpt, ...item.tags].flatMap((text) => [
        text.slice(1, 6),
        text.slice(3, 12),
        text.slice(-7, -2),
      ]),
    );
    for (const fragment of fragments.filter((text) => text.trim())) {
      const results = await engine.search(fragment);
      const found = results.map((hit) => hit.row[1]);
      // The substring group is a prefix of the list and holds every article the rule finds.
      const group = results.findIndex((hit) => !hit.substring);
      const first = group < 0 ? found : found.slice(0, group);
      expect(results.slice(first.length).every((hit) => !hit.substring)).toBe(true);
      expect({
        fragment,
        missing: specRule(fragment).filter((slug) => !first.includes(slug)),
      }).toEqual({
        fragment,
        missing: [],
      });
    }
  });
});
