/** The brand's own words: what the site says about itself in titles, feeds and structured data. */
export const siteText = {
  name: 'Hanzo',
  tagline: 'Datos e inteligencia artificial para PyMEs',
  description:
    'Consultoría de datos e inteligencia artificial para PyMEs en México y Latinoamérica: bases de datos en la nube, reportes, análisis y agentes de IA a tu medida.',
  /** Defaults of settings a deployment may replace (lib/config/site-env.ts). */
  legalName: 'Hanzo Consultoría en Datos e Inteligencia Artificial',
  address: 'Ciudad de México, México',
  /** The generated default social image, described for those who cannot see it. */
  socialImageAlt: 'Hanzo: datos e inteligencia artificial para PyMEs',
  /** The footer line of the generated default social image. */
  socialImageFooter: 'Consultoría para negocios en México y Latinoamérica',
  feedTitle: 'Hanzo | Blog',
  /** Structured data: where the consultancy works, for whom, and its free offer. */
  areaServed: { country: 'México', region: 'Latinoamérica' },
  audience: 'Pequeñas y medianas empresas',
  freeSessionOffer: 'Consultoría gratuita de 30 minutos',
  /** Names of the keyboard-scrollable regions around wide code blocks and tables in articles. */
  scrollRegions: { code: 'Código', table: 'Tabla' },
} as const;
