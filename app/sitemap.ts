import type { MetadataRoute } from 'next';
import { blogCategories } from '@/content/blog-categories';
import { pageEntries } from '@/content/pages';
import { PRIVACY_REVISED } from '@/content/privacy';
import { services } from '@/content/services';
import { getArticlesByCategory, getPublishedArticles } from '@/lib/blog';
import { absoluteUrl } from '@/lib/site-config';

export const dynamic = 'force-static';

/** Last content change of the pages not generated from articles; update it when they change. */
const SITE_UPDATED = '2026-11-21';

type Entry = MetadataRoute.Sitemap[number];

/** Date of the newest article in a list (lists are newest first), or the site date if empty. */
function newestDate(articles: readonly { date: string }[]): string {
  return articles.reduce(
    (newest, { date }) => (date > newest ? date : newest),
    articles[0]?.date ?? SITE_UPDATED,
  );
}

function entry(
  path: string,
  lastModified: string,
  changeFrequency: Entry['changeFrequency'],
  priority: number,
): Entry {
  return { url: absoluteUrl(path), lastModified, changeFrequency, priority };
}

export default function sitemap(): MetadataRoute.Sitemap {
  const articles = getPublishedArticles();
  return [
    entry(pageEntries.home.path, SITE_UPDATED, 'monthly', 1),
    ...services.map((service) => entry(service.path, SITE_UPDATED, 'monthly', 0.9)),
    entry(pageEntries.blog.path, newestDate(articles), 'weekly', 0.8),
    ...blogCategories.map((category) =>
      entry(category.path, newestDate(getArticlesByCategory(category.slug)), 'weekly', 0.7),
    ),
    ...articles.map((article) => entry(article.path, article.date, 'yearly', 0.6)),
    // The notices change only with their revision date.
    entry(pageEntries.privacidad.path, PRIVACY_REVISED, 'yearly', 0.2),
    entry(pageEntries.privacy.path, PRIVACY_REVISED, 'yearly', 0.1),
  ];
}
