import {
  ArticleValidationError,
  type ParsedArticle,
  articlePageName,
  checkCollection,
  countWords,
  parseArticle,
  readingMinutes,
} from '@/lib/blog/schema';

const FILE = 'content/blog/analisis-de-datos/tableros-de-ventas-para-pymes.md';

const baseFrontmatter: Record<string, unknown> = {
  id: 42,
  title: 'Tableros de ventas para PyMEs: por dónde empezar',
  metaTitle: 'Tableros de ventas para PyMEs',
  metaDescription:
    'Cómo armar un tablero de ventas sencillo para tu PyME con los datos que ya tienes, paso a paso y sin grandes inversiones.',
  excerpt: 'Un tablero de ventas claro te ayuda a decidir cada semana. Te explicamos cómo armarlo.',
  category: 'analisis-de-datos',
  categoryName: 'Análisis de datos',
  date: '2025-06-14',
  author: 'Equipo Hanzo',
  authorBio: 'Consultores de datos e inteligencia artificial para PyMEs en México y Latinoamérica.',
  tags: ['tableros', 'ventas', 'PyMEs'],
  keywords: ['tablero de ventas', 'dashboard para PyMEs'],
  slug: 'tableros-de-ventas-para-pymes',
  featured: false,
  relatedPosts: [],
};

/** `count` Spanish words, split into short paragraphs. */
function words(count: number): string {
  const vocabulary = [
    'ventas',
    'clientes',
    'margen',
    'inventario',
    'datos',
    'decisión',
    'tablero',
    'semana',
  ];
  const list = Array.from({ length: count }, (_, index) => vocabulary[index % vocabulary.length]);
  const paragraphs: string[] = [];
  for (let start = 0; start < list.length; start += 40)
    paragraphs.push(`${list.slice(start, start + 40).join(' ')}.`);
  return paragraphs.join('\n\n');
}

const defaultBody = `## Por qué medir las ventas\n\n${words(300)}\n`;

/**
 * An article file as written in content/blog. Overrides replace frontmatter fields; an override
 * set to `undefined` removes the field.
 */
function articleSource(
  overrides: Record<string, unknown> = {},
  body: string = defaultBody,
): string {
  const frontmatter = { ...baseFrontmatter, ...overrides };
  const lines = Object.entries(frontmatter)
    .filter(([, value]) => value !== undefined)
    // JSON is valid YAML, so every value is written the way the real articles write it.
    .map(([key, value]) => `${key}: ${JSON.stringify(value)}`);
  return `---\n${lines.join('\n')}\n---\n\n${body}`;
}

function validationError(action: () => unknown): ArticleValidationError {
  try {
    action();
  } catch (error) {
    expect(error).toBeInstanceOf(ArticleValidationError);
    return error as ArticleValidationError;
  }
  throw new Error('se esperaba un ArticleValidationError y no se lanzó ningún error');
}

/** Asserts that parsing fails with a message naming the file and the field. */
function expectRejected(
  source: string,
  field: string,
  file: string = FILE,
): ArticleValidationError {
  const error = validationError(() => parseArticle(source, file));
  expect(error.message).toContain(file);
  expect(error.message).toContain(field);
  return error;
}

describe('parseArticle', () => {
  it('parses a valid article with its body, word count, read time and path', () => {
    const article = parseArticle(articleSource(), FILE);
    expect(article).toMatchObject({
      id: 42,
      title: 'Tableros de ventas para PyMEs: por dónde empezar',
      category: 'analisis-de-datos',
      categoryName: 'Análisis de datos',
      date: '2025-06-14',
      tags: ['tableros', 'ventas', 'PyMEs'],
      slug: 'tableros-de-ventas-para-pymes',
      featured: false,
      relatedPosts: [],
      path: '/blog/analisis-de-datos/tableros-de-ventas-para-pymes/',
    });
    expect(article.body.startsWith('## Por qué medir las ventas')).toBe(true);
    // 300 words plus the five of the heading.
    expect(article.wordCount).toBe(305);
    expect(article.readTime).toBe('2 min');
  });

  it('accepts the optional draft, faq and references fields', () => {
    const article = parseArticle(
      articleSource({
        draft: true,
        faq: [
          {
            question: '¿Cuánto cuesta?',
            answer: 'Puedes empezar con una hoja de cálculo gratuita.',
          },
        ],
        references: [
          { title: 'Censos Económicos', publisher: 'INEGI', url: 'https://www.inegi.org.mx/' },
        ],
      }),
      FILE,
    );
    expect(article.draft).toBe(true);
    expect(article.faq).toHaveLength(1);
    expect(article.references?.[0]?.publisher).toBe('INEGI');
  });

  it('gives about 8 min for an article of about 1,600 words', () => {
    const article = parseArticle(articleSource({}, words(1600)), FILE);
    expect(article.wordCount).toBe(1600);
    expect(article.readMinutes).toBe(8);
    expect(article.readTime).toBe('8 min');
  });

  it('rounds the read time to the nearest minute at 200 words a minute', () => {
    expect(parseArticle(articleSource({}, words(1649)), FILE).readTime).toBe('8 min');
    expect(parseArticle(articleSource({}, words(1700)), FILE).readTime).toBe('9 min');
    expect(parseArticle(articleSource({}, words(2000)), FILE).readTime).toBe('10 min');
  });

  it('does not count fenced code as words', () => {
    const code = `\`\`\`python\n${Array.from({ length: 400 }, (_, index) => `total_${index} = ventas * margen`).join('\n')}\n\`\`\``;
    const article = parseArticle(
      articleSource({}, `${words(800)}\n\n${code}\n\n${words(800)}`),
      FILE,
    );
    expect(article.wordCount).toBe(1600);
    expect(article.readTime).toBe('8 min');
  });

  it('does not take a "# " comment inside fenced code for a heading', () => {
    const code = '```python\n# Promedio de los últimos 3 meses\nventas.rolling(3).mean()\n```';
    const article = parseArticle(articleSource({}, `${words(200)}\n\n${code}\n`), FILE);
    expect(article.body).toContain('# Promedio de los últimos 3 meses');
  });

  describe('rejects, naming the file and the field,', () => {
    it('a missing title', () => {
      expectRejected(articleSource({ title: undefined }), 'title');
    });

    it('a metaTitle over 60 characters', () => {
      const metaTitle = 'Tableros de ventas para PyMEs: guía completa para empezar hoy';
      expect(metaTitle.length).toBe(61);
      expectRejected(articleSource({ metaTitle }), 'metaTitle');
    });

    it('a seoTitle too long for "… | Hanzo" to fit 60 characters', () => {
      const seoTitle = 'Tableros de ventas para PyMEs: guía para empezar ahora';
      expect(seoTitle.length).toBe(54);
      expectRejected(articleSource({ seoTitle }), 'seoTitle');
    });

    it.each(['2025-13-40', '14/06/2025', '2025-02-30'])('the date %s', (date) => {
      expectRejected(articleSource({ date }), 'date');
    });

    it('an unknown category', () => {
      expectRejected(articleSource({ category: 'marketing-digital' }), 'category');
    });

    it('a categoryName that does not match the category', () => {
      const error = expectRejected(
        articleSource({ categoryName: 'Inteligencia artificial' }),
        'categoryName',
      );
      expect(error.message).toContain('Análisis de datos');
    });

    it('the slug "pagina", which the pagination uses', () => {
      expectRejected(
        articleSource({ slug: 'pagina' }),
        'slug',
        'content/blog/analisis-de-datos/pagina.md',
      );
    });

    it('a tag with no letter or digit (no archive address)', () => {
      expect(expectRejected(articleSource({ tags: ['ventas', '¿?'] }), 'tags').message).toContain(
        '¿?',
      );
    });

    it('tags that are not a list', () => {
      expectRejected(articleSource({ tags: 'tableros, ventas' }), 'tags');
    });

    it('an unknown extra field', () => {
      expectRejected(articleSource({ autor: 'Equipo Hanzo' }), 'autor');
    });

    it('a slug that does not match the file name', () => {
      const file = 'content/blog/analisis-de-datos/otro-nombre-de-archivo.md';
      const error = expectRejected(articleSource(), 'slug', file);
      expect(error.message).toContain('tableros-de-ventas-para-pymes');
    });

    it('a category that does not match the folder', () => {
      const file = 'content/blog/inteligencia-artificial/tableros-de-ventas-para-pymes.md';
      const error = expectRejected(articleSource(), 'category', file);
      expect(error.message).toContain('inteligencia-artificial');
    });
  });

  it('rejects invalid YAML, naming the file', () => {
    const source = articleSource().replace(
      'tags: ["tableros","ventas","PyMEs"]',
      'tags: ["tableros", "ventas"',
    );
    expect(source).not.toBe(articleSource());
    const error = expectRejected(source, 'YAML');
    expect(error.message).toContain('frontmatter');
  });

  it('rejects a body that uses a "# " heading, naming the file', () => {
    expectRejected(articleSource({}, `# Tableros de ventas\n\n${words(300)}`), '"#"');
    expectRejected(articleSource({}, `${words(150)}\n\n# Conclusión\n\n${words(150)}`), '"#"');
  });

  it('accepts "##" headings and a "#" that does not start a line', () => {
    expect(() =>
      parseArticle(articleSource({}, `## Conclusión\n\n${words(100)} el paso #1 es medir.`), FILE),
    ).not.toThrow();
  });

  it.each([
    ['empty', ''],
    ['whitespace-only', '  \n\n\t\n'],
  ])('rejects an %s body, naming the file', (_, body) => {
    expectRejected(articleSource({}, body), 'cuerpo');
  });
});

describe('countWords and readingMinutes', () => {
  it('counts words with accents, ñ, numbers and hyphens as single words', () => {
    expect(countWords('El año pasado, la PyME creció 20 % en ventas.')).toBe(9);
    expect(countWords('Un modelo costo-beneficio para el e-commerce')).toBe(6);
    expect(countWords('**Fórmula:** margen = ventas − costo')).toBe(4);
  });

  it('ignores fenced code blocks', () => {
    expect(
      countWords(
        'Antes del código\n\n```sql\nSELECT total FROM ventas WHERE mes = 5;\n```\n\ndespués',
      ),
    ).toBe(4);
  });

  it('is at least one minute and rounds words ÷ 200', () => {
    expect(readingMinutes(0)).toBe(1);
    expect(readingMinutes(99)).toBe(1);
    expect(readingMinutes(299)).toBe(1);
    expect(readingMinutes(300)).toBe(2);
    expect(readingMinutes(1593)).toBe(8);
    expect(readingMinutes(1929)).toBe(10);
  });
});

describe('checkCollection', () => {
  const IA_FILE = 'content/blog/inteligencia-artificial/ia-para-atencion-a-clientes.md';
  const iaOverrides = {
    category: 'inteligencia-artificial',
    categoryName: 'Inteligencia artificial',
    slug: 'ia-para-atencion-a-clientes',
  };

  function entry(
    file: string,
    overrides: Record<string, unknown>,
  ): { file: string; article: ParsedArticle } {
    return { file, article: parseArticle(articleSource(overrides), file) };
  }

  it('accepts unique ids and slugs with related posts that exist', () => {
    expect(() =>
      checkCollection([
        entry(FILE, { relatedPosts: ['ia-para-atencion-a-clientes'] }),
        entry(IA_FILE, { ...iaOverrides, id: 43, relatedPosts: ['tableros-de-ventas-para-pymes'] }),
      ]),
    ).not.toThrow();
  });

  it('rejects a duplicate id, naming both files', () => {
    const error = validationError(() =>
      checkCollection([entry(FILE, {}), entry(IA_FILE, { ...iaOverrides, id: 42 })]),
    );
    expect(error.message).toContain(FILE);
    expect(error.message).toContain(IA_FILE);
    expect(error.message).toContain('id');
  });

  it('rejects a duplicate slug, naming both files', () => {
    const otherFile = 'content/blog/inteligencia-artificial/tableros-de-ventas-para-pymes.md';
    const error = validationError(() =>
      checkCollection([
        entry(FILE, {}),
        entry(otherFile, {
          id: 43,
          category: 'inteligencia-artificial',
          categoryName: 'Inteligencia artificial',
        }),
      ]),
    );
    expect(error.message).toContain(FILE);
    expect(error.message).toContain(otherFile);
    expect(error.message).toContain('slug');
  });

  it('rejects related posts that point to a missing slug, naming the file and the slug', () => {
    const error = validationError(() =>
      checkCollection([
        entry(FILE, { relatedPosts: ['ia-para-atencion-a-clientes', 'articulo-que-no-existe'] }),
        entry(IA_FILE, { ...iaOverrides, id: 43 }),
      ]),
    );
    expect(error.message).toContain(FILE);
    expect(error.message).toContain('relatedPosts');
    expect(error.message).toContain('articulo-que-no-existe');
    expect(error.message).not.toContain('ia-para-atencion-a-clientes');
  });

  it('rejects an article that lists itself as related', () => {
    const error = validationError(() =>
      checkCollection([entry(FILE, { relatedPosts: ['tableros-de-ventas-para-pymes'] })]),
    );
    expect(error.message).toContain('relatedPosts');
  });
});

describe('articlePageName', () => {
  it('prefers the seoTitle', () => {
    const article = parseArticle(articleSource({ seoTitle: 'Tableros de ventas: guía' }), FILE);
    expect(articlePageName(article)).toBe('Tableros de ventas: guía');
  });

  it('uses the metaTitle when it fits, and cuts a long one only at a phrase boundary', () => {
    expect(articlePageName({ metaTitle: 'Tableros de ventas para PyMEs' })).toBe(
      'Tableros de ventas para PyMEs',
    );
    expect(
      articlePageName({ metaTitle: 'Agente de IA en WhatsApp para PyMEs: guía para empezar' }),
    ).toBe('Agente de IA en WhatsApp para PyMEs');
  });
});

describe('articles written by the article editor, or reaching the repository another way', () => {
  // As Decap CMS writes a file: plain YAML, the date unquoted, long texts folded.
  const editorFile = (title: string) =>
    [
      '---',
      'id: 42',
      `title: ${title}`,
      'metaTitle: Tableros de ventas para PyMEs',
      'metaDescription: Cómo armar un tablero de ventas sencillo para tu PyME con los datos',
      '  que ya tienes, paso a paso y sin grandes inversiones.',
      'excerpt: Un tablero de ventas claro te ayuda a decidir cada semana.',
      'category: analisis-de-datos',
      'categoryName: Análisis de datos',
      'date: 2025-06-14',
      'author: Equipo Hanzo',
      'authorBio: Consultores de datos para PyMEs en México.',
      'tags:',
      '  - tableros',
      'keywords:',
      '  - tablero de ventas',
      'slug: tableros-de-ventas-para-pymes',
      'featured: false',
      'relatedPosts: []',
      '---',
      words(80),
    ].join('\n');

  it('reads the unquoted date as the text the schema expects', () => {
    const article = parseArticle(
      editorFile('Tableros de ventas para PyMEs, por dónde empezar'),
      FILE,
    );
    expect(article.date).toBe('2025-06-14');
  });

  it('refuses a field the schema refuses, naming the file and the field', () => {
    expect(() => parseArticle(editorFile('Corto'), FILE)).toThrow(
      `Artículo inválido: ${FILE}\n  - campo "title": debe tener al menos 10 caracteres`,
    );
  });
});
