export type ServiceLevel = 'Gratuito' | 'Básico' | 'Intermedio' | 'Avanzado';

export interface ServiceSummary {
  slug: 'consultoria' | 'base-de-datos' | 'analisis' | 'inteligencia-artificial';
  /** Title of the service page (h1). */
  title: string;
  /** Short name for menus and cards. */
  shortTitle: string;
  path: string;
  level: ServiceLevel;
  /** One sentence for cards, menus and the page description. */
  description: string;
}

export const services: readonly ServiceSummary[] = [
  {
    slug: 'consultoria',
    title: 'Consultoría Inicial',
    shortTitle: 'Consultoría Inicial',
    path: '/servicios/consultoria/',
    level: 'Gratuito',
    description:
      'Una sesión sin costo para entender tu negocio, detectar oportunidades y diseñar una solución a tu medida.',
  },
  {
    slug: 'base-de-datos',
    title: 'Base de Datos en la Nube',
    shortTitle: 'Base de Datos en la Nube',
    path: '/servicios/base-de-datos/',
    level: 'Básico',
    description:
      'Toda la información de tu empresa en un solo lugar, segura y lista para crecer contigo.',
  },
  {
    slug: 'analisis',
    title: 'Análisis y Reportes',
    shortTitle: 'Análisis y Reportes',
    path: '/servicios/analisis/',
    level: 'Intermedio',
    description:
      'Reportes y tableros claros que te dicen qué está pasando en tu negocio y qué hacer al respecto.',
  },
  {
    slug: 'inteligencia-artificial',
    title: 'Agentes e Inteligencia Artificial',
    shortTitle: 'Agentes e IA',
    path: '/servicios/inteligencia-artificial/',
    level: 'Avanzado',
    description:
      'Asistentes virtuales, modelos predictivos y agentes que automatizan tareas repetitivas de tu equipo.',
  },
];

export function getService(slug: ServiceSummary['slug']): ServiceSummary {
  const service = services.find((entry) => entry.slug === slug);
  if (!service) throw new Error(`Servicio desconocido: ${slug}`);
  return service;
}
