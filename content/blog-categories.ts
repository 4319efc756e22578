import type { IconName } from './services';
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
    name: 'Inteligencia artificial',
    title: 'Inteligencia artificial para PyMEs',
    description:
      'Ejemplos, mitos y primeros pasos para que tu negocio aproveche la inteligencia artificial sin grandes inversiones.',
    path: '/blog/inteligencia-artificial/',
    searchPlaceholder: 'Buscar en inteligencia artificial...',
    moreTitle: 'Más artículos de IA',
    relatedTopic: {
      title: 'Inteligencia artificial',
      text: 'Mitos, ejemplos prácticos y primeros pasos con IA para tu negocio.',
    },
  },
  {
    slug: 'analisis-de-datos',
    name: 'Análisis de datos',
    title: 'Análisis de datos para PyMEs',
    description:
      'Indicadores, reportes, dashboards y arquitectura de datos explicados para dueños de negocio que quieren decidir con información.',
    path: '/blog/analisis-de-datos/',
    searchPlaceholder: 'Buscar en análisis de datos...',
    moreTitle: 'Más artículos de análisis',
    relatedTopic: {
      title: 'Análisis de datos',
      text: 'Indicadores clave, dashboards y pronósticos para decidir con números.',
    },
  },
];

export function findCategory(slug: string): BlogCategory | undefined {
  return blogCategories.find((category) => category.slug === slug);
}

export function otherCategories(slug: CategorySlug): BlogCategory[] {
  return blogCategories.filter((category) => category.slug !== slug);
}

/** A tool of the analysis category's panel, with a line icon of its own (never the brand's logo). */
export interface AnalysisTool {
  name: string;
  icon: IconName;
  text: string;
}

/** The tools panel of the analysis category. */
export const analysisTools: { title: string; lead: string; tools: AnalysisTool[] } = {
  title: 'Herramientas que usamos',
  lead: 'Trabajamos con las herramientas que ya conoces o que se adaptan a tu presupuesto.',
  // The spec's four, in its order (§2, the analysis category).
  tools: [
    {
      name: 'Power BI',
      icon: 'dashboard',
      text: 'Dashboards interactivos, ideal si tu empresa ya trabaja con Microsoft 365.',
    },
    {
      name: 'Tableau',
      icon: 'chart',
      text: 'Visualizaciones detalladas para explorar tus datos a fondo.',
    },
    {
      name: 'Python',
      icon: 'code',
      text: 'Limpieza de datos, automatización y pronósticos de ventas con pandas.',
    },
    {
      name: 'Excel',
      icon: 'table',
      text: 'El punto de partida: tablas dinámicas, segmentadores y reportes bien hechos.',
    },
  ],
};

export const blogText = {
  allTitle: 'Todos los artículos',
  emptyPublished: 'No hay artículos publicados',
  emptySearch: 'No se encontraron artículos',
  emptySearchHint: 'Prueba con otras palabras o borra la búsqueda.',
  clearSearch: 'Borrar búsqueda',
  searchLabel: 'Buscar artículos',
  read: 'Leer',
  backToBlog: 'Volver al blog',
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
  ctaTitle: '¿Quieres aplicar esto en tu negocio?',
  /** The spec's label: the button leads to the home page's contact section, where the chat books it. */
  ctaLink: 'Agendar consultoría gratuita',
  ctaNote: 'Solo toma 30 minutos',
  ctaText:
    'Platícanos tu caso en una consultoría gratuita y te decimos por dónde empezar, sin compromiso.',
  share: 'Compartir',
  shareOn: 'Compartir en',
  copyLink: 'Copiar enlace',
  copied: '¡Copiado!',
  copyFailed: 'No pudimos copiar el enlace. Cópialo desde aquí:',
  articleLink: 'Enlace del artículo',
  floatingChat: '¿Preguntas?',
  searchAllPlaceholder: 'Buscar en todo el blog…',
  searching: 'Buscando…',
  searchFailed: 'No pudimos cargar la búsqueda. Revisa tu conexión e inténtalo de nuevo.',
  retrySearch: 'Reintentar',
  showMoreResults: 'Mostrar más resultados',
  resultsFor: 'Resultados de la búsqueda',
  pagination: 'Paginación',
  previousPage: 'Anterior',
  nextPage: 'Siguiente',
  previousPageLabel: 'Página anterior',
  nextPageLabel: 'Página siguiente',
  page: 'Página',
  of: 'de',
  tagsTitle: 'Etiquetas',
  tagsLead: 'Todos los temas del blog. Elige uno para ver sus artículos.',
  allTags: 'Explorar por etiqueta',
  allTagsBack: 'Todas las etiquetas',
  tagEyebrow: 'Etiqueta',
  tagLead: 'Artículos sobre',
  categoriesLabel: 'Categorías del blog',
  olderArticle: 'Artículo anterior',
  newerArticle: 'Artículo siguiente',
  adjacentArticles: 'Más artículos del blog',
} as const;

/** "Página 2 de 5". */
export function pageOf(page: number, total: number): string {
  return `${blogText.page} ${page} ${blogText.of} ${total}`;
}

/** "1 artículo", "3 artículos". */
export function articleCount(count: number): string {
  return `${count} ${count === 1 ? 'artículo' : 'artículos'}`;
}

/** Longest query the search status repeats; a longer one is shortened with an ellipsis. */
const STATUS_QUERY_MAX = 40;

/** The search status: "3 artículos para “ventas”". */
export function searchResultCount(count: number, query: string): string {
  const trimmed = query.trim().replace(/\s+/g, ' ');
  if (trimmed.length <= STATUS_QUERY_MAX) return `${articleCount(count)} para “${trimmed}”`;
  // Cut at the last whole word that fits (or mid-word when the first word alone is too long).
  const head = trimmed.slice(0, STATUS_QUERY_MAX + 1);
  const space = head.lastIndexOf(' ');
  const shown = (space > 0 ? head.slice(0, space) : head.slice(0, STATUS_QUERY_MAX)).trimEnd();
  return `${articleCount(count)} para “${shown}…”`;
}

/** Description of a tag archive, for its metadata. */
export function tagDescription(tag: string, total: number): string {
  return `${blogText.tagLead} ${tag} en el blog de Hanzo: ${articleCount(total)} sobre datos e inteligencia artificial para PyMEs.`;
}
