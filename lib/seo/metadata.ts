import type { Metadata } from 'next';
import { siteText } from '@/content/site';
import { absoluteUrl, siteConfig } from '@/lib/config/site-config';

/** Default social image, generated at build time (see app/og/default.png/route.tsx). */
export const DEFAULT_SOCIAL_IMAGE = {
  path: '/og/default.png',
  width: 1200,
  height: 630,
  alt: siteText.socialImageAlt,
} as const;

export interface PageMetadataInput {
  /** Page name; null for the home page, which shows the brand plus the tagline. */
  title: string | null;
  description: string;
  /** Path of the page on this site, with the trailing slash the export uses (e.g. `/blog/`). */
  path: string;
  image?: { path: string; alt: string; width?: number; height?: number };
  type?: 'website' | 'article';
  /** Extra Open Graph fields for articles. */
  article?: { publishedTime: string; authors: string[]; tags: string[]; section: string };
  keywords?: string[];
  /** Pages that search engines must not index (the admin view). */
  noIndex?: boolean;
  /** With noIndex: links on the page are still followed (a tag archive of one article). */
  followLinks?: boolean;
  /** The not-found page: no canonical URL, and no robots tag of ours (Next writes its noindex). */
  notFound?: boolean;
  /** Language alternates, path per language code (e.g. { 'es-MX': '/privacidad/', en: '/privacy/' }). */
  languages?: Record<string, string>;
  /** Open Graph locale of this page when it is not es_MX. */
  locale?: string;
}

/** Longest document title that search results show whole (about 60 characters). */
export const TITLE_MAX_LENGTH = 60;
/** Longest page name whose title ("Name | Hanzo") fits TITLE_MAX_LENGTH. */
export const PAGE_NAME_MAX_LENGTH = TITLE_MAX_LENGTH - ` | ${siteConfig.name}`.length;
/** Shortest head worth keeping when a name is shortened. */
const MIN_HEAD_LENGTH = 12;

/**
 * A page name that fits `max`, shortened only at a phrase boundary (after ":", ";", ",", "?",
 * "!", "." or before a dash between spaces), never mid-phrase. A long name with no boundary
 * that fits is kept whole: a search engine shortening it is better than a cut phrase.
 */
export function fitPageName(name: string, max = PAGE_NAME_MAX_LENGTH): string {
  if (name.length <= max) return name;
  const heads = [...name.matchAll(/[:;,?!.](?=\s)|\s[—–-]\s/g)].map((match) => {
    // Question and exclamation marks belong to the phrase; the other marks go.
    const end = match.index + (/[?!]/.test(match[0]) ? 1 : 0);
    return name.slice(0, end).trim();
  });
  const fitting = heads.filter((head) => head.length >= MIN_HEAD_LENGTH && head.length <= max);
  return fitting.at(-1) ?? name;
}

export function pageTitle(title: string | null): string {
  return title ? `${title} | ${siteConfig.name}` : `${siteConfig.name} | ${siteConfig.tagline}`;
}

/**
 * Complete metadata for one route. Next replaces (does not merge) a page's openGraph and twitter
 * objects with the layout's, so every page builds all of it here.
 */
export function pageMetadata(input: PageMetadataInput): Metadata {
  const title = pageTitle(input.title);
  const url = absoluteUrl(input.path);
  const image = input.image ?? DEFAULT_SOCIAL_IMAGE;
  const imageUrl = absoluteUrl(image.path);
  const images = [
    {
      url: imageUrl,
      width: image.width ?? DEFAULT_SOCIAL_IMAGE.width,
      height: image.height ?? DEFAULT_SOCIAL_IMAGE.height,
      alt: image.alt,
    },
  ];

  const openGraphBase = {
    title,
    description: input.description,
    url,
    siteName: siteConfig.name,
    locale: input.locale ?? siteConfig.locale,
    images,
  };

  return {
    title: { absolute: title },
    description: input.description,
    keywords: input.keywords,
    alternates: {
      canonical: input.notFound ? undefined : url,
      types: {
        'application/rss+xml': [
          { url: absoluteUrl('/feed.xml'), title: `${siteConfig.name} | Blog` },
        ],
      },
      languages: input.languages
        ? Object.fromEntries(
            Object.entries(input.languages).map(([lang, path]) => [lang, absoluteUrl(path)]),
          )
        : undefined,
    },
    openGraph:
      input.type === 'article' && input.article
        ? {
            ...openGraphBase,
            type: 'article',
            publishedTime: input.article.publishedTime,
            authors: input.article.authors,
            tags: input.article.tags,
            section: input.article.section,
          }
        : { ...openGraphBase, type: 'website' },
    twitter: {
      card: 'summary_large_image',
      title,
      description: input.description,
      images: [{ url: imageUrl, alt: image.alt }],
    },
    robots:
      input.noIndex && !input.notFound
        ? { index: false, follow: input.followLinks === true }
        : undefined,
  };
}
