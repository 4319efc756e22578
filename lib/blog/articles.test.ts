/** @jest-environment node */
import {
  articleHeadlines,
  blogContentDir,
  getAdjacentArticles,
  getArticlesByTag,
  getTags,
  getAllArticles,
  getArticle,
  getArticlesByCategory,
  getPublishedArticles,
  getRelatedArticles,
  sortNewestFirst,
} from '@/lib/blog/articles';

/** These tests read the real articles in content/blog. */
function article(slug: string) {
  const found = getPublishedArticles().find((candidate) => candidate.slug === slug);
  if (!found) throw new Error(`no se encontró el artículo ${slug}`);
  return found;
}

describe('sortNewestFirst', () => {
  it('puts the newest date first', () => {
    const sorted = sortNewestFirst([
      { id: 1, date: '2024-03-12' },
      { id: 2, date: '2025-09-03' },
      { id: 3, date: '2025-06-14' },
    ]);
    expect(sorted.map((entry) => entry.id)).toEqual([2, 3, 1]);
  });

  it('breaks same-day ties by the higher id first', () => {
    const sorted = sortNewestFirst([
      { id: 4, date: '2025-06-14' },
      { id: 9, date: '2025-06-14' },
      { id: 1, date: '2025-09-03' },
      { id: 6, date: '2025-06-14' },
    ]);
    expect(sorted.map((entry) => entry.id)).toEqual([1, 9, 6, 4]);
  });

  it('does not modify the list it receives', () => {
    const original = [
      { id: 1, date: '2024-01-01' },
      { id: 2, date: '2025-01-01' },
    ];
    sortNewestFirst(original);
    expect(original.map((entry) => entry.id)).toEqual([1, 2]);
  });
});

describe('neighbours and tags', () => {
  it('links each article to the one published before and after it', () => {
    const published = getPublishedArticles();
    const middle = published[2]!;
    expect(getAdjacentArticles(middle)).toEqual({ newer: published[1], older: published[3] });
    expect(getAdjacentArticles(published[0]!).newer).toBeUndefined();
    expect(getAdjacentArticles(published.at(-1)!).older).toBeUndefined();
  });

  it('gives every tag an archive that lists its articles', () => {
    const pymes = getTags().find((tag) => tag.slug === 'pymes');
    expect(pymes?.name).toBe('PyMEs');
    expect(getArticlesByTag('pymes').map((entry) => entry.slug)).toEqual(
      getPublishedArticles()
        .filter((entry) => entry.tags.includes('PyMEs'))
        .map((entry) => entry.slug),
    );
    expect(pymes?.count).toBe(getArticlesByTag('pymes').length);
  });

  it('reads the articles from BLOG_CONTENT_DIR when it is set', () => {
    expect(blogContentDir({})).toMatch(/content\/blog$/);
    expect(blogContentDir({ BLOG_CONTENT_DIR: '.test-output/blog-content' })).toMatch(
      /\.test-output\/blog-content$/,
    );
  });
});

describe('blog content', () => {
  it('publishes exactly 9 articles', () => {
    expect(getPublishedArticles()).toHaveLength(9);
    expect(getAllArticles().length).toBeGreaterThanOrEqual(9);
  });

  it('lists articles newest first', () => {
    const dates = getPublishedArticles().map((entry) => entry.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(dates[0]).toBe('2026-09-15');
  });

  it("gives /admin/ each published article's slug, title and day, newest first", () => {
    const published = getPublishedArticles();
    expect(articleHeadlines()).toEqual(
      published.map(({ slug, title, date }) => ({ slug, title, date })),
    );
    expect(Object.keys(articleHeadlines()[0] ?? {})).toEqual(['slug', 'title', 'date']);
  });

  it('uses unique ids and slugs', () => {
    const published = getPublishedArticles();
    expect(new Set(published.map((entry) => entry.id)).size).toBe(published.length);
    expect(new Set(published.map((entry) => entry.slug)).size).toBe(published.length);
  });

  it('has the featured AI myths article of 14 June 2025, 8 min', () => {
    expect(article('mitos-vs-realidades-ia-pymes-america-latina')).toMatchObject({
      category: 'inteligencia-artificial',
      categoryName: 'Inteligencia artificial',
      date: '2025-06-14',
      featured: true,
      readTime: '8 min',
    });
  });

  it('has the data lakes article of 3 September 2025, not featured, 10 min', () => {
    expect(article('data-lakes-arquitectura-moderna-pymes-startups')).toMatchObject({
      category: 'analisis-de-datos',
      categoryName: 'Análisis de datos',
      date: '2025-09-03',
      featured: false,
      readTime: '10 min',
    });
  });

  it('has the featured data analysis article, 7 min', () => {
    expect(article('analisis-datos-decisiones-empresariales')).toMatchObject({
      category: 'analisis-de-datos',
      featured: true,
      readTime: '7 min',
    });
  });

  it('gives every article the path /blog/{category}/{slug}/', () => {
    for (const entry of getPublishedArticles()) {
      expect(entry.path).toBe(`/blog/${entry.category}/${entry.slug}/`);
    }
  });

  it('gives every article a read time that matches its word count', () => {
    for (const entry of getPublishedArticles()) {
      expect(entry.readTime).toBe(`${Math.max(1, Math.round(entry.wordCount / 200))} min`);
    }
  });
});

describe('getArticlesByCategory', () => {
  it('returns the 4 AI articles, newest first', () => {
    const ai = getArticlesByCategory('inteligencia-artificial');
    expect(ai.map((entry) => entry.slug)).toEqual([
      'como-medir-retorno-proyecto-ia-pyme',
      'ia-generativa-con-tus-documentos-rag-pymes',
      'agente-ia-whatsapp-atencion-clientes-pymes',
      'mitos-vs-realidades-ia-pymes-america-latina',
    ]);
  });

  it('returns the 5 data analysis articles, newest first, and nothing else', () => {
    const analysis = getArticlesByCategory('analisis-de-datos');
    expect(analysis).toHaveLength(5);
    expect(analysis.every((entry) => entry.category === 'analisis-de-datos')).toBe(true);
    expect(analysis.map((entry) => entry.date)).toEqual(
      analysis
        .map((entry) => entry.date)
        .sort()
        .reverse(),
    );
  });
});

describe('getArticle', () => {
  it('finds an article by its category and slug', () => {
    expect(
      getArticle('analisis-de-datos', 'data-lakes-arquitectura-moderna-pymes-startups')?.id,
    ).toBe(article('data-lakes-arquitectura-moderna-pymes-startups').id);
  });

  it('returns undefined for a slug under the wrong category', () => {
    expect(
      getArticle('inteligencia-artificial', 'data-lakes-arquitectura-moderna-pymes-startups'),
    ).toBeUndefined();
    expect(
      getArticle('analisis-de-datos', 'mitos-vs-realidades-ia-pymes-america-latina'),
    ).toBeUndefined();
  });

  it('returns undefined for an unknown category or slug', () => {
    expect(
      getArticle('marketing', 'data-lakes-arquitectura-moderna-pymes-startups'),
    ).toBeUndefined();
    expect(getArticle('analisis-de-datos', 'articulo-que-no-existe')).toBeUndefined();
  });
});

describe('getRelatedArticles', () => {
  it('resolves the related slugs to articles, in the order they are listed', () => {
    const dataLakes = article('data-lakes-arquitectura-moderna-pymes-startups');
    expect(dataLakes.relatedPosts.length).toBeGreaterThan(0);
    const related = getRelatedArticles(dataLakes);
    expect(related.map((entry) => entry.slug)).toEqual(dataLakes.relatedPosts);
    expect(
      related.every((entry) => typeof entry.title === 'string' && entry.path.startsWith('/blog/')),
    ).toBe(true);
  });

  it('resolves the related articles of every article', () => {
    for (const entry of getPublishedArticles()) {
      expect(getRelatedArticles(entry).map((related) => related.slug)).toEqual(entry.relatedPosts);
    }
  });
});
