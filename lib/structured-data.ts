import type { ServicePageContent } from '@/content/services';
import { absoluteUrl, siteConfig } from '@/lib/site-config';

export type JsonLd = Record<string, unknown> & {
  '@context': 'https://schema.org';
  '@type': string;
};

/** The consultancy as the provider named inside other entities. */
export function providerReference() {
  return {
    '@type': 'ProfessionalService',
    name: siteConfig.name,
    url: absoluteUrl('/'),
    logo: absoluteUrl('/icons/icon-512.png'),
  };
}

const AREA_SERVED = [
  { '@type': 'Country', name: 'México' },
  { '@type': 'Place', name: 'Latinoamérica' },
];

export function serviceJsonLd(service: ServicePageContent): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: service.title,
    description: service.description,
    serviceType: service.title,
    url: absoluteUrl(service.path),
    provider: providerReference(),
    areaServed: AREA_SERVED,
    audience: { '@type': 'BusinessAudience', name: 'Pequeñas y medianas empresas' },
    ...(service.level === 'Gratuito'
      ? {
          offers: {
            '@type': 'Offer',
            price: '0',
            priceCurrency: 'MXN',
            description: 'Sesión de 30 minutos sin costo',
          },
        }
      : {}),
  };
}
