import {
  DEFAULT_SOCIAL_IMAGE,
  PAGE_NAME_MAX_LENGTH,
  fitPageName,
  pageMetadata,
  pageTitle,
} from '@/lib/seo/metadata';
import { siteConfig } from '@/lib/config/site-config';

describe('pageTitle', () => {
  it('reads "Página | Hanzo" and the brand plus tagline on the home page', () => {
    expect(pageTitle('Blog')).toBe('Blog | Hanzo');
    expect(pageTitle(null)).toBe(`Hanzo | ${siteConfig.tagline}`);
  });
});

describe('fitPageName', () => {
  it('leaves the brand suffix room within 60 characters', () => {
    expect(PAGE_NAME_MAX_LENGTH).toBe(60 - ' | Hanzo'.length);
  });

  it('keeps a name that fits', () => {
    const name = 'KPIs esenciales para PyMEs: qué medir y cómo';
    expect(fitPageName(name)).toBe(name);
  });

  it('cuts a long name at its last phrase boundary that fits, dropping the mark', () => {
    expect(
      fitPageName('Tableros de ventas para PyMEs: guía, pasos y errores comunes hoy', 30),
    ).toBe('Tableros de ventas para PyMEs');
    expect(fitPageName('Tableros de ventas para PyMEs: guía, pasos y errores comunes', 40)).toBe(
      'Tableros de ventas para PyMEs: guía',
    );
    expect(fitPageName('Datos en tu negocio — una guía práctica para empezar', 30)).toBe(
      'Datos en tu negocio',
    );
  });

  it('keeps a question mark with its phrase', () => {
    expect(fitPageName('¿Valió la pena? Cómo medir si tu proyecto de IA se pagó solo', 30)).toBe(
      '¿Valió la pena?',
    );
  });

  it('never cuts mid-phrase: a long name with no boundary that fits stays whole', () => {
    const name = 'Cómo medir el retorno de un proyecto de inteligencia artificial en tu PyME';
    expect(fitPageName(name)).toBe(name);
    expect(
      fitPageName('Guía 12: cómo medir el retorno de un proyecto de inteligencia artificial'),
    ).toBe('Guía 12: cómo medir el retorno de un proyecto de inteligencia artificial');
  });
});

describe('pageMetadata', () => {
  const metadata = pageMetadata({
    title: 'Consultoría Inicial',
    description: 'Una sesión sin costo.',
    path: '/servicios/consultoria/',
  });

  it('sets the title, description and canonical URL', () => {
    expect(metadata.title).toEqual({ absolute: 'Consultoría Inicial | Hanzo' });
    expect(metadata.description).toBe('Una sesión sin costo.');
    expect(metadata.alternates?.canonical).toBe(`${siteConfig.url}/servicios/consultoria/`);
  });

  it('builds complete Open Graph tags with the default 1200×630 image', () => {
    expect(metadata.openGraph).toMatchObject({
      title: 'Consultoría Inicial | Hanzo',
      description: 'Una sesión sin costo.',
      url: `${siteConfig.url}/servicios/consultoria/`,
      siteName: 'Hanzo',
      locale: 'es_MX',
      type: 'website',
      images: [
        {
          url: `${siteConfig.url}${DEFAULT_SOCIAL_IMAGE.path}`,
          width: 1200,
          height: 630,
          alt: DEFAULT_SOCIAL_IMAGE.alt,
        },
      ],
    });
  });

  it('builds Twitter large-image card tags', () => {
    expect(metadata.twitter).toMatchObject({
      card: 'summary_large_image',
      title: 'Consultoría Inicial | Hanzo',
      description: 'Una sesión sin costo.',
      images: [
        { url: `${siteConfig.url}${DEFAULT_SOCIAL_IMAGE.path}`, alt: DEFAULT_SOCIAL_IMAGE.alt },
      ],
    });
  });

  it('describes articles with their own image and article fields', () => {
    const article = pageMetadata({
      title: 'Mitos de la IA',
      description: 'Cinco mitos.',
      path: '/blog/inteligencia-artificial/mitos/',
      type: 'article',
      image: { path: '/og/mitos.png', alt: 'Portada' },
      article: {
        publishedTime: '2025-06-14',
        authors: ['Equipo Hanzo'],
        tags: ['IA'],
        section: 'Inteligencia artificial',
      },
    });
    expect(article.openGraph).toMatchObject({
      type: 'article',
      publishedTime: '2025-06-14',
      images: [{ url: `${siteConfig.url}/og/mitos.png`, width: 1200, height: 630, alt: 'Portada' }],
    });
  });

  it('gives the not-found page no canonical URL and leaves its robots tag to Next', () => {
    const notFound = pageMetadata({
      title: 'Página no encontrada',
      description: 'x',
      path: '/404/',
      notFound: true,
    });
    expect(notFound.alternates?.canonical).toBeUndefined();
    expect(notFound.robots).toBeUndefined();
  });

  it('marks pages as not indexable and lists language alternates when asked', () => {
    const admin = pageMetadata({
      title: 'Admin',
      description: 'x',
      path: '/admin/',
      noIndex: true,
    });
    expect(admin.robots).toEqual({ index: false, follow: false });
    expect(metadata.robots).toBeUndefined();

    const lonelyTag = pageMetadata({
      title: 'Etiqueta: Power BI',
      description: 'x',
      path: '/blog/etiquetas/power-bi/',
      noIndex: true,
      followLinks: true,
    });
    expect(lonelyTag.robots).toEqual({ index: false, follow: true });
    expect(lonelyTag.alternates?.canonical).toBe(`${siteConfig.url}/blog/etiquetas/power-bi/`);

    const privacy = pageMetadata({
      title: 'Privacy notice',
      description: 'x',
      path: '/privacy/',
      locale: 'en_US',
      languages: { 'es-MX': '/privacidad/', en: '/privacy/' },
    });
    expect(privacy.alternates?.languages).toEqual({
      'es-MX': `${siteConfig.url}/privacidad/`,
      en: `${siteConfig.url}/privacy/`,
    });
    expect(privacy.openGraph).toMatchObject({ locale: 'en_US' });
  });
});
