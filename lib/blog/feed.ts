import { pageEntries } from '@/content/pages';
import { absoluteUrl } from '@/lib/config/site-config';
import { siteText } from '@/content/site';

/** What one feed item needs from an article (a subset of Article, so tests need no files). */
export interface FeedArticle {
  id: number;
  title: string;
  excerpt: string;
  date: string;
  categoryName: string;
  author?: string;
  path: string;
}

export interface FeedChannel {
  title: string;
  description: string;
  language: string;
  /** Path of the page the channel describes, e.g. `/blog/`. */
  path: string;
  /** Path of the feed itself, for atom:link rel="self". */
  feedPath: string;
}

export const BLOG_FEED_CHANNEL: FeedChannel = {
  title: siteText.feedTitle,
  description: pageEntries.blog.description,
  language: 'es-MX',
  path: pageEntries.blog.path,
  feedPath: '/feed.xml',
};

// Characters XML 1.0 forbids even when escaped; a stray one would make the whole feed unreadable.
const INVALID_XML_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

/** Escapes text for XML element content and attribute values. */
export function escapeXml(value: string): string {
  return value
    .replace(INVALID_XML_CHARS, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** RFC 822 date for an ISO day, at noon UTC so that no reader's time zone moves the day. */
export function rfc822Date(isoDay: string): string {
  const date = new Date(`${isoDay}T12:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDay) || Number.isNaN(date.getTime())) {
    throw new Error(`Fecha inválida: ${isoDay}`);
  }
  return date.toUTCString();
}

function element(name: string, value: string, attributes = ''): string {
  return `<${name}${attributes}>${escapeXml(value)}</${name}>`;
}

function item(article: FeedArticle, siteUrl: string): string {
  const link = absoluteUrl(article.path, siteUrl);
  const lines = [
    element('title', article.title),
    element('link', link),
    element('guid', link, ' isPermaLink="true"'),
    element('pubDate', rfc822Date(article.date)),
    element('description', article.excerpt),
    element('category', article.categoryName),
  ];
  // RSS <author> must be an email address; dc:creator carries a plain name.
  if (article.author) lines.push(element('dc:creator', article.author));
  return `    <item>\n${lines.map((line) => `      ${line}`).join('\n')}\n    </item>`;
}

/** Items in the feed: readers want what is new, and the file must not grow with the blog. */
export const FEED_ITEM_LIMIT = 50;

/** The RSS 2.0 document of the blog: the newest articles first, FEED_ITEM_LIMIT at most. */
export function buildRssFeed(
  articles: readonly FeedArticle[],
  siteUrl: string,
  channel: FeedChannel = BLOG_FEED_CHANNEL,
  limit = FEED_ITEM_LIMIT,
): string {
  const sorted = [...articles]
    .sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id)
    .slice(0, limit);
  const newest = sorted[0];
  const head = [
    element('title', channel.title),
    element('link', absoluteUrl(channel.path, siteUrl)),
    element('description', channel.description),
    element('language', channel.language),
    ...(newest ? [element('lastBuildDate', rfc822Date(newest.date))] : []),
    `<atom:link href="${escapeXml(absoluteUrl(channel.feedPath, siteUrl))}" rel="self" type="application/rss+xml"/>`,
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    ...head.map((line) => `    ${line}`),
    ...sorted.map((article) => item(article, siteUrl)),
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
