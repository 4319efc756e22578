/** @jest-environment node */
import {
  foldFields,
  foldForSubstring,
  substringMatch,
  substringRank,
} from '@/lib/blog/search-floor';

const fields = foldFields(
  'Machine Learning para tus Dashboards',
  'Candidatos a automatizar: datos de ventas.',
  ['Análisis predictivo', 'Power BI'],
);

describe("the specification's substring rule", () => {
  it('folds case, accents and runs of spaces in the query and the fields alike', () => {
    expect(foldForSubstring('  ANÁLISIS   Predictivo ')).toBe('analisis predictivo');
    expect(foldForSubstring('   ')).toBe('');
    expect(fields).toEqual({
      title: 'machine learning para tus dashboards',
      tags: ['analisis predictivo', 'power bi'],
      excerpt: 'candidatos a automatizar: datos de ventas.',
    });
  });

  it('finds the whole query inside a word of the title, a tag or the excerpt', () => {
    expect(substringMatch(fields, 'learn')).toEqual({ field: 0, wordStart: true });
    expect(substringMatch(fields, 'ashboard')).toEqual({ field: 0, wordStart: false });
    expect(substringMatch(fields, 'ower b')).toEqual({ field: 1, wordStart: false });
    expect(substringMatch(fields, foldForSubstring('análisis'))).toEqual({
      field: 1,
      wordStart: true,
    });
    expect(substringMatch(fields, 'utomatiz')).toEqual({ field: 2, wordStart: false });
  });

  it('needs the query whole: in one field, its words together and in order', () => {
    expect(substringMatch(fields, 'learning machine')).toBeNull();
    expect(substringMatch(fields, 'dashboards analisis')).toBeNull();
    expect(substringMatch(fields, 'predictivo power')).toBeNull();
    expect(substringMatch(fields, 'zarzamora')).toBeNull();
    expect(substringMatch(fields, '')).toBeNull();
  });

  it('reports a word start when any of the places starts a word', () => {
    // "dato" is inside "candidatos" first, then starts "datos".
    expect(substringMatch(fields, 'dato')).toEqual({ field: 2, wordStart: true });
    expect(substringMatch(foldFields('Sus candidatos', '', []), 'dato')).toEqual({
      field: 0,
      wordStart: false,
    });
  });

  it('keeps the best field: a title inside a word beats a tag at a word start', () => {
    const both = foldFields('Los dashboards', '', ['Ashby']);
    expect(substringMatch(both, 'ash')).toEqual({ field: 0, wordStart: false });
  });

  it('ranks a title before a tag before the excerpt, a word start before its inside', () => {
    const ranks = [
      { field: 0, wordStart: true },
      { field: 0, wordStart: false },
      { field: 1, wordStart: true },
      { field: 1, wordStart: false },
      { field: 2, wordStart: true },
      { field: 2, wordStart: false },
    ] as const;
    expect(ranks.map(substringRank)).toEqual([0, 1, 2, 3, 4, 5]);
  });
});
