export type CategorySlug = 'inteligencia-artificial' | 'analisis-de-datos';

export interface BlogCategory {
  slug: CategorySlug;
  name: string;
  title: string;
  description: string;
  path: string;
  searchPlaceholder: string;
  /** Heading of the list below the featured article. */
  moreTitle: string;
  /** Tile that leads to the other category. */
  relatedTopic: { title: string; text: string };
}

export const blogCategories: readonly BlogCategory[] = [
  {
    slug: 'inteligencia-artificial',
    name: 'Inteligencia Artificial',
    title: 'Inteligencia Artificial para PyMEs',
    description:
      'Casos, mitos y primeros pasos para que tu negocio aproveche la inteligencia artificial sin grandes inversiones.',
    path: '/blog/inteligencia-artificial/',
    searchPlaceholder: 'Buscar en Inteligencia Artificial...',
    moreTitle: 'Más Artículos de IA',
    relatedTopic: {
      title: 'Inteligencia Artificial',
      text: 'Mitos, casos reales y primeros pasos con IA para tu negocio.',
    },
  },
  {
    slug: 'analisis-de-datos',
    name: 'Análisis de Datos',
    title: 'Análisis de Datos para PyMEs',
    description:
      'Indicadores, reportes, tableros y arquitectura de datos explicados para dueños de negocio que quieren decidir con información.',
    path: '/blog/analisis-de-datos/',
    searchPlaceholder: 'Buscar en Análisis de Datos...',
    moreTitle: 'Más Artículos de Análisis',
    relatedTopic: {
      title: 'Análisis de Datos',
      text: 'KPIs, tableros y predicciones para decidir con números.',
    },
  },
];

export function findCategory(slug: string): BlogCategory | undefined {
  return blogCategories.find((category) => category.slug === slug);
}

export function otherCategories(slug: CategorySlug): BlogCategory[] {
  return blogCategories.filter((category) => category.slug !== slug);
}

/** The tools panel of the analysis category. */
export const analysisTools = {
  title: 'Herramientas que usamos',
  lead: 'Trabajamos con las herramientas que ya conoces o que se adaptan a tu presupuesto.',
  tools: [
    { name: 'Power BI', text: 'Tableros interactivos conectados a tus fuentes de datos.' },
    { name: 'Tableau', text: 'Visualizaciones claras para explorar tus datos.' },
    { name: 'Python', text: 'Automatización, limpieza de datos y modelos predictivos.' },
    { name: 'Excel', text: 'El punto de partida: tablas dinámicas y reportes bien hechos.' },
  ],
};

export const blogText = {
  allTitle: 'Todos los Artículos',
  emptyPublished: 'No hay artículos publicados',
  emptySearch: 'No se encontraron artículos',
  emptySearchHint: 'Prueba con otras palabras o borra la búsqueda.',
  clearSearch: 'Borrar búsqueda',
  searchLabel: 'Buscar artículos',
  read: 'Leer',
  backToBlog: 'Volver al Blog',
  breadcrumbLabel: 'Ruta de navegación',
  home: 'Inicio',
  blog: 'Blog',
  featured: 'Artículo destacado',
  relatedTopics: 'Temas relacionados',
  relatedArticles: 'Artículos relacionados',
  tags: 'Etiquetas',
  aboutAuthor: 'Sobre el autor',
  readTime: 'de lectura',
  faq: 'Preguntas frecuentes',
  references: 'Referencias',
  ctaTitle: 'Agendar Consultoría Gratuita',
  ctaNote: 'Solo toma 30 minutos',
  ctaText:
    '¿Quieres aplicar esto en tu negocio? Platícanos tu caso y te decimos por dónde empezar.',
  share: 'Compartir',
  shareOn: 'Compartir en',
  copyLink: 'Copiar enlace',
  copied: '¡Copiado!',
  copyFailed: 'No pudimos copiar el enlace. Cópialo desde aquí:',
  articleLink: 'Enlace del artículo',
  floatingChat: '¿Preguntas?',
} as const;

/** "1 artículo", "3 artículos". */
export function articleCount(count: number): string {
  return `${count} ${count === 1 ? 'artículo' : 'artículos'}`;
}
