import type { ServicePageContent, ServiceSummary } from '@/content/services';
import { siteText } from '@/content/site';
import { absoluteUrl, siteConfig } from '@/lib/config/site-config';

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
  { '@type': 'Country', name: siteText.areaServed.country },
  { '@type': 'Place', name: siteText.areaServed.region },
];

/** The consultancy itself, on the home page: who it is, where it works, how to reach it. */
export function organizationJsonLd(): JsonLd {
  return {
    '@context': 'https://schema.org',
    ...providerReference(),
    '@id': absoluteUrl('/#organizacion'),
    legalName: siteConfig.legalName,
    description: siteConfig.description,
    image: absoluteUrl('/og/default.png'),
    address: siteConfig.address,
    email: siteConfig.contactEmail,
    telephone: `+${siteConfig.whatsappNumber}`,
    areaServed: AREA_SERVED,
    knowsLanguage: ['es-MX', 'en'],
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      telephone: `+${siteConfig.whatsappNumber}`,
      email: siteConfig.contactEmail,
      availableLanguage: ['Spanish', 'English'],
      areaServed: ['MX', siteText.areaServed.region],
    },
    sameAs: [siteConfig.linkedinUrl],
  };
}

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
    audience: { '@type': 'BusinessAudience', name: siteText.audience },
    ...(service.level === 'Gratuito'
      ? {
          offers: {
            '@type': 'Offer',
            price: '0',
            priceCurrency: 'MXN',
            description: siteText.freeSessionOffer,
          },
        }
      : {}),
  };
}

/** The services overview: the four services, in the order a business climbs them. */
export function serviceListJsonLd(
  services: readonly ServiceSummary[],
  page: { name: string; path: string },
): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: page.name,
    url: absoluteUrl(page.path),
    numberOfItems: services.length,
    itemListOrder: 'https://schema.org/ItemListOrderAscending',
    itemListElement: services.map((service, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: {
        '@type': 'Service',
        name: service.title,
        description: service.description,
        url: absoluteUrl(service.path),
        provider: providerReference(),
      },
    })),
  };
}

export function breadcrumbJsonLd(trail: { name: string; path: string }[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}

export interface BlogPostingInput {
  title: string;
  description: string;
  path: string;
  image: string;
  date: string;
  author: string;
  keywords: string[];
  section: string;
  wordCount: number;
}

export function blogPostingJsonLd(article: BlogPostingInput): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: article.title,
    description: article.description,
    url: absoluteUrl(article.path),
    mainEntityOfPage: absoluteUrl(article.path),
    image: absoluteUrl(article.image),
    datePublished: article.date,
    dateModified: article.date,
    inLanguage: siteConfig.language,
    author: { '@type': 'Organization', name: article.author, url: absoluteUrl('/') },
    publisher: providerReference(),
    keywords: article.keywords.join(', '),
    articleSection: article.section,
    wordCount: article.wordCount,
  };
}

export function faqJsonLd(faq: { question: string; answer: string }[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faq.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.answer },
    })),
  };
}
