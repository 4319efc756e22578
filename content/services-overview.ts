/** Copy of the services overview page (/servicios/); the services themselves come from services.ts. */
export const servicesOverview = {
  path: '/servicios/',
  /** Its name in breadcrumbs and in the structured data of the service pages. */
  breadcrumb: 'Servicios',
  metaTitle: 'Servicios',
  metaDescription:
    'Consultoría gratuita, bases de datos en la nube, reportes y agentes de inteligencia artificial para PyMEs en México: cuatro servicios para crecer paso a paso.',
  eyebrow: 'Nuestros servicios',
  title: 'Cuatro servicios, un camino a tu ritmo',
  lead: 'Cada servicio se apoya en el anterior: primero ordenamos tu información, luego la convertimos en reportes que te ayudan a decidir y, cuando tiene sentido, automatizamos con inteligencia artificial. Avanzas solo cuando ves resultados.',
  listTitle: 'Del primer paso al más avanzado',
  linkLabel: 'Ver el servicio',
  start: {
    title: '¿Por dónde empezar?',
    text: 'Si no sabes cuál necesitas, no tienes que decidirlo sin ayuda. En la consultoría gratuita revisamos tu negocio contigo en 30 minutos y te decimos qué paso tiene más sentido hoy, sin compromiso.',
    linkLabel: 'Ver la consultoría gratuita',
  },
} as const;
