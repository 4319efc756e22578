import { collectTags, tagCollisionWarning, tagPath, tagSlug } from '@/lib/blog/tags';

describe('tagSlug', () => {
  it('folds accents, case and spaces to ASCII', () => {
    expect(tagSlug('Análisis predictivo')).toBe('analisis-predictivo');
    expect(tagSlug('PyMEs')).toBe('pymes');
    expect(tagSlug('visualización de datos')).toBe('visualizacion-de-datos');
    expect(tagSlug('Niño & Compañía')).toBe('nino-compania');
    expect(tagSlug('  Power BI  ')).toBe('power-bi');
    expect(tagSlug('e-commerce')).toBe('e-commerce');
    expect(tagSlug('¿?')).toBe('');
  });

  it('gives the archive path', () => {
    expect(tagPath('pymes')).toBe('/blog/etiquetas/pymes/');
  });
});

describe('collectTags', () => {
  it('counts articles per tag and sorts by name as Spanish does', () => {
    const { tags, collisions } = collectTags([
      { tags: ['PyMEs', 'Excel'] },
      { tags: ['PyMEs', 'análisis'] },
      { tags: ['Zapatos'] },
    ]);
    expect(tags.map((tag) => [tag.name, tag.slug, tag.count])).toEqual([
      ['análisis', 'analisis', 1],
      ['Excel', 'excel', 1],
      ['PyMEs', 'pymes', 2],
      ['Zapatos', 'zapatos', 1],
    ]);
    expect(collisions).toEqual([]);
  });

  it('merges spellings that fold to one slug, shows the most used, and reports them', () => {
    const { tags, collisions } = collectTags([
      { tags: ['Analisis predictivo'] },
      { tags: ['análisis predictivo'] },
      { tags: ['análisis predictivo', 'Análisis Predictivo'] },
    ]);
    expect(tags).toEqual([
      {
        slug: 'analisis-predictivo',
        name: 'análisis predictivo',
        count: 3,
        spellings: ['análisis predictivo', 'Analisis predictivo', 'Análisis Predictivo'],
      },
    ]);
    expect(collisions.map((tag) => tag.slug)).toEqual(['analisis-predictivo']);
    const warning = tagCollisionWarning(collisions);
    expect(warning).toContain(
      '"análisis predictivo", "Analisis predictivo", "Análisis Predictivo"',
    );
    expect(warning).toContain('/blog/etiquetas/analisis-predictivo/');
    expect(tagCollisionWarning([])).toBeNull();
  });

  it('on a tie, keeps the spelling of the newest article (listed first)', () => {
    const { tags } = collectTags([{ tags: ['IA'] }, { tags: ['ia'] }]);
    expect(tags[0]?.name).toBe('IA');
  });

  it('skips tags without letters or digits', () => {
    expect(collectTags([{ tags: ['¿?', 'datos'] }]).tags.map((tag) => tag.slug)).toEqual(['datos']);
  });
});
