import { siteText } from './site';

/** Title, description and path of the pages that are not generated from other content. */
export const pageEntries = {
  home: { title: null, description: siteText.description, path: '/' },
  blog: {
    title: 'Blog',
    description:
      'Artículos prácticos sobre análisis de datos e inteligencia artificial para dueños de PyMEs en México y Latinoamérica.',
    path: '/blog/',
  },
  privacidad: {
    title: 'Aviso de privacidad',
    description:
      'Cómo Hanzo trata tus datos personales: qué recabamos, para qué, con quién lo compartimos y cómo ejercer tus derechos ARCO.',
    path: '/privacidad/',
  },
  privacy: {
    title: 'Privacy notice',
    description:
      'How Hanzo handles your personal data: what we collect, why, who we share it with and how to exercise your rights.',
    path: '/privacy/',
  },
  notFound: {
    title: 'Página no encontrada',
    description: 'La página que buscas no existe o cambió de dirección.',
    path: '/404/',
  },
} as const;
