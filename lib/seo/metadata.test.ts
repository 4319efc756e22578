import { DEFAULT_SOCIAL_IMAGE, pageMetadata, pageTitle } from '@/lib/seo/metadata';
import { siteConfig } from '@/lib/site-config';

describe('pageTitle', () => {
  it('reads "Página | Hanzo" and the brand plus tagline on the home page', () => {
    expect(pageTitle('Blog')).toBe('Blog | Hanzo');
    expect(pageTitle(null)).toBe(`Hanzo | ${siteConfig.tagline}`);
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

  it('marks pages as not indexable and lists language alternates when asked', () => {
    const admin = pageMetadata({
      title: 'Admin',
      description: 'x',
      path: '/admin/',
      noIndex: true,
    });
    expect(admin.robots).toEqual({ index: false, follow: false });
    expect(metadata.robots).toBeUndefined();

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
