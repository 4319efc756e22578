export type CategorySlug = 'inteligencia-artificial' | 'analisis-de-datos';

export interface BlogCategory {
  slug: CategorySlug;
  name: string;
  title: string;
  description: string;
  path: string;
}

export const blogCategories: readonly BlogCategory[] = [
  {
    slug: 'inteligencia-artificial',
    name: 'Inteligencia Artificial',
    title: 'Inteligencia Artificial para PyMEs',
    description:
      'Casos, mitos y primeros pasos para que tu negocio aproveche la inteligencia artificial sin grandes inversiones.',
    path: '/blog/inteligencia-artificial/',
  },
  {
    slug: 'analisis-de-datos',
    name: 'Análisis de Datos',
    title: 'Análisis de Datos para PyMEs',
    description:
      'Indicadores, reportes, tableros y arquitectura de datos explicados para dueños de negocio que quieren decidir con información.',
    path: '/blog/analisis-de-datos/',
  },
];

export function findCategory(slug: string): BlogCategory | undefined {
  return blogCategories.find((category) => category.slug === slug);
}
