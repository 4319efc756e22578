/**
 * @jest-environment node
 */
import { frontmatterSchema } from '@/lib/blog/schema';
import { type ImmutableMap, isEmpty, prepareForSave } from './entry';

/** The part of Immutable.js's Map Decap's data offers, over a plain object. */
class FakeMap implements ImmutableMap {
  constructor(private readonly data: Record<string, unknown>) {}
  get(key: string) {
    return this.data[key];
  }
  set(key: string, value: unknown) {
    return new FakeMap({ ...this.data, [key]: value });
  }
  delete(key: string) {
    return new FakeMap(
      Object.fromEntries(Object.entries(this.data).filter(([name]) => name !== key)),
    );
  }
  toJS(): unknown {
    return Object.fromEntries(
      Object.entries(this.data).map(([key, value]) => [
        key,
        value instanceof FakeMap ? value.toJS() : value,
      ]),
    );
  }
}

const written = {
  id: 12,
  title: 'Cómo elegir los indicadores de tu negocio',
  metaTitle: 'Cómo elegir los indicadores de tu negocio',
  metaDescription:
    'Una guía breve para elegir los indicadores de tu negocio y revisarlos con tu equipo cada mes.',
  excerpt: 'Elige pocos indicadores, bien calculados y revisados a tiempo.',
  category: 'analisis-de-datos',
  categoryName: 'Inteligencia artificial',
  date: '2026-11-20',
  author: 'Equipo Hanzo',
  authorBio: 'Consultores de datos para PyMEs en México.',
  tags: ['indicadores'],
  keywords: ['indicadores para PyMEs'],
  slug: 'indicadores-de-tu-negocio',
  featured: false,
};

describe('prepareForSave', () => {
  it('gives what the schema accepts: the category’s name, empty optional fields dropped', () => {
    const data = new FakeMap({
      ...written,
      seoTitle: '  ',
      faq: [],
      references: [],
      floatingChat: new FakeMap({ message: '', ctaName: '', secondaryNumber: false }),
    });
    const prepared = prepareForSave(data).toJS() as Record<string, unknown>;
    expect(prepared).toEqual({
      ...written,
      categoryName: 'Análisis de datos',
      relatedPosts: [],
    });
    expect(frontmatterSchema.safeParse(prepared).success).toBe(true);
    // Without it the schema refuses the same data.
    expect(frontmatterSchema.safeParse(data.toJS()).success).toBe(false);
  });

  it('keeps a filled chat button, its untouched switch set to false', () => {
    const chat = new FakeMap({ message: 'Hola, quiero saber más.', ctaName: 'chat_prueba' });
    const prepared = prepareForSave(
      new FakeMap({ ...written, relatedPosts: ['kpis'], floatingChat: chat }),
    ).toJS() as Record<string, unknown>;
    expect(prepared.floatingChat).toEqual({
      message: 'Hola, quiero saber más.',
      ctaName: 'chat_prueba',
      secondaryNumber: false,
    });
    expect(prepared.relatedPosts).toEqual(['kpis']);
  });
});

describe('isEmpty', () => {
  it('is true only for what the owner left empty', () => {
    for (const value of [undefined, null, '', ' \n', [], [''], {}, { a: '', b: false }]) {
      expect({ value, empty: isEmpty(value) }).toEqual({ value, empty: true });
    }
    for (const value of ['a', 0, false, ['a'], { a: 'b' }, { a: true }]) {
      expect({ value, empty: isEmpty(value) }).toEqual({ value, empty: false });
    }
  });
});
