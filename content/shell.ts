/** Text of the elements every page shares. */

export const skipLinkText = 'Saltar al contenido';

export const headerText = {
  homeLink: 'Hanzo, ir al inicio',
  openMenu: 'Abrir menú',
  closeMenu: 'Cerrar menú',
  mainNavLabel: 'Principal',
  themeToDark: 'Cambiar a modo oscuro',
  themeToLight: 'Cambiar a modo claro',
  themeUnknown: 'Cambiar tema de color',
} as const;

export const loadingText = 'Cargando recursos...';

export const backToTopText = 'Volver arriba';

export const cookieBannerText = {
  title: 'Tu privacidad es importante',
  body: 'Usamos cookies de análisis para saber qué contenido te resulta útil y mejorar el sitio. Solo se activan si las aceptas.',
  privacyEs: 'Aviso de privacidad',
  privacyEn: 'Privacy notice (English)',
  accept: 'Aceptar',
  reject: 'Rechazar',
  close: 'Cerrar aviso de cookies',
} as const;

export const footerText = {
  summary:
    'Consultoría de datos e inteligencia artificial para PyMEs en México y Latinoamérica. Las mismas herramientas que usan las grandes empresas, a la medida de tu negocio.',
  servicesHeading: 'Servicios',
  siteHeading: 'Sitio',
  legalHeading: 'Legal',
  linkedin: 'Hanzo en LinkedIn',
  rights: 'Todos los derechos reservados.',
  newTab: '(se abre en una pestaña nueva)',
} as const;

export const notFoundText = {
  title: 'Página no encontrada',
  description: 'La página que buscas no existe o cambió de dirección.',
  body: 'Es posible que el enlace esté incompleto o que hayamos movido el contenido. Estas páginas pueden ayudarte:',
  home: 'Ir al inicio',
  services: 'Conocer los servicios',
  blog: 'Leer el blog',
  contact: 'Ir a contacto',
} as const;
